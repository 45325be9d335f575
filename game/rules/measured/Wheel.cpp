#include "Wheel.h"

#include <cstdlib>

namespace sandtable::rules::measured {

Pose wheeled(const Pose& from, Length width, Angle newFacing) {
  const Angle turn = angleDifference(from.facing, newFacing);
  if (turn == 0) return from;
  const Length half = width / 2;
  if (turn > 0) {  // clockwise: pivot on the right front corner
    const Point pivot = from.front + heading(from.facing + kQuarterTurn, half);
    return {pivot + heading(newFacing - kQuarterTurn, half), normalizeAngle(newFacing)};
  }
  const Point pivot = from.front + heading(from.facing - kQuarterTurn, half);
  return {pivot + heading(newFacing + kQuarterTurn, half), normalizeAngle(newFacing)};
}

Length wheelArc(Length width, Angle turn) {
  return width * std::abs(turn) * 710 / (113LL * kFullTurn);
}

}  // namespace sandtable::rules::measured
