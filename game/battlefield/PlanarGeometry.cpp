#include "PlanarGeometry.h"

#include <algorithm>
#include <cmath>

namespace sandtable::battlefield {
namespace {

__extension__ typedef __int128 Int128;

int orientation(Point a, Point b, Point c) {
  const Int128 v =
      static_cast<Int128>(b.x - a.x) * (c.y - a.y) - static_cast<Int128>(b.y - a.y) * (c.x - a.x);
  return (v > 0) - (v < 0);
}

bool onSegment(Point a, Point b, Point p) {
  return orientation(a, b, p) == 0 && std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) &&
         std::min(a.y, b.y) <= p.y && p.y <= std::max(a.y, b.y);
}

double cross2(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
Vec2 sub(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }

}  // namespace

bool insidePolygon(const std::vector<Point>& poly, Point p) {
  const std::size_t n = poly.size();
  bool inside = false;
  for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
    const Point a = poly[j];
    const Point b = poly[i];
    if (onSegment(a, b, p)) return true;
    if ((a.y > p.y) != (b.y > p.y)) {
      // p.x < a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y), compared exactly.
      const Int128 lhs = static_cast<Int128>(p.x - a.x) * (b.y - a.y);
      const Int128 rhs = static_cast<Int128>(p.y - a.y) * (b.x - a.x);
      if ((b.y > a.y) ? lhs < rhs : lhs > rhs) inside = !inside;
    }
  }
  return inside;
}

bool isSimplePolygon(const std::vector<Point>& poly, int& edgeA, int& edgeB) {
  const int n = static_cast<int>(poly.size());
  edgeA = edgeB = 0;
  if (n < 3) return false;
  auto next = [n](int i) { return (i + 1) % n; };
  for (int i = 0; i < n; ++i) {
    if (poly[static_cast<std::size_t>(i)] == poly[static_cast<std::size_t>(next(i))]) {
      edgeA = edgeB = i;
      return false;
    }
  }
  for (int i = 0; i < n; ++i) {
    const Point a = poly[static_cast<std::size_t>(i)];
    const Point b = poly[static_cast<std::size_t>(next(i))];
    for (int j = i + 1; j < n; ++j) {
      const Point c = poly[static_cast<std::size_t>(j)];
      const Point d = poly[static_cast<std::size_t>(next(j))];
      const bool adjacent = next(i) == j || next(j) == i;
      bool bad = false;
      if (adjacent) {
        // Neighbours share one corner; they must not fold back along each other.
        const Point shared = next(i) == j ? b : a;
        const Point farI = next(i) == j ? a : b;
        const Point farJ = next(i) == j ? d : c;
        bad = orientation(farI, shared, farJ) == 0 &&
              (onSegment(shared, farI, farJ) || onSegment(shared, farJ, farI));
        if (n == 3)
          bad = bad || orientation(a, b, poly[static_cast<std::size_t>((i + 2) % n)]) == 0;
      } else {
        bad = rules::segmentsIntersect(a, b, c, d);
      }
      if (bad) {
        edgeA = i;
        edgeB = j;
        return false;
      }
    }
  }
  return true;
}

Box boundsOf(const std::vector<Point>& points, Length margin) {
  Box b{{INT64_MAX, INT64_MAX}, {INT64_MIN, INT64_MIN}};
  for (const Point& p : points) {
    b.lo.x = std::min(b.lo.x, p.x);
    b.lo.y = std::min(b.lo.y, p.y);
    b.hi.x = std::max(b.hi.x, p.x);
    b.hi.y = std::max(b.hi.y, p.y);
  }
  b.lo = b.lo - Point{margin, margin};
  b.hi = b.hi + Point{margin, margin};
  return b;
}

std::optional<SegmentCrossing> crossSegments(Point a, Point b, Point c, Point d) {
  if (!rules::segmentsIntersect(a, b, c, d)) return std::nullopt;
  const Point r = b - a;
  const Point s = d - c;
  const Int128 den = static_cast<Int128>(r.x) * s.y - static_cast<Int128>(r.y) * s.x;
  if (den == 0) return std::nullopt;  // running along each other: not a crossing
  const Point ac = c - a;
  const Int128 num = static_cast<Int128>(ac.x) * s.y - static_cast<Int128>(ac.y) * s.x;
  SegmentCrossing out;
  out.t = std::clamp(static_cast<double>(num) / static_cast<double>(den), 0.0, 1.0);
  // The point itself, rounded to the nearest micrometre from exact products.
  auto along = [&](Length start, Length delta) {
    const Int128 q = static_cast<Int128>(delta) * num;
    const Int128 sden = den < 0 ? -den : den;
    const Int128 sq = den < 0 ? -q : q;
    const Int128 half = sden / 2;
    return start + static_cast<Length>(sq >= 0 ? (sq + half) / sden : -((-sq + half) / sden));
  };
  out.at = {along(a.x, r.x), along(a.y, r.y)};
  return out;
}

