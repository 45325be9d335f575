// 002 Event IV, melee: the dice (2d6, 1d6 in two melees, in flank or rear, at half strength),
// every Melee modifier, the casualties by the melee fractions rounded to the nearest (a half
// down), the winner; artillery and skirmishers on contact. Forced dice throughout.
#include <gtest/gtest.h>

#include "WotrBed.h"
#include "rules/wotr/Melee.h"
#include "rules/wotr/Roll.h"

using namespace sandtable;
using namespace sandtable::test::wotr;
using sandtable::rules::Dice;

namespace {

MeleeSide side(const Profile& p) {
  MeleeSide s;
  s.unit = &p;
  s.initialFigures = p.figures;
  return s;
}

int mods(const MeleeSide& self, const MeleeSide& opponent) {
  return sumOf(meleeModifiers(tables(), self, opponent));
}

const Profile& foot() {
  static const Profile p = militiaFoot(16);
  return p;
}

int against(const Profile& self, const Profile& opponent = foot()) {
  return mods(side(self), side(opponent));
}

}  // namespace

TEST(WotrMelee, KindsAndClasses) {
  EXPECT_EQ(against(foot()), 0);
  EXPECT_EQ(against(profile(Kind::Knight, MoraleClass::Ordinary, 16, Protection::Full, {"bill"})),
            2);
  EXPECT_EQ(
      against(profile(Kind::Professional, MoraleClass::Ordinary, 16, Protection::None, {"bill"})),
      1);
  EXPECT_EQ(against(profile(Kind::Levy, MoraleClass::Ordinary, 16, Protection::None, {"bill"})),
            -2);
  EXPECT_EQ(against(profile(Kind::Militia, MoraleClass::Veteran, 16, Protection::None, {"bill"})),
            1);
  EXPECT_EQ(against(profile(Kind::Militia, MoraleClass::Retinue, 16, Protection::None, {"bill"})),
            1);
  EXPECT_EQ(against(profile(Kind::Militia, MoraleClass::Raw, 16, Protection::None, {"bill"})), -2);
  EXPECT_EQ(against(profile(Kind::Militia, MoraleClass::Chivalric, 16, Protection::None, {"bill"})),
            0);
  // Cavalry +1 (militia on horses, without lances, against other cavalry).
  const Profile horse =
      profile(Kind::Militia, MoraleClass::Ordinary, 8, Protection::None, {"horse"});
  EXPECT_EQ(against(horse, horse), 1);
}

TEST(WotrMelee, Shooters) {
  EXPECT_EQ(against(profile(Kind::Militia, MoraleClass::Ordinary, 16, Protection::None, {"bow"})),
            -2);
  EXPECT_EQ(
      against(profile(Kind::Militia, MoraleClass::Ordinary, 16, Protection::None, {"crossbow"})),
      -2);
  EXPECT_EQ(
      against(profile(Kind::Militia, MoraleClass::Ordinary, 16, Protection::None, {"handgun"})),
      -2);
  EXPECT_EQ(against(longbowmen()), -1);
}

TEST(WotrMelee, Pikes) {
  const Profile pikes =
      profile(Kind::Militia, MoraleClass::Ordinary, 16, Protection::None, {"pike"});
  MeleeSide s = side(pikes);
  EXPECT_EQ(mods(s, side(foot())), 0);  // standing against infantry
  s.charging = true;                    // charging infantry: +3 and charging +1
  EXPECT_EQ(mods(s, side(foot())), 4);
  s.charging = false;
  const Profile knights = knightsMounted();
  EXPECT_EQ(mods(s, side(knights)), 3);  // standing against cavalry
  s.charging = true;
  EXPECT_EQ(mods(s, side(knights)), 1);  // charging cavalry: only the +1
  // 3rd and 4th ranks of pike, each +1.
  MeleeSide deep = side(pikes);
  deep.pikeRanksThirdFourth = 2;
  EXPECT_EQ(mods(deep, side(foot())), 2);
  // A mixed pike-and-bow unit fights with the worst: as shooters, without its pikes' bonuses.
  UnitLine mixed = unit(Kind::Militia, MoraleClass::Ordinary, 8, Protection::None, {"pike"});
  mixed.groups.push_back({8, Protection::None, {"bow"}});
  const Profile m = profileOf(tables(), mixed);
  MeleeSide ms = side(m);
  ms.pikeRanksThirdFourth = 2;
  EXPECT_EQ(mods(ms, side(knights)), -2);
}

