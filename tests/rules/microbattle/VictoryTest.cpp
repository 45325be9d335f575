// Scenario victory at the turn limit: a draw, the larger share of the army, or objectives.
#include <gtest/gtest.h>

#include "support/MicroBattleBed.h"

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;
using namespace sandtable::test;

namespace {
// Plays out turns in which both sides do nothing until the game ends.
void passTurns(Game& game) {
  Dice dice(1);
  NullSink sink;
  for (int guard = 0; guard < 100 && !game.result().over; ++guard) {
    const PhaseInfo p = game.phase();
    if (p.phase == "initiative") game.apply({ActionKind::RollInitiative}, dice, sink);
    else if (p.phase == "activation") game.apply({ActionKind::RollActivation}, dice, sink);
    else game.apply({ActionKind::EndTurn}, dice, sink);
  }
}
}  // namespace

TEST(MicroBattleVictory, DrawAtTheTurnLimit) {
  MicroBattleBed bed;
  bed.turnLimit = 2;
  bed.atLimit = TurnLimitOutcome::Draw;
  bed.add(Side::One, "heavy_infantry", 0, 0);
  bed.add(Side::Two, "warband", 7, 5);
  auto game = bed.build();
  passTurns(*game);
  EXPECT_TRUE(game->result().over);
  EXPECT_EQ(game->result().winner, Side::None);
  EXPECT_EQ(game->result().ending, Ending::TurnLimit);
  EXPECT_EQ(game->turn(), 2);
}

TEST(MicroBattleVictory, StrengthAtTheTurnLimit) {
  MicroBattleBed bed;
  bed.turnLimit = 1;
  bed.add(Side::One, "heavy_infantry", 3, 2);
  bed.add(Side::One, "heavy_infantry", 0, 0);
  const UnitId wb = bed.add(Side::Two, "warband", 3, 3);
  bed.add(Side::Two, "warband", 7, 5);
  auto game = bed.build();
  startActions(*game, 1);
  Dice dice(0, {6, 4, 1, 1});  // shaken only; strength counts units, so still equal
  NullSink sink;
  play(*game, attack(0, wb), dice, sink);
  play(*game, {ActionKind::RollActivation}, dice, sink);
  play(*game, {ActionKind::EndTurn}, dice, sink);
  EXPECT_TRUE(game->result().over);
  EXPECT_EQ(game->result().winner, Side::None) << "equal units at the limit: a draw";
}

TEST(MicroBattleVictory, ObjectivesAtTheTurnLimit) {
  MicroBattleBed bed;
  bed.turnLimit = 1;
  bed.atLimit = TurnLimitOutcome::Objectives;
  bed.objectives = {{"the ford", {3, 3}}};
  bed.add(Side::One, "heavy_infantry", 0, 0);
  bed.add(Side::Two, "warband", 3, 3);
  auto game = bed.build();
  passTurns(*game);
  EXPECT_EQ(game->result().winner, Side::Two);
  EXPECT_NE(game->result().reason.find("objectives"), std::string::npos);
}
