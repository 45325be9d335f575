// measured/ChargePath.h: a charge's direction, its distance to first contact, and what stands
// in its way.
#include <gtest/gtest.h>

#include "rules/measured/ChargePath.h"

using namespace sandtable::rules;
using namespace sandtable::rules::measured;

namespace {

const BlockShape kLine{4, 2, kInch, kInch};  // 4" wide, 2" deep
const Angle kOblique = kEighthTurn;          // 45 degrees
const Rect kTable{{0, 0}, 0, 100 * kInch, 100 * kInch};

}  // namespace

TEST(MeasuredChargePath, StraightAheadAtAFacingTarget) {
  const Pose charger{{0, 0}, 0};
  const Rect target = blockRect(kLine, {{0, 10 * kInch}, kHalfTurn});  // facing it, 10" away
  EXPECT_EQ(chargeDirection(charger, target, kOblique), 0);
  const GapMemo gaps;
  const auto d = distanceToContact(kLine, charger, 0, target, 12 * kInch, kInch / 4, gaps);
  ASSERT_TRUE(d);
  EXPECT_EQ(*d, 10 * kInch);  // to the micrometre: the first distance at which they touch
  const Pose contact{{0, *d}, 0};
  EXPECT_EQ(struckEdge(target, contact, kInch / 4), Zone::Front);
  EXPECT_TRUE(contactOf(blockRect(kLine, contact), target));
  // Out of reach: the search gives up at the limit.
  EXPECT_FALSE(distanceToContact(kLine, charger, 0, target, 8 * kInch, kInch / 4, gaps));
}

TEST(MeasuredChargePath, ObliqueIntoAFlankOrPastTheTarget) {
  const Pose charger{{0, 0}, 0};
  // A target ahead and a little to the right, facing east: its right flank faces the charger.
  const Rect target = blockRect(kLine, {{3 * kInch, 6 * kInch}, kQuarterTurn});
  const Angle dir = chargeDirection(charger, target, kOblique);
  EXPECT_GT(dir, 0);
  EXPECT_LT(dir, kOblique);
  const GapMemo gaps;
  const auto d = distanceToContact(kLine, charger, dir, target, 20 * kInch, kInch / 4, gaps);
  ASSERT_TRUE(d);
  EXPECT_EQ(struckEdge(target, {heading(dir, *d), 0}, kInch / 4), Zone::RightFlank);
  // Far off to the side, beyond the oblique limit: the path passes it by.
  const Rect aside = blockRect(kLine, {{30 * kInch, 2 * kInch}, kHalfTurn});
  EXPECT_EQ(chargeDirection(charger, aside, kOblique), kOblique);
  EXPECT_FALSE(distanceToContact(kLine, charger, kOblique, aside, 40 * kInch, kInch / 4, gaps));
}

TEST(MeasuredChargePath, WhatStandsInTheWay) {
  const Pose charger{{0, 0}, 0};
  EXPECT_EQ(chargePathBlock(kLine, charger, 0, 10 * kInch, kInch / 4, kTable, {}, {}),
            PathBlock::Clear);
  // An enemy half way there.
  const Rect enemy = blockRect(kLine, {{kInch, 5 * kInch}, kQuarterTurn});
  EXPECT_EQ(chargePathBlock(kLine, charger, 0, 10 * kInch, kInch / 4, kTable, {}, {enemy}),
            PathBlock::Blocked);
  // A friend a little off the path is grazed by less than its looser clearance: no block.
  const Rect beside = shrunk(blockRect(kLine, {{4 * kInch - kTolerance, 5 * kInch}, 0}));
  EXPECT_EQ(chargePathBlock(kLine, charger, 0, 10 * kInch, kInch / 4, kTable, {beside}, {}),
            PathBlock::Clear);
  // The table's north edge is 50" away.
  EXPECT_EQ(chargePathBlock(kLine, charger, 0, 60 * kInch, kInch / 4, kTable, {}, {}),
            PathBlock::LeavesTable);
}

TEST(MeasuredChargePath, AWholePlanFrontFlankOrRear) {
  const GapMemo gaps;
  using Problem = ChargePlanGeometry::Problem;
  const Pose charger{{0, 0}, 0};
  auto plan = [&](const Rect& target, Length limit) {
    return planChargePath(kLine, charger, target, kOblique, limit, kInch / 4, kInch / 4, kTable, {},
                          {}, gaps);
  };
  // Front to front, 10" away.
  const ChargePlanGeometry front = plan(blockRect(kLine, {{0, 10 * kInch}, kHalfTurn}), 12 * kInch);
  EXPECT_EQ(front.problem, Problem::None);
  EXPECT_EQ(front.distance, 10 * kInch);
  EXPECT_EQ(front.contact, (Pose{{0, 10 * kInch}, 0}));
  EXPECT_EQ(front.targetEdge, Zone::Front);
  EXPECT_EQ(Scale{}.hundredths(front.distance), 1000);  // in the system's unit: 10.00"
  // Into the rear of a unit facing away.
  EXPECT_EQ(plan(blockRect(kLine, {{0, 12 * kInch}, 0}), 12 * kInch).targetEdge, Zone::Rear);
  // Too far, already touching, beside the path.
  const ChargePlanGeometry far = plan(blockRect(kLine, {{0, 30 * kInch}, kHalfTurn}), 12 * kInch);
  EXPECT_EQ(far.problem, Problem::OutOfReach);
  EXPECT_EQ(far.distance, 30 * kInch);
  EXPECT_EQ(plan(blockRect(kLine, {{0, 0}, kHalfTurn}), 12 * kInch).problem, Problem::InContact);
  EXPECT_EQ(plan(blockRect(kLine, {{14 * kInch, 2 * kInch}, kHalfTurn}), 30 * kInch).problem,
            Problem::Missed);
  // Another unit in the way.
  const Rect enemy = blockRect(kLine, {{kInch, 5 * kInch}, kQuarterTurn});
  EXPECT_EQ(planChargePath(kLine, charger, blockRect(kLine, {{0, 10 * kInch}, kHalfTurn}), kOblique,
                           12 * kInch, kInch / 4, kInch / 4, kTable, {}, {enemy}, gaps)
                .problem,
            Problem::Blocked);
}