TEST(WotrMelee, ChargingAndPursuing) {
  const Profile knights = knightsMounted();
  MeleeSide k = side(knights);
  EXPECT_EQ(mods(k, side(knights)), 2 + 1);
  k.charging = true;
  EXPECT_EQ(mods(k, side(knights)), 2 + 1 + 3);  // lances charging
  k.charging = false;
  k.pursuing = true;
  EXPECT_EQ(mods(k, side(knights)), 2 + 1 + 3);  // lances pursuing
  const Profile noLances =
      profile(Kind::Knight, MoraleClass::Ordinary, 12, Protection::Full, {"horse"});
  MeleeSide n = side(noLances);
  n.charging = true;
  EXPECT_EQ(mods(n, side(knights)), 2 + 1 + 1);  // others charging
  MeleeSide f = side(foot());
  f.charging = true;
  EXPECT_EQ(mods(f, side(foot())), 1);
  f.charging = false;
  f.pursuing = true;
  EXPECT_EQ(mods(f, side(foot())), 1);
}

TEST(WotrMelee, FirstMeleeAndFurious) {
  const Profile chivalric = knightsMounted(12, MoraleClass::Chivalric);
  const Profile fanatic =
      profile(Kind::Militia, MoraleClass::Fanatic, 16, Protection::None, {"bill"});
  MeleeSide c = side(chivalric);
  c.firstMelee = true;
  EXPECT_EQ(mods(c, side(chivalric)), 2 + 1 + 1);
  MeleeSide fa = side(fanatic);
  fa.firstMelee = true;
  EXPECT_EQ(mods(fa, side(foot())), 1);
  MeleeSide o = side(foot());
  o.firstMelee = true;
  EXPECT_EQ(mods(o, side(foot())), 0);
  o.furious = true;
  EXPECT_EQ(mods(o, side(foot())), 1);
  o.firstMelee = false;
  EXPECT_EQ(mods(o, side(foot())), 0);
  // A furious unit closing in the second move of its charge -2, later -3.
  MeleeSide late = side(foot());
  late.furiousClosingMove = 2;
  EXPECT_EQ(mods(late, side(foot())), -2);
  late.furiousClosingMove = 3;
  EXPECT_EQ(mods(late, side(foot())), -3);
  late.furiousClosingMove = 5;
  EXPECT_EQ(mods(late, side(foot())), -3);
}

TEST(WotrMelee, SituationModifiers) {
  const auto one = [](auto set) {
    MeleeSide s = side(foot());
    set(s);
    return mods(s, side(foot()));
  };
  EXPECT_EQ(one([](MeleeSide& s) { s.leaderCommanding = true; }), 1);
  EXPECT_EQ(one([](MeleeSide& s) { s.interpenetrated = true; }), -3);
  EXPECT_EQ(one([](MeleeSide& s) { s.attackingFlank = true; }), 2);
  EXPECT_EQ(one([](MeleeSide& s) { s.attackingRear = true; }), 4);
  EXPECT_EQ(one([](MeleeSide& s) { s.advantageOfGround = true; }), 1);
  EXPECT_EQ(one([](MeleeSide& s) { s.opponentInEarthworks = true; }), -2);
  EXPECT_EQ(one([](MeleeSide& s) { s.attackingBehindObstacle = true; }), -1);
  EXPECT_EQ(one([](MeleeSide& s) { s.chargingUphill = true; }), -2);
  EXPECT_EQ(one([](MeleeSide& s) { s.firedThisMove = true; }), 0);  // infantry
  EXPECT_EQ(one([](MeleeSide& s) { s.attackedInFlankOrRearNotFrontal = true; }), -2);
  EXPECT_EQ(one([](MeleeSide& s) { s.previouslyRouted = true; }), -1);
  const Profile horse =
      profile(Kind::Militia, MoraleClass::Ordinary, 8, Protection::None, {"horse"});
  MeleeSide h = side(horse);
  h.attackingBehindObstacle = true;
  EXPECT_EQ(mods(h, side(horse)), 1 - 3);
  h.attackingBehindObstacle = false;
  h.firedThisMove = true;
  EXPECT_EQ(mods(h, side(horse)), 1 - 2);
}

