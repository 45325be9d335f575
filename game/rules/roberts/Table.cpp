// Building the table from a Deployment, and what the table keeps of each unit: its actor for
// Action Rolls, its label, its part of the state hash.
#include "Table.h"

#include <algorithm>
#include <cmath>

#include "Cost.h"
#include "Names.h"
#include "Profile.h"
#include "core/Wording.h"
#include "measured/Contact.h"
#include "measured/Sweep.h"

namespace sandtable::rules::roberts {

namespace {

std::string namedSide(const Deployment& d, Side s) {
  const std::string& n = d.sides[static_cast<std::size_t>(sideIndex(s))].name;
  return n.empty() ? std::string(sideKey(s)) : n;
}

const UnitLine* lineOf(const Army& army, const std::string& id, int* index) {
  for (std::size_t i = 0; i < army.units.size(); ++i) {
    if (army.units[i].id == id) {
      *index = static_cast<int>(i);
      return &army.units[i];
    }
  }
  return nullptr;
}

// The units of both sides, in the deployment's order (side one's first).
void addUnits(const Tables& t, const Deployment& d, Setup& s) {
  for (Side side : {Side::One, Side::Two}) {
    const SideDeployment& sd = d.sides[static_cast<std::size_t>(sideIndex(side))];
    std::vector<int> placed(sd.army.units.size(), 0);
    for (std::size_t i = 0; i < sd.units.size(); ++i) {
      const Placement& p = sd.units[i];
      const int at = static_cast<int>(i);
      const std::string who =
          "unit '" + (p.name.empty() ? p.line : p.name) + "' of " + namedSide(d, side);
      int index = 0;
      const UnitLine* line = lineOf(sd.army, p.line, &index);
      if (!line)
        throw DeploymentError(side, at,
                              who + " names line '" + p.line + "', which its army does not have");
      if (++placed[static_cast<std::size_t>(index)] > line->count)
        throw DeploymentError(side, at,
                              who + ": the army buys " + std::to_string(line->count) +
                                  " of line '" + p.line + "', and this is one more");
      if (p.ranks < 1 || p.ranks > line->stands)
        throw DeploymentError(side, at,
                              who + " stands in " + std::to_string(p.ranks) + " ranks; its " +
                                  std::to_string(line->stands) + " stands make 1 to " +
                                  std::to_string(line->stands) + " ranks");
      UnitSetup u;
      u.side = side;
      u.line = index;
      u.placement = at;
      u.name = p.name.empty() ? line->name : p.name;
      u.shortName = p.shortName;
      u.type = line->type;
      u.actor = roberts::actorOf(t, *line);
      u.formed = u.actor.formed;
      u.startStands = line->stands;
      const StandBase& base = t.troop(line->type).bases[static_cast<std::size_t>(sd.army.scale)];
      u.standWidth = static_cast<Length>(base.widthMm) * kMillimetre;
      u.standDepth = static_cast<Length>(base.depthMm) * kMillimetre;
      const UnitCost c = costOf(t, *line);
      u.standHundredths = c.standHundredths;
      u.unitCost = c.unitCost;
      u.profileText = profileOf(t, sd.army.scale, *line).text();
      if (u.actor.attributes.any()) u.attributesText = attributeNames(u.actor.attributes);
      s.units.push_back(std::move(u));
    }
    s.armyHundredths[static_cast<std::size_t>(sideIndex(side))] = costOf(t, sd.army).total * 100;
  }
}

// The unit a leader is attached to as deployed: named in a placement's leaders, else the
// first placement of the line his army list attaches him to; kNoUnit for a free Captain.
UnitId attachment(const Setup& s, Side side, const LeaderLine& l) {
  const SideDeployment& sd = s.deployment.sides[static_cast<std::size_t>(sideIndex(side))];
  for (std::size_t id = 0; id < s.units.size(); ++id) {
    const UnitSetup& u = s.units[id];
    if (u.side != side) continue;
    const auto& named = sd.units[static_cast<std::size_t>(u.placement)].leaders;
    if (std::find(named.begin(), named.end(), l.name) != named.end())
      return static_cast<UnitId>(id);
  }
  if (l.with.empty()) return kNoUnit;
  for (std::size_t id = 0; id < s.units.size(); ++id) {
    const UnitSetup& u = s.units[id];
    if (u.side == side && sd.army.units[static_cast<std::size_t>(u.line)].id == l.with)
      return static_cast<UnitId>(id);
  }
  return kNoUnit;
}

void checkLeaderNames(const Deployment& d) {
  for (Side side : {Side::One, Side::Two}) {
    const SideDeployment& sd = d.sides[static_cast<std::size_t>(sideIndex(side))];
    auto known = [&](const std::string& name) {
      return std::any_of(sd.army.leaders.begin(), sd.army.leaders.end(),
                         [&](const LeaderLine& l) { return l.name == name; });
    };
    for (std::size_t i = 0; i < sd.units.size(); ++i) {
      for (const std::string& name : sd.units[i].leaders) {
        if (!known(name))
          throw DeploymentError(
              side, static_cast<int>(i),
              "unit '" + (sd.units[i].name.empty() ? sd.units[i].line : sd.units[i].name) +
                  "' of " + namedSide(d, side) + " has leader '" + name +
                  "', whom its army does not have");
      }
    }
    for (const FreeLeader& f : sd.freeLeaders) {
      if (!known(f.name))
        throw DeploymentError(
            side, -1,
            "free leader '" + f.name + "' of " + namedSide(d, side) + " is not in its army");
    }
  }
}

// Each skirmisher placed hidden within a host: the host a Formed unit of its side, no more
// skirmishers within it than it has stands ('Each Formed stand can "hide" one Skirmisher stand
// within it'), and itself a skirmisher.
void resolveHidden(Setup& s) {
  std::vector<int> hiddenCount(s.units.size(), 0);
  for (UnitSetup& u : s.units) {
    const SideDeployment& sd = s.deployment.sides[static_cast<std::size_t>(sideIndex(u.side))];
    const Placement& p = sd.units[static_cast<std::size_t>(u.placement)];
    if (p.hiddenIn.empty()) continue;
    const std::string who = "unit '" + u.name + "' of " + namedSide(s.deployment, u.side);
    if (u.type != TroopKind::Skirmisher)
      throw DeploymentError(u.side, u.placement,
                            who +
                                " is hidden within a unit, but only skirmishers hide (000 "
                                "Skirmishers)");
    UnitId host = kNoUnit;
    for (std::size_t id = 0; id < s.units.size(); ++id) {
      const UnitSetup& h = s.units[id];
      if (h.side == u.side && &h != &u && (h.name == p.hiddenIn || h.shortName == p.hiddenIn)) {
        host = static_cast<UnitId>(id);
        break;
      }
    }
    if (host == kNoUnit)
      throw DeploymentError(u.side, u.placement,
                            who + " is hidden within '" + p.hiddenIn + "', which is no unit of " +
                                namedSide(s.deployment, u.side));
    const UnitSetup& h = s.units[static_cast<std::size_t>(host)];
    if (!h.formed || h.type == TroopKind::Skirmisher)
      throw DeploymentError(u.side, u.placement,
                            who + " is hidden within '" + h.name +
                                "', but only a Formed unit hides skirmishers (000 Skirmishers)");
    if (++hiddenCount[static_cast<std::size_t>(host)] > h.startStands)
      throw DeploymentError(u.side, u.placement,
                            who + " is one skirmisher too many for '" + h.name +
                                "': each Formed stand hides one (000 Skirmishers)");
    u.hiddenIn = host;
  }
}

}  // namespace

bool UnitState::anyDisrupted() const {
  return std::find(disrupted.begin(), disrupted.end(), true) != disrupted.end();
}

int UnitState::disruptedStands() const {
  return static_cast<int>(std::count(disrupted.begin(), disrupted.end(), true));
}

std::shared_ptr<const Setup> Table::setUp(std::shared_ptr<const Tables> tables,
                                          std::shared_ptr<const Battlefield> battlefield,
                                          Deployment deployment) {
  auto s = std::make_shared<Setup>();
  s->tables = std::move(tables);
  s->battlefield = std::move(battlefield);
  s->deployment = std::move(deployment);
  const Tables& t = *s->tables;
  checkLeaderNames(s->deployment);
  addUnits(t, s->deployment, *s);
  for (Side side : {Side::One, Side::Two}) {
    const SideDeployment& sd = s->deployment.sides[static_cast<std::size_t>(sideIndex(side))];
    // An army file may leave its leaders unnamed (the text's example army): the log and the
    // table call such a one by rank and army, numbered where the army has several.
    int unnamed[2] = {0, 0};
    for (const LeaderLine& l : sd.army.leaders) unnamed[static_cast<int>(l.rank)] += l.name.empty();
    int seen[2] = {0, 0};
    for (std::size_t i = 0; i < sd.army.leaders.size(); ++i) {
      const LeaderLine& l = sd.army.leaders[i];
      std::string name = l.name;
      if (name.empty()) {
        const int r = static_cast<int>(l.rank);
        name = std::string(l.rank == LeaderRank::General ? "The General" : "The Captain") +
               (unnamed[r] > 1 ? " " + std::to_string(++seen[r]) : std::string()) + " of " +
               namedSide(s->deployment, side);
      }
      s->leaders.push_back({side, static_cast<int>(i), name, name, l.rank, leaderCost(t, l.rank)});
    }
  }
  resolveHidden(*s);
  // The same army on both sides (a points battle of two copies): its units and leaders are told
  // apart by their side in every line that names them (after the hidden skirmishers have found
  // their hosts by the names the file gives).
  const std::array<std::string, 2> sideNames = {namedSide(s->deployment, Side::One),
                                                namedSide(s->deployment, Side::Two)};
  std::vector<SidesName> unitNames, leaderNames;
  for (UnitSetup& u : s->units) unitNames.push_back({sideIndex(u.side), &u.name});
  for (LeaderSetup& l : s->leaders) leaderNames.push_back({sideIndex(l.side), &l.name});
  tellApartBySide(unitNames, sideNames);
  tellApartBySide(leaderNames, sideNames);
  // Where everything stands is checked on the table as built.
  const Table table(s);
  for (const UnitState& u : table.units()) {
    if (u.hidden()) continue;  // it has no place of its own
    const UnitSetup& us = table.setupOf(u.id);
    const Rect r = table.block(u);
    const std::string who = "unit '" + us.name + "' of " + namedSide(s->deployment, us.side);
    if (!measured::insideTable(s->battlefield->bounds(), r))
      throw DeploymentError(us.side, us.placement, who + " stands partly off the table");
    if (table.offTableOrImpassable(r))
      throw DeploymentError(us.side, us.placement, who + " stands on impassable ground");
    for (const UnitState& o : table.units()) {
      if (o.id >= u.id) break;
      if (o.hidden()) continue;
      const Rect ro = table.block(o);
      const bool friends = table.sideOf(o.id) == us.side;
      if (friends ? overlaps(measured::shrunk(r), measured::shrunk(ro))
                  : measured::blocksOverlap(r, ro))
        throw DeploymentError(us.side, us.placement,
                              who + " overlaps unit '" + table.setupOf(o.id).name + "' of " +
                                  namedSide(s->deployment, table.sideOf(o.id)));
    }
  }
  for (std::size_t i = 0; i < table.leaders().size(); ++i) {
    const LeaderSetup& l = s->leaders[i];
    const LeaderState& st = table.leaders()[i];
    const SideDeployment& sd = s->deployment.sides[static_cast<std::size_t>(sideIndex(l.side))];
    const bool free = std::any_of(sd.freeLeaders.begin(), sd.freeLeaders.end(),
                                  [&](const FreeLeader& f) { return f.name == l.listedAs; });
    if (st.attachedTo == kNoUnit && !free)
      throw DeploymentError(l.side, -1,
                            "leader '" + l.name + "' of " + namedSide(s->deployment, l.side) +
                                " is neither attached to a unit nor placed free");
  }
  return s;
}

Table::Table(std::shared_ptr<const Setup> setup) : mSetup(std::move(setup)) {
  const Setup& s = *mSetup;
  for (std::size_t id = 0; id < s.units.size(); ++id) {
    const UnitSetup& us = s.units[id];
    const Placement& p = s.deployment.sides[static_cast<std::size_t>(sideIndex(us.side))]
                             .units[static_cast<std::size_t>(us.placement)];
    UnitState u;
    u.id = static_cast<UnitId>(id);
    u.pose = {p.front, normalizeAngle(p.facing)};
    u.stands = us.startStands;
    u.ranks = std::clamp(p.ranks, 1, us.startStands);
    u.disrupted.assign(static_cast<std::size_t>(us.startStands), false);
    u.host = us.hiddenIn;
    mUnits.push_back(std::move(u));
  }
  for (const LeaderSetup& l : s.leaders) {
    const SideDeployment& sd = s.deployment.sides[static_cast<std::size_t>(sideIndex(l.side))];
    LeaderState st;
    st.attachedTo = attachment(s, l.side, sd.army.leaders[static_cast<std::size_t>(l.index)]);
    for (const FreeLeader& f : sd.freeLeaders) {
      if (f.name == l.listedAs && st.attachedTo == kNoUnit) st.at = f.at;
    }
    if (st.attachedTo != kNoUnit) {
      mUnits[static_cast<std::size_t>(st.attachedTo)].leaders.push_back(
          static_cast<int>(mLeaders.size()));
    }
    mLeaders.push_back(st);
  }
}

Length Table::inches(double n) const {
  return static_cast<Length>(std::llround(n * static_cast<double>(scale().unit)));
}

double Table::inchesOf(Length length) const {
  return static_cast<double>(length) / static_cast<double>(scale().unit);
}

std::string Table::sideName(Side s) const { return namedSide(mSetup->deployment, s); }

std::string Table::label(UnitId id) const {
  return setupOf(id).name + " (u" + std::to_string(id) + ")";
}

Actor Table::actorOf(const UnitState& u) const {
  Actor a = setupOf(u.id).actor;
  a.demoralized = u.demoralized;
  a.disrupted = u.anyDisrupted();
  a.moving = u.moving;
  a.hidden = u.hidden();
  for (int l : u.leaders) {
    if (mLeaders[static_cast<std::size_t>(l)].removed) continue;
    const bool general = mSetup->leaders[static_cast<std::size_t>(l)].rank == LeaderRank::General;
    if (general)
      a.leader = AttachedLeader::General;
    else if (a.leader == AttachedLeader::None)
      a.leader = AttachedLeader::Captain;
  }
  return a;
}

void Table::hashInto(Hasher& h) const {
  for (const UnitState& u : mUnits) {
    h.add(u.pose.front.x);
    h.add(u.pose.front.y);
    h.add(static_cast<int>(u.pose.facing));
    h.add(u.stands);
    h.add(u.ranks);
    h.add(u.hits);
    for (bool d : u.disrupted) h.add(d);
    h.add(u.demoralized);
    h.add(u.moving);
    h.add(u.removed);
    h.add(static_cast<int>(u.leaders.size()));
    for (int l : u.leaders) h.add(l);
    h.add(u.marched);
    h.add(u.movedThisPhase);
    h.add(u.facedAboutThisPhase);
    h.add(static_cast<int>(u.stoppedBy));
    // Only a unit out of line hashes its columns (the hashes of battles before stay).
    if (!u.columnShift.empty() || !u.columnStands.empty()) {
      h.add(static_cast<int>(u.columnShift.size()));
      for (Length s : u.columnShift) h.add(s);
      h.add(static_cast<int>(u.columnStands.size()));
      for (int s : u.columnStands) h.add(s);
    }
    // Only a battle with hidden skirmishers hashes their state (other battles' hashes stay).
    if (u.host != kNoUnit || u.seen || u.unknown) {
      h.add(static_cast<int>(u.host));
      h.add(u.seen);
      h.add(u.unknown);
    }
  }
  for (const LeaderState& l : mLeaders) {
    h.add(static_cast<int>(l.attachedTo));
    h.add(l.at.x);
    h.add(l.at.y);
    h.add(l.removed);
  }
  // Only a phase in which a free Captain rode hashes who did (other positions' hashes stay).
  for (std::size_t i = 0; i < mLeaders.size(); ++i) {
    if (mLeaders[i].rodeThisPhase) h.add(static_cast<int>(i));
  }
}

}  // namespace sandtable::rules::roberts
