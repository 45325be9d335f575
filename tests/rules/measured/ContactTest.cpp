// measured/Contact.h: overlap, contact and its edges with the table's tolerance, and squaring
// a block up against an edge.
#include <gtest/gtest.h>

#include "rules/measured/Contact.h"

using namespace sandtable::rules;
using namespace sandtable::rules::measured;

namespace {

const BlockShape kLine{4, 2, kInch, kInch};  // 4" wide, 2" deep

Rect at(Point front, Angle facing) { return blockRect(kLine, {front, facing}); }

}  // namespace

TEST(MeasuredContact, FrontToFrontWithinTheTolerance) {
  const Rect a = at({0, 0}, 0);
  for (Length gapBetween : {Length{0}, kTolerance - 100, -kTolerance / 2}) {
    const Rect b = at({0, gapBetween}, kHalfTurn);  // facing a, its front gapBetween ahead of a's
    const auto c = contactOf(a, b);
    ASSERT_TRUE(c) << gapBetween;
    EXPECT_EQ(c->edgeA, Zone::Front);
    EXPECT_EQ(c->edgeB, Zone::Front);
    EXPECT_NEAR(static_cast<double>(c->overlap), 4.0 * kInch, 2.0);
  }
  EXPECT_FALSE(contactOf(a, at({0, kTolerance + 100}, kHalfTurn)))
      << "apart by more than the tolerance";
  EXPECT_FALSE(contactOf(a, at({0, -2 * kTolerance}, kHalfTurn)))
      << "run in by more than the tolerance";
  EXPECT_TRUE(blocksOverlap(a, at({0, -2 * kTolerance}, kHalfTurn)));
  EXPECT_FALSE(blocksOverlap(a, at({0, -kTolerance / 2}, kHalfTurn)));
}

TEST(MeasuredContact, FlankAndRear) {
  const Rect a = at({0, 0}, 0);
  // Side by side, touching a's right flank with its left.
  const auto side = contactOf(a, at({4 * kInch, 0}, 0));
  ASSERT_TRUE(side);
  EXPECT_EQ(side->edgeA, Zone::RightFlank);
  EXPECT_EQ(side->edgeB, Zone::LeftFlank);
  // Facing east into a's left flank.
  const auto flank = contactOf(a, at({-2 * kInch, -kInch}, kQuarterTurn));
  ASSERT_TRUE(flank);
  EXPECT_EQ(flank->edgeA, Zone::LeftFlank);
  EXPECT_EQ(flank->edgeB, Zone::Front);
  EXPECT_NEAR(static_cast<double>(flank->overlap), 2.0 * kInch, 2.0);
  // Behind it, facing the same way.
  const auto rear = contactOf(a, at({0, -2 * kInch}, 0));
  ASSERT_TRUE(rear);
  EXPECT_EQ(rear->edgeA, Zone::Rear);
  EXPECT_EQ(rear->edgeB, Zone::Front);
  // Corner to corner shares no more than the tolerance: no contact.
  EXPECT_FALSE(contactOf(a, at({4 * kInch, 2 * kInch}, 0)));
}

TEST(MeasuredContact, ShrunkBlocksAndDistances) {
  const Rect a = at({0, 0}, 0);
  EXPECT_EQ(shrunk(a).width, a.width - 2 * kTolerance);
  EXPECT_EQ(shrunkByHalf(a).depth, a.depth - kTolerance);
  EXPECT_TRUE(closerThan(kInch - kTolerance - 1, kInch));
  EXPECT_FALSE(closerThan(kInch - kTolerance, kInch));
  EXPECT_EQ(closestOnSegment({5, 7}, {0, 0}, {10, 0}), (Point{5, 0}));
  EXPECT_EQ(closestOnSegment({-5, 7}, {0, 0}, {10, 0}), (Point{0, 0}));
  EXPECT_EQ(closestOnSegment({15, 7}, {0, 0}, {10, 0}), (Point{10, 0}));
}

