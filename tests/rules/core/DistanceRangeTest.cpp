// Distances on the table are exact integers. Inside any table (coordinates within 2 km) the
// 64-bit shortcuts must give the integers of the plain 128-bit formulas; beyond 3 km, where
// a squared distance no longer fits 64 bits, distanceSquared saturates (comparisons stay
// right) and distance, distanceToSegment and gap stay exact.
#include <gtest/gtest.h>

#include <cmath>

#include "rules/core/Geometry.h"
#include "rules/core/Rng.h"

using namespace sandtable::rules;

namespace {

__extension__ typedef __int128 Int128;

Length between(Rng& rng, Length lo, Length hi) {
  return lo + static_cast<Length>(rng.next() % static_cast<std::uint64_t>(hi - lo + 1));
}

// The exact rounded square root, by bisection on 128-bit squares (the reference).
Length refRoot(Int128 n) {
  Int128 lo = 0, hi = Int128{1} << 62;
  while (lo < hi) {  // the largest r with r * r <= n
    const Int128 mid = (lo + hi + 1) / 2;
    if (mid * mid <= n) lo = mid;
    else hi = mid - 1;
  }
  return static_cast<Length>(n - lo * lo > lo ? lo + 1 : lo);
}

Int128 refSquared(Point a, Point b) {
  const Int128 dx = static_cast<Int128>(a.x) - b.x;
  const Int128 dy = static_cast<Int128>(a.y) - b.y;
  return dx * dx + dy * dy;
}

// The products of toWorld and heading in 128 bits, rounded half away from zero (the reference).
Length refQ30(Int128 n) {
  const Int128 half = kUnitQ30 / 2;
  return static_cast<Length>(n >= 0 ? (n + half) / kUnitQ30 : -((-n + half) / kUnitQ30));
}

}  // namespace

TEST(DistanceRange, InsideATableTheSameIntegersAsTheWideFormulas) {
  Rng rng(77);
  const Length field = 2000 * 1000 * kMillimetre - 1;  // just under 2 km either way
  for (int n = 0; n < 50000; ++n) {
    const Point a{between(rng, -field / 2, field / 2), between(rng, -field / 2, field / 2)};
    const Point b{between(rng, -field / 2, field / 2), between(rng, -field / 2, field / 2)};
    ASSERT_EQ(static_cast<Int128>(distanceSquared(a, b)), refSquared(a, b)) << n;
    ASSERT_EQ(distance(a, b), refRoot(refSquared(a, b))) << n;
    const Rect r{a, static_cast<Angle>(rng.below(static_cast<std::uint32_t>(kFullTurn))), 0, 0};
    const Length s = sinQ30(r.facing), c = cosQ30(r.facing);
    const Point v = b - a;
    const Point local{refQ30(static_cast<Int128>(v.x) * c - static_cast<Int128>(v.y) * s),
                      refQ30(static_cast<Int128>(v.x) * s + static_cast<Int128>(v.y) * c)};
    ASSERT_EQ(toLocal(r, b), local) << n;
    const Point turned{refQ30(static_cast<Int128>(v.x) * c + static_cast<Int128>(v.y) * s),
                       refQ30(-static_cast<Int128>(v.x) * s + static_cast<Int128>(v.y) * c)};
    ASSERT_EQ(toWorld(r, v), a + turned) << n;
    const Point along{refQ30(static_cast<Int128>(v.x) * s), refQ30(static_cast<Int128>(v.x) * c)};
    ASSERT_EQ(heading(r.facing, v.x), along) << n;
    const RectFrame frame(r);
    ASSERT_EQ(frame.toLocal(b), toLocal(r, b)) << n;
    ASSERT_EQ(frame.toWorld(v), toWorld(r, v)) << n;
  }
}

TEST(DistanceRange, FarBeyondAnyTableNothingOverflows) {
  // 3-4-5 triangles of 5 and 50 km, and the far corners of a 100 km square.
  const Length km = 1000 * 1000 * kMillimetre;
  EXPECT_EQ(distance({0, 0}, {3 * km, 4 * km}), 5 * km);
  EXPECT_EQ(distance({-30 * km, 0}, {0, 40 * km}), 50 * km);
  EXPECT_EQ(distanceSquared({0, 0}, {3 * km, 4 * km}), INT64_MAX);  // saturated, not wrapped
  EXPECT_GT(distanceSquared({0, 0}, {3 * km, 4 * km}), distanceSquared({0, 0}, {2 * km, 0}));
  Rng rng(1415);
  for (int n = 0; n < 20000; ++n) {
    const Point a{between(rng, -50 * km, 50 * km), between(rng, -50 * km, 50 * km)};
    const Point b{between(rng, -50 * km, 50 * km), between(rng, -50 * km, 50 * km)};
    const Int128 d2 = refSquared(a, b);
    ASSERT_EQ(static_cast<Int128>(distanceSquared(a, b)), d2 > INT64_MAX ? Int128{INT64_MAX} : d2) << n;
    ASSERT_EQ(distance(a, b), refRoot(d2)) << n;
    // A point square to the middle of a long segment: the perpendicular distance.
    const Point p{a.x, a.y + 7 * km};
    ASSERT_EQ(distanceToSegment(p, {a.x - 20 * km, a.y}, {a.x + 20 * km, a.y}), 7 * km) << n;
    // Two stands 7 km apart side by side: the gap between their facing edges.
    const Rect left{a, 0, 40 * kMillimetre, 20 * kMillimetre};
    const Rect right{{a.x + 7 * km, a.y}, 0, 40 * kMillimetre, 20 * kMillimetre};
    ASSERT_EQ(gap(left, right), 7 * km - 40 * kMillimetre) << n;
  }
}
