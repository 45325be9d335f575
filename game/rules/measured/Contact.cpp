#include "Contact.h"

#include <algorithm>
#include <cstdint>

namespace sandtable::rules::measured {

Point closestOnSegment(Point p, Point a, Point b) {
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

namespace {

struct LocalBox {
  Length minX, maxX, minY, maxY;
};

LocalBox localBox(const Rect& frame, const Rect& other) {
  LocalBox b{INT64_MAX, INT64_MIN, INT64_MAX, INT64_MIN};
  for (const Point& c : corners(other)) {
    const Point l = toLocal(frame, c);
    b.minX = std::min(b.minX, l.x);
    b.maxX = std::max(b.maxX, l.x);
    b.minY = std::min(b.minY, l.y);
    b.maxY = std::max(b.maxY, l.y);
  }
  return b;
}

}  // namespace

std::optional<std::pair<Zone, Length>> touchingEdge(const Rect& frame, const Rect& other) {
  const LocalBox b = localBox(frame, other);
  const Length hw = frame.width / 2;
  const Length hd = frame.depth / 2;
  const Length ox = std::min(b.maxX, hw) - std::max(b.minX, -hw);
  const Length oy = std::min(b.maxY, hd) - std::max(b.minY, -hd);
  std::optional<std::pair<Zone, Length>> best;
  auto consider = [&](bool touching, Zone z, Length overlap) {
    if (!touching || overlap <= kTolerance) return;
    if (!best || overlap > best->second) best = std::make_pair(z, overlap);
  };
  // `outside`: how far the other block's nearest side lies beyond this edge. Up to the
  // tolerance beyond it touches; running in is allowed here up to twice the tolerance
  // (blocksOverlap, which contactOf rules out, decides how far in is too far).
  auto along = [](Length outside) { return outside <= kTolerance && outside >= -2 * kTolerance; };
  consider(along(b.minY - hd), Zone::Front, ox);
  consider(along(-hd - b.maxY), Zone::Rear, ox);
  consider(along(b.minX - hw), Zone::RightFlank, oy);
  consider(along(-hw - b.maxX), Zone::LeftFlank, oy);
  return best;
}

std::optional<EdgeContact> contactOf(const Rect& a, const Rect& b) {
  const Length reach = radius(a) + radius(b) + kTolerance;
  if (distanceSquared(a.centre, b.centre) > reach * reach) return std::nullopt;
  const auto ea = touchingEdge(a, b);
  const auto eb = touchingEdge(b, a);
  if (!ea || !eb || blocksOverlap(a, b)) return std::nullopt;
  return EdgeContact{ea->first, eb->first, std::min(ea->second, eb->second)};
}

Overhang overhang(const Rect& target, const Rect& other, Length beyond) {
  Length minX = INT64_MAX, maxX = INT64_MIN;
  for (const Point& q : corners(other)) {
    const Point l = toLocal(target, q);
    minX = std::min(minX, l.x);
    maxX = std::max(maxX, l.x);
  }
  return {minX<-target.width / 2 - beyond, maxX> target.width / 2 + beyond};
}

Pose turnedAbout(const Pose& p, Point pivot, Angle turn) {
  const Length r = distance(pivot, p.front);
  const Point nf = r == 0 ? pivot : pivot + heading(bearing(pivot, p.front) + turn, r);
  return {nf, normalizeAngle(p.facing + turn)};
}

std::vector<Point> placesAlongEdge(Point a, Point b, Point from, Length step) {
  std::vector<Point> out;
  const Length len = distance(a, b);
  const Angle along = bearing(a, b);
  const Length base = distance(a, from);
  for (Length k = 0; k <= len; k += step) {
    for (int sign : {1, -1}) {
      if (k == 0 && sign < 0) continue;
      const Length pos = base + sign * k;
      if (pos < 0 || pos > len) continue;
      out.push_back(a + heading(along, pos));
    }
  }
  return out;
}

}  // namespace sandtable::rules::measured
