// 000 Charging on the table: declaring within base depth, the charge of one base depth into
// contact on the struck edge, the countercharge meeting halfway, and skirmishers in the way.
#include <gtest/gtest.h>

#include "GeometryBed.h"
#include "RobertsBed.h"
#include "rules/roberts/ChargeGeometry.h"

using namespace sandtable;
using namespace sandtable::rules;
using namespace sandtable::rules::roberts;
using test::roberts::block;
using test::roberts::kInchScale;
using test::roberts::kMm;
using test::roberts::kTable;
using Problem = measured::ChargePlanGeometry::Problem;

namespace {

const ChargeRule& rule() { return test::roberts::tables().charging; }

// The lancers of the text: 3 stands of heavy mounted (40 mm deep), front at the origin.
TableUnit lancers() { return block(1, 0, 3, 3, 40 * kMm, {0, 0}, 0); }

// The crossbowmen: two rows of 5 medium foot (30 mm deep) facing the lancers `gap` off.
TableUnit crossbowmen(Length gap) { return block(2, 1, 5, 10, 30 * kMm, {0, gap}, kHalfTurn); }

ChargeScene open() { return {kTable, {}, {}, {}}; }

}  // namespace

TEST(RobertsChargeGeometry, TheShippedChargeNumbers) {
  EXPECT_EQ(rule().obliqueDegrees, 45);
  EXPECT_DOUBLE_EQ(rule().skirmisherPenaltyInches, 0.5);
}

// 'units which move within a distance of an enemy stand equal to the moving unit's base depth
// must immediately stop ... The Acting Player may declare that any of these units will attempt
// to close with the enemy'.
TEST(RobertsChargeGeometry, AChargeIsDeclaredWithinBaseDepthAndRefusedBeyond) {
  const ChargeDeclaration within = mayDeclareCharge(lancers(), crossbowmen(40 * kMm), rule());
  EXPECT_EQ(within.problem, ChargeDeclaration::Problem::None);
  EXPECT_EQ(within.gap, 40 * kMm);
  EXPECT_EQ(mayDeclareCharge(lancers(), crossbowmen(41 * kMm), rule()).problem,
            ChargeDeclaration::Problem::TooFar);
  // An enemy stand 10 mm off the lancers' right flank, level with it, is close but not faced.
  const TableUnit beside = block(3, 1, 1, 1, 30 * kMm, {130 * kMm, -30 * kMm}, kQuarterTurn);
  EXPECT_EQ(mayDeclareCharge(lancers(), beside, rule()).problem,
            ChargeDeclaration::Problem::NotFacing);
}

TEST(RobertsChargeGeometry, TheChargeMovesIntoContactOnTheStruckEdge) {
  const ChargeMove front = planCharge(lancers(), crossbowmen(35 * kMm), open(), rule(), kInchScale);
  EXPECT_TRUE(front.reaches);
  EXPECT_EQ(front.path.problem, Problem::None);
  EXPECT_EQ(front.path.distance, 35 * kMm);
  EXPECT_EQ(front.path.contact, (measured::Pose{{0, 35 * kMm}, 0}));
  EXPECT_EQ(front.path.targetEdge, Zone::Front);
  // A stand facing across the lancers' front (+x) 30 mm ahead: they strike its right flank.
  const TableUnit across = block(3, 1, 1, 1, 30 * kMm, {15 * kMm, 60 * kMm}, kQuarterTurn);
  const ChargeMove flank = planCharge(lancers(), across, open(), rule(), kInchScale);
  EXPECT_TRUE(flank.reaches);
  EXPECT_EQ(flank.path.distance, 30 * kMm);
  EXPECT_EQ(flank.path.targetEdge, Zone::RightFlank);
  // Beyond the base depth the charge falls short.
  const ChargeMove far = planCharge(lancers(), crossbowmen(45 * kMm), open(), rule(), kInchScale);
  EXPECT_FALSE(far.reaches);
  EXPECT_EQ(far.path.problem, Problem::OutOfReach);
}

// 'In the event of a countercharge, the two units meet halfway.'
TEST(RobertsChargeGeometry, ACounterchargeMeetsHalfway) {
  const TableUnit other = block(2, 1, 3, 3, 40 * kMm, {0, 60 * kMm}, kHalfTurn);
  const Meeting m = meetHalfway(lancers(), other, rule());
  ASSERT_TRUE(m.met);
  EXPECT_EQ(m.charger, (measured::Pose{{0, 30 * kMm}, 0}));
  EXPECT_EQ(m.countercharger, (measured::Pose{{0, 30 * kMm}, kHalfTurn}));
  EXPECT_EQ(m.chargerEdge, Zone::Front);
  EXPECT_EQ(m.counterchargerEdge, Zone::Front);
  // Further apart than both base depths together, they do not meet.
  const TableUnit distant = block(2, 1, 3, 3, 40 * kMm, {0, 90 * kMm}, kHalfTurn);
  EXPECT_FALSE(meetHalfway(lancers(), distant, rule()).met);
}

// 'If the charging unit runs into Skirmishers, the Skirmishers must attempt to Withdraw, and
// the charging unit suffers a movement penalty per skirmisher stand contacted (which could
// prevent the chargers from reaching their target).'
TEST(RobertsChargeGeometry, SkirmishersInThePathCostTheChargerMovement) {
  // Light horse (50 mm deep) 48 mm from the crossbowmen, a skirmisher (40 mm) between them.
  const TableUnit horse = block(1, 0, 1, 1, 50 * kMm, {0, 0}, 0);
  ChargeScene scene = open();
  const Rect inTheWay{{0, 24 * kMm}, kHalfTurn, 60 * kMm, 40 * kMm};
  const Rect aside{{10 * kInch, 24 * kMm}, kHalfTurn, 60 * kMm, 40 * kMm};
  EXPECT_TRUE(planCharge(horse, crossbowmen(48 * kMm), scene, rule(), kInchScale).reaches);
  scene.skirmishers = {aside, inTheWay};
  const ChargeMove m = planCharge(horse, crossbowmen(48 * kMm), scene, rule(), kInchScale);
  EXPECT_EQ(m.skirmishers.stands, (std::vector<int>{1}));
  EXPECT_EQ(m.skirmishers.lost, kInch / 2);
  EXPECT_FALSE(m.reaches);
}
