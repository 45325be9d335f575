// The table built from a Deployment: each placement a unit of its line's profile and bases,
// the C-in-C and the wings' leaders with the units they command from, and each side's way
// home (the table edge nearest its deployment).
#include "Battle.h"

#include <algorithm>

#include "Movement.h"
#include "core/Wording.h"
#include "measured/Contact.h"
#include "measured/Displacement.h"
#include "measured/Sweep.h"

namespace sandtable::rules::wotr {

std::shared_ptr<const Setup> Battle::setUp(std::shared_ptr<const Tables> tables,
                                           std::shared_ptr<const Battlefield> battlefield,
                                           Deployment deployment) {
  auto s = std::make_shared<Setup>();
  s->tables = std::move(tables);
  s->battlefield = std::move(battlefield);
  s->deployment = std::move(deployment);
  const Tables& t = *s->tables;
  for (std::size_t side = 0; side < 2; ++side) {
    const SideDeployment& sd = s->deployment.sides[side];
    const Side sideId = side == 0 ? Side::One : Side::Two;
    const UnitId first = static_cast<UnitId>(s->units.size());
    std::vector<bool> wingLed(sd.army.wings.size(), false);
    std::vector<LeaderSetup> wingLeaders;
    for (std::size_t i = 0; i < sd.units.size(); ++i) {
      const Placement& p = sd.units[i];
      const UnitLine* line = nullptr;
      for (const UnitLine& l : sd.army.units) line = l.id == p.line ? &l : line;
      if (!line)
        throw DeploymentError(sideId, static_cast<int>(i),
                              "no unit line '" + p.line + "' in the army");
      UnitSetup u;
      u.side = sideId;
      u.placement = static_cast<int>(i);
      u.line = line->id;
      u.name = p.name.empty() ? line->name : p.name;
      u.shortName = p.shortName;
      u.profile = wotr::profileOf(t, *line);
      u.figures = u.profile.figures;
      u.bases = std::max(1, line->bases);
      const auto arm = static_cast<std::size_t>(u.profile.arm);
      u.baseWidth = s->deployment.bases.width[arm];
      u.baseDepth = s->deployment.bases.depth[arm];
      for (std::size_t w = 0; w < sd.army.wings.size(); ++w) {
        if (sd.army.wings[w].id != line->wing) continue;
        u.wing = static_cast<int>(w);
        if (!wingLed[w]) {
          wingLed[w] = true;
          wingLeaders.push_back({sideId, sd.army.wings[w].leader, static_cast<int>(w),
                                 static_cast<UnitId>(s->units.size())});
        }
      }
      s->startFigures[side] += u.figures;
      s->units.push_back(std::move(u));
    }
    const int with =
        std::clamp(sd.commanderWith, 0, std::max(0, static_cast<int>(sd.units.size()) - 1));
    s->leaders.push_back({sideId, sd.army.commander.empty() ? "the C-in-C" : sd.army.commander, -1,
                          sd.units.empty() ? kNoUnit : first + with});
    for (LeaderSetup& l : wingLeaders) s->leaders.push_back(std::move(l));
  }
  // The same army on both sides (the meeting engagement, a points battle): its units and leaders
  // are told apart by their side in every line that names them.
  const std::array<std::string, 2> sideNames = {sideNameOf(s->deployment, Side::One),
                                                sideNameOf(s->deployment, Side::Two)};
  std::vector<SidesName> unitNames, leaderNames;
  for (UnitSetup& u : s->units) unitNames.push_back({sideIndex(u.side), &u.name});
  for (LeaderSetup& l : s->leaders) {
    l.listedAs = l.name;
    leaderNames.push_back({sideIndex(l.side), &l.name});
  }
  tellApartBySide(unitNames, sideNames);
  tellApartBySide(leaderNames, sideNames);
  // Check the deployment on a table of the fresh units.
  Battle b(s);
  const Rect table = s->battlefield->bounds();
  Point sum[2]{};
  int count[2]{};
  for (const UnitState& u : b.units()) {
    const Rect r = b.block(u.id);
    const UnitSetup& us = b.setupOf(u.id);
    if (!measured::insideTable(table, r))
      throw DeploymentError(us.side, us.placement,
                            subjectVerb(us.name, "stands") + " off the table");
    for (const UnitState& o : b.units()) {
      if (o.id < u.id && measured::blocksOverlap(r, b.block(o.id)))
        throw DeploymentError(us.side, us.placement,
                              subjectVerb(us.name, "stands") + " inside " + b.setupOf(o.id).name);
    }
    const int side = sideIndex(us.side);
    sum[side] = sum[side] + r.centre;
    ++count[side];
  }
  for (int side = 0; side < 2; ++side) {
    if (count[side] == 0) continue;
    const Point mean{sum[side].x / count[side], sum[side].y / count[side]};
    s->homeward[static_cast<std::size_t>(side)] = measured::nearestTableEdge(table, mean).direction;
  }
  return s;
}

Battle::Battle(std::shared_ptr<const Setup> setup) : mSetup(std::move(setup)) {
  for (std::size_t i = 0; i < mSetup->units.size(); ++i) {
    const UnitSetup& s = mSetup->units[i];
    const Placement& p = mSetup->deployment.sides[static_cast<std::size_t>(sideIndex(s.side))]
                             .units[static_cast<std::size_t>(s.placement)];
    UnitState u;
    u.id = static_cast<UnitId>(i);
    u.pose = {p.front, p.facing};
    u.ranks = std::clamp(p.ranks, 1, s.bases);
    mUnits.push_back(u);
  }
  for (std::size_t i = 0; i < mSetup->leaders.size(); ++i) {
    LeaderState l{mSetup->leaders[i].startsWith, false, 0, 0};
    // A man who holds two commands starts where his first (the C-in-C's) places him.
    for (std::size_t j = 0; j < i; ++j) {
      if (sameLeader(i, j)) {
        l.with = mLeaders[j].with;
        break;
      }
    }
    mLeaders.push_back(l);
  }
}

bool Battle::leaderListedBefore(std::size_t i) const {
  for (std::size_t j = 0; j < i; ++j) {
    if (sameLeader(i, j)) return true;
  }
  return false;
}

bool Battle::sameLeader(std::size_t a, std::size_t b) const {
  const LeaderSetup& la = mSetup->leaders.at(a);
  const LeaderSetup& lb = mSetup->leaders.at(b);
  return la.side == lb.side && la.name == lb.name;
}

double Battle::rateOf(UnitId id) const {
  return movementRate(tables(), profileOf(id), unit(id).limbered);
}

std::string Battle::label(UnitId id) const {
  return setupOf(id).name + " (u" + std::to_string(id) + ")";
}

bool Battle::leaderActive(int leader, int turn) const {
  const LeaderState& l = mLeaders.at(static_cast<std::size_t>(leader));
  return !l.killed && l.with != kNoUnit && unit(l.with).active() && l.incapacitatedThrough < turn;
}

int Battle::leaderWith(UnitId id, int turn) const {
  for (std::size_t i = 0; i < mLeaders.size(); ++i) {
    if (mLeaders[i].with == id && leaderActive(static_cast<int>(i), turn))
      return static_cast<int>(i);
  }
  return -1;
}

void Battle::hashInto(Hasher& h) const {
  for (const UnitState& u : mUnits) {
    h.add(static_cast<std::int64_t>(u.pose.front.x));
    h.add(static_cast<std::int64_t>(u.pose.front.y));
    h.add(static_cast<int>(u.pose.facing));
    h.add(u.ranks);
    h.add(u.lost);
    h.add(static_cast<int>(u.mode));
    h.add(u.furious);
    h.add(u.everRouted);
    h.add(u.routedTurn);
    h.add(static_cast<int>(u.pursuing));
    h.add(u.fought);
    h.add(u.fired);
    h.add(u.fellBack);
    h.add(u.charged);
    h.add(u.moved);
    h.add(u.noCharge);
    h.add(static_cast<std::int64_t>(u.used));
    h.add(u.lostMelee);
    h.add(u.lostLeader);
    h.add(u.avoidedTurn);
    h.add(u.interpenetrated);
    h.add(u.limbered);
  }
  for (const LeaderState& l : mLeaders) {
    h.add(static_cast<int>(l.with));
    h.add(l.killed);
    h.add(l.incapacitatedThrough);
    h.add(l.rodeTurn);
  }
}

}  // namespace sandtable::rules::wotr
