// 2.4 Movement: distances, wheeling and oblique moves, stopping 1 span from the enemy,
// ground that slows a move, passage of lines, random moves and halting. A move is a wheel
// about a front corner followed by a straight advance up to 45 degrees off the new facing.
#include <algorithm>
#include <cstdlib>

#include "BlockMath.h"
#include "RandomMove.h"
#include "WarlordsGame.h"
#include "core/Wording.h"
#include "measured/Sweep.h"

namespace sandtable::rules::warlords {

using namespace blockmath;
using measured::insideTable;

int WarlordsGame::moveSpans(const UnitState& u) const {
  const UnitProfile& p = profile(u);
  const MovementTable& m = tables().movement;
  int spans = troop(u).move;
  if (p.fast) spans += m.fastBonus;
  // 1.5.1.1: Slow, and automatically so at armour -2 or less; 2.3.1.2: Shieldwalls are
  // Slow too, but may move at normal speed by leaving the Shieldwall (see applyMove).
  if (p.slow || p.armour <= m.slowArmour) spans -= m.slowPenalty;
  return std::max(0, spans);
}

int WarlordsGame::chargeSpans(const UnitState& u) const {
  const TroopType& t = troop(u);
  // 2.4.4.1: Shieldwall and Pike +1, other foot +2, horse +3.
  const int bonus = u.formation == FormationKind::Shieldwall ? tables().movement.shieldwallChargeBonus : t.chargeBonus;
  return moveSpans(u) + bonus;
}

bool WarlordsGame::mayWheelWhileMoving(const UnitState& u) const {
  // 2.2.2 and 2.4.1: drilled units and Skirmishers wheel as part of a move; other
  // irregulars stop to wheel. 2.4.3's "Light troops, Cavalry and drilled infantry" is read
  // within them (docs/rules/warlords.md, Movement).
  return profile(u).drilled() || troop(u).skirmisher;
}

Pose WarlordsGame::wheeled(const UnitState& u, const Pose& from, Angle newFacing) const {
  if (angleDifference(from.facing, newFacing) == 0) return from;  // no need of the block's width
  return measured::wheeled(from, shapeOf(u).width(), newFacing);
}

Length WarlordsGame::wheelCost(const UnitState& u, Angle turn) const {
  return measured::wheelArc(block(u).width, turn);
}

Length WarlordsGame::moveAllowanceSpans(const UnitState& u, int spans, const Pose& from, const Pose& to) const {
  return allowanceOver(u, spans, groundAlong(u, from, to));
}

Length WarlordsGame::allowanceOver(const UnitState& u, int spans, const Ground& g) const {
  const MovementTable& m = tables().movement;
  if (g.rough && !troop(u).light) spans -= m.roughPenalty;  // 3.2.1 Rough ground
  if (g.slope) spans -= m.slopePenalty;                      // 3.2.1 Slope
  if (g.obstacle) spans -= m.obstaclePenalty;                // reconstructed: climbing a linear obstacle
  Length len = std::max(0, spans) * span();
  if (g.slow) len /= m.slowTerrainDivisor;                   // 3.2.1 Slow terrain
  return len;
}

Length WarlordsGame::chargeAllowance(const UnitState& u, const Pose& to, int extraSpans) const {
  return moveAllowanceSpans(u, chargeSpans(u) + extraSpans, u.pose, to);
}

Length WarlordsGame::moveAllowance(const UnitState& u, const Pose& from, const Pose& to) const {
  return moveAllowanceSpans(u, moveSpans(u), from, to);
}

std::vector<Pose> WarlordsGame::pathPoses(const UnitState& u, const Pose& from, const Pose& to) const {
  // The width matters only to a wheel: a straight move does not work it out.
  const Length width = angleDifference(from.facing, to.facing) != 0 ? block(u).width : 0;
  return measured::sweptPoses(from, to, width, std::max<Length>(span() / 4, kTolerance));
}

std::vector<Rect> WarlordsGame::blocksNow() const {
  std::vector<Rect> out(mUnits.size());
  for (const UnitState& o : mUnits) {
    if (o.active()) out[static_cast<std::size_t>(o.id)] = block(o);
  }
  return out;
}

std::vector<Length> WarlordsGame::startingGaps(const UnitState& u, Length reach, const std::vector<Rect>* blocks) const {
  std::vector<Length> gaps(mUnits.size(), INT64_MAX);
  const Rect me = block(u);
  for (const UnitState& o : mUnits) {
    if (!o.active() || o.side == u.side) continue;
    const Rect ob = blocks ? (*blocks)[static_cast<std::size_t>(o.id)] : block(o);
    const Length near = radius(me) + radius(ob) + reach + span();
    if (distanceSquared(me.centre, ob.centre) > near * near) continue;
    gaps[static_cast<std::size_t>(o.id)] = gapOf(me, ob);
  }
  return gaps;
}

bool WarlordsGame::passageAllowed(const UnitState& mover, const UnitState& still, bool charging) const {
  // 2.4.6 Passage of lines.
  if (charging || mover.side != still.side) return false;
  const TroopType& m = troop(mover);
  const TroopType& s = troop(still);
  const bool drilledFoot = [&](const UnitState& x) { return profile(x).drilled() && !troop(x).horse; }(mover) &&
                           profile(still).drilled() && !s.horse;
  bool types = m.kind == TroopKind::FootSkirmisher || s.kind == TroopKind::FootSkirmisher;
  types = types || (m.kind == TroopKind::LooseFoot && (s.kind == TroopKind::LooseFoot || s.skirmisher));
  types = types || drilledFoot;
  types = types || (m.horse && (s.kind == TroopKind::HorseSkirmisher ||
                                (s.kind == TroopKind::Cavalry && profile(still).drilled())));
  if (!types) return false;
  const Angle off = std::abs(angleDifference(mover.pose.facing, still.pose.facing));
  const Angle slack = degrees(1);
  if (off > slack && off < kHalfTurn - slack) return false;  // same or opposite directions
  const int deep = tables().movement.passageMaxRanks;
  if (static_cast<int>(widths(mover).size()) > deep || static_cast<int>(widths(still).size()) > deep) return false;
  return !inContact(still);
}

const char* WarlordsGame::poseProblem(const UnitState& u, const Pose& p, const PathRules& rules,
                                      const std::vector<Length>& gaps, bool final,
                                      const std::vector<Rect>* blocks) const {
  const Rect me = blockAt(u, p, u.formation, u.ranks, u.standCount());
  if (!insideTable(mSetup->battlefield->bounds(), me)) return "the move would leave the table";
  if (impassableUnder(me)) return "the ground there is impassable (3.2.2)";
  const Rect meSmall = shrunk(me);
  for (const UnitState& o : mUnits) {
    if (o.id == u.id || !o.active() || o.id == rules.ignore) continue;
    const Rect ob = blocks ? (*blocks)[static_cast<std::size_t>(o.id)] : block(o);
    const Length near = radius(me) + radius(ob) + span() + kTolerance;
    if (distanceSquared(me.centre, ob.centre) > near * near) continue;
    if (o.side != u.side) {
      if (blocksOverlap(me, ob)) return "an enemy unit is in the way";
      if (rules.keepSpan) {
        // Not closer than 1 span, or than it started if it started closer; and contact only
        // with an enemy it already touched.
        const Length start = gaps[static_cast<std::size_t>(o.id)];
        const Length g = gapOf(me, ob);
        if (closerThan(g, std::min(span(), start)) || (start > kTolerance && g <= kTolerance)) {
          return "a unit that is not charging stops 1 span from the enemy; only a charge makes contact (2.4.1)";
        }
      }
      continue;
    }
    if (!overlaps(meSmall, shrunk(ob))) continue;
    if (final || !rules.allowPassage || !passageAllowed(u, o, rules.charging)) {
      return "a friendly unit is in the way (2.4.6 passage of lines does not allow it)";
    }
  }
  return nullptr;
}

const char* WarlordsGame::pathProblem(const UnitState& u, const std::vector<Pose>& poses, const PathRules& rules,
                                      const Ground* alongToEnd) const {
  if (poses.empty()) return nullptr;
  Length reach = 0;
  for (const Pose& p : poses) reach = std::max(reach, distance(u.pose.front, p.front));
  // The other units stand still while this one's path is tried, pose after pose.
  const std::vector<Rect> blocks = blocksNow();
  const std::vector<Length> gaps = startingGaps(u, reach, &blocks);
  for (std::size_t i = 0; i < poses.size(); ++i) {
    if (const char* why = poseProblem(u, poses[i], rules, gaps, i + 1 == poses.size(), &blocks)) return why;
  }
  // Lines on the ground: rivers, tabors outside their ports, the sharp side of stakes.
  const Pose& end = poses.back();
  for (const DefenceHit& h : defencesCrossed(u.pose.front, end.front)) {
    const FieldDefence& d = mSetup->defences[static_cast<std::size_t>(h.index)];
    if (d.kind == DefenceKind::Stakes && h.fromSpecialSide && u.morale != Morale::Berserk && !rules.charging) {
      return "a moving unit stops at the sharp side of a line of stakes (3.3.3.3)";
    }
  }
  const bool impassable = alongToEnd ? alongToEnd->impassable : groundAlong(u, u.pose, end).impassable;
  if (impassable) return "the way is impassable (3.2.2 river, 3.3.3.1 tabor)";
  return nullptr;
}

const char* WarlordsGame::checkMoveGeometry(const UnitState& u, const Pose& to, bool brokenStraight) const {
  const Angle turn = angleDifference(u.pose.facing, to.facing);
  if (brokenStraight && turn != 0) return "a Broken unit's normal move is in the direction it faces (2.2.2)";
  if (turn != 0 && !mayWheelWhileMoving(u)) {
    return "only drilled units and Skirmishers may wheel during a move; irregulars stop to wheel (2.2.2, 2.4.1)";
  }
  const Pose afterWheel = wheeled(u, u.pose, to.facing);
  const Length advance = distance(afterWheel.front, to.front);
  if (advance > 0) {
    const Angle dir = bearing(afterWheel.front, to.front);
    const Angle limit = brokenStraight ? 0 : degrees(tables().movement.obliqueDegrees);
    const bool forward = std::abs(angleDifference(to.facing, dir)) <= limit + 1;
    // 2.4.3: Skirmishers may also move backwards.
    const bool backward = troop(u).skirmisher && !brokenStraight &&
                          std::abs(angleDifference(to.facing + kHalfTurn, dir)) <= limit + 1;
    if (!forward && !backward) {
      return brokenStraight ? "a Broken unit's normal move is straight ahead (2.2.2)"
                            : "units move in the direction they face, up to 45 degrees oblique (2.4.3)";
    }
  }
  const Length cost = wheelCost(u, turn) + advance;
  // The ground along the move sets its allowance and, at the end of pathProblem, whether the
  // way is passable: pathPoses ends exactly at `to` (its last step is to.front and
  // to.facing), so both ask about the same ground, worked out once here.
  const Ground along = groundAlong(u, u.pose, to);
  if (cost > allowanceOver(u, moveSpans(u), along) + kTolerance) {
    return "the move is longer than the unit's movement (2.4.2, 3.2.1)";
  }
  if (turn != 0 && u.formation == FormationKind::Hedgehog) return "a Hedgehog may not move (2.3.1.4)";
  PathRules rules;
  if (const char* why = pathProblem(u, pathPoses(u, u.pose, to), rules, &along)) return why;
  if (u.morale == Morale::Broken) {
    // 1.7.3: a Broken unit may not move toward the enemy.
    const Rect end = blockAt(u, to, u.formation, u.ranks, u.standCount());
    for (const UnitState& o : mUnits) {
      if (!o.active() || o.side == u.side) continue;
      if (gapOf(end, block(o)) + kTolerance < gapBetween(u, o)) return "a Broken unit may not move toward the enemy (1.7.3)";
    }
  }
  for (Angle passed : u.passedThrough) {
    const Angle dir = advance > 0 ? bearing(afterWheel.front, to.front) : to.facing;
    if (std::abs(angleDifference(passed, dir)) < degrees(tables().movement.obliqueDegrees)) {
      return "a unit passed through this turn may not move in the same direction as the unit that passed (2.4.6)";
    }
  }
  return nullptr;
}

Length WarlordsGame::clearAdvance(const UnitState& u, Angle direction, Length limit, bool keepSpan) const {
  PathRules rules;
  rules.keepSpan = keepSpan;
  rules.allowPassage = false;
  const std::vector<Rect> blocks = blocksNow();  // the others stand still at every distance tried
  const std::vector<Length> gaps = startingGaps(u, limit, &blocks);
  const Length step = std::max<Length>(span() / 4, kTolerance);
  // The ground under the unit where it stands is the same for every distance tried below;
  // of it, as of the ground along the way, only `impassable` is read.
  Ground start;
  start.impassable = impassableUnder(block(u));
  auto bad = [&](Length d) {
    const Pose p{u.pose.front + heading(direction, d), u.pose.facing};
    if (poseProblem(u, p, rules, gaps, true, &blocks)) return true;
    for (const DefenceHit& h : defencesCrossed(u.pose.front, p.front)) {
      const FieldDefence& f = mSetup->defences[static_cast<std::size_t>(h.index)];
      if (f.kind == DefenceKind::Stakes && h.fromSpecialSide && u.morale != Morale::Berserk) return true;
      if (f.kind == DefenceKind::Tabor && !(h.throughPort && u.formation == FormationKind::MarchColumn)) return true;
    }
    // groundAlong(u, u.pose, p).impassable, without working out again the ground under the
    // start (above) or under p: poseProblem has just found that passable, and only
    // `impassable` is read here.
    return !mFlat && groundAlong(u, u.pose, p, start, Ground{}).impassable;
  };
  return measured::furthestClear(limit, step, kTolerance, bad);
}

void WarlordsGame::moveUnitTo(UnitState& u, const Pose& to, EventKind kind, EventSink& sink, const std::string& why) {
  Event e{kind, u.side, u.id};
  e.from = u.pose.front;
  e.to = to.front;
  e.value = static_cast<int>(measured::Scale{span()}.hundredths(distance(u.pose.front, to.front)));
  const bool moved = !(u.pose == to);
  u.pose = {to.front, normalizeAngle(to.facing)};
  if (sink.wantsText()) e.text = subjectVerb(label(u.id), why);
  sink.emit(std::move(e));
  if (moved && u.pavisesDeployed) {
    // 3.3.3.4: pavisiers that move, recoil or flee lose their pavises for the battle.
    u.pavisesDeployed = false;
    u.pavisesLost = true;
    Event lost{EventKind::FormationChanged, u.side, u.id};
    lost.from = lost.to = u.pose.front;
    if (sink.wantsText())
      lost.text = subjectVerb(label(u.id), "leaves") + " " + itsOrTheir(label(u.id)) +
                  " pavises behind (3.3.3.4)";
    sink.emit(std::move(lost));
  }
}

void WarlordsGame::recordPassage(const UnitState& mover, const Pose& from, const Pose& to) {
  if (from.front == to.front) return;
  const Angle dir = bearing(from.front, to.front);
  for (const Pose& p : pathPoses(mover, from, to)) {
    const Rect r = shrunk(blockAt(mover, p, mover.formation, mover.ranks, mover.standCount()));
    for (UnitState& o : mUnits) {
      if (o.id == mover.id || o.side != mover.side || !o.active() || !overlaps(r, shrunk(block(o)))) continue;
      if (std::find(o.passedThrough.begin(), o.passedThrough.end(), dir) == o.passedThrough.end()) {
        o.passedThrough.push_back(dir);
      }
    }
  }
}

void WarlordsGame::continueMove(UnitState& u, EventSink& sink) {
  // 2.4.1: a moving unit moves straight ahead every time it activates, stopping 1 span
  // from the enemy in its path and against anything else in its way.
  const Pose target{u.pose.front + heading(u.pose.facing, span()), u.pose.facing};
  const Length allowance = moveAllowance(u, u.pose, target);
  const Length d = clearAdvance(u, u.pose.facing, allowance, true);
  if (d <= kTolerance) {
    u.motion = Motion::Stopped;
    Event e{EventKind::MoveBlocked, u.side, u.id};
    e.from = e.to = u.pose.front;
    if (sink.wantsText()) e.text = label(u.id) + " cannot go on and stops";
    sink.emit(std::move(e));
    return;
  }
  moveUnitTo(u, {u.pose.front + heading(u.pose.facing, d), u.pose.facing}, EventKind::UnitMoved, sink,
             "moves on straight ahead (2.4.1)");
  if (u.formation == FormationKind::Shieldwall) u.formation = FormationKind::Line;
}

Length WarlordsGame::randomMove(UnitState& u, int dice, Dice& d, EventSink& sink, const char* rule,
                                const char* purpose, int* extra) {
  std::vector<int> faces;
  for (int i = 0; i < dice; ++i) faces.push_back(d.roll(6));
  const RandomMoveResult r = readRandomMove(faces, tables().randomMove);
  if (extra) *extra = std::max(0, r.spans - dice);
  if (sink.wantsText()) {
    RollRecord rec;
    rec.rule = rule;
    rec.purpose = std::string(purpose) + " of " + label(u.id);
    rec.dice = std::to_string(dice) + "d6, one per span";
    rec.faces = faces;
    rec.base = dice;
    if (r.adjust != 0) {
      const std::string why = r.adjust > 0 ? std::to_string(r.sixes) + " sixes to " + std::to_string(r.ones) + " ones"
                                           : std::to_string(r.ones) + " ones to " + std::to_string(r.sixes) + " sixes";
      rec.modifiers.push_back({why, r.adjust});
    }
    rec.total = r.spans;
    rec.outcome = "moves " + std::to_string(r.spans) + (r.spans == 1 ? " span" : " spans");
    Event e{EventKind::DiceRolled, u.side, u.id};
    e.value = r.spans;
    e.roll = rec;
    sink.emit(std::move(e));
  }
  return static_cast<Length>(r.spans) * span();
}

void WarlordsGame::halt(UnitState& u, EventSink& sink, const char* why) {
  // 2.4.1.1: Halted units stumble to a stop and are Unformed.
  u.motion = Motion::Stopped;
  u.formed = false;
  Event e{EventKind::UnitHalted, u.side, u.id};
  e.from = e.to = u.pose.front;
  if (sink.wantsText()) e.text = subjectVerb(label(u.id), "is") + " Halted and Unformed: " + why;
  sink.emit(std::move(e));
}

}  // namespace sandtable::rules::warlords
