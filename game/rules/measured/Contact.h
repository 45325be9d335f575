// How blocks meet on a measured table: overlap, contact and distance with one tolerance, the
// edge of a block another touches, and squaring a block up against an edge it struck.
//   - overlapping: the blocks run into each other by more than the tolerance (blocksOverlap);
//   - in contact: an edge of each lies along an edge of the other, not overlapping, the two
//     edges no further apart than the tolerance and sharing more than it (contactOf);
//   - within a distance: the gap between them is no more than it plus the tolerance.
// Contact is the band between the two: a move that is not allowed to overlap therefore ends
// in contact or clear, and a block moving from contact toward its enemy stays in contact.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "Block.h"

namespace sandtable::rules::measured {

// Stands on a table are placed by hand, so edges within half a millimetre of each other,
// either way, touch.
inline constexpr Length kTolerance = 500;

// A block half the tolerance smaller on every side: two of these overlap exactly when the
// blocks run into each other by more than the tolerance (for blocks square to each other;
// for blocks at an angle a little more is needed).
inline Rect shrunkByHalf(const Rect& r) {
  Rect s = r;
  s.width = std::max<Length>(1, r.width - kTolerance);
  s.depth = std::max<Length>(1, r.depth - kTolerance);
  return s;
}

// A block the tolerance smaller on every side: a looser clearance (two of these overlap when
// the blocks run in by more than twice the tolerance), for friends that may graze.
inline Rect shrunk(const Rect& r) {
  Rect s = r;
  s.width = std::max<Length>(1, r.width - 2 * kTolerance);
  s.depth = std::max<Length>(1, r.depth - 2 * kTolerance);
  return s;
}

// Whether two blocks overlap: run into each other by more than the tolerance.
inline bool blocksOverlap(const Rect& a, const Rect& b) {
  return overlaps(shrunkByHalf(a), shrunkByHalf(b));
}

// Whether two blocks stand inside each other, as no move may leave them: enemies past the
// tolerance (blocksOverlap), friends past the looser clearance the sweeps keep between friends
// that graze (obstacleHit), so a friend grazed by a move is not counted inside.
inline bool standInside(const Rect& a, const Rect& b, bool friends) {
  return friends ? overlaps(shrunk(a), shrunk(b)) : blocksOverlap(a, b);
}

// Whether a gap between blocks is short of a distance by more than the tolerance.
inline bool closerThan(Length gap, Length distance) { return gap + kTolerance < distance; }

// The point of segment ab nearest p.
Point closestOnSegment(Point p, Point a, Point b);

// The edge of `frame` that `other` touches (within the tolerance outside it, or up to twice
// it inside, as a corner of a block at an angle may run in that far without overlapping),
// and how long the touching stretch is; the longest if several.
std::optional<std::pair<Zone, Length>> touchingEdge(const Rect& frame, const Rect& other);

// Two blocks in contact: the edge of each that touches the other, and how much they share.
struct EdgeContact {
  Zone edgeA = Zone::Front;
  Zone edgeB = Zone::Front;
  Length overlap = 0;
};
std::optional<EdgeContact> contactOf(const Rect& a, const Rect& b);

// Whether block `other`, touching `target`'s front, reaches more than `beyond` past the end
// of that front on the target's left and on its right (it overlaps that flank).
struct Overhang {
  bool left = false;
  bool right = false;
};
Overhang overhang(const Rect& target, const Rect& other, Length beyond);

// The edge of `target` a mover standing at `mover` strikes, judged from `behind` inside the
// mover's front (its front centre lies on the line when they touch).
inline Zone struckEdge(const Rect& target, const Pose& mover, Length behind) {
  return zoneOf(target, mover.front - heading(mover.facing, behind));
}

// The facing that squares a block up against edge `z` of `target` (facing into it).
inline Angle squareFacing(const Rect& target, Zone z) {
  return normalizeAngle(outwardNormal(target, z) + kHalfTurn);
}

// Pose `p` turned by `turn` about `pivot`: a block wheeled about a point of its edge.
Pose turnedAbout(const Pose& p, Point pivot, Angle turn);

// Front centres along edge `a`-`b`, nearest `from` first, then `step` further each way
// alternately (toward `b` first): where a block squaring up against the edge may stand.
std::vector<Point> placesAlongEdge(Point a, Point b, Point from, Length step);

}  // namespace sandtable::rules::measured
