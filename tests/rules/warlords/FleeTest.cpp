// 001 1.7.3 Broken, 1.7.4 Dispersed and 2.4.11 Fleeing.
#include <gtest/gtest.h>

#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

struct Flee : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
};

TEST_F(Flee, BreakingTurnsAwayAndFleesARandomMoveOfTheChargeDistance) {
  const UnitId e = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId u = bed.add(Side::Two, foot, 3, 20, 12, 180);
  auto g = bed.build();
  EventList ev;
  Dice d(0, {3, 3, 3, 3});  // 4 dice: Close Foot's 2 + 2
  W::breakUnit(*g, u, e, d, ev);
  EXPECT_EQ(g->unit(u).morale, Morale::Broken);
  EXPECT_EQ(g->unit(u).motion, Motion::Fleeing);
  EXPECT_FALSE(g->unit(u).formed);
  EXPECT_EQ(g->unit(u).pose.facing, 0);
  // Turned about its centre (12.375), front now at 12.75; then 4 spans north.
  EXPECT_EQ(g->unit(u).pose.front, at(20, 16.75));
  EXPECT_EQ(g->unit(u).standCount(), 3);
}

TEST_F(Flee, EachSpanBeyondTheChargeMoveCostsAStand) {
  const UnitId e = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId u = bed.add(Side::Two, foot, 5, 20, 12, 180);
  auto g = bed.build();
  EventList ev;
  Dice d(0, {6, 6, 6, 3});  // three sixes, no ones: +2 spans -> 2 stands lost
  W::flee(*g, u, e, d, ev);
  EXPECT_EQ(g->unit(u).standCount(), 3) << eventLog(ev);
}

TEST_F(Flee, FleeingOffTheTableLeavesTheBattle) {
  const UnitId e = bed.add(Side::One, foot, 3, 20, 36, 0);
  const UnitId u = bed.add(Side::Two, foot, 3, 20, 38, 180);
  auto g = bed.build();
  EventList ev;
  Dice d(0, {3, 3, 3, 3});
  W::flee(*g, u, e, d, ev);
  EXPECT_FALSE(g->unit(u).active());
  EXPECT_EQ(g->unit(u).status, UnitStatus::Routed);
}

TEST_F(Flee, ObliqueUpTo45DegreesAroundObstaclesAndTheBlockedFilesAreLost) {
  // A long line of friends close behind its left, from x = 10 to 20: even 45 degrees to the
  // right leaves the leftmost file against them; that file is lost (2.4.11).
  const UnitId e = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId u = bed.add(Side::Two, foot, 3, 20, 12, 180);
  bed.add(Side::Two, foot, 10, 15, 13.5, 180);
  auto g = bed.build();
  EventList ev;
  Dice d(0, {3, 3, 3, 3});
  W::flee(*g, u, e, d, ev);
  EXPECT_TRUE(g->unit(u).active());
  EXPECT_EQ(g->unit(u).standCount(), 2) << eventLog(ev);
}

TEST_F(Flee, BrokenUnitWithNowhereToGoLosesAStandToEachEnemyInContact) {
  const UnitId e = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId u = bed.add(Side::Two, foot, 4, 20, 10, 180);
  // Friends close behind and on both sides hem it in.
  bed.add(Side::Two, foot, 8, 20, 10.8, 180);
  bed.add(Side::Two, foot, 2, 17, 10, 180, FormationKind::Line, 2);
  bed.add(Side::Two, foot, 2, 23, 10, 180, FormationKind::Line, 2);
  auto g = bed.build();
  W::unit(*g, u).morale = Morale::Broken;
  EventList ev;
  Dice d(0, {3, 3, 3, 3});
  W::flee(*g, u, e, d, ev);
  EXPECT_EQ(g->unit(u).standCount(), 3) << eventLog(ev);
}

TEST_F(Flee, OnlyTheCommandStandLeftIsDispersed) {
  const UnitId e = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId u = bed.add(Side::Two, foot, 2, 20, 12, 180);
  auto g = bed.build();
  EventList ev;
  Dice d(0, {6, 6, 6, 6});  // +2 spans: two stands lost, the unit is gone
  W::flee(*g, u, e, d, ev);
  EXPECT_FALSE(g->unit(u).active());
  EXPECT_TRUE(hasEvent(ev, EventKind::UnitDispersed, u));
}

TEST_F(Flee, BrokenUnitForcedDownAgainIsDispersed) {
  const UnitId e = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId u = bed.add(Side::Two, foot, 4, 20, 20, 180);
  auto g = bed.build();
  W::unit(*g, u).morale = Morale::Broken;
  EventList ev;
  Dice d;
  W::loseMoraleStep(*g, u, d, ev);
  EXPECT_FALSE(g->unit(u).active());
  (void)e;
}

TEST_F(Flee, BrokenUnitChargedStartsFleeingAgain) {
  const UnitId c = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId u = bed.add(Side::Two, foot, 4, 20, 13, 180);
  auto g = bed.build();
  W::unit(*g, u).morale = Morale::Broken;
  W::unit(*g, u).formed = false;
  EventList ev;
  activateFirstW(*g, c, ev);
  Dice d(0, {3, 3, 3, 3, 3, 3, 3, 3});
  play(*g, {ActionKind::Charge, c, u}, d, ev);
  EXPECT_TRUE(hasEvent(ev, EventKind::UnitFled, u)) << eventLog(ev);
  EXPECT_FALSE(g->contactBetween(g->unit(c), g->unit(u)));
}

TEST_F(Flee, BrokenSuccessMayStopAndWheelToFaceTheEnemyButNeverMoveTowardIt) {
  const UnitId e = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId u = bed.add(Side::Two, foot, 4, 20, 15, 0);  // facing away, fleeing
  auto g = bed.build();
  W::unit(*g, u).morale = Morale::Broken;
  W::unit(*g, u).motion = Motion::Fleeing;
  W::unit(*g, u).formed = false;
  EventList ev;
  activateFirstW(*g, u, ev);
  ASSERT_TRUE(g->active().brokenChoice);
  Dice none;
  play(*g, {ActionKind::Halt, u}, none, ev);
  EXPECT_EQ(g->unit(u).motion, Motion::Stopped);
  Action w{ActionKind::Wheel, u};
  w.facing = degrees(180);
  EXPECT_TRUE(g->check(w).legal) << g->check(w).why;
  EXPECT_FALSE(g->check({ActionKind::Charge, u, e}).legal);
  Action m = moveW(u, at(20, 14));
  EXPECT_FALSE(g->check(m).legal);
}

TEST_F(Flee, FleeingUnitThatFailsFleesAgain) {
  bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId u = bed.add(Side::Two, foot, 4, 20, 12, 0);
  auto g = bed.build();
  W::unit(*g, u).morale = Morale::Broken;
  W::unit(*g, u).motion = Motion::Fleeing;
  EventList ev;
  activateFirstW(*g, u, {2, 1, 3, 3, 3, 3}, ev);  // 3 <= 4 wide: failure, above 0 casualties
  EXPECT_TRUE(hasEvent(ev, EventKind::UnitFled, u)) << eventLog(ev);
}

}  // namespace
}  // namespace sandtable::test
