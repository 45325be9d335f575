// 002 Event II, fire: 2d6 (1d6 artillery), every Fire modifier, the ranges, and the casualties
// by the target's protection rounded down, with forced dice.
#include <gtest/gtest.h>

#include "WotrBed.h"
#include "rules/wotr/Fire.h"
#include "rules/wotr/Roll.h"

using namespace sandtable;
using namespace sandtable::test::wotr;
using sandtable::rules::Dice;

namespace {

Profile shooters(const std::string& weapon, int figures = 16) {
  if (weapon == "artillery")
    return profile(Kind::Professional, MoraleClass::Ordinary, 1, Protection::None, {weapon});
  return profile(Kind::Militia, MoraleClass::Ordinary, figures, Protection::None, {weapon});
}

int modifierSum(const Profile& firer, const Profile& target, const FireSituation& s) {
  return sumOf(fireModifiers(tables(), firer, target, s));
}

FireSituation close() {
  FireSituation s;
  s.distance = 4;
  return s;
}

}  // namespace

// Every cell of the Target protection table for shooting, at the highest roll: bows 12, crossbows
// 12-2, longbows 12-1, handguns 12-3, artillery a d6 of 6, against no, light, heavy and full
// armour.
TEST(WotrFire, EveryCellOfTheShootingTable) {
  struct Row {
    const char* weapon;
    std::vector<int> faces;
    int total;
    std::array<int, 4> casualties;
  };
  const std::vector<Row> rows = {
      {"short_bow", {6, 6}, 12, {4, 3, 2, 2}}, {"bow", {6, 6}, 12, {4, 3, 2, 2}},
      {"crossbow", {6, 6}, 10, {5, 3, 3, 2}},  {"longbow", {6, 6}, 11, {5, 3, 3, 2}},
      {"handgun", {6, 6}, 9, {3, 3, 3, 3}},    {"artillery", {6}, 6, {2, 2, 2, 2}}};
  for (const Row& row : rows) {
    for (int p = 0; p < 4; ++p) {
      Dice dice(0, row.faces);
      const FireResult r = resolveFire(tables(), shooters(row.weapon),
                                       militiaFoot(16, Protection(p)), close(), dice);
      EXPECT_EQ(r.roll.total, row.total) << row.weapon;
      EXPECT_EQ(r.roll.faces.size(), row.faces.size()) << row.weapon;
      EXPECT_EQ(r.casualties, row.casualties[static_cast<std::size_t>(p)])
          << row.weapon << " against protection " << p;
      EXPECT_EQ(dice.forcedLeft(), 0u);
    }
  }
}

TEST(WotrFire, TheFractionsAreTheOutlines) {
  const Tables& t = tables();
  const auto f = [&](CasualtyColumn c, Protection p) {
    const Fraction& x = t.casualtyFraction(c, p);
    return std::to_string(x.num) + "/" + std::to_string(x.den);
  };
  EXPECT_EQ(f(CasualtyColumn::Bow, Protection::None), "1/3");
  EXPECT_EQ(f(CasualtyColumn::Bow, Protection::Full), "1/6");
  EXPECT_EQ(f(CasualtyColumn::CrossbowLongbow, Protection::Heavy), "1/3");
  EXPECT_EQ(f(CasualtyColumn::CrossbowLongbow, Protection::Full), "1/4");
  EXPECT_EQ(f(CasualtyColumn::HandgunArtillery, Protection::Light), "1/3");
  EXPECT_EQ(f(CasualtyColumn::Melee, Protection::Heavy), "1/4");
  EXPECT_EQ(f(CasualtyColumn::Melee, Protection::Full), "1/5");
}

TEST(WotrFire, CasualtiesRoundDownAndANegativeScoreHitsNothing) {
  // Longbows at long range against cavalry behind hard cover: 2 + (-1 -2 +1 -3) = -3: none.
  FireSituation s;
  s.distance = 10;
  s.cover = Cover::Hard;
  Dice dice(0, {1, 1});
  const FireResult r = resolveFire(tables(), longbowmen(), knightsMounted(), s, dice);
  EXPECT_EQ(r.roll.total, -3);
  EXPECT_EQ(r.casualties, 0);
  // 3 + 4 = 7, -1 longbow = 6, x 1/4 (full armour) = 1.5: 1.
  Dice again(0, {3, 4});
  FireSituation near = close();
  const FireResult q = resolveFire(
      tables(), longbowmen(),
      profile(Kind::Knight, MoraleClass::Ordinary, 12, Protection::Full, {"bill"}), near, again);
  EXPECT_EQ(q.roll.total, 6);
  EXPECT_EQ(q.casualties, 1);
}

