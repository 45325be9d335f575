// A unit's profile (002 Making an Army): arms, a mixed unit's protection (the mean rounded
// down), its shooters and weapons (the worst), the morale table's kinds; the movement rates.
#include <gtest/gtest.h>

#include "WotrBed.h"
#include "rules/wotr/Movement.h"

using namespace sandtable;
using namespace sandtable::test::wotr;

TEST(WotrProfile, ArmsFromWeapons) {
  EXPECT_EQ(knightsMounted().arm, Arm::Cavalry);
  EXPECT_EQ(longbowmen().arm, Arm::Infantry);
  EXPECT_EQ(
      profile(Kind::Professional, MoraleClass::Ordinary, 1, Protection::None, {"artillery"}).arm,
      Arm::Artillery);
}

// "use the media rounded down for armour": pikes in heavy armour and bows in light make a unit
// of light armour (mean 1.5 rounded down); 3 heavy and 1 full (2.25) heavy.
TEST(WotrProfile, AMixedUnitTakesTheMeanProtectionRoundedDown) {
  UnitLine u = unit(Kind::Professional, MoraleClass::Ordinary, 8, Protection::Heavy, {"pike"});
  u.groups.push_back({8, Protection::Light, {"bow"}});
  const Profile p = profileOf(tables(), u);
  EXPECT_EQ(p.protection, Protection::Light);
  EXPECT_EQ(p.figures, 16);
  EXPECT_EQ(p.shooters, 8);
  ASSERT_NE(p.shootingWeapon, nullptr);
  EXPECT_EQ(p.shootingWeapon->id, "bow");
  EXPECT_TRUE(p.pikes);

  UnitLine v = unit(Kind::Knight, MoraleClass::Ordinary, 9, Protection::Heavy, {"bill"});
  v.groups.push_back({3, Protection::Full, {"bill"}});
  EXPECT_EQ(profileOf(tables(), v).protection, Protection::Heavy);
  UnitLine w = unit(Kind::Knight, MoraleClass::Ordinary, 3, Protection::Heavy, {"bill"});
  w.groups.push_back({9, Protection::Full, {"bill"}});
  EXPECT_EQ(profileOf(tables(), w).protection, Protection::Heavy);  // 2.75 rounds down
}

TEST(WotrProfile, MixedShootersShootWithTheWorstWeapon) {
  UnitLine u = unit(Kind::Militia, MoraleClass::Ordinary, 8, Protection::None, {"longbow"});
  u.groups.push_back({8, Protection::None, {"crossbow"}});
  const Profile p = profileOf(tables(), u);
  EXPECT_EQ(p.shootingWeapon->id, "crossbow");
  EXPECT_EQ(p.shooters, 16);
  EXPECT_FALSE(p.longbowsOnly);
  EXPECT_TRUE(longbowmen().longbowsOnly);
}

TEST(WotrProfile, PavisesCoverTheirUnit) {
  UnitLine u = unit(Kind::Professional, MoraleClass::Ordinary, 12, Protection::Heavy, {"crossbow"});
  u.groups.push_back({12, Protection::Heavy, {"pavise"}});
  const Profile p = profileOf(tables(), u);
  EXPECT_EQ(p.cover, Cover::Medium);
  EXPECT_EQ(p.shooters, 12);
}

TEST(WotrProfile, TheMoraleTableKnowsMountedAndFootKnights) {
  EXPECT_EQ(testerKind(knightsMounted()), TesterKind::MountedKnights);
  EXPECT_EQ(
      testerKind(profile(Kind::Knight, MoraleClass::Ordinary, 12, Protection::Full, {"bill"})),
      TesterKind::FootKnights);
  EXPECT_EQ(testerKind(
                profile(Kind::Professional, MoraleClass::Ordinary, 6, Protection::None, {"horse"})),
            TesterKind::Professionals);
  EXPECT_EQ(causeOf(militiaFoot()), MoraleCause::Militia);
  EXPECT_EQ(causeOf(profile(Kind::Levy, MoraleClass::Raw, 12, Protection::None, {"spear"})),
            MoraleCause::Levy);
}

// 002 Event III: the movement rates.
TEST(WotrMovement, RatesByArmAndArmour) {
  const Tables& t = tables();
  EXPECT_EQ(movementRate(
                t, profile(Kind::Militia, MoraleClass::Ordinary, 6, Protection::None, {"horse"})),
            12);
  EXPECT_EQ(movementRate(t, knightsMounted()), 8);
  EXPECT_EQ(movementRate(t, profile(Kind::Professional, MoraleClass::Ordinary, 6, Protection::Heavy,
                                    {"horse", "crossbow"})),
            10);
  EXPECT_EQ(movementRate(t, longbowmen()), 8);
  EXPECT_EQ(
      movementRate(t, profile(Kind::Knight, MoraleClass::Ordinary, 12, Protection::Full, {"bill"})),
      6);
  const Profile gun =
      profile(Kind::Professional, MoraleClass::Ordinary, 1, Protection::None, {"artillery"});
  EXPECT_EQ(movementRate(t, gun, true), 8);
  EXPECT_EQ(movementRate(t, gun, false), 1);
}
