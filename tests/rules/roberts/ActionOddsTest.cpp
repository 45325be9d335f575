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
