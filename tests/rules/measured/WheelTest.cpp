// measured/Wheel.h: wheeling about a front corner and what the outer corner travels.
#include <gtest/gtest.h>

#include "rules/measured/Wheel.h"

using namespace sandtable::rules;
using namespace sandtable::rules::measured;

TEST(MeasuredWheel, ClockwiseAboutTheRightFrontCorner) {
  const Pose from{{0, 0}, 0};
  const Pose to = wheeled(from, 4 * kInch, kQuarterTurn);
  EXPECT_EQ(to.facing, kQuarterTurn);
  EXPECT_EQ(to.front, (Point{2 * kInch, 2 * kInch}));
  // The right front corner has not moved.
  const BlockShape s{4, 1, kInch, kInch};
  EXPECT_EQ(footprint(blockRect(s, from))[1], footprint(blockRect(s, to))[1]);
}

TEST(MeasuredWheel, AnticlockwiseAboutTheLeftFrontCorner) {
  const Pose from{{0, 0}, 0};
  const Pose to = wheeled(from, 4 * kInch, -kQuarterTurn);
  EXPECT_EQ(to.facing, 3 * kQuarterTurn);
  EXPECT_EQ(to.front, (Point{-2 * kInch, 2 * kInch}));
  const BlockShape s{4, 1, kInch, kInch};
  EXPECT_EQ(footprint(blockRect(s, from))[0], footprint(blockRect(s, to))[0]);
  EXPECT_EQ(wheeled(from, 4 * kInch, 0), from);  // no turn, no move
}

TEST(MeasuredWheel, TheOuterCornerTravelsTheArc) {
  // A quarter turn of a 4" block: the outer corner goes a quarter circle of radius 4".
  EXPECT_NEAR(static_cast<double>(wheelArc(4 * kInch, kQuarterTurn)), 3.14159265 / 2 * 4 * kInch,
              2.0);
  EXPECT_EQ(wheelArc(4 * kInch, -kQuarterTurn), wheelArc(4 * kInch, kQuarterTurn));
  EXPECT_EQ(wheelArc(4 * kInch, 0), 0);
}
