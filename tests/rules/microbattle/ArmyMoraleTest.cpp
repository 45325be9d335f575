// 003 Morale: below half strength an army rolls for each unit it loses; 4+ fights on,
// otherwise it retreats and the game ends. An army with no units left has lost.
#include <gtest/gtest.h>

#include "support/MicroBattleBed.h"

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;
using namespace sandtable::test;

namespace {
// Four legions face four warbands square to square; once every warband is SHAKEN, each
// legion's hit with a failed Def roll routs one.
struct MoraleBed {
  MicroBattleBed bed;
  std::vector<UnitId> legions;
  std::vector<UnitId> targets;
  MoraleBed() {
    for (int c = 0; c < 4; ++c) {
      legions.push_back(bed.add(Side::One, "heavy_infantry", c * 2, 2));
      targets.push_back(bed.add(Side::Two, "warband", c * 2, 3));
    }
  }
  // Builds the game and plays side one's first turn: every legion hits its warband and
  // every Def roll fails, so all four warbands are SHAKEN.
  std::unique_ptr<MicroBattleGame> buildAllShaken() const {
    auto game = bed.build();
    startActions(*game, 6);
    NullSink sink;
    Dice shake(0, {6, 2, 6, 2, 6, 2, 6, 2});
    for (std::size_t i = 0; i < 4; ++i) play(*game, attack(legions[i], targets[i]), shake, sink);
    return game;
  }
  // Side two rolls 1 for activation and passes; turn 2 side one goes first with 6.
  static void passToTurnTwo(MicroBattleGame& game) {
    NullSink sink;
    Dice pass(0, {1, 1});
    play(game, {ActionKind::RollActivation}, pass, sink);
    play(game, {ActionKind::EndTurn}, pass, sink);
    startActions(game, 6);
  }
};

}  // namespace

TEST(MicroBattleMorale, RollsStartBelowHalfAndTheArmyRetreatsOnAFailure) {
  MoraleBed m;
  auto game = m.buildAllShaken();
  ASSERT_EQ(game->sideToAct(), Side::Two) << "side one's turn ended when nothing was left to do";
  MoraleBed::passToTurnTwo(*game);

  EventList events;
  // First loss: 3 of 4 left (75 %): no roll.
  Dice d1(0, {6, 2});
  play(*game, attack(m.legions[0], m.targets[0]), d1, events);
  EXPECT_FALSE(hasEvent(events, EventKind::ArmyMoraleTested));
  // Second loss: 2 of 4 (50 %): not below half, no roll.
  Dice d2(0, {6, 2});
  play(*game, attack(m.legions[1], m.targets[1]), d2, events);
  EXPECT_FALSE(hasEvent(events, EventKind::ArmyMoraleTested));
  // Third loss: 1 of 4 (25 %): roll; a 4 fights on.
  Dice d3(0, {6, 2, 4});
  play(*game, attack(m.legions[2], m.targets[2]), d3, events);
  EXPECT_TRUE(hasEvent(events, EventKind::ArmyMoraleTested));
  EXPECT_FALSE(game->result().over);
  EXPECT_EQ(rolls(events).back().rule, "003 Morale");
  EXPECT_EQ(rolls(events).back().outcome, "the army fights on");
}

TEST(MicroBattleMorale, AFailedMoraleRollEndsTheGame) {
  MoraleBed m;
  auto game = m.buildAllShaken();
  MoraleBed::passToTurnTwo(*game);
  EventList events;
  Dice d(0, {6, 2, 6, 2, 6, 2, 3});  // three routs; the roll at 1 of 4 left is a 3
  for (std::size_t i = 0; i < 3; ++i) play(*game, attack(m.legions[i], m.targets[i]), d, events);
  const Result r = game->result();
  EXPECT_TRUE(r.over);
  EXPECT_EQ(r.winner, Side::One);
  EXPECT_EQ(r.ending, Ending::ArmyRetreated);
  EXPECT_NE(r.reason.find("retreats"), std::string::npos);
  EXPECT_EQ(game->currentPhase(), Phase::Over);
  EXPECT_TRUE(game->legalActions().empty());
  EXPECT_FALSE(game->check({ActionKind::EndTurn}).legal);
}

TEST(MicroBattleMorale, LosingTheLastUnitLosesTheBattle) {
  MicroBattleBed bed;
  const UnitId legion = bed.add(Side::One, "heavy_infantry", 3, 4);
  const UnitId last = bed.add(Side::Two, "warband", 3, 5);
  auto game = bed.build();
  startActions(*game, 1);
  Dice dice(0, {6, 1});  // hit; a 1 on its own baseline: it cannot retreat and routs
  NullSink sink;
  play(*game, attack(legion, last), dice, sink);
  EXPECT_TRUE(game->result().over);
  EXPECT_EQ(game->result().winner, Side::One);
  EXPECT_EQ(game->result().ending, Ending::ArmyDestroyed);
  EXPECT_NE(game->result().reason.find("destroyed"), std::string::npos);
}
