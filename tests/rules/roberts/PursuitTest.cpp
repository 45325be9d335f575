// 000 Melee Combat, Pursuit, FOR EXAMPLE: the lancers pursue at +1 (7 to 8), and their pursuit
// attacks at +2 (11 to 13, 13 to 15) score three hits each; the crossbowmen's Pursuit fails on
// a 3; the pursuit chart.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/ActionRoll.h"
#include "rules/roberts/MissileFire.h"
#include "rules/roberts/Pursuit.h"

using sandtable::rules::Dice;

using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

namespace {

Fighter cavalry() {
  Fighter f = fighterOf(bed::tables(), Scale::Mm25, bed::eliteLancers());
  disrupt(f);
  return f;
}
Fighter crossbowman() { return fighterOf(bed::tables(), Scale::Mm25, bed::crossbowmen()); }

// "the Charge Bonus no longer applies, and the lances were lost in the initial contact".
MeleeSituation pursuing() {
  MeleeSituation s;
  s.afterFirstContact = true;
  return s;
}

}  // namespace

// "Modifiers to his Action Roll are: -1 (Disrupted), +1 (Elite), and +1 (mounted unit
// attempting to Pursue), for a final modifier of +1. On a roll of 7, modified to an 8, he just
// barely succeeds..."
TEST(RobertsPursuit, TheLancersPursueOnSevenModifiedToEight) {
  const Tables& t = bed::tables();
  Dice dice(0, {3, 4});
  const auto roll = rollAction(t, cavalry().actor, ActionKind::Pursuit, dice);
  EXPECT_EQ(roll.total, 8);
  EXPECT_TRUE(succeeded(t, roll));
}

// "Modifiers to the Pursuit Combat Roll are the same as per the last combat, except that the
// Charge Bonus no longer applies, and the lances were lost ... The new modifier is +2. The
// Acting Player rolls a "11," modified to "13" -- resulting in 3 more hits"; on the right, "a
// roll of "13," modified to "15," the crossbowmen are savaged by 3 more hits."
TEST(RobertsPursuit, ThePursuitAttacksAtPlusTwoScoreThreeHitsEach) {
  const Tables& t = bed::tables();
  const auto mods = meleeModifiers(t, cavalry(), crossbowman(), pursuing());
  int total = 0;
  for (const auto& m : mods) total += m.value;
  EXPECT_EQ(total, 2);
  Dice dice(0, {5, 6});
  const PursuitAttack left = rollPursuitAttack(t, cavalry(), crossbowman(), pursuing(), dice);
  EXPECT_EQ(left.roll.total, 13);
  EXPECT_EQ(left.hits, 3);
  // The text's "13" cannot come of two dice; the total of 15 is what the chart reads.
  EXPECT_EQ(pursuitHitsOf(t, 15), 3);
}

// "There are no applicable modifiers, so the Reacting Player must simply tie or beat an "8." He
// rolls the dice -- a "3," failure, no pursuit."
TEST(RobertsPursuit, TheCrossbowmensPursuitFailsOnAThree) {
  const Tables& t = bed::tables();
  const Fighter bows = crossbowman();
  EXPECT_TRUE(actionModifiers(t, bows.actor, ActionKind::Pursuit).empty());
  Dice dice(0, {1, 2});
  const auto roll = rollAction(t, bows.actor, ActionKind::Pursuit, dice);
  EXPECT_EQ(roll.total, 3);
  EXPECT_FALSE(succeeded(t, roll));
}

// "The Pursuit is automatically successful if the enemy was unable to retreat".
TEST(RobertsPursuit, APursuitOfAStandThatCouldNotRetreatNeedsNoRoll) {
  EXPECT_FALSE(
      automaticBecause(bed::tables(), crossbowman().actor, ActionKind::Pursuit, Phase::Combat, true)
          .empty());
}

// "resulting in 1-3 hits on the enemy unit (but no additional Pushed Back results)": 7 one, 10
// two, 13 three; an Overrun adds to the roll.
TEST(RobertsPursuit, ThePursuitChartAndTheOverrun) {
  const Tables& t = bed::tables();
  EXPECT_EQ(pursuitHitsOf(t, 6), 0);
  EXPECT_EQ(pursuitHitsOf(t, 7), 1);
  EXPECT_EQ(pursuitHitsOf(t, 9), 1);
  EXPECT_EQ(pursuitHitsOf(t, 10), 2);
  EXPECT_EQ(pursuitHitsOf(t, 12), 2);
  EXPECT_EQ(pursuitHitsOf(t, 13), 3);
  MeleeSituation over = pursuing();
  over.overrun = true;
  const auto mods = meleeModifiers(t, cavalry(), crossbowman(), over);
  EXPECT_EQ(mods.back().label, "Overrun");
  EXPECT_EQ(mods.back().value, 1);
}
