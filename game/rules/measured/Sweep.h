// Swept paths: the poses a block passes through moving from one pose to another (a wheel
// about a front corner, then a straight advance), what stops it on the way (the table edge,
// ground the system's hook calls impassable, other blocks), and the furthest it can go along
// a direction before something does. Displacement.h builds push backs, fall backs,
// pursuits and flights on these.
#pragma once

#include <algorithm>
#include <vector>

#include "Contact.h"
#include "Wheel.h"
#include "core/Units.h"

namespace sandtable::rules::measured {

// Whether every corner of `r` lies on the table.
bool insideTable(const Rect& table, const Rect& r);

// The poses of a block of width `width` moving from `from` to `to`: the wheel to `to`'s
// facing in steps of its outer corner's arc no longer than `step`, then the straight advance
// in steps no longer than `step`. The last pose is always `to` (for no move, the only one).
std::vector<Pose> sweptPoses(const Pose& from, const Pose& to, Length width, Length step);

// The furthest distance in [0, limit] that `blocked(d)` allows, tried every `step` and then
// narrowed down to `resolution` between the last clear distance and the first blocked one.
// `blocked` is told each distance it is asked about; the search assumes that once blocked, a
// path stays blocked. Sets *wasBlocked when a blocked distance was found.
template <class Blocked>
Length furthestClear(Length limit, Length step, Length resolution, Blocked blocked,
                     bool* wasBlocked = nullptr) {
  if (wasBlocked) *wasBlocked = false;
  Length good = 0;
  for (Length d = std::min(step, limit); good < limit; d = std::min(d + step, limit)) {
    if (blocked(d)) {
      Length lo = good, hi = d;  // lo clear, hi blocked
      while (hi - lo > resolution) {
        const Length mid = (lo + hi) / 2;
        if (blocked(mid))
          hi = mid;
        else
          lo = mid;
      }
      if (wasBlocked) *wasBlocked = true;
      return lo;
    }
    good = d;
  }
  return good;
}

// Another block on the table as a sweep meets it.
struct Obstacle {
  UnitId unit = kNoUnit;
  Rect block;
  bool friendly = false;  // on the mover's side: kept apart by the looser clearance (shrunk)
  bool touching = false;  // touching the mover as it starts: it may slide along or away
};

// The first of `others` that a block at `r` runs into, or kNoUnit. A block is run into when
// the two overlap at all (touching is not yet blocked); one touching the mover at the start
// only when the mover cuts into it: an enemy by the contact rule (blocksOverlap), a friend by
// the looser clearance.
UnitId obstacleHit(const Rect& r, const std::vector<Obstacle>& others);

}  // namespace sandtable::rules::measured
