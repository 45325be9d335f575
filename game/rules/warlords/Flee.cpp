// 1.7.3 Broken units and 2.4.11 fleeing: turning away from the enemy, the random flight
// with its stand losses, obstacles that cost the stands which cannot avoid them, leaving
// the table, Broken units heading for the edge, and dispersal (1.7.4).
#include <algorithm>
#include <cstdlib>

#include "BlockMath.h"
#include "Formation.h"
#include "WarlordsGame.h"
#include "core/Wording.h"
#include "measured/Files.h"

namespace sandtable::rules::warlords {

using namespace blockmath;

void WarlordsGame::breakUnit(UnitState& u, const UnitState* from, Dice& dice, EventSink& sink) {
  if (!u.active()) return;
  if (u.morale == Morale::Broken) {
    disperse(u, sink, "a Broken unit forced down another morale level is Dispersed (1.7.3)");
    return;
  }
  setMorale(u, Morale::Broken, sink, "turning away from the enemy to flee (1.7.3)");
  flee(u, from, dice, sink);
}

void WarlordsGame::flee(UnitState& u, const UnitState* from, Dice& dice, EventSink& sink) {
  if (!u.active()) return;
  if (withdrawInsideSallyPort(u, sink)) {
    u.formed = false;
    u.motion = Motion::Fleeing;
    return;
  }
  const Angle away = fleeDirection(u, from);
  const std::vector<UnitId> runFrom = enemiesFledFrom(u, away);
  const Pose before = u.pose;
  const FormationKind formationBefore = u.formation;
  const int ranksBefore = u.ranks;
  if (u.formation == FormationKind::Shieldwall || u.formation == FormationKind::Wedge ||
      u.formation == FormationKind::Hedgehog) {
    u.ranks = static_cast<int>(widths(u).size());
    u.formation = FormationKind::Line;
  }
  turnToFlee(u, away);
  int extra = 0;
  const Length rolled = randomMove(u, chargeSpans(u), dice, sink, "001 2.4.11 Fleeing", "flight", &extra);
  u.formed = false;
  u.motion = Motion::Fleeing;
  const Flight f = planFlight(u, away, rolled, runFrom);
  if (f.kind == Flight::Kind::Boxed) {
    // No direction it can flee at all (1.7.3): it stays as it stood, and loses a stand to
    // each enemy in contact with it.
    u.pose = before;
    u.formation = formationBefore;
    u.ranks = ranksBefore;
    stayHemmedIn(u, "nowhere to flee (1.7.3)", dice, sink);
    return;
  }
  if (f.kind == Flight::Kind::OffTable) {
    leaveTable(u, sink);
    return;
  }
  if (f.kind == Flight::Kind::LosesFiles && !f.lostFiles.empty()) {
    // 2.4.11: the part that cannot avoid the obstacle is lost; the files that get away
    // gather where they were in the line.
    const std::vector<int> w = widths(u);
    const int files = *std::max_element(w.begin(), w.end());
    const std::vector<Slot> ss = slots(u.formation, w, span(), standDepth(u));
    std::vector<int> lost;
    for (std::size_t i = 0; i < u.stands.size() && i < ss.size(); ++i) {
      const int rankW = w[static_cast<std::size_t>(ss[i].rank)];
      const int file = ss[i].file + (files - rankW) / 2;
      if (std::find(f.lostFiles.begin(), f.lostFiles.end(), file) != f.lostFiles.end()) lost.push_back(u.stands[i]);
    }
    const Length gather = measured::keptFilesOffset(files, f.lostFiles, span());
    loseStands(u, lost, dice, sink, "the part of the fleeing unit that could not avoid an obstacle (2.4.11)", false);
    if (!u.active()) return;
    if (gather != 0)
      u.pose.front = u.pose.front + heading(normalizeAngle(u.pose.facing + kQuarterTurn), gather);
  }
  if (f.survivorsLeaveTable) {
    leaveTable(u, sink);
    return;
  }
  Pose to{u.pose.front + heading(f.dir, f.distance), u.pose.facing};
  {
    // It must end clear of everyone, the enemies it ran from included.
    const Pose here = u.pose;
    u.pose = to;
    if (!settleClear(u, {})) {
      u.pose = here;
      if (!settleClear(u, {})) u.pose = here;
    }
    to = u.pose;
    u.pose = here;
  }
  // 2.4.6 rule 6: the friends it ran through may not move the way it went this turn.
  recordPassage(u, u.pose, to);
  moveUnitTo(u, to, EventKind::UnitFled, sink,
             f.kind == Flight::Kind::StopsShort
                 ? "flees until an obstacle stops the flight (2.4.11)"
                 : "flees (2.4.11)");
  // For each span it moves beyond its charge move the unit loses a stand: not everyone
  // keeps up. A flight stopped short loses only for the spans it went beyond.
  int stragglers = extra;
  if (f.kind == Flight::Kind::StopsShort) {
    stragglers = std::clamp(static_cast<int>((f.distance - chargeSpans(u) * span()) / span()), 0, extra);
  }
  if (stragglers > 0 && u.active()) {
    std::vector<int> lost;
    for (int i = u.standCount() - 1; i >= 0 && static_cast<int>(lost.size()) < stragglers; --i) {
      lost.push_back(u.stands[static_cast<std::size_t>(i)]);
    }
    loseStands(u, lost, dice, sink, "stragglers left behind in the flight (2.4.11)", false);
  }
}

bool WarlordsGame::settleClear(UnitState& u, const std::vector<UnitId>& ignore, const std::vector<UnitId>& mayTouch) {
  // Out of contact with every enemy but those in `mayTouch` (measured::settleClear): a unit
  // put aside (fleeing, giving way) makes no new contact, which would be a melee nobody fought.
  std::vector<measured::Neighbour> others;
  for (const UnitState& o : mUnits) {
    if (o.id == u.id || !o.active() || std::find(ignore.begin(), ignore.end(), o.id) != ignore.end()) continue;
    const bool touch = std::find(mayTouch.begin(), mayTouch.end(), o.id) != mayTouch.end();
    others.push_back({o.id, block(o), o.side == u.side, touch});
  }
  const auto front =
      measured::settleClear(*mSetup->battlefield, block(u), others, 2 * span(), u.id);
  if (!front) return false;
  u.pose.front = *front;
  return true;
}

void WarlordsGame::brokenToEdge(UnitState& u, EventSink& sink) {
  // 2.2.1: a Broken unit that stopped fleeing makes a normal move toward the table edge.
  const Rect table = mSetup->battlefield->bounds();
  const Rect b = block(u);
  const measured::TableEdge edge = measured::nearestTableEdge(table, b.centre);
  const Angle dir = edge.direction;
  const Length nearest = edge.distance;
  const Length move = moveAllowance(u, u.pose, u.pose);
  if (nearest <= move + b.depth / 2) {
    leaveTable(u, sink);
    return;
  }
  // It turns about its middle toward the edge, if there is room to.
  const Pose turned = measured::turnedAboutCentre(b, dir);
  PathRules rules;
  rules.keepSpan = false;
  rules.allowPassage = false;
  const std::vector<Length> noGaps(mUnits.size(), INT64_MAX);
  if (poseProblem(u, turned, rules, noGaps, true)) {
    Event e{EventKind::MoveBlocked, u.side, u.id};
    e.from = e.to = u.pose.front;
    if (sink.wantsText())
      e.text = subjectVerb(label(u.id), "has") + " no room to turn for the table edge";
    sink.emit(std::move(e));
    return;
  }
  u.pose = turned;
  std::vector<UnitId> none;
  const Length go = firstBlocker(u, dir, move, none).at;
  moveUnitTo(u, {u.pose.front + heading(dir, go), dir}, EventKind::UnitMoved, sink, "heads for the table edge (2.2.1)");
  u.motion = Motion::Moving;
}

void WarlordsGame::disperse(UnitState& u, EventSink& sink, const char* why) {
  if (!u.active()) return;
  u.status = UnitStatus::Removed;
  u.morale = Morale::Dispersed;
  u.champions = 0;
  for (PersonalityState& p : mPersonalities) {
    if (p.present() && p.unit == u.id) p.fate = Fate::Escaped;  // he leaves the field with the last of them
  }
  Event e{EventKind::UnitDispersed, u.side, u.id};
  e.from = e.to = u.pose.front;
  // `why` carries its own rule reference in brackets, so it follows a colon rather than
  // sitting in brackets of its own.
  if (sink.wantsText())
    e.text = subjectVerb(label(u.id), "is") + " Dispersed and " + agreeing(label(u.id), "leaves") +
             " the table: " + why;
  sink.emit(std::move(e));
  Event r{EventKind::UnitRouted, u.side, u.id};
  r.from = r.to = u.pose.front;
  if (sink.wantsText()) r.text = subjectVerb(label(u.id), "is") + " gone from the battle";
  sink.emit(std::move(r));
}

void WarlordsGame::leaveTable(UnitState& u, EventSink& sink) {
  u.status = UnitStatus::Routed;
  u.morale = Morale::Dispersed;
  u.champions = 0;
  for (PersonalityState& p : mPersonalities) {
    if (p.present() && p.unit == u.id) p.fate = Fate::Escaped;
  }
  Event e{EventKind::UnitRouted, u.side, u.id};
  e.from = u.pose.front;
  e.to = u.pose.front + heading(u.pose.facing, 2 * span());
  if (sink.wantsText()) e.text = subjectVerb(label(u.id), "flees") + " off the table";
  sink.emit(std::move(e));
}

void WarlordsGame::stayHemmedIn(UnitState& u, const char* what, Dice& dice, EventSink& sink) {
  // 1.7.3: a Broken unit that cannot flee stays where it stood and loses a stand (from the
  // rear) to each enemy in contact with it.
  std::vector<int> gone;
  const int n = static_cast<int>(contactsOf(u).size());
  for (int i = u.standCount() - 1; i >= 0 && static_cast<int>(gone.size()) < n; --i) {
    gone.push_back(u.stands[static_cast<std::size_t>(i)]);
  }
  Event e{EventKind::MoveBlocked, u.side, u.id};
  e.from = e.to = u.pose.front;
  if (sink.wantsText()) e.text = subjectVerb(label(u.id), "has") + " " + what;
  sink.emit(std::move(e));
  loseStands(u, gone, dice, sink, "a Broken unit with nowhere to flee (1.7.3)", true);
}

}  // namespace sandtable::rules::warlords
