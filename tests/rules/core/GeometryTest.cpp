// Table geometry in exact integers: trigonometry, distances, rectangles, zones, arcs, grids.
#include <gtest/gtest.h>

#include <cmath>

#include "rules/core/Geometry.h"

using namespace sandtable::rules;

TEST(Geometry, SineTableHitsExactValues) {
  EXPECT_EQ(sinQ30(0), 0);
  EXPECT_EQ(sinQ30(kQuarterTurn), kUnitQ30);
  EXPECT_EQ(sinQ30(kHalfTurn), 0);
  EXPECT_EQ(sinQ30(3 * kQuarterTurn), -kUnitQ30);
  EXPECT_EQ(cosQ30(0), kUnitQ30);
  // An eighth of a turn is exactly 45 degrees: sin = 0.70710678... to within rounding.
  EXPECT_NEAR(static_cast<double>(sinQ30(kEighthTurn)), kUnitQ30 * 0.7071067811865476, 1.0);
  // Every entry agrees with the library sine to within rounding (the table itself is built
  // without libm, so this is an independent check).
  for (Angle a = 0; a < kFullTurn; a += 97) {
    const double expected = std::sin(a * 2.0 * 3.14159265358979323846 / kFullTurn) * kUnitQ30;
    ASSERT_NEAR(static_cast<double>(sinQ30(a)), expected, 1.5) << a;
  }
}

TEST(Geometry, DegreesRoundTrip) {
  for (int d : {0, 1, 30, 45, 90, 135, 180, 270, 359}) EXPECT_EQ(toDegrees(degrees(d)), d);
  EXPECT_EQ(normalizeAngle(-1), kFullTurn - 1);
  // 350 and 10 degrees each round to the nearest binary angle, so allow one unit.
  EXPECT_NEAR(angleDifference(degrees(350), degrees(10)), degrees(20), 1);
  EXPECT_NEAR(angleDifference(degrees(10), degrees(350)), -degrees(20), 1);
  EXPECT_EQ(angleDifference(0, kHalfTurn), kHalfTurn);
  EXPECT_EQ(angleDifference(kQuarterTurn, 0), -kQuarterTurn);
}

TEST(Geometry, HeadingAndBearingAgree) {
  const Point origin{0, 0};
  EXPECT_EQ(bearing(origin, {0, 1000}), 0);                 // north
  EXPECT_EQ(bearing(origin, {1000, 0}), kQuarterTurn);      // east, clockwise
  EXPECT_EQ(bearing(origin, {0, -1000}), kHalfTurn);        // south
  EXPECT_EQ(bearing(origin, {-1000, 0}), 3 * kQuarterTurn); // west
  for (int deg = 0; deg < 360; deg += 7) {
    const Point p = heading(degrees(deg), 100 * kMillimetre);
    EXPECT_LE(std::abs(angleDifference(degrees(deg), bearing(origin, p))), 1) << deg;
    EXPECT_NEAR(static_cast<double>(distance(origin, p)), 100.0 * kMillimetre, 1.0);
  }
}

TEST(Geometry, DistancesAreExactIntegers) {
  EXPECT_EQ(distance({0, 0}, {3 * kInch, 4 * kInch}), 5 * kInch);
  EXPECT_EQ(isqrtRound(15), 4);
  EXPECT_EQ(isqrtRound(12), 3);
  EXPECT_EQ(isqrtRound(0), 0);
  EXPECT_EQ(distanceToSegment({5, 5}, {0, 0}, {10, 0}), 5);
  EXPECT_EQ(distanceToSegment({15, 0}, {0, 0}, {10, 0}), 5);
  EXPECT_TRUE(segmentsIntersect({0, 0}, {10, 10}, {0, 10}, {10, 0}));
  EXPECT_FALSE(segmentsIntersect({0, 0}, {10, 0}, {0, 1}, {10, 1}));
}

TEST(Geometry, RectangleFramesAndCorners) {
  const Rect r{{1000, 1000}, kQuarterTurn, 400, 200};  // facing east
  const auto c = corners(r);
  // Front-left of an east-facing stand is its north-east corner.
  EXPECT_EQ(c[0], (Point{1100, 1200}));
  EXPECT_EQ(c[1], (Point{1100, 800}));
  EXPECT_EQ(toLocal(r, {1500, 1000}), (Point{0, 500}));
  EXPECT_EQ(toWorld(r, toLocal(r, {1234, 987})), (Point{1234, 987}));
  EXPECT_TRUE(contains(r, {1050, 1150}));
  EXPECT_FALSE(contains(r, {1150, 1000}));
  EXPECT_EQ(frontCentre(r), (Point{1100, 1000}));
}

TEST(Geometry, OverlapAndGap) {
  const Rect a{{0, 0}, 0, 400, 200};
  const Rect touching{{400, 0}, 0, 400, 200};
  const Rect overlapping{{300, 50}, 0, 400, 200};
  const Rect apart{{0, 500}, 0, 400, 200};
  const Rect turned{{0, 0}, kEighthTurn, 400, 200};
  EXPECT_FALSE(overlaps(a, touching));
  EXPECT_EQ(gap(a, touching), 0);
  EXPECT_TRUE(overlaps(a, overlapping));
  EXPECT_FALSE(overlaps(a, apart));
  EXPECT_EQ(gap(a, apart), 300);
  EXPECT_TRUE(overlaps(a, turned));
}

TEST(Geometry, ZonesFollowTheDiagonals) {
  const Rect r{{0, 0}, 0, 400, 200};  // facing north
  EXPECT_EQ(zoneOf(r, {0, 500}), Zone::Front);
  EXPECT_EQ(zoneOf(r, {0, -500}), Zone::Rear);
  EXPECT_EQ(zoneOf(r, {-500, 0}), Zone::LeftFlank);
  EXPECT_EQ(zoneOf(r, {500, 0}), Zone::RightFlank);
  // Beyond the front-right corner: more ahead than aside is front, more aside is flank.
  EXPECT_EQ(zoneOf(r, {250, 400}), Zone::Front);
  EXPECT_EQ(zoneOf(r, {600, 150}), Zone::RightFlank);
  // The same stand turned to face south swaps front and rear.
  const Rect south{{0, 0}, kHalfTurn, 400, 200};
  EXPECT_EQ(zoneOf(south, {0, 500}), Zone::Rear);
  EXPECT_EQ(zoneOf(south, {-500, 0}), Zone::RightFlank);
}

TEST(Geometry, ArcsFromTheFrontEdge) {
  const Rect r{{0, 0}, 0, 400, 200};
  EXPECT_TRUE(inArc(r, {0, 1000}, degrees(45)));
  EXPECT_TRUE(inArc(r, {900, 1000}, degrees(45)));
  EXPECT_FALSE(inArc(r, {1200, 1000}, degrees(45)));
  EXPECT_FALSE(inArc(r, {0, -1000}, degrees(45)));
}

TEST(Geometry, GridSquares) {
  const GridSpec g{8, 6, 100 * kMillimetre};
  EXPECT_EQ(g.centre({0, 0}), (Point{50 * kMillimetre, 50 * kMillimetre}));
  EXPECT_EQ(g.squareAt({750 * kMillimetre, 10}), (Square{7, 0}));
  EXPECT_FALSE(g.squareAt({800 * kMillimetre, 0}).has_value());
  EXPECT_EQ(manhattan({1, 1}, {2, 2}), 2);
  EXPECT_EQ(chebyshev({1, 1}, {2, 2}), 1);
  EXPECT_EQ(g.square(g.index({3, 4})), (Square{3, 4}));
}
