#include "Geometry.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace sandtable::rules {
namespace {

__extension__ typedef __int128 Int128;  // exact intermediate products

// Quarter-wave sine table, built by the compiler with exactly rounded IEEE arithmetic
// (a Taylor series, no libm), so every build holds the same integers.
constexpr int kQuarterSteps = kQuarterTurn;  // entries 0..16384 inclusive

constexpr std::int64_t sineEntry(int i) {
  constexpr double kPi = 3.14159265358979323846;
  const double x = (kPi / 2.0) * static_cast<double>(i) / static_cast<double>(kQuarterSteps);
  double term = x;
  double sum = x;
  for (int n = 1; n < 14; ++n) {
    term *= -x * x / static_cast<double>((2 * n) * (2 * n + 1));
    sum += term;
  }
  const double scaled = sum * static_cast<double>(kUnitQ30);
  return static_cast<std::int64_t>(scaled + 0.5);
}

struct SineTable {
  std::array<std::int32_t, kQuarterSteps + 1> v{};
  constexpr SineTable() {
    for (int i = 0; i <= kQuarterSteps; ++i) v[i] = static_cast<std::int32_t>(sineEntry(i));
    v[kQuarterSteps] = static_cast<std::int32_t>(kUnitQ30);
  }
};

constexpr SineTable kSine{};

std::int64_t roundedDiv(Int128 num, std::int64_t den) {
  // Round half away from zero, identically for every platform.
  const Int128 half = den / 2;
  return static_cast<std::int64_t>(num >= 0 ? (num + half) / den : -((-num + half) / den));
}

}  // namespace

Angle angleDifference(Angle a, Angle b) {
  Angle d = normalizeAngle(b - a);
  if (d > kHalfTurn) d -= kFullTurn;
  return d;
}

Angle degrees(int deg) {
  return static_cast<Angle>(roundedDiv(static_cast<Int128>(deg) * kFullTurn, 360));
}

int toDegrees(Angle a) { return static_cast<int>(roundedDiv(static_cast<Int128>(a) * 360, kFullTurn)); }

std::int64_t sinQ30(Angle a) {
  const Angle n = normalizeAngle(a);
  const int quadrant = n / kQuarterTurn;
  const int within = n % kQuarterTurn;
  switch (quadrant) {
    case 0: return kSine.v[within];
    case 1: return kSine.v[kQuarterSteps - within];
    case 2: return -kSine.v[within];
    default: return -kSine.v[kQuarterSteps - within];
  }
}

std::int64_t cosQ30(Angle a) { return sinQ30(a + kQuarterTurn); }

Length mulQ30(Length v, std::int64_t q30) {
  return roundedDiv(static_cast<Int128>(v) * q30, kUnitQ30);
}

Point heading(Angle a, Length length) { return {mulQ30(length, sinQ30(a)), mulQ30(length, cosQ30(a))}; }

Angle bearing(Point from, Point to) {
  const Length dx = to.x - from.x;
  const Length dy = to.y - from.y;
  if (dx == 0 && dy == 0) return 0;
  // Reduce to the first quadrant (0 = +y, clockwise), then search the monotone part of
  // the table for the angle whose tangent best matches |dx| / |dy|.
  const Length ax = std::llabs(dx);
  const Length ay = std::llabs(dy);
  int lo = 0;
  int hi = kQuarterSteps;
  // Find the smallest a with sin(a)*ay >= cos(a)*ax.
  while (lo < hi) {
    const int mid = (lo + hi) / 2;
    const Int128 lhs = static_cast<Int128>(kSine.v[mid]) * ay;
    const Int128 rhs = static_cast<Int128>(kSine.v[kQuarterSteps - mid]) * ax;
    if (lhs >= rhs) hi = mid; else lo = mid + 1;
  }
  int a = lo;
  if (a > 0) {
    // Choose the nearer of a-1 and a by comparing the residual cross products.
    auto residual = [&](int t) {
      const Int128 r = static_cast<Int128>(kSine.v[t]) * ay -
                         static_cast<Int128>(kSine.v[kQuarterSteps - t]) * ax;
      return r < 0 ? -r : r;
    };
    if (residual(a - 1) <= residual(a)) a = a - 1;
  }
  Angle q = a;
  if (dx >= 0 && dy >= 0) return normalizeAngle(q);
  if (dx >= 0 && dy < 0) return normalizeAngle(kHalfTurn - q);
  if (dx < 0 && dy < 0) return normalizeAngle(kHalfTurn + q);
  return normalizeAngle(kFullTurn - q);
}

