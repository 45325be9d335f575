// 002 Event V, morale: every cell of the table, every modifier, FURIOUS on a natural 6, falling
// back under fire and routing otherwise, the cause of several enemies, who a rout shakes, and
// who tests after a melee. Forced dice throughout.
#include <gtest/gtest.h>

#include "WotrBed.h"
#include "rules/wotr/Morale.h"
#include "rules/wotr/Roll.h"

using namespace sandtable;
using namespace sandtable::test::wotr;
using sandtable::rules::Dice;

namespace {

// The five testing units of the table's columns, of no morale class.
std::array<Profile, kTesterKindCount> testers(MoraleClass m = MoraleClass::Ordinary) {
  return {profile(Kind::Knight, m, 12, Protection::Full, {"lance", "horse"}),
          profile(Kind::Knight, m, 12, Protection::Full, {"bill"}),
          profile(Kind::Professional, m, 12, Protection::Heavy, {"bill"}),
          profile(Kind::Militia, m, 16, Protection::Light, {"bill"}),
          profile(Kind::Levy, m, 16, Protection::None, {"spear"})};
}

MoraleSituation because(MoraleCause c, int figures = 12) {
  MoraleSituation s;
  s.cause = c;
  s.initialFigures = figures;
  return s;
}

MoraleResult moraleTest(const Profile& p, const MoraleSituation& s, int die) {
  Dice dice(0, {die});
  return testMorale(tables(), p, s, dice);
}

int modifierSum(const Profile& p, const MoraleSituation& s) {
  return sumOf(moraleModifiers(tables(), p, s));
}

}  // namespace

TEST(WotrMorale, EveryCellOfTheTable) {
  const std::array<std::array<int, 5>, kMoraleCauseCount> needs = {{{2, 2, 3, 3, 4},
                                                                    {1, 2, 2, 3, 4},
                                                                    {0, 1, 2, 2, 3},
                                                                    {0, 0, 1, 2, 3},
                                                                    {-1, -1, 0, 1, 2},
                                                                    {0, 0, 1, 2, 3},
                                                                    {0, 0, 1, 2, 3}}};
  const auto units = testers();
  for (std::size_t row = 0; row < kMoraleCauseCount; ++row) {
    for (std::size_t col = 0; col < kTesterKindCount; ++col) {
      const MoraleCause cause = MoraleCause(row);
      const int n = needs[row][col];
      EXPECT_EQ(moraleNeeds(tables(), units[col], cause), n) << row << "," << col;
      const MoraleResult pass =
          moraleTest(units[col], because(cause, units[col].figures), std::max(1, n));
      EXPECT_EQ(pass.outcome, MoraleOutcome::Passed) << row << "," << col;
      EXPECT_EQ(pass.needs, n);
      if (n >= 2) {
        const MoraleResult fail = moraleTest(units[col], because(cause, units[col].figures), n - 1);
        EXPECT_EQ(fail.outcome,
                  cause == MoraleCause::Shooting ? MoraleOutcome::FallBack : MoraleOutcome::Rout)
            << row << "," << col;
      }
    }
  }
}

TEST(WotrMorale, ClassModifiers) {
  const MoraleSituation s = because(MoraleCause::Militia, 16);
  const auto at = [&](MoraleClass m) {
    return modifierSum(profile(Kind::Militia, m, 16, Protection::None, {"bill"}), s);
  };
  EXPECT_EQ(at(MoraleClass::Ordinary), 0);
  EXPECT_EQ(at(MoraleClass::Chivalric), 1);
  EXPECT_EQ(at(MoraleClass::Fanatic), 1);
  EXPECT_EQ(at(MoraleClass::Veteran), 1);
  EXPECT_EQ(at(MoraleClass::Retinue), 1);
  EXPECT_EQ(at(MoraleClass::Raw), -1);
}

TEST(WotrMorale, SituationModifiers) {
  const Profile p = militiaFoot(16);
  const auto one = [&](auto set) {
    MoraleSituation s = because(MoraleCause::Militia, 16);
    set(s);
    return modifierSum(p, s);
  };
  EXPECT_EQ(one([](MoraleSituation& s) { s.leaderCommanding = true; }), 1);
  EXPECT_EQ(one([](MoraleSituation& s) { s.lostMeleeThisTurn = true; }), -1);
  EXPECT_EQ(one([](MoraleSituation& s) { s.lostLeaderThisTurn = true; }), -2);
  EXPECT_EQ(one([](MoraleSituation& s) { s.friendsInRout = 2; }), -2);
  EXPECT_EQ(one([](MoraleSituation& s) { s.attackedInFlank = true; }), -1);
  EXPECT_EQ(one([](MoraleSituation& s) { s.attackedInRear = true; }), -2);
  EXPECT_EQ(one([](MoraleSituation& s) { s.previouslyRouted = true; }), -1);
}

// "Lost 25% or more men -1", "50% or more -2", "75% or more -4": the largest share reached.
TEST(WotrMorale, LossesCountTheLargestShareReached) {
  const Profile p = militiaFoot(16);
  const auto lost = [&](int n) {
    MoraleSituation s = because(MoraleCause::Militia, 16);
    s.lost = n;
    return modifierSum(p, s);
  };
  EXPECT_EQ(lost(3), 0);
  EXPECT_EQ(lost(4), -1);
  EXPECT_EQ(lost(7), -1);
  EXPECT_EQ(lost(8), -2);
  EXPECT_EQ(lost(11), -2);
  EXPECT_EQ(lost(12), -4);
  EXPECT_EQ(lost(16), -4);
}

