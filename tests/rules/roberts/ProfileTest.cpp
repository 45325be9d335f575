// 000 The Stands: AV-DV (MAV) from the figures, the weapon and the armour, as the examples give
// them.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/Profile.h"

using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

// "Attack Value is ( 4 figures x 1 AV ) + 1 AV bonus = 5 AV. Defense Value is 4 figures x 1 DV
// = 4 DV ... The stand is recorded as a '5-4.'"
TEST(RobertsProfile, SpearmenAreFiveFour) {
  const Profile p = profileOf(bed::tables(), Scale::Mm25, bed::spearmen());
  EXPECT_EQ(p.figures, 4);
  EXPECT_EQ(p.av, 5);
  EXPECT_EQ(p.dv, 4);
  EXPECT_EQ(p.mav, 0);
  EXPECT_EQ(p.text(), "5-4");
}

// "the shield saves the stand from receiving a DV penalty": the same spearmen without it.
TEST(RobertsProfile, WithoutTheShieldTheStandTakesTheDvPenalty) {
  UnitLine u = bed::spearmen();
  u.armour = "poor";
  EXPECT_EQ(profileOf(bed::tables(), Scale::Mm25, u).text(), "5-3");
}

// Missile Fire and Melee examples: "+3 (crossbowmen MAV)", "-2 (crossbowmen's DV)", "+3 (their
// AV)".
TEST(RobertsProfile, CrossbowmenAreThreeTwoWithMissileThree) {
  const Profile p = profileOf(bed::tables(), Scale::Mm25, bed::crossbowmen());
  EXPECT_EQ(p.av, 3);
  EXPECT_EQ(p.dv, 2);
  EXPECT_EQ(p.mav, 3);
  EXPECT_EQ(p.text(), "3-2 (3)");
  EXPECT_EQ(bed::tables().missile("crossbow")->armourPiercing, 1);  // "+1 (armor-piercing bonus)"
}

// "+5 (cavalry's AV, including lances)", "-4 (cavalry's DV)", and "the lances were lost in the
// initial contact (bringing the AV down by 1)".
TEST(RobertsProfile, EliteLancersAreFiveFourAndFourWithoutTheirLances) {
  const Tables& t = bed::tables();
  const UnitLine lancers = bed::eliteLancers();
  const Profile p = profileOf(t, Scale::Mm25, lancers);
  EXPECT_EQ(p.av, 5);
  EXPECT_EQ(p.dv, 4);
  const Weapon* lance = t.weapon(lancers.weapon);
  ASSERT_NE(lance, nullptr);
  EXPECT_TRUE(lance->lostAfterFirstContact);
  EXPECT_EQ(p.av - lance->av, 4);
}

// The figures, and so the values, are the same at both scales; the bases are smaller at 15mm.
TEST(RobertsProfile, ValuesDoNotChangeWithTheScale) {
  const Tables& t = bed::tables();
  EXPECT_EQ(profileOf(t, Scale::Mm15, bed::spearmen()).text(), "5-4");
  for (const TroopType& type : t.troops) {
    EXPECT_LT(type.bases[1].widthMm, type.bases[0].widthMm) << type.name;
    EXPECT_LE(type.bases[1].depthMm, type.bases[0].depthMm) << type.name;
  }
}

// "Heavier units fit more figures per stand, and they have shallower base depths": 4 heavy foot,
// 3 medium, 1 skirmisher; the cavalry's "deeper base" than the crossbowmen they pursue.
TEST(RobertsProfile, HeavierTroopsHaveMoreFiguresAndShallowerBases) {
  const Tables& t = bed::tables();
  const auto& hf = t.troop(TroopKind::HeavyFoot).bases[0];
  const auto& mf = t.troop(TroopKind::MediumFoot).bases[0];
  const auto& sk = t.troop(TroopKind::Skirmisher).bases[0];
  const auto& hm = t.troop(TroopKind::HeavyMounted).bases[0];
  const auto& lm = t.troop(TroopKind::LightMounted).bases[0];
  EXPECT_EQ(hf.figures, 4);
  EXPECT_EQ(mf.figures, 3);
  EXPECT_EQ(sk.figures, 1);
  EXPECT_LT(hf.depthMm, mf.depthMm);
  EXPECT_LT(mf.depthMm, sk.depthMm);
  EXPECT_LT(mf.depthMm, hm.depthMm);
  EXPECT_LT(hm.depthMm, lm.depthMm);
}