std::int64_t isqrtRound(std::int64_t n) {
  if (n <= 0) return 0;
  auto r = static_cast<std::int64_t>(std::sqrt(static_cast<double>(n)));
  // Correct the floating estimate to the exact integer floor, then round.
  while (static_cast<Int128>(r) * r > n) --r;
  while (static_cast<Int128>(r + 1) * (r + 1) <= n) ++r;
  return (n - r * r > r) ? r + 1 : r;
}

std::int64_t distanceSquared(Point a, Point b) {
  const Length dx = a.x - b.x;
  const Length dy = a.y - b.y;
  return dx * dx + dy * dy;
}

Length distance(Point a, Point b) { return isqrtRound(distanceSquared(a, b)); }

std::int64_t dot(Point a, Point b) { return a.x * b.x + a.y * b.y; }
std::int64_t cross(Point a, Point b) { return a.x * b.y - a.y * b.x; }

Length distanceToSegment(Point p, Point a, Point b) {
  const Point ab = b - a;
  const Point ap = p - a;
  const Int128 len2 = static_cast<Int128>(ab.x) * ab.x + static_cast<Int128>(ab.y) * ab.y;
  if (len2 == 0) return distance(p, a);
  const Int128 t = static_cast<Int128>(ap.x) * ab.x + static_cast<Int128>(ap.y) * ab.y;
  if (t <= 0) return distance(p, a);
  if (t >= len2) return distance(p, b);
  // Perpendicular distance |ab x ap| / |ab|.
  Int128 c = static_cast<Int128>(ab.x) * ap.y - static_cast<Int128>(ab.y) * ap.x;
  if (c < 0) c = -c;
  const std::int64_t len = isqrtRound(static_cast<std::int64_t>(len2));
  return len == 0 ? 0 : roundedDiv(c, len);
}

namespace {
int orientation(Point a, Point b, Point c) {
  const Int128 v = static_cast<Int128>(b.x - a.x) * (c.y - a.y) -
                     static_cast<Int128>(b.y - a.y) * (c.x - a.x);
  return (v > 0) - (v < 0);
}
bool onSegment(Point a, Point b, Point p) {
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}
}  // namespace

bool segmentsIntersect(Point a, Point b, Point c, Point d) {
  const int o1 = orientation(a, b, c);
  const int o2 = orientation(a, b, d);
  const int o3 = orientation(c, d, a);
  const int o4 = orientation(c, d, b);
  if (o1 != o2 && o3 != o4) return true;
  if (o1 == 0 && onSegment(a, b, c)) return true;
  if (o2 == 0 && onSegment(a, b, d)) return true;
  if (o3 == 0 && onSegment(c, d, a)) return true;
  if (o4 == 0 && onSegment(c, d, b)) return true;
  return false;
}

Point toLocal(const Rect& r, Point p) {
  const Point v = p - r.centre;
  const std::int64_t s = sinQ30(r.facing);
  const std::int64_t c = cosQ30(r.facing);
  // forward = (s, c), right = (c, -s)
  const Length x = roundedDiv(static_cast<Int128>(v.x) * c - static_cast<Int128>(v.y) * s, kUnitQ30);
  const Length y = roundedDiv(static_cast<Int128>(v.x) * s + static_cast<Int128>(v.y) * c, kUnitQ30);
  return {x, y};
}

Point toWorld(const Rect& r, Point local) {
  const std::int64_t s = sinQ30(r.facing);
  const std::int64_t c = cosQ30(r.facing);
  const Length x = roundedDiv(static_cast<Int128>(local.x) * c + static_cast<Int128>(local.y) * s, kUnitQ30);
  const Length y = roundedDiv(-static_cast<Int128>(local.x) * s + static_cast<Int128>(local.y) * c, kUnitQ30);
  return r.centre + Point{x, y};
}

