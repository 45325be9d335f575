// The chance of an Action Roll from core DiceOdds, checked against every way two dice fall.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/ActionRoll.h"
#include "rules/roberts/Attempt.h"

using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

TEST(RobertsActionOdds, TheChanceMatchesEveryWayTheDiceFall) {
  const Tables& t = bed::tables();
  for (int modifier = -6; modifier <= 8; ++modifier) {
    int ways = 0;
    for (int a = 1; a <= 6; ++a)
      for (int b = 1; b <= 6; ++b) ways += a + b + modifier >= 8 ? 1 : 0;
    EXPECT_DOUBLE_EQ(actionRollChance(t, modifier), ways / 36.0) << modifier;
  }
  EXPECT_DOUBLE_EQ(actionRollChance(t, 0), 15 / 36.0);
  EXPECT_DOUBLE_EQ(actionRollChance(t, 1), 21 / 36.0);  // the spearmen's Movement
}

// chanceOf: 1 for an automatic Action, the roll's chance with the actor's modifiers otherwise.
TEST(RobertsActionOdds, AnAttemptsChanceCountsItsModifiersAndAutomaticActions) {
  const Tables& t = bed::tables();
  Actor spearmen =
      actorOf(t, bed::spearmen(9, {"militia", "swift", "impetuous"}), AttachedLeader::Captain);
  spearmen.moving = true;
  const PhaseLedger ledger(Phase::Action);
  EXPECT_DOUBLE_EQ(chanceOf(t, ledger, spearmen, {{0}, ActionKind::Movement}), 21 / 36.0);
  EXPECT_DOUBLE_EQ(chanceOf(t, ledger, spearmen, {{0}, ActionKind::AboutFace}), 1.0);  // Swift
  Actor regulars = actorOf(t, bed::spearmen(4));
  regulars.moving = true;
  EXPECT_DOUBLE_EQ(chanceOf(t, ledger, regulars, {{1}, ActionKind::Stop}), 1.0);
  EXPECT_DOUBLE_EQ(chanceOf(t, ledger, regulars, {{1}, ActionKind::ChangeFace}), 15 / 36.0);
}

// The odds a rules::Game will give of an Action: the chance of success, and the outcome in words.
TEST(RobertsActionOdds, TheGamesOddsOfAnAction) {
  const Tables& t = bed::tables();
  const Actor cavalry = actorOf(t, bed::eliteLancers());
  const PhaseLedger ledger(Phase::Action);
  const auto odds = oddsOf(t, ledger, cavalry, {{2}, ActionKind::Movement});
  EXPECT_DOUBLE_EQ(odds.success, 21 / 36.0);  // Elite: 7 or more on two dice
  ASSERT_EQ(odds.outcomes.size(), 1u);
  EXPECT_EQ(odds.outcomes[0].outcome, "the Movement Action succeeds");
  EXPECT_DOUBLE_EQ(
      oddsOf(t, ledger, cavalry, {{2}, ActionKind::Movement, true, false, GeneralHelp{0, 4}})
          .success,
      1.0);
}