std::vector<Point> stripAround(Point a, Point b, Length halfWidth) {
  const double dx = static_cast<double>(b.x - a.x);
  const double dy = static_cast<double>(b.y - a.y);
  const double len = std::hypot(dx, dy);
  if (len == 0) return {a, a, a, a};
  const Point n{static_cast<Length>(std::llround(-dy / len * static_cast<double>(halfWidth))),
                static_cast<Length>(std::llround(dx / len * static_cast<double>(halfWidth)))};
  return {a + n, b + n, b - n, a - n};
}

void projectOnPolyline(const std::vector<Point>& line, Point p, Length& along, Length& off) {
  along = 0;
  off = INT64_MAX;
  Length walked = 0;
  for (std::size_t i = 1; i < line.size(); ++i) {
    const Point a = line[i - 1];
    const Point b = line[i];
    const Length d = rules::distanceToSegment(p, a, b);
    const Length segLen = rules::distance(a, b);
    if (d < off) {
      off = d;
      const double ux = static_cast<double>(b.x - a.x);
      const double uy = static_cast<double>(b.y - a.y);
      const double len2 = ux * ux + uy * uy;
      const double t = len2 == 0 ? 0
                                 : std::clamp((static_cast<double>(p.x - a.x) * ux +
                                               static_cast<double>(p.y - a.y) * uy) /
                                                  len2,
                                              0.0, 1.0);
      along = walked + static_cast<Length>(std::llround(t * static_cast<double>(segLen)));
    }
    walked += segLen;
  }
}

bool insidePolygon(const std::vector<Vec2>& poly, Vec2 p) {
  bool inside = false;
  const std::size_t n = poly.size();
  for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
    const Vec2 a = poly[j];
    const Vec2 b = poly[i];
    if ((a.y > p.y) != (b.y > p.y)) {
      const double x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
      if (p.x < x) inside = !inside;
    }
  }
  return inside;
}

void segmentInsidePolygon(const std::vector<Vec2>& poly, Vec2 a, Vec2 b,
                          std::vector<std::pair<double, double>>& out) {
  out.clear();
  std::vector<double> cuts{0.0, 1.0};
  const Vec2 r = sub(b, a);
  const std::size_t n = poly.size();
  for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
    const Vec2 c = poly[j];
    const Vec2 s = sub(poly[i], c);
    const double den = cross2(r, s);
    if (den == 0) continue;
    const Vec2 ac = sub(c, a);
    const double t = cross2(ac, s) / den;
    const double u = cross2(ac, r) / den;
    if (t > 0 && t < 1 && u >= 0 && u <= 1) cuts.push_back(t);
  }
  std::sort(cuts.begin(), cuts.end());
  for (std::size_t k = 1; k < cuts.size(); ++k) {
    const double t0 = cuts[k - 1];
    const double t1 = cuts[k];
    if (t1 <= t0) continue;
    const double tm = 0.5 * (t0 + t1);
    if (!insidePolygon(poly, {a.x + r.x * tm, a.y + r.y * tm})) continue;
    if (!out.empty() && out.back().second >= t0)
      out.back().second = t1;
    else
      out.emplace_back(t0, t1);
  }
}

std::vector<int> triangulate(const std::vector<Vec2>& poly) {
  const int n = static_cast<int>(poly.size());
  std::vector<int> out;
  if (n < 3) return out;
  double area = 0;
  for (int i = 0, j = n - 1; i < n; j = i++)
    area += cross2(poly[static_cast<std::size_t>(j)], poly[static_cast<std::size_t>(i)]);
  const double sign = area >= 0 ? 1.0 : -1.0;  // counter-clockwise when positive
  std::vector<int> left(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) left[static_cast<std::size_t>(i)] = i;
  auto pt = [&](int k) {
    return poly[static_cast<std::size_t>(left[static_cast<std::size_t>(k)])];
  };
  int guard = 0;
  while (left.size() > 3 && guard < 4 * n * n) {
    const int m = static_cast<int>(left.size());
    bool clipped = false;
    for (int k = 0; k < m && !clipped; ++k) {
      const Vec2 a = pt((k + m - 1) % m);
      const Vec2 b = pt(k);
      const Vec2 c = pt((k + 1) % m);
      if (sign * cross2(sub(b, a), sub(c, b)) <= 0) continue;  // reflex or flat corner
      bool empty = true;
      for (int q = 0; q < m && empty; ++q) {
        if (q == k || q == (k + 1) % m || q == (k + m - 1) % m) continue;
        const Vec2 p = pt(q);
        const double d1 = sign * cross2(sub(b, a), sub(p, a));
        const double d2 = sign * cross2(sub(c, b), sub(p, b));
        const double d3 = sign * cross2(sub(a, c), sub(p, c));
        if (d1 >= 0 && d2 >= 0 && d3 >= 0) empty = false;
      }
      if (!empty) continue;
      out.push_back(left[static_cast<std::size_t>((k + m - 1) % m)]);
      out.push_back(left[static_cast<std::size_t>(k)]);
      out.push_back(left[static_cast<std::size_t>((k + 1) % m)]);
      left.erase(left.begin() + k);
      clipped = true;
    }
    if (!clipped) {
      // Only flat corners remain: drop one without a triangle.
      left.erase(left.begin());
    }
    ++guard;
  }
  if (left.size() == 3) out.insert(out.end(), left.begin(), left.end());
  return out;
}

}  // namespace sandtable::battlefield
