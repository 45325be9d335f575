// 000 Melee Combat, FOR EXAMPLE: the Disrupted elite lancers (+4 charging) against the
// crossbowmen (+0): 12 against 3, 8 against 9 pushing the cavalry back, 10 against 6; the
// chart's steps; flank and rear; the Vulnerable stand's half retreat on a Fall Back of 4.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/ActionRoll.h"
#include "rules/roberts/Melee.h"
#include "rules/roberts/MissileFire.h"
#include "rules/roberts/Retreat.h"

using sandtable::rules::Dice;

using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

namespace {

// The example's stands after the volley: the cavalry Disrupted.
Fighter cavalry() {
  Fighter f = fighterOf(bed::tables(), Scale::Mm25, bed::eliteLancers());
  disrupt(f);
  return f;
}
Fighter crossbowman() { return fighterOf(bed::tables(), Scale::Mm25, bed::crossbowmen()); }

MeleeSituation charging() {
  MeleeSituation s;
  s.charging = true;
  return s;
}

}  // namespace

// "+5 (cavalry's AV, including lances), -2 (crossbowmen's DV), +1 (shock unit charging), for a
// final modifier of +4"; "+3 (their AV), -4 (cavalry's DV), +1 (enemy is Disrupted), for a
// final result of +0".
TEST(RobertsMelee, TheChargingLancersAreAtPlusFourAndTheCrossbowmenAtNothing) {
  const Tables& t = bed::tables();
  const auto cav = meleeModifiers(t, cavalry(), crossbowman(), charging());
  ASSERT_EQ(cav.size(), 3u);
  EXPECT_EQ(cav[0].label, "AV");
  EXPECT_EQ(cav[0].value, 5);
  EXPECT_EQ(cav[1].value, -2);
  EXPECT_EQ(cav[2].label, "Shock unit charging");
  EXPECT_EQ(cav[2].value, 1);
  const auto bows = meleeModifiers(t, crossbowman(), cavalry(), {});
  ASSERT_EQ(bows.size(), 3u);
  EXPECT_EQ(bows[0].value, 3);
  EXPECT_EQ(bows[1].value, -4);
  EXPECT_EQ(bows[2].label, "enemy is Disrupted");
  EXPECT_EQ(bows[2].value, 1);
}

// "the cavalry dice are 8 modified to 12, vs. the archer' roll of 3. The lower of the two
// results of a simultaneous attack is ignored. The "12" scores one hit and a Push Back".
TEST(RobertsMelee, TheCentralCombatTwelveAgainstThreeIsAHitAndAPushBack) {
  const Tables& t = bed::tables();
  Dice dice(0, {4, 4, 1, 2});
  const Simultaneous s = rollSimultaneous(t, cavalry(), charging(), crossbowman(), {}, dice);
  EXPECT_EQ(s.first.total, 12);
  EXPECT_EQ(s.second.total, 3);
  EXPECT_EQ(s.counts, Counts::First);
  EXPECT_TRUE(s.result.pushBack);
  EXPECT_EQ(s.result.hits, 1);
  EXPECT_EQ(s.second.outcome, "ignored: the lower roll");
}

// "He rolls a "4", modified to a "8", versus the Reacting Player's roll of 9, no modifiers.
// Only the "9" counts. The cavalry stand is Pushed Back." (No hit: the cavalry still have the
// 2 hits of the volley at the end.)
TEST(RobertsMelee, TheLefthandCombatEightAgainstNinePushesTheCavalryBack) {
  const Tables& t = bed::tables();
  Dice dice(0, {2, 2, 4, 5});
  const Simultaneous s = rollSimultaneous(t, cavalry(), charging(), crossbowman(), {}, dice);
  EXPECT_EQ(s.first.total, 8);
  EXPECT_EQ(s.second.total, 9);
  EXPECT_EQ(s.counts, Counts::Second);
  EXPECT_TRUE(s.result.pushBack);
  EXPECT_EQ(s.result.hits, 0);
}

// "The Acting Player rolls a "6," modified to a "10," versus the Reacting Player's unmodified
// "6." The "10" counts, scoring one hit and a Push Back."
TEST(RobertsMelee, TheRighthandCombatTenAgainstSixIsAHitAndAPushBack) {
  const Tables& t = bed::tables();
  Dice dice(0, {3, 3, 5, 1});
  const Simultaneous s = rollSimultaneous(t, cavalry(), charging(), crossbowman(), {}, dice);
  EXPECT_EQ(s.first.total, 10);
  EXPECT_EQ(s.second.total, 6);
  EXPECT_EQ(s.counts, Counts::First);
  EXPECT_TRUE(s.result.pushBack);
  EXPECT_EQ(s.result.hits, 1);
}

