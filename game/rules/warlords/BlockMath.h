// Small pieces of block geometry the Warlords procedures share: the contact tolerance,
// blocks shrunk by it (so that touching is not overlapping), edges of a block and their
// outward directions, and a cheap bounding radius.
#pragma once

#include <algorithm>
#include <utility>

#include "UnitState.h"
#include "core/Geometry.h"

namespace sandtable::rules::warlords::blockmath {

inline constexpr Length kTolerance = 500;  // half a millimetre of table

// A block a tolerance smaller on every side.
inline Rect shrunk(const Rect& r) {
  Rect s = r;
  s.width = std::max<Length>(1, r.width - 2 * kTolerance);
  s.depth = std::max<Length>(1, r.depth - 2 * kTolerance);
  return s;
}

// More than half the diagonal: no point of the block is further than this from its centre.
inline Length radius(const Rect& r) { return (r.width + r.depth) / 2 + 1; }

// The two ends of one edge of a block.
inline std::pair<Point, Point> edgeOf(const Rect& r, Zone z) {
  const auto c = corners(r);  // front-left, front-right, rear-right, rear-left
  switch (z) {
    case Zone::Front: return {c[0], c[1]};
    case Zone::RightFlank: return {c[1], c[2]};
    case Zone::Rear: return {c[2], c[3]};
    case Zone::LeftFlank: return {c[3], c[0]};
  }
  return {c[0], c[1]};
}

// The direction straight out of a block through one of its edges.
inline Angle outwardNormal(const Rect& r, Zone z) {
  switch (z) {
    case Zone::Front: return r.facing;
    case Zone::RightFlank: return normalizeAngle(r.facing + kQuarterTurn);
    case Zone::Rear: return normalizeAngle(r.facing + kHalfTurn);
    case Zone::LeftFlank: return normalizeAngle(r.facing - kQuarterTurn);
  }
  return r.facing;
}

inline Point closestOnSegment(Point p, Point a, Point b) {
  __extension__ typedef __int128 Int128;
  const Point ab = b - a;
  const std::int64_t len2 = dot(ab, ab);
  if (len2 == 0) return a;
  const std::int64_t t = dot(p - a, ab);
  if (t <= 0) return a;
  if (t >= len2) return b;
  return {a.x + static_cast<Length>(static_cast<Int128>(ab.x) * t / len2),
          a.y + static_cast<Length>(static_cast<Int128>(ab.y) * t / len2)};
}

// 2.3.1.4: every edge of a Hedgehog counts as its front.
inline bool isFront(const UnitState& u, Zone edge) { return edge == Zone::Front || u.formation == FormationKind::Hedgehog; }

}  // namespace sandtable::rules::warlords::blockmath