// "Cavalry vs. standing infantry (not shooters) -2".
TEST(WotrMelee, CavalryAgainstStandingInfantry) {
  const Profile knights = knightsMounted();
  EXPECT_EQ(mods(side(knights), side(foot())), 2 + 1 - 2);
  EXPECT_EQ(mods(side(knights), side(longbowmen())), 2 + 1);  // shooters
  MeleeSide charging = side(foot());
  charging.charging = true;
  EXPECT_EQ(mods(side(knights), charging), 2 + 1);  // not standing
}

TEST(WotrMelee, Casualties) {
  // Infantry: each 2 casualties -1; cavalry: each casualty -1.
  MeleeSide f = side(foot());
  f.lost = 5;
  EXPECT_EQ(mods(f, side(foot())), -2);
  const Profile knights = knightsMounted();
  MeleeSide k = side(knights);
  k.lost = 3;
  EXPECT_EQ(mods(k, side(knights)), 2 + 1 - 3);
}

// "only 1D6 if the unit ... is 50% or less of initial strength (in this case do not apply
// modifiers for casualties till 50%)".
TEST(WotrMelee, AtHalfStrengthOneDieAndOnlyTheCasualtiesPastTheHalf) {
  MeleeSide f = side(foot());  // 16 figures
  f.figures = 16;              // as many in the melee as the enemy: no outnumbering
  f.lost = 7;
  EXPECT_EQ(meleeDice(tables(), f), 2);
  EXPECT_EQ(mods(f, side(foot())), -3);
  f.lost = 8;  // 8 left: half
  EXPECT_EQ(meleeDice(tables(), f), 1);
  EXPECT_EQ(mods(f, side(foot())), 0);
  f.lost = 10;
  EXPECT_EQ(mods(f, side(foot())), -1);
  const Profile knights = knightsMounted(9);
  MeleeSide k = side(knights);  // 9 figures: half is 4 left, 5 lost
  k.figures = 9;
  k.lost = 4;
  EXPECT_EQ(meleeDice(tables(), k), 2);
  k.lost = 5;
  EXPECT_EQ(meleeDice(tables(), k), 1);
  EXPECT_EQ(mods(k, side(knights)), 2 + 1);
  k.lost = 6;
  EXPECT_EQ(mods(k, side(knights)), 2 + 1 - 1);
}

TEST(WotrMelee, OneDieInTwoMeleesOrInFlankOrRear) {
  MeleeSide f = side(foot());
  EXPECT_EQ(meleeDice(tables(), f), 2);
  f.fightingTwoMelees = true;
  EXPECT_EQ(meleeDice(tables(), f), 1);
  f.fightingTwoMelees = false;
  f.fightingInFlankOrRear = true;
  EXPECT_EQ(meleeDice(tables(), f), 1);
}

