// 000 Movement and Formations on the table: the militia spearmen's march and failed Stop, the
// General's free Action taking the cavalry to within a base depth of the enemy, shifts and
// wheels by training, the stop within base depth of Formed (not Unformed) enemies, and a
// Movement carrying on into the next half-turn the side acts.
#include <gtest/gtest.h>

#include <algorithm>

#include "RobertsGameBed.h"
#include "measured/Contact.h"
#include "measured/Wheel.h"

using namespace sandtable;
using namespace sandtable::rules;
using namespace sandtable::rules::roberts;
using namespace sandtable::test::roberts;

namespace {

constexpr UnitId kMilitia = 0, kLancers = 1, kSecondLancers = 2, kRegulars = 3, kCrossbows = 4;

// Side one's militia, lancers (the General with the first) and regulars facing north; the
// crossbowmen 7" in front of the second lancers; skirmishers away on the right.
Deployment standard(bool crossbowsInFront = true) {
  Deployment d = emptyDeployment();
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("lancers", at(0, -15), 0),
                      place("lancers", at(9, -15), 0, 1, "Second lancers"),
                      place("regulars", at(-12, -15), 0, 2)};
  d.sides[1].units = {place("crossbows", crossbowsInFront ? at(9, -8) : at(-9, 15), kHalfTurn, 2),
                      place("skirmishers", at(25, -8), kHalfTurn),
                      place("skirmishers", at(30, 10), kHalfTurn)};
  return d;
}

Action moveTo(UnitId u, Point p, Angle facing = 0, int option = 0) {
  Action a{rules::ActionKind::Move, u};
  a.point = p;
  a.facing = facing;
  a.option = option;
  return a;
}

const RollRecord* lastRoll(const EventList& events) {
  const RollRecord* r = nullptr;
  for (const Event& e : events.events) {
    if (e.roll) r = &*e.roll;
  }
  return r;
}

}  // namespace

TEST(RobertsMovement, TheSwiftMilitiaSpearmenMarchFourInches) {
  auto g = startGame(sharedTables(), flatTable(), standard());
  EXPECT_EQ(marchOf(g->table(), g->table().unit(kMilitia)), 4 * kInch);  // 3" and Swift's 1"
  EXPECT_EQ(marchOf(g->table(), g->table().unit(kRegulars)), 3 * kInch);
  EXPECT_EQ(marchOf(g->table(), g->table().unit(kLancers)), 6 * kInch);
}

// "Rolling two dice, we get a total of "8" + 1 (modifier) = 9 ... So the spearmen move ...
// we only want them to move another two inches ... we roll a "5" -- not enough, and our
// Spearmen march to the full extent of their ability (4") toward the enemy."
TEST(RobertsMovement, TheMilitiaMoveOnNineAndTheFailedStopMarchesThemTheirFullFourInches) {
  auto g = startGame(sharedTables(), flatTable(), standard());
  Dice dice(1, {4, 4, 2, 3});
  EventList events;
  const Action march = moveTo(kMilitia, at(-25, -13));
  ASSERT_TRUE(g->check(march)) << g->check(march).why;
  g->apply(march, dice, events);
  const RollRecord* roll = lastRoll(events);
  ASSERT_NE(roll, nullptr);
  EXPECT_EQ(roll->base, 8);
  EXPECT_EQ(roll->total, 9);
  const UnitState& u = g->table().unit(kMilitia);
  EXPECT_EQ(u.pose.front, at(-25, -13));
  EXPECT_TRUE(u.moving);

  const Action stop{rules::ActionKind::Halt, kMilitia};
  ASSERT_TRUE(g->check(stop)) << g->check(stop).why;
  events.events.clear();
  g->apply(stop, dice, events);
  roll = lastRoll(events);
  ASSERT_NE(roll, nullptr);
  EXPECT_EQ(roll->base, 5);
  EXPECT_EQ(roll->total, 6);
  EXPECT_EQ(g->table().unit(kMilitia).pose.front, at(-25, -11));  // 4" in all
  EXPECT_TRUE(g->table().unit(kMilitia).moving);
  // The log gives the distance after the verb and the reason after it.
  bool said = false;
  for (const rules::Event& e : events.events) {
    said = said || (e.kind == rules::EventKind::UnitMoved &&
                    e.text.find(" march on (2\"): the Stop failed, so the march goes its full "
                                "extent (000 Sequence of Play)") != std::string::npos);
  }
  EXPECT_TRUE(said);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  // "We can't stop them, since no further Actions may be attempted once the unit has failed".
  EXPECT_FALSE(g->check(stop));
  Action about{rules::ActionKind::Wheel, kMilitia};
  about.facing = kHalfTurn;
  EXPECT_FALSE(g->check(about));
}

