// Morale Rolls (000 Charging, Casualties and Morale): the Disrupted cavalry's check of 8 to lead
// their charge, Break Checks and their modifiers, Fanatics, and a leader's check.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/Fighter.h"
#include "rules/roberts/MissileFire.h"
#include "rules/roberts/Morale.h"

using sandtable::rules::Dice;

using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

// "the cavalry are now Reluctant, and must pass a Morale Check in order to charge. No modifiers
// happen to apply to this Morale Check, so the Acting Player must simply tie or beat a "7" on
// two dice. He rolls an "8," and the cavalry moves into contact."
TEST(RobertsMorale, TheDisruptedCavalryPassTheirCheckToChargeOnAnEight) {
  const Tables& t = bed::tables();
  Fighter cav = fighterOf(t, Scale::Mm25, bed::eliteLancers());
  EXPECT_FALSE(mustCheckToLeadCharge(cav.actor));
  disrupt(cav);
  EXPECT_TRUE(mustCheckToLeadCharge(cav.actor));
  EXPECT_TRUE(moraleModifiers(t, cav.actor).empty());
  Dice dice(0, {5, 3});
  const auto roll = rollMorale(t, cav.actor, MoraleCheck::LeadCharge, dice);
  EXPECT_EQ(roll.total, 8);
  EXPECT_TRUE(passed(t, roll));
  EXPECT_EQ(roll.text(),
            "000 Charging: Morale Check to lead a charge: 2d6 (5,3) = 8, needs 7+: passes");
}

TEST(RobertsMorale, SevenPassesAndSixFails) {
  const Tables& t = bed::tables();
  const Actor a = actorOf(t, bed::crossbowmen());
  Dice dice(0, {3, 4, 3, 3});
  EXPECT_TRUE(passed(t, rollMorale(t, a, MoraleCheck::LeadCharge, dice)));
  EXPECT_FALSE(passed(t, rollMorale(t, a, MoraleCheck::LeadCharge, dice)));
}

TEST(RobertsMorale, BoughtReluctanceAlsoNeedsTheCheck) {
  const Actor a = actorOf(bed::tables(), bed::spearmen(6, {"reluctant"}));
  EXPECT_TRUE(mustCheckToLeadCharge(a));
}

// "a Morale Roll modified by the number of stands just lost, plus leader or Attribute effects":
// Guard +1, Unreliable -1, Demoralized -1, a leader +1, -1 a stand lost.
TEST(RobertsMorale, TheBreakChecksModifiers) {
  const Tables& t = bed::tables();
  Actor guard = actorOf(t, bed::spearmen(6, {"guard"}), AttachedLeader::Captain);
  guard.demoralized = true;
  const auto mods = moraleModifiers(t, guard, 2);
  ASSERT_EQ(mods.size(), 4u);
  EXPECT_EQ(mods[0].label, "Guard");
  EXPECT_EQ(mods[0].value, 1);
  EXPECT_EQ(mods[1].label, "Demoralized");
  EXPECT_EQ(mods[1].value, -1);
  EXPECT_EQ(mods[2].label, "Captain");
  EXPECT_EQ(mods[2].value, 1);
  EXPECT_EQ(mods[3].label, "stands lost");
  EXPECT_EQ(mods[3].value, -2);
  Dice dice(0, {4, 3});
  const auto roll = rollMorale(t, guard, MoraleCheck::Break, dice, 2);
  EXPECT_EQ(roll.total, 6);
  EXPECT_FALSE(passed(t, roll));
  const Actor shaky = actorOf(t, bed::spearmen(6, {"unreliable"}));
  const auto less = moraleModifiers(t, shaky);
  ASSERT_EQ(less.size(), 1u);
  EXPECT_EQ(less[0].value, -1);
}

// The stands lost count on a Break Check only, not on the check to lead a charge.
TEST(RobertsMorale, StandsLostCountOnlyOnABreakCheck) {
  const Tables& t = bed::tables();
  const Actor a = actorOf(t, bed::crossbowmen());
  Dice dice(0, {4, 3});
  EXPECT_EQ(rollMorale(t, a, MoraleCheck::LeadCharge, dice, 3).total, 7);
}

// Fanatic: "Immune to most morale problems"; "Fanatics are immune to all this".
TEST(RobertsMorale, FanaticsPassWithoutARoll) {
  const Tables& t = bed::tables();
  EXPECT_FALSE(passesMoraleBecause(t, actorOf(t, bed::spearmen(6, {"fanatic"}))).empty());
  EXPECT_TRUE(passesMoraleBecause(t, actorOf(t, bed::spearmen(6))).empty());
}

// "Whenever a unit with an attached leader takes a hit, the Leader must make a Break Check."
TEST(RobertsMorale, ALeadersCheckIsUnmodified) {
  const Tables& t = bed::tables();
  Dice dice(0, {1, 5, 6, 1});
  const auto fails = rollLeaderCheck(t, dice);
  EXPECT_TRUE(fails.modifiers.empty());
  EXPECT_FALSE(passed(t, fails));
  EXPECT_TRUE(passed(t, rollLeaderCheck(t, dice)));
}
