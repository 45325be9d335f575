// 003 Turn Sequence and Activation: initiative, the two sides' turns, activation rolls.
#include <gtest/gtest.h>

#include "support/MicroBattleBed.h"

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;
using namespace sandtable::test;

namespace {
MicroBattleBed twoUnitsEach() {
  MicroBattleBed bed;
  bed.add(Side::One, "heavy_infantry", 1, 0);
  bed.add(Side::One, "heavy_infantry", 2, 0);
  bed.add(Side::Two, "warband", 1, 5);
  bed.add(Side::Two, "warband", 2, 5);
  return bed;
}
}  // namespace

TEST(MicroBattleTurn, InitiativeWinnerGoesFirst) {
  auto game = twoUnitsEach().build();
  Dice dice(0, {3, 5});
  EventList events;
  play(*game, {ActionKind::RollInitiative}, dice, events);
  EXPECT_EQ(game->currentPhase(), Phase::Activation);
  EXPECT_EQ(game->sideToAct(), Side::Two);
  const auto r = rolls(events);
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[0].rule, "003 Turn Sequence (Initiative)");
  EXPECT_EQ(r[0].outcome, "loses");
  EXPECT_EQ(r[1].outcome, "wins");
}

TEST(MicroBattleTurn, InitiativeTiesRollAgain) {
  auto game = twoUnitsEach().build();
  Dice dice(0, {4, 4, 6, 2});
  EventList events;
  play(*game, {ActionKind::RollInitiative}, dice, events);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_EQ(game->sideToAct(), Side::One);
  EXPECT_EQ(rolls(events).size(), 4u);
  EXPECT_EQ(rolls(events)[0].outcome, "tie, both roll again");
}

TEST(MicroBattleTurn, ActivationIsTheHigherOfTwoDice) {
  auto game = twoUnitsEach().build();
  Dice dice(0, {6, 1, 2, 5});
  EventList events;
  play(*game, {ActionKind::RollInitiative}, dice, events);
  play(*game, {ActionKind::RollActivation}, dice, events);
  EXPECT_EQ(game->currentPhase(), Phase::Actions);
  EXPECT_EQ(game->activationsLeft(), 5);
  const RollRecord act = rolls(events).back();
  EXPECT_EQ(act.rule, "003 Activation");
  EXPECT_EQ(act.faces, (std::vector<int>{2, 5}));
  EXPECT_EQ(act.base, 5);
}

TEST(MicroBattleTurn, OnlyThatManyUnitsMayAct) {
  MicroBattleBed bed;
  const UnitId cav = bed.add(Side::One, "cavalry", 1, 0);
  const UnitId other = bed.add(Side::One, "heavy_infantry", 2, 0);
  bed.add(Side::Two, "warband", 1, 5);
  auto game = bed.build();
  startActions(*game, 1);
  Dice dice(0);
  NullSink sink;
  play(*game, moveTo(cav, 1, 1), dice, sink);
  EXPECT_EQ(game->activationsLeft(), 0);
  // The activated unit may go on (cavalry moves 2), the others may not.
  EXPECT_TRUE(game->check(moveTo(cav, 1, 2)).legal);
  const Verdict otherMove = game->check(moveTo(other, 2, 1));
  EXPECT_FALSE(otherMove.legal);
  EXPECT_NE(otherMove.why.find("no activations"), std::string::npos);
}

TEST(MicroBattleTurn, AUnitActivatesOncePerTurn) {
  MicroBattleBed bed = twoUnitsEach();
  bed.add(Side::One, "heavy_infantry", 5, 0);  // a third unit keeps the turn going
  auto game = bed.build();
  startActions(*game, 6);
  Dice dice(0);
  NullSink sink;
  play(*game, moveTo(0, 1, 1), dice, sink);
  play(*game, moveTo(1, 2, 1), dice, sink);  // switching units ends unit 0's activation
  const Verdict again = game->check(attack(0, 2));
  EXPECT_FALSE(again.legal);
  EXPECT_NE(again.why.find("already been activated"), std::string::npos);
}

TEST(MicroBattleTurn, SecondSideActsAfterTheFirstThenANewTurn) {
  auto game = twoUnitsEach().build();
  startActions(*game, 2);
  Dice dice(0, {1, 1, 3, 6});
  EventList events;
  play(*game, {ActionKind::EndTurn}, dice, events);
  EXPECT_EQ(game->sideToAct(), Side::Two);
  EXPECT_EQ(game->currentPhase(), Phase::Activation);
  play(*game, {ActionKind::RollActivation}, dice, events);
  EXPECT_EQ(game->activationsLeft(), 1);
  play(*game, {ActionKind::EndTurn}, dice, events);
  EXPECT_EQ(game->turn(), 2);
  EXPECT_EQ(game->currentPhase(), Phase::Initiative);
  EXPECT_TRUE(hasEvent(events, EventKind::TurnBegan));
}

TEST(MicroBattleTurn, TheTurnEndsByItselfWhenNothingIsLeftToDo) {
  auto game = twoUnitsEach().build();
  startActions(*game, 1);
  Dice dice(0);
  EventList events;
  // Unit 0 moves its one square; with no activation left nothing else can act.
  play(*game, moveTo(0, 1, 1), dice, events);
  EXPECT_EQ(game->sideToAct(), Side::Two);
  EXPECT_TRUE(hasEvent(events, EventKind::TurnEnded));
}

TEST(MicroBattleTurn, RollsAreOnlyLegalInTheirPhase) {
  auto game = twoUnitsEach().build();
  EXPECT_FALSE(game->check({ActionKind::RollActivation}).legal);
  EXPECT_FALSE(game->check(moveTo(0, 1, 1)).legal);
  EXPECT_FALSE(game->check({ActionKind::EndTurn}).legal);
  const auto legal = game->legalActions();
  ASSERT_EQ(legal.size(), 1u);
  EXPECT_EQ(legal[0].kind, ActionKind::RollInitiative);
  Action withUnit{ActionKind::RollInitiative, 0};
  EXPECT_FALSE(game->check(withUnit).legal) << "actions must be canonical";
}