// "the Movement Action even carries over into future half-turns": the militia, never Stopped,
// march their 4" again when their side's next Action Phase ends, and not in the enemy's.
TEST(RobertsMovement, AMovementCarriesOnIntoTheSidesNextActionPhaseUntilStopped) {
  auto g = startGame(sharedTables(), flatTable(), standard());
  Dice dice(1, {4, 4});
  NullSink sink;
  g->apply(moveTo(kMilitia, at(-25, -14)), dice, sink);
  const Action end{rules::ActionKind::EndTurn};
  g->apply(end, dice, sink);  // the rest of its march as the Action Phase ends
  EXPECT_EQ(g->table().unit(kMilitia).pose.front, at(-25, -11));
  for (int i = 0; i < 9; ++i) g->apply(end, dice, sink);  // the enemy's half-turn
  EXPECT_EQ(g->clock().turn(), 2);
  EXPECT_EQ(g->clock().phase(), Phase::Action);
  EXPECT_EQ(g->table().unit(kMilitia).pose.front, at(-25, -11));
  g->apply(end, dice, sink);
  EXPECT_EQ(g->table().unit(kMilitia).pose.front, at(-25, -7));
  EXPECT_EQ(dice.rolled(), 2u);
}

// "we choose to Move the cavalry by using the General's free Action (he is attached to the
// other cavalry unit, which is within 6" of this unit). Therefore, no Action Roll is
// necessary, and the cavalry move to within a base-depth's distance of their enemy."
TEST(RobertsMovement, TheGeneralsFreeActionMovesTheCavalryToABaseDepthOfTheEnemy) {
  auto g = startGame(sharedTables(), flatTable(), standard());
  Dice dice(7);
  EventList events;
  const Action march = moveTo(kSecondLancers, at(9, -9), 0, kGeneralsFreeAction);
  ASSERT_TRUE(g->check(march)) << g->check(march).why;
  EXPECT_FALSE(g->odds(march).has_value());  // nothing is rolled
  g->apply(march, dice, events);
  EXPECT_EQ(dice.rolled(), 0u);
  EXPECT_EQ(g->ledger().freeActionsGiven(1), 1);  // the General, the army's second leader
  const Table& t = g->table();
  const UnitState& cavalry = t.unit(kSecondLancers);
  const Length depth = t.setupOf(kSecondLancers).standDepth;
  EXPECT_EQ(depth, 40 * kMillimetre);
  const Length gap = t.gapBetween(cavalry, t.unit(kCrossbows));
  EXPECT_LE(gap, depth);
  EXPECT_GE(gap, depth - measured::kTolerance);
  EXPECT_FALSE(t.inContact(cavalry, t.unit(kCrossbows)));
  EXPECT_FALSE(cavalry.moving);  // the Movement stops
  EXPECT_EQ(cavalry.stoppedBy, kCrossbows);
  bool blocked = false;
  for (const Event& e : events.events) blocked = blocked || e.is(EventRole::Blocked);
  EXPECT_TRUE(blocked);
  // The General has given his one free Action this phase.
  EXPECT_FALSE(g->check(moveTo(kLancers, at(0, -12), 0, kGeneralsFreeAction)));
}

