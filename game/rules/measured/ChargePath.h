// Charge paths: a charger goes straight at the edge of its target that it faces, up to an
// oblique limit off its own facing, keeping its facing; the path ends where the blocks first
// touch, and strikes the target's front, flank or rear. Whether the way there is clear of
// other blocks and of the table edge is a sweep along the same line.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "Contact.h"
#include "core/GapMemo.h"

namespace sandtable::rules::measured {

// The direction of a charge from `charger` at `target`: toward the nearest point of the edge
// of the target facing the charger's front centre, clamped to `oblique` either side of the
// charger's facing.
Angle chargeDirection(const Pose& charger, const Rect& target, Angle oblique);

// How far a block of shape `shape` at `start` goes along `dir` before it first touches
// `target`: tried every `step` up to `limit` (giving up once it is moving away again), then
// found to the micrometre. Nothing when it would pass the target by.
std::optional<Length> distanceToContact(const BlockShape& shape, const Pose& start, Angle dir,
                                        const Rect& target, Length limit, Length step,
                                        const GapMemo& gaps);

// What stands in the way of a charge path, tried every `step` up to `distance`.
enum class PathBlock : std::uint8_t { Clear, LeavesTable, Blocked };
// `friends` are the mover's side's blocks already shrunk (their looser clearance), `enemies`
// the others' blocks as they stand (the contact rule); the target is in neither.
PathBlock chargePathBlock(const BlockShape& shape, const Pose& start, Angle dir, Length distance,
                          Length step, const Rect& table, const std::vector<Rect>& friends,
                          const std::vector<Rect>& enemies);

// A whole charge path, the pieces above in order: where it goes, how far, the pose in which
// it touches, the edge of the target it strikes (front to front, flank or rear), and why it
// cannot be made. A system adds its own rules (reach over its ground, lines on the ground).
struct ChargePlanGeometry {
  enum class Problem : std::uint8_t { None, InContact, OutOfReach, Missed, LeavesTable, Blocked };
  Problem problem = Problem::None;
  Angle direction = 0;
  Length distance = 0;  // to first contact (for OutOfReach: the gap between the blocks)
  Pose contact;         // the charger's pose at first contact
  Zone targetEdge = Zone::Front;
};
// `limit` is the furthest a charge could go at all; `behind` how far inside the charger's
// front the struck edge is judged from.
ChargePlanGeometry planChargePath(const BlockShape& shape, const Pose& start, const Rect& target,
                                  Angle oblique, Length limit, Length step, Length behind,
                                  const Rect& table, const std::vector<Rect>& friends,
                                  const std::vector<Rect>& enemies, const GapMemo& gaps);

}  // namespace sandtable::rules::measured
