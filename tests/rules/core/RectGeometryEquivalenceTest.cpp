// corners, toLocal, toWorld, overlaps and gap share their lookups and fold their square roots
// for speed; replays and the AI depend on every micrometre they return. These tests hold them
// to the plain formulas they replaced (kept below as the reference), over many rectangles
// placed at random, touching, a micrometre apart and overlapping.
#include <gtest/gtest.h>

#include <array>
#include <cstdlib>

#include "rules/core/Geometry.h"
#include "rules/core/Rng.h"

using namespace sandtable::rules;

namespace {

__extension__ typedef __int128 Int128;

// The reference: each function as it read before it was made faster, one lookup and one
// rounding per point, and gap as 16 edge-pair tests and 32 corner-to-edge distances.
std::int64_t refRoundedDiv(Int128 num, std::int64_t den) {
  const Int128 half = den / 2;
  return static_cast<std::int64_t>(num >= 0 ? (num + half) / den : -((-num + half) / den));
}

Point refToLocal(const Rect& r, Point p) {
  const Point v = p - r.centre;
  const std::int64_t s = sinQ30(r.facing);
  const std::int64_t c = cosQ30(r.facing);
  return {refRoundedDiv(static_cast<Int128>(v.x) * c - static_cast<Int128>(v.y) * s, kUnitQ30),
          refRoundedDiv(static_cast<Int128>(v.x) * s + static_cast<Int128>(v.y) * c, kUnitQ30)};
}

Point refToWorld(const Rect& r, Point local) {
  const std::int64_t s = sinQ30(r.facing);
  const std::int64_t c = cosQ30(r.facing);
  const Length x = refRoundedDiv(static_cast<Int128>(local.x) * c + static_cast<Int128>(local.y) * s, kUnitQ30);
  const Length y = refRoundedDiv(-static_cast<Int128>(local.x) * s + static_cast<Int128>(local.y) * c, kUnitQ30);
  return r.centre + Point{x, y};
}

std::array<Point, 4> refCorners(const Rect& r) {
  const Length hw = r.width / 2;
  const Length hd = r.depth / 2;
  return {refToWorld(r, {-hw, hd}), refToWorld(r, {hw, hd}), refToWorld(r, {hw, -hd}), refToWorld(r, {-hw, -hd})};
}

bool refSeparatedOnAxesOf(const Rect& a, const Rect& b) {
  Length minX = INT64_MAX, maxX = INT64_MIN, minY = INT64_MAX, maxY = INT64_MIN;
  for (const Point& p : refCorners(b)) {
    const Point l = refToLocal(a, p);
    minX = std::min(minX, l.x);
    maxX = std::max(maxX, l.x);
    minY = std::min(minY, l.y);
    maxY = std::max(maxY, l.y);
  }
  return minX >= a.width / 2 || maxX <= -(a.width / 2) || minY >= a.depth / 2 || maxY <= -(a.depth / 2);
}

bool refOverlaps(const Rect& a, const Rect& b) { return !refSeparatedOnAxesOf(a, b) && !refSeparatedOnAxesOf(b, a); }

Length refGap(const Rect& a, const Rect& b) {
  if (refOverlaps(a, b)) return 0;
  const auto ca = refCorners(a);
  const auto cb = refCorners(b);
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 4; ++j) {
      if (segmentsIntersect(ca[i], ca[(i + 1) % 4], cb[j], cb[(j + 1) % 4])) return 0;
    }
  }
  Length best = INT64_MAX;
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 4; ++j) {
      best = std::min(best, distanceToSegment(ca[i], cb[j], cb[(j + 1) % 4]));
      best = std::min(best, distanceToSegment(cb[j], ca[i], ca[(i + 1) % 4]));
    }
  }
  return best;
}

Length between(Rng& rng, Length lo, Length hi) {
  return lo + static_cast<Length>(rng.next() % static_cast<std::uint64_t>(hi - lo + 1));
}

// A rectangle the size of a block of stands (or a sliver, or a point), facing anywhere, or
// square to the table half the time, where rounding is kindest and touching most likely.
Rect randomRect(Rng& rng, Length field) {
  Rect r;
  r.centre = {between(rng, -field, field), between(rng, -field, field)};
  r.facing = rng.below(2) == 0 ? static_cast<Angle>(rng.below(4)) * kQuarterTurn
                               : static_cast<Angle>(rng.below(static_cast<std::uint32_t>(kFullTurn)));
  switch (rng.below(4)) {
    case 0: r.width = between(rng, 0, 3); r.depth = between(rng, 0, 3); break;  // degenerate
    default: r.width = between(rng, 1, 200 * kMillimetre); r.depth = between(rng, 1, 80 * kMillimetre); break;
  }
  return r;
}

