// Displacement: a block pushed back, falling back, pursuing or fleeing goes straight along a
// direction with its facing kept, as far as the table edge, impassable ground, other blocks
// and the system's own lines on the ground let it; and where it must end clear of others, the
// nearest clear place. Also the turns such moves start with: about face, and the nearest
// table edge a fleeing block heads for.
#pragma once

#include <optional>
#include <vector>

#include "Sweep.h"
#include "core/Battlefield.h"

namespace sandtable::rules::measured {

// Where a straight displacement stops.
struct Stop {
  Length at = 0;          // how far it goes
  UnitId unit = kNoUnit;  // the block that stopped it, if one did
  bool blocked = false;   // false: the whole distance is clear
};

// A block of shape `shape` at `start` displaced along `dir` (facing kept) up to `limit`, tried
// every `step` and narrowed to half the tolerance: stopped by leaving `table`, by ground
// `groundStops(rect)` calls impassable, by `others` (obstacleHit), and by whatever
// `pathStops(pose)` finds between the start and a pose (lines on the ground), in that order.
template <class GroundStops, class PathStops>
Stop displace(const BlockShape& shape, const Pose& start, Angle dir, Length limit, Length step,
              const Rect& table, const std::vector<Obstacle>& others, GroundStops groundStops,
              PathStops pathStops) {
  UnitId who = kNoUnit;
  auto blockedAt = [&](Length d) {
    who = kNoUnit;
    const Pose p{start.front + heading(dir, d), start.facing};
    const Rect r = blockRect(shape, p);
    if (!insideTable(table, r)) return true;
    if (groundStops(r)) return true;
    who = obstacleHit(r, others);
    if (who != kNoUnit) return true;
    return pathStops(p);
  };
  // The block named is the one found at the nearest blocked distance tried, the last asked.
  UnitId hitWho = kNoUnit;
  auto tried = [&](Length d) {
    const bool b = blockedAt(d);
    if (b) hitWho = who;
    return b;
  };
  Stop s;
  s.at = furthestClear(limit, step, kTolerance / 2, tried, &s.blocked);
  if (!s.blocked) s.at = limit;
  s.unit = s.blocked ? hitWho : kNoUnit;
  return s;
}

// Pose `p` of a block `depth` deep turned about on its own ground: the rear edge becomes the front.
inline Pose aboutFace(const Pose& p, Length depth) {
  return {p.front - heading(p.facing, depth), normalizeAngle(p.facing + kHalfTurn)};
}

// The nearest edge of `table` to `p`: the direction straight toward it, and how far it is.
struct TableEdge {
  Angle direction = 0;
  Length distance = 0;
};
TableEdge nearestTableEdge(const Rect& table, Point p);

// Another block as settling clear of it sees it.
struct Neighbour {
  UnitId unit = kNoUnit;
  Rect block;
  bool friendly = false;  // kept clear by the looser clearance (shrunk)
  bool mayTouch = false;  // an enemy it may stay in contact with; any other enemy it must not touch
};

// The front of the nearest pose to block `block` (facing kept, within `maxDistance`) that lies
// on the table and is clear of every neighbour: of friends by their looser clearance, of the
// enemies it may touch by the rule of contact, and two tolerances clear of any other enemy
// (a block put aside makes no new contact). Nothing when there is no such place.
std::optional<Point> settleClear(const Battlefield& bf, const Rect& block,
                                 const std::vector<Neighbour>& others, Length maxDistance,
                                 UnitId self);

}  // namespace sandtable::rules::measured