// 7 Pushes Back; 10 one hit (9 none, from the example); 13 two (12 one).
TEST(RobertsMelee, TheChartsSteps) {
  const Tables& t = bed::tables();
  EXPECT_FALSE(meleeResultOf(t, 6).pushBack);
  EXPECT_TRUE(meleeResultOf(t, 7).pushBack);
  EXPECT_EQ(meleeResultOf(t, 9).hits, 0);
  EXPECT_EQ(meleeResultOf(t, 10).hits, 1);
  EXPECT_EQ(meleeResultOf(t, 12).hits, 1);
  EXPECT_EQ(meleeResultOf(t, 13).hits, 2);
}

TEST(RobertsMelee, ATieCountsNeitherRoll) {
  const Tables& t = bed::tables();
  Dice dice(0, {3, 3, 5, 5});  // 6 + 4 against 10 + 0
  const Simultaneous s = rollSimultaneous(t, cavalry(), charging(), crossbowman(), {}, dice);
  EXPECT_EQ(s.counts, Counts::Neither);
  EXPECT_FALSE(s.result.pushBack);
  EXPECT_EQ(s.result.hits, 0);
}

// "Demoralized units suffer penalties on Action, Combat, and Morale Rolls".
TEST(RobertsMelee, ADemoralizedAttackerTakesThePenalty) {
  Fighter bows = crossbowman();
  bows.actor.demoralized = true;
  const auto mods = meleeModifiers(bed::tables(), bows, cavalry(), {});
  ASSERT_EQ(mods.size(), 4u);
  EXPECT_EQ(mods[3].label, "Demoralized");
  EXPECT_EQ(mods[3].value, -1);
}

// "Impetuous ... receive a bonus to AV when charging"; Shock's depends upon the terrain.
TEST(RobertsMelee, ChargeBonusesAndTheSituation) {
  const Tables& t = bed::tables();
  const Fighter wild = fighterOf(t, Scale::Mm25, bed::spearmen(6, {"impetuous"}));
  MeleeSituation s = charging();
  s.uphill = true;
  s.secondRankSupport = true;
  const auto mods = meleeModifiers(t, wild, crossbowman(), s);
  int total = 0;
  for (const auto& m : mods) total += m.value;
  EXPECT_EQ(total, 5 - 2 + 1 - 1 + 1);  // attacking uphill is against the attacker
  MeleeSituation rough = charging();
  rough.shockTerrain = false;
  int cav = 0;
  for (const auto& m : meleeModifiers(t, cavalry(), crossbowman(), rough)) cav += m.value;
  EXPECT_EQ(cav, 3);
}

// "A stand attacked in the flank or rear ... cannot retreat."
TEST(RobertsRetreat, StandsHitInTheFlankOrRearCannotRetreat) {
  const Tables& t = bed::tables();
  const RetreatNeed need = retreatNeedOf(t, crossbowman(), true, false);
  EXPECT_FALSE(need.canRetreat);
  EXPECT_EQ(retreatDepths(t, need), 0);
  EXPECT_EQ(retreatDepths(t, retreatNeedOf(t, crossbowman(), false, false)), 1);
  const Fighter engine = fighterOf(
      t, Scale::Mm25,
      bed::unit(TroopKind::Artillery, 1, "hand_weapons", "shield", {}, "bolt_shooter", false));
  EXPECT_FALSE(retreatNeedOf(t, engine, false, false).canRetreat);
}

// "the cavalry -- due to being a Heavy Mounted unit type, which is automatically a Shock unit --
// is Vulnerable during a charge ... Modifiers to the Action Roll are: -1 (Disrupted) and +1
// (Elite), for a net result of no modifier. The dice are rolled -- "4", a failure. The stand
// only retreats half of the normal distance."
TEST(RobertsRetreat, TheVulnerableCavalryRetreatHalfOnAFallBackOfFour) {
  const Tables& t = bed::tables();
  const Fighter cav = cavalry();
  EXPECT_FALSE(isVulnerable(cav, false));
  const RetreatNeed need = retreatNeedOf(t, cav, false, true);
  ASSERT_TRUE(need.canRetreat);
  ASSERT_TRUE(need.mustRollFallBack);
  Dice dice(0, {1, 3});
  const auto roll = rollAction(t, cav.actor, ActionKind::FallBack, dice);
  EXPECT_EQ(roll.total, 4);
  EXPECT_FALSE(succeeded(t, roll));
  EXPECT_DOUBLE_EQ(retreatDepths(t, need, succeeded(t, roll)), 0.5);
  EXPECT_DOUBLE_EQ(retreatDepths(t, need, true), 1);
}
