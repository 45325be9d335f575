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

// Whether both lengths are below 2^31 micrometres (2.1 km), as on any table. Then a vector
// turned by a Q30 sine and cosine sums its products within 64 bits (at most 2^62), and so
// do the two squares of a distance (below 2^63): the same integers as 128-bit arithmetic.
bool belowTwoKm(Length x, Length y) {
  constexpr Length kLimit = Length{1} << 31;
  return x > -kLimit && x < kLimit && y > -kLimit && y < kLimit;
}

// roundedDiv(n, kUnitQ30) for a 64-bit n: the magnitude shifted, rounding half away from zero.
Length roundQ30(std::int64_t n) {
  constexpr std::int64_t kHalf = kUnitQ30 / 2;
  return n >= 0 ? (n + kHalf) >> 30 : -((-n + kHalf) >> 30);
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
  // normalizeAngle(a), then the quadrant and the step within it: kFullTurn is 2^16.
  const std::uint32_t n = static_cast<std::uint32_t>(a) & (kFullTurn - 1);
  const std::uint32_t within = n & (kQuarterTurn - 1);
  switch (n >> 14) {
    case 0: return kSine.v[within];
    case 1: return kSine.v[kQuarterSteps - within];
    case 2: return -kSine.v[within];
    default: return -kSine.v[kQuarterSteps - within];
  }
}

std::int64_t cosQ30(Angle a) { return sinQ30(a + kQuarterTurn); }