std::array<Point, 4> corners(const Rect& r) {
  const Length hw = r.width / 2;
  const Length hd = r.depth / 2;
  return {toWorld(r, {-hw, hd}), toWorld(r, {hw, hd}), toWorld(r, {hw, -hd}), toWorld(r, {-hw, -hd})};
}

Point frontCentre(const Rect& r) { return toWorld(r, {0, r.depth / 2}); }

bool contains(const Rect& r, Point p) {
  const Point l = toLocal(r, p);
  return std::llabs(l.x) <= r.width / 2 && std::llabs(l.y) <= r.depth / 2;
}

namespace {
// Separating-axis test on one rectangle's two axes; true when a gap separates them.
bool separatedOnAxesOf(const Rect& a, const Rect& b) {
  const auto cb = corners(b);
  Length minX = INT64_MAX, maxX = INT64_MIN, minY = INT64_MAX, maxY = INT64_MIN;
  for (const Point& p : cb) {
    const Point l = toLocal(a, p);
    minX = std::min(minX, l.x);
    maxX = std::max(maxX, l.x);
    minY = std::min(minY, l.y);
    maxY = std::max(maxY, l.y);
  }
  const Length hw = a.width / 2;
  const Length hd = a.depth / 2;
  return minX >= hw || maxX <= -hw || minY >= hd || maxY <= -hd;
}
}  // namespace

bool overlaps(const Rect& a, const Rect& b) { return !separatedOnAxesOf(a, b) && !separatedOnAxesOf(b, a); }

Length gap(const Rect& a, const Rect& b) {
  if (overlaps(a, b)) return 0;
  const auto ca = corners(a);
  const auto cb = corners(b);
  Length best = INT64_MAX;
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 4; ++j) {
      if (segmentsIntersect(ca[i], ca[(i + 1) % 4], cb[j], cb[(j + 1) % 4])) return 0;
    }
  }
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 4; ++j) {
      best = std::min(best, distanceToSegment(ca[i], cb[j], cb[(j + 1) % 4]));
      best = std::min(best, distanceToSegment(cb[j], ca[i], ca[(i + 1) % 4]));
    }
  }
  return best;
}

Zone zoneOf(const Rect& r, Point p) {
  const Point l = toLocal(r, p);
  const Length hw = r.width / 2;
  const Length hd = r.depth / 2;
  const Length side = std::llabs(l.x) - hw;  // > 0 beyond a side edge
  const Zone flank = l.x < 0 ? Zone::LeftFlank : Zone::RightFlank;
  if (l.y >= hd) return (side <= 0 || l.y - hd >= side) ? Zone::Front : flank;
  if (l.y <= -hd) return (side <= 0 || -hd - l.y >= side) ? Zone::Rear : flank;
  return side > 0 ? flank : Zone::Front;
}

const char* zoneName(Zone z) {
  switch (z) {
    case Zone::Front: return "front";
    case Zone::LeftFlank: return "left flank";
    case Zone::RightFlank: return "right flank";
    case Zone::Rear: return "rear";
  }
  return "?";
}

bool inArc(const Rect& r, Point p, Angle halfWidth) {
  const Point origin = frontCentre(r);
  if (p == origin) return true;
  const Angle off = angleDifference(r.facing, bearing(origin, p));
  return off >= -halfWidth && off <= halfWidth;
}

int manhattan(Square a, Square b) { return std::abs(a.col - b.col) + std::abs(a.row - b.row); }
int chebyshev(Square a, Square b) { return std::max(std::abs(a.col - b.col), std::abs(a.row - b.row)); }

Point GridSpec::centre(Square s) const {
  return {s.col * squareSize + squareSize / 2, s.row * squareSize + squareSize / 2};
}

std::optional<Square> GridSpec::squareAt(Point p) const {
  if (p.x < 0 || p.y < 0 || squareSize <= 0) return std::nullopt;
  const Square s{static_cast<int>(p.x / squareSize), static_cast<int>(p.y / squareSize)};
  if (!contains(s)) return std::nullopt;
  return s;
}

}  // namespace sandtable::rules