TEST(MeasuredContact, FriendsStandInsideOnlyPastTheLooserClearance) {
  const Rect a = at({0, 0}, 0);
  // Side by side, run in by one and a half tolerances: an enemy is inside, a friend grazed.
  const Rect grazing = at({4 * kInch - 3 * kTolerance / 2, 0}, 0);
  EXPECT_TRUE(standInside(a, grazing, false));
  EXPECT_FALSE(standInside(a, grazing, true));
  // Run in by three tolerances, a friend is inside too.
  const Rect deeper = at({4 * kInch - 3 * kTolerance, 0}, 0);
  EXPECT_TRUE(standInside(a, deeper, true));
  // Touching within the tolerance, neither is.
  const Rect touching = at({4 * kInch - kTolerance / 2, 0}, 0);
  EXPECT_FALSE(standInside(a, touching, false));
  EXPECT_FALSE(standInside(a, touching, true));
}

TEST(MeasuredContact, OverhangingAFront) {
  const Rect target = at({0, 0}, 0);  // its front from x = -2" to 2"
  const Overhang wide = overhang(
      target, blockRect(BlockShape{6, 1, kInch, kInch}, {{kInch, 0}, kHalfTurn}), kTolerance);
  EXPECT_TRUE(wide.right);  // to x = 4"
  EXPECT_FALSE(wide.left);  // from x = -2": level with the end, not past it
  const Overhang both =
      overhang(target, blockRect(BlockShape{6, 1, kInch, kInch}, {{0, 0}, kHalfTurn}), kTolerance);
  EXPECT_TRUE(both.left);
  EXPECT_TRUE(both.right);
  const Overhang within =
      overhang(target, blockRect(BlockShape{4, 1, kInch, kInch}, {{kTolerance / 2, 0}, kHalfTurn}),
               kTolerance);
  EXPECT_FALSE(within.left || within.right);
}

TEST(MeasuredContact, StruckEdgeIsJudgedFromJustInsideTheMover) {
  const Rect target = at({0, 10 * kInch}, kHalfTurn);  // facing south, its front at y = 10"
  // A mover facing north whose front lies on the target's front edge.
  EXPECT_EQ(struckEdge(target, {{kInch, 10 * kInch}, 0}, kInch / 4), Zone::Front);
  // A mover facing west against the target's left flank (its east side, as it faces south).
  const Rect tr = target;
  const auto [a, b] = edgeOf(tr, Zone::LeftFlank);
  const Point mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
  const Pose mover{mid, normalizeAngle(outwardNormal(tr, Zone::LeftFlank) + kHalfTurn)};
  EXPECT_EQ(struckEdge(tr, mover, kInch / 4), Zone::LeftFlank);
  EXPECT_EQ(squareFacing(tr, Zone::LeftFlank), mover.facing);
  EXPECT_EQ(squareFacing(tr, Zone::Front), 0);
}

TEST(MeasuredContact, TurningAboutAPointOfTheEdge) {
  const Pose p{{2 * kInch, 0}, 0};
  const Pose q = turnedAbout(p, {0, 0}, kQuarterTurn);  // a quarter turn clockwise about the origin
  EXPECT_EQ(q.facing, kQuarterTurn);
  EXPECT_NEAR(static_cast<double>(q.front.x), 0.0, 2.0);
  EXPECT_NEAR(static_cast<double>(q.front.y), -2.0 * kInch, 2.0);
  EXPECT_EQ(turnedAbout(p, p.front, kHalfTurn).front, p.front);  // the pivot stays put
}

TEST(MeasuredContact, PlacesAlongAnEdgeNearestFirst) {
  const std::vector<Point> ps = placesAlongEdge({0, 0}, {10, 0}, {4, 0}, 3);
  // 4, then 7 and 1, then 10 (-2 is off the edge).
  ASSERT_EQ(ps.size(), 4u);
  EXPECT_EQ(ps[0], (Point{4, 0}));
  EXPECT_EQ(ps[1], (Point{7, 0}));
  EXPECT_EQ(ps[2], (Point{1, 0}));
  EXPECT_EQ(ps[3], (Point{10, 0}));
}