Length mulQ30(Length v, std::int64_t q30) {
  if (belowTwoKm(v, 0) && q30 >= -kUnitQ30 && q30 <= kUnitQ30) return roundQ30(v * q30);
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

namespace {

// isqrtRound for squares past 64 bits (distances beyond 3 km), the same rounding; below
// 2^63 it is isqrtRound itself.
std::int64_t isqrtRoundWide(Int128 n) {
  if (n <= INT64_MAX) return isqrtRound(static_cast<std::int64_t>(n));
  auto r = static_cast<std::int64_t>(std::sqrt(static_cast<long double>(n)));
  while (static_cast<Int128>(r) * r > n) --r;
  while (static_cast<Int128>(r + 1) * (r + 1) <= n) ++r;
  return (n - static_cast<Int128>(r) * r > r) ? r + 1 : r;
}

}  // namespace

std::int64_t distanceSquared(Point a, Point b) {
  const Length dx = a.x - b.x;
  const Length dy = a.y - b.y;
  if (belowTwoKm(dx, dy)) return dx * dx + dy * dy;  // any table
  // Beyond 3 km the square no longer fits: it saturates, so comparisons stay right.
  const Int128 d2 = static_cast<Int128>(dx) * dx + static_cast<Int128>(dy) * dy;
  return d2 > INT64_MAX ? INT64_MAX : static_cast<std::int64_t>(d2);
}

Length distance(Point a, Point b) {
  const Length dx = a.x - b.x;
  const Length dy = a.y - b.y;
  if (belowTwoKm(dx, dy)) return isqrtRound(dx * dx + dy * dy);  // any table
  return isqrtRoundWide(static_cast<Int128>(dx) * dx + static_cast<Int128>(dy) * dy);
}

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
  const std::int64_t len = isqrtRoundWide(len2);
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

namespace {

// Below, RectFrame looks a rectangle's sine and cosine up once for the several points a test
// turns into or out of it; the arithmetic is toLocal's and toWorld's to the last bit (gap
// and overlaps are asked for very often by the rules' movement checks and by the AI).

std::array<Point, 4> cornersIn(const Rect& r, const RectFrame& f) {
  const Length hw = r.width / 2;
  const Length hd = r.depth / 2;
  // The rear corners mirror the front ones through the centre exactly: each product of
  // toWorld changes sign with the corner, and roundedDiv rounds halves away from zero, so
  // it too is odd (roundedDiv(-n) == -roundedDiv(n)).
  const Point frontLeft = f.offset(-hw, hd);
  const Point frontRight = f.offset(hw, hd);
  return {r.centre + frontLeft, r.centre + frontRight, r.centre - frontLeft, r.centre - frontRight};
}

}  // namespace

RectFrame::RectFrame(const Rect& r) : mCentre(r.centre), mSin(sinQ30(r.facing)), mCos(cosQ30(r.facing)) {}

Point RectFrame::toLocal(Point p) const {
  const Point v = p - mCentre;
  // forward = (s, c), right = (c, -s)
  if (belowTwoKm(v.x, v.y)) return {roundQ30(v.x * mCos - v.y * mSin), roundQ30(v.x * mSin + v.y * mCos)};
  const Length x = roundedDiv(static_cast<Int128>(v.x) * mCos - static_cast<Int128>(v.y) * mSin, kUnitQ30);
  const Length y = roundedDiv(static_cast<Int128>(v.x) * mSin + static_cast<Int128>(v.y) * mCos, kUnitQ30);
  return {x, y};
}

Point RectFrame::offset(Length x, Length y) const {
  if (belowTwoKm(x, y)) return {roundQ30(x * mCos + y * mSin), roundQ30(-x * mSin + y * mCos)};
  return {roundedDiv(static_cast<Int128>(x) * mCos + static_cast<Int128>(y) * mSin, kUnitQ30),
          roundedDiv(-static_cast<Int128>(x) * mSin + static_cast<Int128>(y) * mCos, kUnitQ30)};
}

Point toLocal(const Rect& r, Point p) { return RectFrame(r).toLocal(p); }

Point toWorld(const Rect& r, Point local) { return r.centre + RectFrame(r).offset(local.x, local.y); }

std::array<Point, 4> corners(const Rect& r) { return cornersIn(r, RectFrame(r)); }

Point frontCentre(const Rect& r) { return toWorld(r, {0, r.depth / 2}); }

bool contains(const Rect& r, Point p) {
  const Point l = toLocal(r, p);
  return std::llabs(l.x) <= r.width / 2 && std::llabs(l.y) <= r.depth / 2;
}

namespace {

// Separating-axis test on one rectangle's two axes (`a`, its frame `fa`) against the other's
// corners `cb`; true when a gap separates them.
bool separatedOnAxesOf(const Rect& a, const RectFrame& fa, const std::array<Point, 4>& cb) {
  Length minX = INT64_MAX, maxX = INT64_MIN, minY = INT64_MAX, maxY = INT64_MIN;
  for (const Point& p : cb) {
    const Point l = fa.toLocal(p);
    minX = std::min(minX, l.x);
    maxX = std::max(maxX, l.x);
    minY = std::min(minY, l.y);
    maxY = std::max(maxY, l.y);
  }
  const Length hw = a.width / 2;
  const Length hd = a.depth / 2;
  return minX >= hw || maxX <= -hw || minY >= hd || maxY <= -hd;
}

bool overlapsIn(const Rect& a, const RectFrame& fa, const std::array<Point, 4>& ca, const Rect& b, const RectFrame& fb,
                const std::array<Point, 4>& cb) {
  return !separatedOnAxesOf(a, fa, cb) && !separatedOnAxesOf(b, fb, ca);
}

// The bounding box of four corners.
struct Box {
  Length x0, x1, y0, y1;
};

Box boxOf(const std::array<Point, 4>& c) {
  Box b{c[0].x, c[0].x, c[0].y, c[0].y};
  for (const Point& p : c) {
    b.x0 = std::min(b.x0, p.x);
    b.x1 = std::max(b.x1, p.x);
    b.y0 = std::min(b.y0, p.y);
    b.y1 = std::max(b.y1, p.y);
  }
  return b;
}

// Whether some edge of one rectangle meets some edge of the other: segmentsIntersect on every
// pair of edges, each orientation worked out once rather than once per pair that uses it.
bool edgesMeet(const std::array<Point, 4>& ca, const Box& a, const std::array<Point, 4>& cb, const Box& b) {
  // Edges lie within their corners' bounding box: boxes apart by a micrometre or more
  // cannot share a point (all exact integers), so no pair of edges can meet.
  if (a.x1 < b.x0 || b.x1 < a.x0 || a.y1 < b.y0 || b.y1 < a.y0) return false;
  // oa[i][j]: where corner j of b lies from edge i of a; ob[j][i] the other way round.
  int oa[4][4], ob[4][4];
  for (std::size_t i = 0; i < 4; ++i) {
    for (std::size_t j = 0; j < 4; ++j) {
      oa[i][j] = orientation(ca[i], ca[(i + 1) % 4], cb[j]);
      ob[i][j] = orientation(cb[i], cb[(i + 1) % 4], ca[j]);
    }
  }
  for (std::size_t i = 0; i < 4; ++i) {
    const std::size_t i1 = (i + 1) % 4;
    for (std::size_t j = 0; j < 4; ++j) {
      const std::size_t j1 = (j + 1) % 4;
      // segmentsIntersect(ca[i], ca[i1], cb[j], cb[j1]), term for term.
      const int o1 = oa[i][j], o2 = oa[i][j1], o3 = ob[j][i], o4 = ob[j][i1];
      if (o1 != o2 && o3 != o4) return true;
      if (o1 == 0 && onSegment(ca[i], ca[i1], cb[j])) return true;
      if (o2 == 0 && onSegment(ca[i], ca[i1], cb[j1])) return true;
      if (o3 == 0 && onSegment(cb[j], cb[j1], ca[i])) return true;
      if (o4 == 0 && onSegment(cb[j], cb[j1], ca[i1])) return true;
    }
  }
  return false;
}

// The least distanceToSegment from any corner in `points` to any edge of `edges`, folded into
// `best` (distances to a point inside an edge) and `endSquared` (the least squared distance
// to an edge's end, where that end is the nearest point of the edge; `anyEnd` once there is one).
// distanceToSegment is isqrtRound of the squared distance to an end, or roundedDiv of the
// cross product by the edge's rounded length; both are non-decreasing in what they round,
// so the least of them is that of the least argument: one square root and one division per
// edge at most, instead of one per corner and edge, with the same result.
// `Wide` holds the products: __int128 as distanceToSegment has it, or std::int64_t where the
// caller knows that every coordinate difference is below 2^30, so that no product or sum of
// two can overflow it and both give the same integers.
template <class Wide>
void nearestCornerToEdge(const std::array<Point, 4>& points, const std::array<Point, 4>& edges, Length& best,
                         Wide& endSquared, bool& anyEnd) {
  auto toEnd = [&](Point p, Point end) {
    const Wide dx = static_cast<Wide>(p.x) - end.x;
    const Wide dy = static_cast<Wide>(p.y) - end.y;
    const Wide d2 = dx * dx + dy * dy;  // distanceSquared, in Wide
    if (!anyEnd || d2 < endSquared) endSquared = d2;
    anyEnd = true;
  };
  for (std::size_t i = 0; i < 4; ++i) {
    const Point a = edges[i];
    const Point b = edges[(i + 1) % 4];
    const Point ab = b - a;
    const Wide len2 = static_cast<Wide>(ab.x) * ab.x + static_cast<Wide>(ab.y) * ab.y;
    Wide leastCross = -1;
    for (const Point& p : points) {
      // The branches of distanceToSegment(p, a, b).
      const Point ap = p - a;
      if (len2 == 0) {
        toEnd(p, a);
        continue;
      }
      const Wide t = static_cast<Wide>(ap.x) * ab.x + static_cast<Wide>(ap.y) * ab.y;
      if (t <= 0) {
        toEnd(p, a);
      } else if (t >= len2) {
        toEnd(p, b);
      } else {
        Wide c = static_cast<Wide>(ab.x) * ap.y - static_cast<Wide>(ab.y) * ap.x;
        if (c < 0) c = -c;
        if (leastCross < 0 || c < leastCross) leastCross = c;
      }
    }
    if (leastCross >= 0) {
      const std::int64_t len = isqrtRoundWide(len2);
      best = std::min(best, len == 0 ? Length{0} : roundedDiv(static_cast<Int128>(leastCross), len));
    }
  }
}

// The least distance from a corner of either rectangle to an edge of the other (they are
// known not to meet), with products in `Wide`.
template <class Wide>
Length nearestCornersApart(const std::array<Point, 4>& ca, const std::array<Point, 4>& cb) {
  Length best = INT64_MAX;
  Wide endSquared = 0;
  bool anyEnd = false;
  nearestCornerToEdge<Wide>(ca, cb, best, endSquared, anyEnd);
  nearestCornerToEdge<Wide>(cb, ca, best, endSquared, anyEnd);
  if (anyEnd) best = std::min(best, isqrtRoundWide(endSquared));
  return best;
}

// Whether two rectangles lie further apart than `d` by their bounding circles alone, a test
// of a few integer operations that the movement checks use to skip most pairs of blocks.
// The half-diagonal is at most half the width plus half the depth, and each corner lies within
// a micrometre of where the exact rotation puts it; the slack covers that and the rounding of
// gap's square roots, so a pair this test calls apart is apart by the exact arithmetic too.
bool circlesApart(const Rect& a, const Rect& b, Length d) {
  constexpr Length kSlack = 8;
  const Int128 reach = static_cast<Int128>(a.width) / 2 + a.depth / 2 + b.width / 2 + b.depth / 2 + d + kSlack;
  const Int128 dx = static_cast<Int128>(a.centre.x) - b.centre.x;
  const Int128 dy = static_cast<Int128>(a.centre.y) - b.centre.y;
  // Either coordinate's difference beyond the reach puts the centres beyond it too.
  return dx > reach || -dx > reach || dy > reach || -dy > reach;
}

}  // namespace

bool gapAtMost(const Rect& a, const Rect& b, Length d) {
  if (circlesApart(a, b, d)) return false;
  return gap(a, b) <= d;
}

bool overlaps(const Rect& a, const Rect& b) {
  if (circlesApart(a, b, 0)) return false;
  const RectFrame fa(a), fb(b);
  return overlapsIn(a, fa, cornersIn(a, fa), b, fb, cornersIn(b, fb));
}

Length gap(const Rect& a, const Rect& b) {
  // 0 when the rectangles overlap or their edges touch; otherwise the least distance from a
  // corner of either to an edge of the other.
  const RectFrame fa(a), fb(b);
  const auto ca = cornersIn(a, fa);
  const auto cb = cornersIn(b, fb);
  if (overlapsIn(a, fa, ca, b, fb, cb)) return 0;
  const Box boxA = boxOf(ca);
  const Box boxB = boxOf(cb);
  if (edgesMeet(ca, boxA, cb, boxB)) return 0;
  // Every difference of two corners' coordinates is within the span of both boxes together.
  const Int128 spanX = static_cast<Int128>(std::max(boxA.x1, boxB.x1)) - std::min(boxA.x0, boxB.x0);
  const Int128 spanY = static_cast<Int128>(std::max(boxA.y1, boxB.y1)) - std::min(boxA.y0, boxB.y0);
  if (spanX < (Int128{1} << 30) && spanY < (Int128{1} << 30)) {  // a kilometre: any table
    return nearestCornersApart<std::int64_t>(ca, cb);
  }
  return nearestCornersApart<Int128>(ca, cb);
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
