#include "SegmentToRect.h"

#include <algorithm>

namespace sandtable::rules::roberts {

bool segmentCrosses(Point a, Point b, const Rect& r) {
  if (contains(r, a) || contains(r, b)) return true;
  const auto c = corners(r);
  for (std::size_t i = 0; i < 4; ++i) {
    if (segmentsIntersect(a, b, c[i], c[(i + 1) % 4])) return true;
  }
  return false;
}

Length segmentToRect(Point a, Point b, const Rect& r) {
  if (segmentCrosses(a, b, r)) return 0;
  const auto c = corners(r);
  Length nearest = distanceToSegment(a, c[0], c[1]);
  for (std::size_t i = 0; i < 4; ++i) {
    const Point& p = c[i];
    const Point& q = c[(i + 1) % 4];
    nearest = std::min({nearest, distanceToSegment(p, a, b), distanceToSegment(a, p, q),
                        distanceToSegment(b, p, q)});
  }
  return nearest;
}

}  // namespace sandtable::rules::roberts