TEST(WotrMelee, Outnumbered) {
  const auto at = [](int own, int enemy) {
    MeleeSide a = side(foot());
    a.figures = own;
    MeleeSide b = side(foot());
    b.figures = enemy;
    return mods(a, b);
  };
  EXPECT_EQ(at(10, 14), 0);
  EXPECT_EQ(at(10, 15), -1);  // 3 to 2
  EXPECT_EQ(at(10, 19), -1);
  EXPECT_EQ(at(10, 20), -2);  // 2 to 1
  EXPECT_EQ(at(10, 29), -2);
  EXPECT_EQ(at(10, 30), -3);  // 3 to 1
  EXPECT_EQ(at(10, 5), 0);
}

// Every cell of "All weapons in melee 1/2 1/3 1/4 1/5" at 12, and the rounding's edges.
TEST(WotrMelee, EveryCellOfTheMeleeFractions) {
  const std::array<int, 4> at12 = {6, 4, 3, 2};  // 6, 4, 3, 2.4
  for (int p = 0; p < 4; ++p) {
    const Profile target = militiaFoot(16, Protection(p));
    Dice dice(0, {6, 6, 1, 1});
    const MeleeResult r = resolveMelee(tables(), side(foot()), side(target), dice);
    EXPECT_EQ(r.first.roll.total, 12);
    EXPECT_EQ(r.first.inflicted, at12[static_cast<std::size_t>(p)]) << "protection " << p;
    EXPECT_EQ(dice.forcedLeft(), 0u);
  }
}

TEST(WotrMelee, HalvesRoundDownAndMoreThanHalfUp) {
  // 1 + 2 = 3 against no armour: 1.5 is 1; 3 + 5 = 8 against full armour: 1.6 is 2.
  Dice dice(0, {1, 2, 3, 5});
  const Profile full = militiaFoot(16, Protection::Full);
  const MeleeResult r = resolveMelee(tables(), side(full), side(foot()), dice);
  EXPECT_EQ(r.first.roll.total, 3);
  EXPECT_EQ(r.first.inflicted, 1);
  EXPECT_EQ(r.second.roll.total, 8);
  EXPECT_EQ(r.second.inflicted, 2);
  EXPECT_EQ(r.outcome, MeleeOutcome::SecondWins);
}

TEST(WotrMelee, TheSideThatInflictsMoreWinsEqualIsADraw) {
  Dice win(0, {6, 6, 2, 2});
  EXPECT_EQ(resolveMelee(tables(), side(foot()), side(foot()), win).outcome,
            MeleeOutcome::FirstWins);
  Dice draw(0, {3, 3, 4, 2});
  EXPECT_EQ(resolveMelee(tables(), side(foot()), side(foot()), draw).outcome, MeleeOutcome::Draw);
  // One die for a side fought in flank: it consumes one forced die.
  MeleeSide flanked = side(foot());
  flanked.fightingInFlankOrRear = true;
  MeleeSide attacker = side(foot());
  attacker.attackingFlank = true;
  Dice dice(0, {5, 4, 4});
  const MeleeResult r = resolveMelee(tables(), attacker, flanked, dice);
  EXPECT_EQ(r.first.roll.total, 5 + 4 + 2);
  EXPECT_EQ(r.second.roll.faces.size(), 1u);
  EXPECT_EQ(r.second.roll.total, 4);
  EXPECT_EQ(dice.forcedLeft(), 0u);
}

TEST(WotrMelee, ArtilleryIsRemovedAndSkirmishersAvoid) {
  const Profile gun =
      profile(Kind::Professional, MoraleClass::Ordinary, 1, Protection::None, {"artillery"});
  EXPECT_TRUE(removedOnContact(gun));
  EXPECT_FALSE(removedOnContact(foot()));
  UnitLine sk = unit(Kind::Militia, MoraleClass::Ordinary, 8, Protection::None, {"bow"});
  sk.skirmish = true;
  const Profile skirmishers = profileOf(tables(), sk);
  EXPECT_TRUE(avoidsContact(skirmishers, foot()));
  EXPECT_FALSE(avoidsContact(skirmishers, skirmishers));
  EXPECT_FALSE(avoidsContact(foot(), skirmishers));
}
