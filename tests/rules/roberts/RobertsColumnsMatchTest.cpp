// Columns out of line through the match: the lancers' left-hand column Pushed Back by a deep
// column of crossbowmen that stands against it alone stands apart from its unit; the unit may
// not march or charge until it is whole; the column rejoins by an Action Roll of its own.
#include <gtest/gtest.h>

#include <algorithm>

#include "RobertsGameBed.h"
#include "rules/roberts/CombatPhase.h"

using namespace sandtable;
using namespace sandtable::rules;
using namespace sandtable::rules::roberts;
using namespace sandtable::test::roberts;

namespace {

const Action kEndPhase{rules::ActionKind::EndTurn};
constexpr UnitId kLancers = 0;
constexpr UnitId kCrossbows = 1;

// The lancers (three stands in a rank) facing north at y = -10; the crossbowmen one file wide,
// ten deep, against the lancers' left-hand stand. Their combat goes to the crossbowmen (the
// lancers' 2 against their 12), who decline to Pursue; then on to side one's next Action Phase.
std::unique_ptr<RobertsGame> leftColumnPushedBack() {
  Deployment d = emptyDeployment();
  d.sides[0].army.leaders.clear();
  auto probe = startGame(sharedTables(), flatTable(), [&] {
    Deployment p = d;
    p.sides[0].units = {place("lancers", at(0, -10), 0)};
    return p;
  }());
  const Length w = probe->table().setupOf(0).standWidth;
  d.sides[0].units = {place("lancers", at(0, -10), 0)};
  d.sides[1].units = {place("crossbows", Point{at(0, -10).x - w, at(0, -10).y}, kHalfTurn, 10)};
  auto g = startGame(sharedTables(), flatTable(), d);
  Dice dice(1, {1, 1, 6, 6});
  EventList events;
  for (int i = 0; i < 4; ++i) g->apply(kEndPhase, dice, events);
  EXPECT_EQ(g->clock().phase(), Phase::Combat);
  const auto pairs = pairsBetween(g->table(), kLancers, kCrossbows);
  EXPECT_EQ(pairs.size(), 1u);
  g->apply({rules::ActionKind::ResolveMelee, kLancers, kCrossbows}, dice, events);
  Action decline{rules::ActionKind::FollowUp, kCrossbows, kLancers};
  g->apply(decline, dice, events);
  for (int guard = 0; guard < 12; ++guard) {
    if (g->clock().phase() == Phase::Action && g->clock().acting() == Side::One &&
        g->halfTurnCount() > 1)
      break;
    g->apply(kEndPhase, dice, events);
  }
  EXPECT_EQ(g->clock().phase(), Phase::Action);
  EXPECT_EQ(g->invariantProblem(), "");
  return g;
}

Action rejoinOf(int column) {
  Action a{rules::ActionKind::Move, kLancers};
  a.option = kRejoinOption + column;
  return a;
}

}  // namespace

TEST(RobertsColumnsMatch, APushedBackColumnStandsApartAndTheUnitMayNotMarch) {
  auto g = leftColumnPushedBack();
  const UnitState& u = g->table().unit(kLancers);
  ASSERT_EQ(g->table().columnsApart(u), std::vector<bool>({true, false, false}));
  Action march{rules::ActionKind::Move, kLancers};
  march.point = u.pose.front + heading(u.pose.facing, 2 * kInch);
  EXPECT_EQ(g->check(march).why, kOutOfLine);
  Action turn{rules::ActionKind::Wheel, kLancers};
  turn.facing = normalizeAngle(u.pose.facing + kQuarterTurn);
  EXPECT_EQ(g->check(turn).why, kOutOfLine);
  EXPECT_EQ(g->check({rules::ActionKind::Charge, kLancers, kCrossbows}).why, kOutOfLine);
  // The main body stands in line already: only the column apart has anything to do.
  const auto legal = g->legalActions();
  EXPECT_NE(std::find(legal.begin(), legal.end(), rejoinOf(0)), legal.end());
  EXPECT_FALSE(g->check(rejoinOf(1)));
  // 'Stands which become separated from the main body of their unit must make individual
  // Action Rolls': the column's own.
  EXPECT_EQ(g->requestOf(rejoinOf(0)).roller, (Roller{kLancers, RollerKind::Column, 0}));
}

TEST(RobertsColumnsMatch, TheColumnRejoinsOnItsOwnRoll) {
  auto g = leftColumnPushedBack();
  Dice dice(2, {4, 4});  // the column's Action Roll: 8, +1 Elite
  EventList events;
  g->apply(rejoinOf(0), dice, events);
  const UnitState& u = g->table().unit(kLancers);
  EXPECT_TRUE(u.columnShift.empty()) << "whole again";
  EXPECT_EQ(dice.forcedLeft(), 0u);
  const bool told = std::any_of(events.events.begin(), events.events.end(), [](const Event& e) {
    return e.kind == EventKind::UnitMoved && e.text.find("into its place") != std::string::npos;
  });
  EXPECT_TRUE(told);
  // The dice log names the column that rolled.
  const bool named = std::any_of(events.events.begin(), events.events.end(), [](const Event& e) {
    return e.kind == EventKind::DiceRolled &&
           e.text.find("Movement Action of column 1 of ") != std::string::npos;
  });
  EXPECT_TRUE(named);
  // Whole, it marches again.
  Action march{rules::ActionKind::Move, kLancers};
  march.point = u.pose.front - heading(u.pose.facing, 2 * kInch);
  march.option = kRetrogradeOption;
  EXPECT_NE(g->check(march).why, kOutOfLine);
}

TEST(RobertsColumnsMatch, AColumnThatFailsItsRollStaysApartAndTheUnitStillActs) {
  auto g = leftColumnPushedBack();
  Dice dice(2, {1, 1});  // 2, +1 Elite: fails
  EventList events;
  g->apply(rejoinOf(0), dice, events);
  const UnitState& u = g->table().unit(kLancers);
  EXPECT_EQ(g->table().columnsApart(u), std::vector<bool>({true, false, false}));
  EXPECT_FALSE(g->check(rejoinOf(0))) << "a failed roll ends the column's Actions this phase";
  // The unit's own roll is another: its main body may still take an Action (a Set, a volley).
  EXPECT_FALSE(g->ledger().hasFailed(Roller{kLancers, RollerKind::Unit, 0}));
}