// `b` moved so that it lies just beside `a`'s edge (touching, a micrometre off, or a hair in).
Rect besideOf(Rng& rng, const Rect& a) {
  Rect b = a;
  b.width = between(rng, 1, 200 * kMillimetre);
  b.depth = between(rng, 1, 80 * kMillimetre);
  if (rng.below(2) == 0) b.facing = normalizeAngle(a.facing + static_cast<Angle>(rng.below(2001)) - 1000);
  const Length slack = between(rng, -3, 3);
  const Angle side = normalizeAngle(a.facing + static_cast<Angle>(rng.below(4)) * kQuarterTurn);
  const bool acrossDepth = (normalizeAngle(side - a.facing) / kQuarterTurn) % 2 == 0;
  const Length reach = acrossDepth ? (a.depth + b.depth) / 2 : (a.width + b.width) / 2;
  b.centre = a.centre + heading(side, reach + slack) + heading(normalizeAngle(side + kQuarterTurn), between(rng, -a.width, a.width));
  return b;
}

}  // namespace

TEST(RectGeometryEquivalence, CornersAndFramesMatchThePlainFormulas) {
  Rng rng(20240611);
  for (int n = 0; n < 20000; ++n) {
    const Rect r = randomRect(rng, 2000 * kMillimetre);
    ASSERT_EQ(corners(r), refCorners(r)) << n;
    const Point p{between(rng, -3000 * kMillimetre, 3000 * kMillimetre), between(rng, -3000 * kMillimetre, 3000 * kMillimetre)};
    ASSERT_EQ(toLocal(r, p), refToLocal(r, p)) << n;
    ASSERT_EQ(toWorld(r, p), refToWorld(r, p)) << n;
    ASSERT_EQ(frontCentre(r), refToWorld(r, {0, r.depth / 2})) << n;
  }
}

TEST(RectGeometryEquivalence, GapAndOverlapsMatchThePlainFormulas) {
  Rng rng(1066);
  int touching = 0, hair = 0, apart = 0, overlapping = 0;
  for (int n = 0; n < 60000; ++n) {
    const Rect a = randomRect(rng, 600 * kMillimetre);
    const Rect b = rng.below(2) == 0 ? besideOf(rng, a) : randomRect(rng, 600 * kMillimetre);
    const bool o = refOverlaps(a, b);
    const Length g = refGap(a, b);
    ASSERT_EQ(overlaps(a, b), o) << n;
    ASSERT_EQ(gap(a, b), g) << n;
    ASSERT_EQ(gap(b, a), refGap(b, a)) << n;
    if (o) ++overlapping;
    else if (g == 0) ++touching;
    else if (g <= 5) ++hair;
    else ++apart;
  }
  // Every kind of case was met many times, so the comparison covered each branch of gap.
  EXPECT_GT(touching, 1000);
  EXPECT_GT(hair, 1000);
  EXPECT_GT(apart, 10000);
  EXPECT_GT(overlapping, 1000);
}

TEST(RectGeometryEquivalence, GapMatchesOnTablesFarBeyondAnyBattlefield) {
  // Rectangles more than a kilometre apart or across, where gap's products need more than
  // 64 bits. (Not much more: beyond about 2 km a squared distance overflows distanceSquared,
  // in the reference as in gap, before distances were made safe at any separation: tests/rules/core/DistanceRangeTest.cpp.)
  Rng rng(1815);
  for (int n = 0; n < 5000; ++n) {
    Rect a = randomRect(rng, 600 * kMillimetre);
    Rect b = rng.below(2) == 0 ? besideOf(rng, a) : randomRect(rng, 600 * kMillimetre);
    const Length far = between(rng, 1100, 1500) * 1000 * kMillimetre;  // 1.1 to 1.5 km
    if (rng.below(2) == 0) b.centre.x += far;
    else {
      a.width += far;
      b.depth += far / 2;
    }
    ASSERT_EQ(overlaps(a, b), refOverlaps(a, b)) << n;
    ASSERT_EQ(gap(a, b), refGap(a, b)) << n;
  }
}
