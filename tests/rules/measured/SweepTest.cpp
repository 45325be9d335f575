// measured/Sweep.h: swept poses, the furthest clear distance, and what blocks a sweep.
#include <gtest/gtest.h>

#include "rules/measured/Sweep.h"

using namespace sandtable::rules;
using namespace sandtable::rules::measured;

namespace {

const BlockShape kLine{4, 2, kInch, kInch};  // 4" wide, 2" deep

}  // namespace

TEST(MeasuredSweep, StraightPosesEndAtTheTarget) {
  const Pose from{{0, 0}, 0};
  const Pose to{{0, 10 * kInch}, 0};
  const std::vector<Pose> ps = sweptPoses(from, to, 4 * kInch, kInch);
  ASSERT_EQ(ps.size(), 11u);
  EXPECT_EQ(ps.back(), to);
  for (std::size_t i = 1; i < ps.size(); ++i) {
    EXPECT_LE(distance(ps[i - 1].front, ps[i].front), kInch);
    EXPECT_EQ(ps[i].facing, 0);
  }
  EXPECT_EQ(sweptPoses(from, from, 4 * kInch, kInch), std::vector<Pose>{from});
}

TEST(MeasuredSweep, AWheelComesFirst) {
  const Pose from{{0, 0}, 0};
  const Pose afterWheel = wheeled(from, 4 * kInch, kQuarterTurn);
  const Pose to{afterWheel.front + heading(kQuarterTurn, 3 * kInch), kQuarterTurn};
  const std::vector<Pose> ps = sweptPoses(from, to, 4 * kInch, kInch);
  // The arc of a quarter turn (about 6.3") in steps of an inch or less, then 3" straight.
  ASSERT_EQ(ps.size(), 7u + 4u);
  EXPECT_EQ(ps[6], afterWheel);
  EXPECT_GT(ps[0].facing, 0);
  EXPECT_LT(ps[0].facing, kQuarterTurn);
  EXPECT_EQ(ps.back(), to);
}

TEST(MeasuredSweep, FurthestClearNarrowsToTheResolution) {
  int asked = 0;
  bool blocked = false;
  const Length d = furthestClear(
      10 * kInch, kInch, 100,
      [&](Length at) {
        ++asked;
        return at > 5 * kInch + 1234;
      },
      &blocked);
  EXPECT_TRUE(blocked);
  EXPECT_LE(d, 5 * kInch + 1234);
  EXPECT_GT(d, 5 * kInch + 1234 - 100);
  EXPECT_LT(asked, 6 + 10 + 2);  // six steps, then halving an inch down to 100 micrometres
  EXPECT_EQ(furthestClear(
                3 * kInch, kInch, 100, [](Length) { return false; }, &blocked),
            3 * kInch);
  EXPECT_FALSE(blocked);
  EXPECT_EQ(furthestClear(
                0, kInch, 100, [](Length) { return true; }, &blocked),
            0);
}

TEST(MeasuredSweep, ObstaclesTouchingAtTheStartMayBeSlidAlong) {
  const Rect mover = blockRect(kLine, {{0, 0}, 0});
  // A friend side by side, grazed by 0.2 mm: blocks unless it was touching at the start.
  const Rect grazed = blockRect(kLine, {{4 * kInch - 200, 0}, 0});
  EXPECT_EQ(obstacleHit(mover, {{7, grazed, true, false}}), 7);
  EXPECT_EQ(obstacleHit(mover, {{7, grazed, true, true}}), kNoUnit);
  // Cut into by a quarter inch, it blocks either way.
  const Rect cut = blockRect(kLine, {{4 * kInch - kInch / 4, 0}, 0});
  EXPECT_EQ(obstacleHit(mover, {{7, cut, true, true}}), 7);
  EXPECT_EQ(obstacleHit(mover, {{8, cut, false, true}}), 8);
  // Only touching: no block.
  EXPECT_EQ(obstacleHit(mover, {{7, blockRect(kLine, {{4 * kInch, 0}, 0}), false, false}}),
            kNoUnit);
}