TEST(RobertsMovement, WithoutTheGeneralTheCavalryRoll) {
  auto g = startGame(sharedTables(), flatTable(), standard());
  const auto odds = g->odds(moveTo(kSecondLancers, at(9, -9)));
  ASSERT_TRUE(odds.has_value());
  EXPECT_DOUBLE_EQ(odds->success, 21.0 / 36.0);  // 2d6 + 1 (Elite) against 8
}

// "Militia must move straight ahead; Regular troops can perform sideways shifts while marching
// forward; and Elite stands are eligible to shift faster and to wheel."
TEST(RobertsMovement, ShiftsAndWheelsByTraining) {
  auto g = startGame(sharedTables(), flatTable(), standard());
  const Verdict militia = g->check(moveTo(kMilitia, at(-24.5, -12)));
  EXPECT_FALSE(militia);
  EXPECT_NE(militia.why.find("straight ahead"), std::string::npos) << militia.why;
  EXPECT_TRUE(g->check(moveTo(kRegulars, at(-11, -13))));  // 1" shift
  const Verdict regular = g->check(moveTo(kRegulars, at(-10.5, -13)));
  EXPECT_FALSE(regular);
  EXPECT_NE(regular.why.find("at most 1\""), std::string::npos) << regular.why;
  EXPECT_TRUE(g->check(moveTo(kLancers, at(-2, -11))));  // 2" shift
  EXPECT_FALSE(g->check(moveTo(kLancers, at(-2.5, -11))));

  const Angle left = degrees(-20);
  const Verdict wheel = g->check(moveTo(kRegulars, at(-12, -14), left));
  EXPECT_FALSE(wheel);
  EXPECT_NE(wheel.why.find("may not wheel"), std::string::npos) << wheel.why;
  const UnitState& lancers = g->table().unit(kLancers);
  const Pose wheeled =
      measured::wheeled(lancers.pose, g->table().block(lancers).width, normalizeAngle(left));
  const Action eliteWheel =
      moveTo(kLancers, wheeled.front + heading(normalizeAngle(left), kInch), normalizeAngle(left));
  EXPECT_TRUE(g->check(eliteWheel)) << g->check(eliteWheel).why;
  // Backward only by a Retrograde, and that only for Elite units.
  EXPECT_FALSE(g->check(moveTo(kRegulars, at(-12, -17))));
  EXPECT_FALSE(g->check(moveTo(kRegulars, at(-12, -17), 0, kRetrogradeOption)));
  EXPECT_TRUE(g->check(moveTo(kLancers, at(0, -17), 0, kRetrogradeOption)));
}

TEST(RobertsMovement, AMarchIsNoLongerThanTheUnitsMarch) {
  auto g = startGame(sharedTables(), flatTable(), standard());
  const Verdict v = g->check(moveTo(kRegulars, at(-12, -11.5)));  // 3.5" of 3"
  EXPECT_FALSE(v);
  EXPECT_NE(v.why.find("of its march left"), std::string::npos) << v.why;
}

// "If any stand within the unit moves within that stand's base depth of an enemy Formed stand,
// a Movement Action stops"; an Unformed enemy stops it only short of contact ("No unit can use
// any of these Actions in order to move into contact with an enemy unit").
TEST(RobertsMovement, AMarchStopsWithinBaseDepthOfFormedEnemiesAndSkirmishersGiveWay) {
  Deployment d = standard(false);
  d.sides[1].units[1].front = at(9, -10);  // a skirmisher in the second lancers' way
  auto g = startGame(sharedTables(), flatTable(), d);
  Dice dice(3, {6, 6});
  NullSink sink;
  g->apply(moveTo(kSecondLancers, at(9, -9)), dice, sink);
  const Table& t = g->table();
  const UnitState& cavalry = t.unit(kSecondLancers);
  // The skirmisher it reaches is not touched: it withdraws before the march or is lost
  // (000 Skirmishers; RobertsSkirmishers.*).
  EXPECT_TRUE(!t.unit(5).active() || !t.inContact(cavalry, t.unit(5)));
  EXPECT_GT(t.gapBetween(cavalry, t.unit(5)), 0);
  EXPECT_EQ(g->invariantProblem(), "");
}

