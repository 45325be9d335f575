#include "PolygonFill.h"

namespace sandtable::view {

namespace {

// Twice the signed area of o-a-b (positive when it turns left); doubles hold table
// coordinates in micrometres exactly enough.
double cross(const rules::Point& o, const rules::Point& a, const rules::Point& b) {
  return static_cast<double>(a.x - o.x) * static_cast<double>(b.y - o.y) -
         static_cast<double>(a.y - o.y) * static_cast<double>(b.x - o.x);
}

}  // namespace

std::vector<std::array<std::size_t, 3>> triangulate(const std::vector<rules::Point>& poly) {
  // Ear clipping: cut off, one at a time, a corner that turns the polygon's way and holds no
  // other corner.
  std::vector<std::array<std::size_t, 3>> out;
  if (poly.size() < 3) return out;
  std::vector<std::size_t> left(poly.size());
  for (std::size_t i = 0; i < poly.size(); ++i) left[i] = i;
  double twiceArea = 0;
  for (std::size_t i = 0; i < poly.size(); ++i) twiceArea += cross(rules::Point{0, 0}, poly[i], poly[(i + 1) % poly.size()]);
  const double turn = twiceArea >= 0 ? 1.0 : -1.0;
  while (left.size() >= 3) {
    bool cut = false;
    for (std::size_t k = 0; k < left.size() && !cut; ++k) {
      const std::size_t a = left[(k + left.size() - 1) % left.size()], b = left[k], c = left[(k + 1) % left.size()];
      const double corner = turn * cross(poly[a], poly[b], poly[c]);
      if (corner == 0) {  // flat or repeated: drop it
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(k));
        cut = true;
        continue;
      }
      if (corner < 0) continue;  // reflex
      bool holds = false;
      for (std::size_t m : left) {
        if (m == a || m == b || m == c) continue;
        const rules::Point& p = poly[m];
        if (turn * cross(poly[a], poly[b], p) >= 0 && turn * cross(poly[b], poly[c], p) >= 0 &&
            turn * cross(poly[c], poly[a], p) >= 0) {
          holds = true;
          break;
        }
      }
      if (holds) continue;
      out.push_back({a, b, c});
      left.erase(left.begin() + static_cast<std::ptrdiff_t>(k));
      cut = true;
    }
    if (!cut) {  // not simple after all: fan the rest rather than loop for ever
      for (std::size_t k = 1; k + 1 < left.size(); ++k) out.push_back({left[0], left[k], left[k + 1]});
      break;
    }
  }
  return out;
}

}  // namespace sandtable::view