TEST(WotrMorale, ModifiersDecideThePass) {
  // Militia against militia need 2: a 2 with a lost melee (-1) routs; with a leader (+1) a 1
  // passes.
  MoraleSituation s = because(MoraleCause::Militia, 16);
  s.lostMeleeThisTurn = true;
  EXPECT_EQ(moraleTest(militiaFoot(16), s, 2).outcome, MoraleOutcome::Rout);
  EXPECT_EQ(moraleTest(militiaFoot(16), s, 3).outcome, MoraleOutcome::Passed);
  MoraleSituation led = because(MoraleCause::Militia, 16);
  led.leaderCommanding = true;
  const MoraleResult r = moraleTest(militiaFoot(16), led, 1);
  EXPECT_EQ(r.roll.total, 2);
  EXPECT_EQ(r.outcome, MoraleOutcome::Passed);
}

// "* - If the unit is chivalric or fanatic a natural 6 makes the unit out of control (FURIOUS)":
// the starred cells of the shooting row, mounted knights and professionals.
TEST(WotrMorale, FuriousOnANaturalSix) {
  const auto chivalric = testers(MoraleClass::Chivalric);
  const auto fanatic = testers(MoraleClass::Fanatic);
  const auto ordinary = testers();
  const MoraleSituation shot = because(MoraleCause::Shooting);
  EXPECT_EQ(moraleTest(chivalric[0], shot, 6).outcome, MoraleOutcome::Furious);
  EXPECT_EQ(moraleTest(fanatic[0], shot, 6).outcome, MoraleOutcome::Furious);
  EXPECT_EQ(moraleTest(fanatic[2], shot, 6).outcome, MoraleOutcome::Furious);
  EXPECT_EQ(moraleTest(chivalric[2], shot, 6).outcome, MoraleOutcome::Furious);
  EXPECT_EQ(moraleTest(chivalric[0], shot, 5).outcome, MoraleOutcome::Passed);
  EXPECT_EQ(moraleTest(ordinary[0], shot, 6).outcome, MoraleOutcome::Passed);   // not chivalric
  EXPECT_EQ(moraleTest(chivalric[1], shot, 6).outcome, MoraleOutcome::Passed);  // no star
  EXPECT_EQ(moraleTest(chivalric[3], shot, 6).outcome, MoraleOutcome::Passed);  // no star
  EXPECT_EQ(moraleTest(chivalric[0], because(MoraleCause::MountedKnights), 6).outcome,
            MoraleOutcome::Passed);  // not the shooting row
  // A natural 6 makes it FURIOUS whatever its modifiers.
  MoraleSituation battered = shot;
  battered.lost = 10;
  battered.lostLeaderThisTurn = true;
  battered.friendsInRout = 2;
  const MoraleResult r = moraleTest(chivalric[0], battered, 6);
  EXPECT_LT(r.roll.total, r.needs);
  EXPECT_EQ(r.outcome, MoraleOutcome::Furious);
}

// "Any unit which fails morale test only fall back half move face to enemy immediately if under
// fire. Otherwise it routs".
TEST(WotrMorale, FailingUnderFireFallsBackOtherwiseRouts) {
  const Profile levy = testers()[4];
  EXPECT_EQ(moraleTest(levy, because(MoraleCause::Shooting, 16), 2).outcome,
            MoraleOutcome::FallBack);
  EXPECT_EQ(moraleTest(levy, because(MoraleCause::Militia, 16), 2).outcome, MoraleOutcome::Rout);
  EXPECT_EQ(moraleTest(levy, because(MoraleCause::LeaderHitOrRout, 16), 2).outcome,
            MoraleOutcome::Rout);
}

// "Unit involved with more enemies uses the higher kind of enemy involved as cause of morale."
TEST(WotrMorale, SeveralEnemiesTheHighestKind) {
  const auto u = testers();
  EXPECT_EQ(strongestCause({u[3], u[0]}), MoraleCause::MountedKnights);
  EXPECT_EQ(strongestCause({u[4], u[2]}), MoraleCause::Professionals);
  EXPECT_EQ(strongestCause({u[1], u[2], u[3]}), MoraleCause::FootKnights);
  EXPECT_EQ(strongestCause({u[4]}), MoraleCause::Levy);
}

// "a friend unit in rout within 12" (ONLY IF it's of the same or superior kind)"; the optional
// per-battle morale.
TEST(WotrMorale, ARoutShakesFriendsOfTheSameOrALowerKind) {
  const auto u = testers();
  EXPECT_TRUE(shakenByRout(tables(), u[3], u[3]));
  EXPECT_TRUE(shakenByRout(tables(), u[3], u[0]));
  EXPECT_FALSE(shakenByRout(tables(), u[3], u[4]));
  EXPECT_FALSE(shakenByRout(tables(), u[0], u[2]));
  EXPECT_TRUE(shakenByRout(tables(), u[0], u[1]));  // knights on foot are knights
  EXPECT_TRUE(shakenByRout(tables(), u[3], u[3], false, false));
  EXPECT_FALSE(shakenByRout(tables(), u[3], u[3], false, true));
  EXPECT_TRUE(shakenByRout(tables(), u[3], u[3], true, true));
}

// "At the end of melees losers check their morale first and the winner check only if the losers
// pass their test. Both test if it's a draw."
TEST(WotrMorale, AfterAMeleeTheLoserTestsFirst) {
  const MeleeTestOrder first = meleeTestOrder(MeleeOutcome::FirstWins);
  EXPECT_EQ(first.first, 1);
  EXPECT_EQ(first.second, 0);
  EXPECT_TRUE(first.secondOnlyIfFirstPasses);
  const MeleeTestOrder second = meleeTestOrder(MeleeOutcome::SecondWins);
  EXPECT_EQ(second.first, 0);
  EXPECT_TRUE(second.secondOnlyIfFirstPasses);
  EXPECT_FALSE(meleeTestOrder(MeleeOutcome::Draw).secondOnlyIfFirstPasses);
}
