// Small pieces of block geometry the Warlords procedures share: how blocks meet, edges of a
// block and their outward directions, and a cheap bounding radius.
#pragma once

#include <algorithm>
#include <utility>

#include "UnitState.h"
#include "core/Geometry.h"

namespace sandtable::rules::warlords::blockmath {

// How two blocks meet, one rule for contact, overlap and the 1-span distance (1.2, 2.4.1,
// 2.4.5), with one tolerance: stands on a table are placed by hand, so edges within half a
// millimetre of each other, either way, touch.
//   - overlapping: the blocks run into each other by more than the tolerance (blocksOverlap);
//   - in contact: an edge of each lies along an edge of the other, not overlapping, the two
//     edges no further apart than the tolerance and sharing more than it (contactBetween);
//   - within 1 span: the gap between them is no more than a span plus the tolerance.
// Contact is the band between the two: a move that is not allowed to overlap therefore ends
// in contact or clear, and a unit moving from contact toward its enemy stays in contact.
inline constexpr Length kTolerance = 500;  // half a millimetre of table

// A block half the tolerance smaller on every side: two of these overlap exactly when the
// blocks run into each other by more than the tolerance (for blocks square to each other;
// for blocks at an angle a little more is needed).
inline Rect shrunkByHalf(const Rect& r) {
  Rect s = r;
  s.width = std::max<Length>(1, r.width - kTolerance);
  s.depth = std::max<Length>(1, r.depth - kTolerance);
  return s;
}

// A block the tolerance smaller on every side. Friends are kept apart by this looser
// clearance (two of these overlap when the blocks run in by more than twice the tolerance):
// a unit passing a friend's flank, a charge joining a friend's melee, may graze it.
inline Rect shrunk(const Rect& r) {
  Rect s = r;
  s.width = std::max<Length>(1, r.width - 2 * kTolerance);
  s.depth = std::max<Length>(1, r.depth - 2 * kTolerance);
  return s;
}

// Whether two blocks overlap: run into each other by more than the tolerance.
inline bool blocksOverlap(const Rect& a, const Rect& b) { return overlaps(shrunkByHalf(a), shrunkByHalf(b)); }

// Whether a gap between blocks is short of a distance (1 span, say) by more than the tolerance.
inline bool closerThan(Length gap, Length distance) { return gap + kTolerance < distance; }

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
