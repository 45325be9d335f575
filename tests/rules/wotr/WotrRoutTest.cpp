// 002 Event VI, rally and rout, and the leader's risk after a melee (Melee Results), with
// forced dice.
#include <gtest/gtest.h>

#include "WotrBed.h"
#include "rules/wotr/Rout.h"

using namespace sandtable;
using namespace sandtable::test::wotr;
using sandtable::rules::Dice;

namespace {

RallyResult rally(const Profile& p, int die, bool optional = false) {
  Dice dice(0, {die});
  return rallyWithoutLeader(tables(), p, optional, dice);
}

}  // namespace

// "all routing units take 2 hits (only 1 for a cavalry unit), but if they are attacked by enemy
// (or pursued) ... take 4 hits (only 2 for a cavalry unit)".
TEST(WotrRout, RoutersHits) {
  EXPECT_EQ(routerHits(tables(), militiaFoot(), false), 2);
  EXPECT_EQ(routerHits(tables(), knightsMounted(), false), 1);
  EXPECT_EQ(routerHits(tables(), militiaFoot(), true), 4);
  EXPECT_EQ(routerHits(tables(), knightsMounted(), true), 2);
}

// "Units in rout with 75% or more men lost are removed from field".
TEST(WotrRout, SeventyFivePercentLostLeavesTheField) {
  EXPECT_FALSE(leavesField(tables(), 16, 11));
  EXPECT_TRUE(leavesField(tables(), 16, 12));
  EXPECT_FALSE(leavesField(tables(), 9, 6));  // 66.7%
  EXPECT_TRUE(leavesField(tables(), 9, 7));   // 77.8%
}

TEST(WotrRally, ALeaderAlwaysRallies) {
  const RallyResult r = rallyByLeader();
  EXPECT_EQ(r.outcome, RallyOutcome::Rallied);
  EXPECT_FALSE(r.roll.has_value());
}

// "4, 5 or 6 rallies a Militia or Professional unit; 3, 4, 5 or 6 a Knight unit"; "If the die
// roll fails, remove the routed unit from the game at once."
TEST(WotrRally, WithoutALeaderByTheDie) {
  EXPECT_EQ(rally(militiaFoot(), 4).outcome, RallyOutcome::Rallied);
  EXPECT_EQ(rally(militiaFoot(), 3).outcome, RallyOutcome::Removed);
  const Profile pros =
      profile(Kind::Professional, MoraleClass::Ordinary, 12, Protection::Heavy, {"bill"});
  EXPECT_EQ(rally(pros, 4).outcome, RallyOutcome::Rallied);
  EXPECT_EQ(rally(pros, 3).outcome, RallyOutcome::Removed);
  EXPECT_EQ(rally(knightsMounted(), 3).outcome, RallyOutcome::Rallied);
  EXPECT_EQ(rally(knightsMounted(), 2).outcome, RallyOutcome::Removed);
}

// "Levy unit cannot be rallied without a leader": no die, still routing.
TEST(WotrRally, LevyOnlyWithALeader) {
  const Profile levy = profile(Kind::Levy, MoraleClass::Ordinary, 16, Protection::None, {"spear"});
  Dice dice(0, {6});
  const RallyResult r = rallyWithoutLeader(tables(), levy, true, dice);
  EXPECT_EQ(r.outcome, RallyOutcome::StillRouting);
  EXPECT_FALSE(r.roll.has_value());
  EXPECT_EQ(dice.forcedLeft(), 1u);
}

// "Optional: modify +1 if chivalric or fanatic, -1 if raw."
TEST(WotrRally, TheOptionalModifiers) {
  const Profile chivalric = knightsMounted(12, MoraleClass::Chivalric);
  EXPECT_EQ(rally(chivalric, 2, false).outcome, RallyOutcome::Removed);
  EXPECT_EQ(rally(chivalric, 2, true).outcome, RallyOutcome::Rallied);
  const Profile fanatic =
      profile(Kind::Militia, MoraleClass::Fanatic, 16, Protection::None, {"bill"});
  EXPECT_EQ(rally(fanatic, 3, true).outcome, RallyOutcome::Rallied);
  const Profile raw = profile(Kind::Militia, MoraleClass::Raw, 16, Protection::None, {"bill"});
  EXPECT_EQ(rally(raw, 4, false).outcome, RallyOutcome::Rallied);
  EXPECT_EQ(rally(raw, 4, true).outcome, RallyOutcome::Removed);
  EXPECT_EQ(rally(raw, 5, true).outcome, RallyOutcome::Rallied);
}

// "a unit that suffer 2 or more casualties from melees. The opposite player roll a 1D6, a roll of
// 5 incapacitate the leader for 1 move ..., a roll of 6 kills the leader".
TEST(WotrLeader, RiskAfterTwoMeleeCasualties) {
  EXPECT_FALSE(leaderAtRisk(tables(), 1));
  EXPECT_TRUE(leaderAtRisk(tables(), 2));
  const std::array<LeaderFate, 6> fates = {LeaderFate::Unharmed,      LeaderFate::Unharmed,
                                           LeaderFate::Unharmed,      LeaderFate::Unharmed,
                                           LeaderFate::Incapacitated, LeaderFate::Killed};
  for (int face = 1; face <= 6; ++face) {
    Dice dice(0, {face});
    EXPECT_EQ(rollLeaderRisk(tables(), dice).fate, fates[static_cast<std::size_t>(face - 1)])
        << face;
  }
  EXPECT_EQ(tables().leaders.incapacitatedMoves, 1);
}
