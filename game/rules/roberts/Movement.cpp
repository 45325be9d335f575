// A Movement is a wheel about a front corner (Elite only) and then a straight advance, swept
// pose by pose on the measured table; the advance stops at the first distance where the unit
// would stand within its base depth of an enemy Formed stand (or closer than it started),
// touch an enemy it was not touching, leave the table, stand on impassable ground or run into
// friends.
#include "Movement.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "Skirmishers.h"
#include "measured/Contact.h"
#include "measured/Sweep.h"
#include "measured/Wheel.h"

namespace sandtable::rules::roberts {

namespace {

using measured::kTolerance;

// How finely an advance is swept before it is narrowed down to the tolerance.
Length sweepStep(const Table& t) { return std::max<Length>(t.inches(0.25), kTolerance); }

// The other units a move of `u` could meet, each block measured once for the whole sweep
// (a sweep asks about dozens of poses): only those within `reach` of its block as it starts,
// with the gap to each enemy as it starts, since it may not come closer than it started to
// one it is already within base depth of, nor touch one it was not touching.
struct Neighbour {
  UnitId id = kNoUnit;
  Rect block;
  bool friendly = false;
  bool formed = false;
  Length startGap = INT64_MAX;
};

std::vector<Neighbour> neighboursOf(const Table& t, const UnitState& u, Length reach) {
  std::vector<Neighbour> out;
  const Rect me = t.block(u);
  const Side side = t.sideOf(u.id);
  for (const UnitState& o : t.units()) {
    if (!o.active() || o.id == u.id) continue;
    // A unit whose columns stand out of line is one neighbour a run of columns.
    for (const Rect& ob : t.parts(o)) {
      const Length near = measured::radius(me) + measured::radius(ob) + reach;
      if (distanceSquared(me.centre, ob.centre) > near * near) continue;
      Neighbour n{o.id, ob, t.sideOf(o.id) == side, t.setupOf(o.id).formed};
      if (!n.friendly) n.startGap = gap(me, ob);
      out.push_back(n);
    }
  }
  return out;
}

// How far from where `u` stands anything a move of it with `travel` (a wheel's arc and an
// advance) can meet: the travel, a turn or new formation swinging its block about (its width
// and depth, twice over), a base depth and the tolerance to spare. Generous: a neighbour too
// many costs a distance test a pose, one too few a wrong move.
Length reachOf(const Table& t, const UnitState& u, Length travel) {
  const Rect me = t.block(u);
  return travel + 2 * (me.width + me.depth) + t.setupOf(u.id).standDepth + 2 * kTolerance;
}

// What stops `u` standing at `p` in `ranks`; `baseDepth`: a Movement, which also stops within
// a stand's base depth of an enemy Formed stand. `passing`: a pose on the way, where a
// skirmisher and its friends may pass through each other (000 Skirmishers); no unit stops
// inside a friend.
MoveStop problemAt(const Table& t, const UnitState& u, const Pose& p, int ranks,
                   const std::vector<Neighbour>& around, bool baseDepth, bool passing = false) {
  const Rect me = t.blockAt(u, p, ranks);
  const Battlefield& bf = *t.setup().battlefield;
  if (!measured::insideTable(bf.bounds(), me)) return {StopCause::TableEdge, kNoUnit};
  if (t.offTableOrImpassable(me)) return {StopCause::Ground, kNoUnit};
  const Length depth = t.setupOf(u.id).standDepth;
  for (const Neighbour& o : around) {
    const Length near = measured::radius(me) + measured::radius(o.block) + depth + kTolerance;
    if (distanceSquared(me.centre, o.block.centre) > near * near) continue;
    if (o.friendly) {
      if (passing && passesThrough(t, u.id, o.id)) continue;
      if (overlaps(measured::shrunk(me), measured::shrunk(o.block)))
        return {StopCause::Friend, o.id};
      continue;
    }
    if (measured::blocksOverlap(me, o.block)) return {StopCause::EnemyContact, o.id};
    const Length g = gap(me, o.block);
    if (o.startGap > kTolerance && g <= kTolerance) return {StopCause::EnemyContact, o.id};
    if (baseDepth && o.formed && measured::closerThan(g, std::min(depth, o.startGap)))
      return {StopCause::EnemyBaseDepth, o.id};
  }
  return {};
}

std::string inchesText(double v) {
  std::ostringstream s;
  s.precision(3);
  s << v << '"';
  return s.str();
}

}  // namespace

Length marchOf(const Table& t, const UnitState& u) {
  const Tables& tb = t.tables();
  const UnitSetup& s = t.setupOf(u.id);
  double inches = tb.movement.inchesOf(s.type);
  if (s.actor.has(Attribute::Swift)) inches += tb.movement.swiftInches;
  if (u.demoralized) inches += tb.combat.demoralized.moveInches;
  return t.inches(std::max(0.0, inches));
}

Length marchLeft(const Table& t, const UnitState& u) {
  return std::max<Length>(0, marchOf(t, u) - u.marched);
}

Length clearAdvance(const Table& t, const UnitState& u, const Pose& from, Angle direction,
                    Length limit, MoveStop* stop) {
  // The neighbourhood is measured from where `u` stands, which `from` may be a wheel away from.
  const std::vector<Neighbour> around =
      neighboursOf(t, u, reachOf(t, u, distance(u.pose.front, from.front) + limit));
  MoveStop last;
  auto at = [&](Length d) { return Pose{from.front + heading(direction, d), from.facing}; };
  auto blocked = [&](Length d) {
    const MoveStop s = problemAt(t, u, at(d), u.ranks, around, true, true);
    if (s.cause != StopCause::None) last = s;
    return s.cause != StopCause::None;
  };
  bool wasBlocked = false;
  Length d = measured::furthestClear(limit, sweepStep(t), kTolerance, blocked, &wasBlocked);
  // Passing through friends, it may not end among them: back to where it stands clear.
  MoveStop inside = problemAt(t, u, at(d), u.ranks, around, true);
  if (inside.cause == StopCause::Friend) {
    const Length step = sweepStep(t);
    while (d > 0 && problemAt(t, u, at(d), u.ranks, around, true).cause == StopCause::Friend)
      d = std::max<Length>(0, d - step);
    last = inside;
    wasBlocked = true;
  }
  if (stop) *stop = wasBlocked ? last : MoveStop{};
  return d;
}

MovePlan planMove(const Table& t, const UnitState& u, const Pose& to, bool retrograde) {
  MovePlan plan;
  const Actor actor = t.actorOf(u);
  const Tables& tb = t.tables();
  const Angle turn = angleDifference(u.pose.facing, to.facing);
  const Length width = t.block(u).width;
  plan.wheeledTo = turn == 0 ? u.pose : measured::wheeled(u.pose, width, to.facing);
  const Point v = to.front - plan.wheeledTo.front;
  const Point f = heading(to.facing, kInch);
  const Length forward = dot(v, f) / kInch;
  const Length lateral = std::abs(cross(f, v) / kInch);
  plan.shiftInches = t.inchesOf(lateral);
  if (retrograde) {
    if (turn != 0 || lateral > kTolerance || forward > kTolerance) {
      plan.verdict = Verdict::no(
          "a Retrograde marches straight back, facing kept (000 Movement and Formations)");
      return plan;
    }
  } else {
    if (turn != 0) {
      plan.manner = Manner::Wheel;
      if (Verdict w = mayMoveBy(tb, actor, Manner::Wheel); !w) {
        plan.verdict = w;
        return plan;
      }
    }
    if (forward < -kTolerance) {
      plan.verdict = Verdict::no(
          "a Movement marches forward; only Elite units march backward, by a Retrograde (000 "
          "Movement and Formations)");
      return plan;
    }
    if (lateral > kTolerance) {
      if (turn == 0) plan.manner = Manner::Shift;
      if (Verdict s = mayMoveBy(tb, actor, Manner::Shift, plan.shiftInches); !s) {
        plan.verdict = s;
        return plan;
      }
    }
  }
  const Length arc = turn == 0 ? 0 : measured::wheelArc(width, turn);
  const Length advance = distance(plan.wheeledTo.front, to.front);
  const Length left = marchLeft(t, u);
  if (arc + advance > left + kTolerance) {
    plan.verdict = Verdict::no("the move is " + inchesText(t.inchesOf(arc + advance)) +
                               "; the unit has " + inchesText(t.inchesOf(left)) +
                               " of its march left this phase (roberts.yaml movement_rates)");
    return plan;
  }
  if (turn != 0) {
    const std::vector<Neighbour> around = neighboursOf(t, u, reachOf(t, u, arc));
    for (const Pose& p : measured::sweptPoses(u.pose, plan.wheeledTo, width, sweepStep(t))) {
      const MoveStop s = problemAt(t, u, p, u.ranks, around, true, true);
      if (s.cause != StopCause::None) {
        plan.verdict = Verdict::no("the wheel is " + stopWords(t, s));
        return plan;
      }
    }
  }
  plan.end = plan.wheeledTo;
  Length made = 0;
  if (advance > 0) {
    const Angle dir = bearing(plan.wheeledTo.front, to.front);
    made = clearAdvance(t, u, plan.wheeledTo, dir, advance, &plan.stop);
    plan.end.front = plan.wheeledTo.front + heading(dir, made);
    // Within the tolerance of the point asked for it arrives there, unless something stopped
    // it: then it stands where it was stopped (the point may lie inside a friend).
    if (made + kTolerance >= advance && plan.stop.cause == StopCause::None)
      plan.end.front = to.front;
  }
  plan.used = arc + made;
  if (turn != 0) {
    const MoveStop s =
        problemAt(t, u, plan.end, u.ranks, neighboursOf(t, u, reachOf(t, u, arc + advance)), true);
    if (s.cause == StopCause::Friend)
      plan.verdict = Verdict::no("the move would end " + stopWords(t, s));
  }
  return plan;
}

Verdict checkStandAt(const Table& t, const UnitState& u, const Pose& p, int ranks) {
  // A turn or a new formation stands about its old place: its new block reaches at most the
  // unit in one rank or in one file from where it stood.
  const Length longest = t.blockAt(u, u.pose, 1).width + t.blockAt(u, u.pose, u.stands).depth +
                         distance(u.pose.front, p.front);
  const MoveStop s = problemAt(t, u, p, ranks, neighboursOf(t, u, reachOf(t, u, longest)), false);
  if (s.cause == StopCause::None) return Verdict::ok();
  return Verdict::no("it would be " + stopWords(t, s) + " (000 Movement and Formations)");
}

Pose turnedAbout(const Table& t, const UnitState& u, Angle facing) {
  return measured::turnedAboutCentre(t.block(u), normalizeAngle(facing));
}

std::string stopWords(const Table& t, const MoveStop& s) {
  switch (s.cause) {
    case StopCause::None:
      return "clear";
    case StopCause::EnemyBaseDepth:
      return "stopped within a base depth of an enemy Formed stand, " + t.label(s.by);
    case StopCause::EnemyContact:
      return "stopped short of contact with " + t.label(s.by) + " (a move makes no new contact)";
    case StopCause::TableEdge:
      return "stopped at the table edge";
    case StopCause::Ground:
      return "stopped by impassable ground";
    case StopCause::Friend:
      return "stopped by " + t.label(s.by) + ", a friendly unit in the way";
  }
  return {};
}

}  // namespace sandtable::rules::roberts
