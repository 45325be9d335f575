// 001 1.7.3 Broken, 1.7.4 Dispersed and 2.4.11 Fleeing.
#include <gtest/gtest.h>

#include "rules/warlords/BlockMath.h"
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
  // Friends touching behind and close on both sides hem it in.
  bed.add(Side::Two, foot, 8, 20, 10.75, 180);
  bed.add(Side::Two, foot, 2, 17, 10, 180, FormationKind::Line, 2);
  bed.add(Side::Two, foot, 2, 23, 10, 180, FormationKind::Line, 2);
  auto g = bed.build();
  W::unit(*g, u).morale = Morale::Broken;
  EventList ev;
  Dice d(0, {3, 3, 3, 3});
  W::flee(*g, u, e, d, ev);
  EXPECT_EQ(g->unit(u).standCount(), 3) << eventLog(ev);
}

TEST_F(Flee, TrulyBoxedInItKeepsItsGroundAndLosesAStandToEachEnemyInContact) {
  // Enemies on its front and its left flank, friends touching behind it and on its right:
  // no way it can move at all (1.7.3). It stays as it stood, facing as it did.
  const UnitId e = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId u = bed.add(Side::Two, foot, 4, 20, 10, 180);  // x 18..22, y 10..10.75
  bed.add(Side::One, foot, 3, 22, 10.375, 270);  // its front along u's left (east) flank
  bed.add(Side::Two, foot, 4, 20, 10.75, 180);   // touching behind
  bed.add(Side::Two, foot, 2, 17.5, 10, 180, FormationKind::Line, 2);  // touching its right
  auto g = bed.build();
  ASSERT_EQ(g->contactsOf(g->unit(u)).size(), 2u);
  W::unit(*g, u).morale = Morale::Broken;
  EventList ev;
  Dice d(0, {3, 3, 3, 3});
  W::flee(*g, u, e, d, ev);
  EXPECT_TRUE(hasEvent(ev, EventKind::MoveBlocked, u)) << eventLog(ev);
  EXPECT_EQ(g->unit(u).standCount(), 2) << eventLog(ev);
  EXPECT_EQ(g->unit(u).pose.front, at(20, 10));
  EXPECT_EQ(g->unit(u).pose.facing, degrees(180));
}

TEST_F(Flee, FriendsCloseOnBothSidesItAboutFacesWhereItStandsAndRunsStraightBack) {
  // A unit in the middle of a line two ranks deep breaks from an enemy a little off its
  // front. Turning the block about its middle to face directly away would swing its corners
  // into the neighbours; instead every stand turns about where it stands and the unit runs
  // straight back between them (1.7.3, 2.4.11).
  const UnitId e = bed.add(Side::One, foot, 3, 21.5, 4, 0);
  const UnitId u = bed.add(Side::Two, foot, 6, 20, 12, 180, FormationKind::Line, 2);  // y 12..13.5
  bed.add(Side::Two, foot, 6, 17, 12, 180, FormationKind::Line, 2);
  bed.add(Side::Two, foot, 6, 23, 12, 180, FormationKind::Line, 2);
  auto g = bed.build();
  EventList ev;
  Dice d(0, {3, 3, 3, 3});
  W::breakUnit(*g, u, e, d, ev);
  EXPECT_FALSE(hasEvent(ev, EventKind::MoveBlocked, u)) << eventLog(ev);
  EXPECT_EQ(g->unit(u).pose.facing, 0);
  EXPECT_EQ(g->unit(u).pose.front, at(20, 17.5)) << eventLog(ev);
  EXPECT_EQ(g->unit(u).standCount(), 6);
}