TEST(WotrFire, FirersCasualties) {
  FireSituation s = close();
  s.firerCasualties = 5;  // infantry: each 2, -1: -2
  EXPECT_EQ(modifierSum(shooters("bow"), militiaFoot(), s), -2);
  s.firerCasualties = 1;
  EXPECT_EQ(modifierSum(shooters("bow"), militiaFoot(), s), 0);
  // Cavalry: each casualty -1, and mounted firers -3, crossbow -2.
  const Profile mountedXbow = profile(Kind::Professional, MoraleClass::Ordinary, 6,
                                      Protection::Heavy, {"horse", "crossbow"});
  s.firerCasualties = 3;
  EXPECT_EQ(modifierSum(mountedXbow, militiaFoot(), s), -3 - 3 - 2);
  s.firerCasualties = 0;
  EXPECT_EQ(modifierSum(mountedXbow, militiaFoot(), s), -3 - 2);
}

TEST(WotrFire, WeaponsModifiers) {
  EXPECT_EQ(modifierSum(shooters("bow"), militiaFoot(), close()), 0);
  EXPECT_EQ(modifierSum(shooters("short_bow"), militiaFoot(), close()), 0);
  EXPECT_EQ(modifierSum(shooters("longbow"), militiaFoot(), close()), -1);
  EXPECT_EQ(modifierSum(shooters("crossbow"), militiaFoot(), close()), -2);
  EXPECT_EQ(modifierSum(shooters("handgun"), militiaFoot(), close()), -3);
  EXPECT_EQ(modifierSum(shooters("artillery"), militiaFoot(), close()), 0);
}

TEST(WotrFire, TargetModifiers) {
  const Profile bows = shooters("bow");
  EXPECT_EQ(modifierSum(bows, knightsMounted(), close()), 1);
  EXPECT_EQ(modifierSum(bows, shooters("artillery"), close()), -2);
  UnitLine sk = unit(Kind::Militia, MoraleClass::Ordinary, 8, Protection::None, {"bow"});
  sk.skirmish = true;
  const Profile skirmishers = profileOf(tables(), sk);
  EXPECT_EQ(modifierSum(bows, skirmishers, close()), -2);
  FireSituation s = close();
  s.targetAvoidedLastTurn = true;
  EXPECT_EQ(modifierSum(bows, skirmishers, s), -4);
  s = close();
  s.targetFourRanksDeep = true;
  EXPECT_EQ(modifierSum(bows, militiaFoot(), s), 1);
  for (const auto& [cover, value] : std::vector<std::pair<Cover, int>>{
           {Cover::Soft, -1}, {Cover::Medium, -2}, {Cover::Hard, -3}}) {
    s = close();
    s.cover = cover;
    EXPECT_EQ(modifierSum(bows, militiaFoot(), s), value);
  }
}

// "All firers (except artillery) shooting at 8" or more (5" for handguns) -2".
TEST(WotrFire, LongRange) {
  FireSituation s;
  s.distance = 7.9;
  EXPECT_EQ(modifierSum(shooters("bow"), militiaFoot(), s), 0);
  s.distance = 8;
  EXPECT_EQ(modifierSum(shooters("bow"), militiaFoot(), s), -2);
  s.distance = 4.9;
  EXPECT_EQ(modifierSum(shooters("handgun"), militiaFoot(), s), -3);
  s.distance = 5;
  EXPECT_EQ(modifierSum(shooters("handgun"), militiaFoot(), s), -5);
  s.distance = 40;
  EXPECT_EQ(modifierSum(shooters("artillery"), militiaFoot(), s), 0);
}

// "Ranges of fire: Artillery 48", All others 24", Handgun 10"".
TEST(WotrFire, Ranges) {
  EXPECT_TRUE(inRange(shooters("longbow"), 24));
  EXPECT_FALSE(inRange(shooters("longbow"), 24.1));
  EXPECT_TRUE(inRange(shooters("crossbow"), 24));
  EXPECT_TRUE(inRange(shooters("handgun"), 10));
  EXPECT_FALSE(inRange(shooters("handgun"), 10.5));
  EXPECT_TRUE(inRange(shooters("artillery"), 48));
  EXPECT_FALSE(inRange(shooters("artillery"), 48.5));
  EXPECT_FALSE(inRange(militiaFoot(), 1));  // no shooters
}

// "Only shooters figures can fire in a mixed unit": the pikes of a pike-and-bow unit do not.
TEST(WotrFire, OnlyShootersFire) {
  UnitLine u = unit(Kind::Militia, MoraleClass::Ordinary, 12, Protection::None, {"pike"});
  u.groups.push_back({8, Protection::None, {"bow"}});
  const Profile p = profileOf(tables(), u);
  EXPECT_EQ(p.shooters, 8);
  EXPECT_TRUE(inRange(p, 20));
}