TEST(RobertsMovement, FacingAndFormationChanges) {
  auto g = startGame(sharedTables(), flatTable(), standard());
  Dice dice(1, {6, 6, 6, 6, 6, 6});
  NullSink sink;
  const Rect before = g->table().block(g->table().unit(kRegulars));
  Action about{rules::ActionKind::Wheel, kRegulars};
  about.facing = kHalfTurn;
  ASSERT_TRUE(g->check(about)) << g->check(about).why;
  g->apply(about, dice, sink);
  const Rect after = g->table().block(g->table().unit(kRegulars));
  EXPECT_EQ(after.facing, kHalfTurn);
  EXPECT_LE(distance(after.centre, before.centre), 2);
  Action face{rules::ActionKind::Wheel, kRegulars};
  face.facing = kHalfTurn + degrees(45);
  EXPECT_FALSE(g->check(face));  // 90 degrees or about
  face.facing = kHalfTurn + kQuarterTurn;
  EXPECT_TRUE(g->check(face)) << g->check(face).why;
  Action ranks{rules::ActionKind::ChangeFormation, kRegulars};
  ranks.option = 3;
  ASSERT_TRUE(g->check(ranks)) << g->check(ranks).why;
  g->apply(ranks, dice, sink);
  EXPECT_EQ(g->table().unit(kRegulars).ranks, 3);
  EXPECT_EQ(g->table().block(g->table().unit(kRegulars)).width, 2 * 60 * kMillimetre);
}

// About Face is automatic for Swift units (the militia spearmen): a second in the same phase
// would only undo the first and, needing no roll, could go on for ever; it is refused until
// the unit's next phase.
TEST(RobertsMovement, ASwiftUnitFacesAboutOnceAPhase) {
  auto g = startGame(sharedTables(), flatTable(), standard());
  Dice dice(1, {});  // nothing to roll
  NullSink sink;
  Action about{rules::ActionKind::Wheel, kMilitia};
  about.facing = kHalfTurn;
  ASSERT_TRUE(g->check(about)) << g->check(about).why;
  g->apply(about, dice, sink);
  EXPECT_EQ(g->table().unit(kMilitia).pose.facing, kHalfTurn);
  about.facing = 0;
  const Verdict again = g->check(about);
  EXPECT_FALSE(again);
  EXPECT_NE(again.why.find("faces about once a phase"), std::string::npos) << again.why;
  const auto legal = g->legalActions();
  EXPECT_EQ(std::count(legal.begin(), legal.end(), about), 0);
  // Through the phases to side one's next Action Phase: it may face about again.
  const Action endPhase{rules::ActionKind::EndTurn};
  Dice rest(3);
  do {
    g->apply(endPhase, rest, sink);
  } while (!(g->clock().phase() == Phase::Action && g->phase().sideToAct == Side::One));
  EXPECT_TRUE(g->check(about)) << g->check(about).why;
}

TEST(RobertsMovement, NoTurnOrFormationMakesNewContact) {
  Deployment d = standard();
  // Crossbowmen just behind the second lancers: turning to the right about its middle, the
  // lancers' line (wider than it is deep) would reach into them.
  d.sides[1].units[0].front = at(9, -17);
  d.sides[1].units[0].facing = 0;
  auto g = startGame(sharedTables(), flatTable(), d);
  Action face{rules::ActionKind::Wheel, kSecondLancers};
  face.facing = kQuarterTurn;
  const Verdict v = g->check(face);
  EXPECT_FALSE(v);
  EXPECT_NE(v.why.find("no new contact"), std::string::npos) << v.why;
}