TEST_F(Flee, AFriendAcrossItsWholeWayStopsItButItStillFlees) {
  // A long line of friends a span behind it: every way within 45 degrees runs into them
  // before the 4 spans it rolled. It has a direction to flee (1.7.3), so it runs until they
  // stop it, out of the enemy's reach, and loses nothing.
  const UnitId e = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId u = bed.add(Side::Two, foot, 3, 20, 10, 180);      // y 10..10.75
  bed.add(Side::Two, foot, 10, 20, 11.75, 180);                   // y 11.75..12.5, x 15..25
  auto g = bed.build();
  W::unit(*g, u).morale = Morale::Broken;
  EventList ev;
  Dice d(0, {3, 3, 3, 3});
  W::flee(*g, u, e, d, ev);
  EXPECT_FALSE(hasEvent(ev, EventKind::MoveBlocked, u)) << eventLog(ev);
  EXPECT_EQ(g->unit(u).standCount(), 3) << eventLog(ev);
  EXPECT_EQ(g->unit(u).pose.facing, 0);
  EXPECT_NEAR(static_cast<double>(g->unit(u).pose.front.y) / spans(1), 11.75, 0.03) << eventLog(ev);
  EXPECT_NEAR(static_cast<double>(g->unit(u).pose.front.x) / spans(1), 20.0, 0.03) << eventLog(ev);
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

TEST_F(Flee, SkirmishersFleeThroughFriendsByPassageOfLines) {
  // 2.4.6: Foot Skirmishers pass through any friends. Broken in front of their own line,
  // they run through it and come out beyond; the friends may not later move the way they
  // ran this turn (rule 6).
  const int skirm = bed.skirmishers();
  const UnitId e = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId u = bed.add(Side::Two, skirm, 3, 20, 12, 180);
  const UnitId line = bed.add(Side::Two, foot, 10, 20, 13.5, 180);  // y 13.5..14.25, x 15..25
  auto g = bed.build();
  EventList ev;
  Dice d(0, {3, 3, 3, 3, 3, 3, 3, 3});
  W::breakUnit(*g, u, e, d, ev);
  EXPECT_FALSE(hasEvent(ev, EventKind::MoveBlocked, u)) << eventLog(ev);
  EXPECT_EQ(g->unit(u).standCount(), 3) << eventLog(ev);
  const Rect ran = g->block(g->unit(u));
  EXPECT_FALSE(overlaps(blockmath::shrunk(ran), blockmath::shrunk(g->block(g->unit(line))))) << eventLog(ev);
  EXPECT_GT(ran.centre.y, at(20, 14.25).y) << eventLog(ev);
  EXPECT_EQ(g->unit(line).passedThrough.size(), 1u);
}

TEST_F(Flee, APassageThatCannotBeCompletedStopsAgainstTheFriends) {
  // The same skirmishers with their friends further back and two ranks deep: the flight
  // would end inside them, so they stop against them instead (a passage is completed or not
  // begun), and nobody passed through.
  const int skirm = bed.skirmishers();
  const UnitId e = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId u = bed.add(Side::Two, skirm, 3, 20, 12, 180);
  // Its 5-span flight (3 + 2) would end inside these friends whichever way it ran, straight
  // (front at 17.5) or 45 degrees off (front at 16.04).
  const UnitId line = bed.add(Side::Two, foot, 20, 20, 15.75, 180, FormationKind::Line, 2);  // y 15.75..17.25
  auto g = bed.build();
  EventList ev;
  Dice d(0, {3, 3, 3, 3, 3, 3, 3, 3});
  W::breakUnit(*g, u, e, d, ev);
  EXPECT_TRUE(hasEvent(ev, EventKind::UnitFled, u)) << eventLog(ev);
  EXPECT_NEAR(static_cast<double>(g->unit(u).pose.front.y) / spans(1), 15.75, 0.03) << eventLog(ev);
  EXPECT_NEAR(static_cast<double>(g->unit(u).pose.front.x) / spans(1), 20.0, 0.03) << eventLog(ev);
  EXPECT_TRUE(g->unit(line).passedThrough.empty());
}

TEST_F(Flee, CloseFootMayNotFleeThroughIrregularCloseFoot) {
  // No passage of lines between irregular Close Foot: the line behind stops the flight.
  const UnitId e = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId u = bed.add(Side::Two, foot, 3, 20, 12, 180);
  const UnitId line = bed.add(Side::Two, foot, 10, 20, 13.5, 180);
  auto g = bed.build();
  EventList ev;
  Dice d(0, {3, 3, 3, 3});
  W::breakUnit(*g, u, e, d, ev);
  EXPECT_LT(g->block(g->unit(u)).centre.y, at(20, 13.5).y) << eventLog(ev);
  EXPECT_TRUE(g->unit(line).passedThrough.empty());
}

}  // namespace
}  // namespace sandtable::test
