// 000 Sequence of Play: "Elite and Swift units receive a bonus when making Action Rolls, while
// Militia, Demoralized, and Disrupted units receive a penalty"; a Captain's and a General's
// +1; the mounted Pursuit's +1; Eager's bonus to Countercharge and Pursuit. Each is shown on a
// roll the modifier turns: 7 or 8 on the dice.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/ActionRoll.h"

using sandtable::rules::Dice;
using sandtable::rules::RollRecord;
using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

namespace {

// Regular spearmen, with nothing that modifies a roll.
Actor plain() { return actorOf(bed::tables(), bed::spearmen(4)); }

// The total of a roll of `faces` for `a`, and whether it succeeds.
std::pair<int, bool> roll(const Actor& a, ActionKind k, std::vector<int> faces) {
  Dice dice(0, std::move(faces));
  const RollRecord r = rollAction(bed::tables(), a, k, dice);
  return {r.total, succeeded(bed::tables(), r)};
}

int modifier(const Actor& a, ActionKind k = ActionKind::Movement) {
  return totalOf(actionModifiers(bed::tables(), a, k));
}

}  // namespace

TEST(RobertsActionModifiers, APlainUnitNeedsEightOnTwoDice) {
  EXPECT_EQ(modifier(plain()), 0);
  EXPECT_EQ(roll(plain(), ActionKind::Movement, {3, 4}), std::make_pair(7, false));
  EXPECT_EQ(roll(plain(), ActionKind::Movement, {4, 4}), std::make_pair(8, true));
}

TEST(RobertsActionModifiers, EliteIsPlusOne) {
  const Actor a = actorOf(bed::tables(), bed::spearmen(3, {"elite"}));
  EXPECT_EQ(modifier(a), 1);
  EXPECT_EQ(roll(a, ActionKind::Movement, {3, 4}), std::make_pair(8, true));
}

TEST(RobertsActionModifiers, SwiftIsPlusOne) {
  const Actor a = actorOf(bed::tables(), bed::spearmen(4, {"swift"}));
  EXPECT_EQ(modifier(a), 1);
  EXPECT_EQ(roll(a, ActionKind::Movement, {3, 4}), std::make_pair(8, true));
}

TEST(RobertsActionModifiers, MilitiaIsMinusOne) {
  const Actor a = actorOf(bed::tables(), bed::spearmen(6, {"militia"}));
  EXPECT_EQ(modifier(a), -1);
  EXPECT_EQ(roll(a, ActionKind::Movement, {4, 4}), std::make_pair(7, false));
}

TEST(RobertsActionModifiers, DemoralizedIsMinusOne) {
  Actor a = plain();
  a.demoralized = true;
  EXPECT_EQ(modifier(a), -1);
  EXPECT_EQ(roll(a, ActionKind::Movement, {4, 4}), std::make_pair(7, false));
}

TEST(RobertsActionModifiers, DisruptedIsMinusOne) {
  Actor a = plain();
  a.disrupted = true;
  EXPECT_EQ(modifier(a), -1);
  EXPECT_EQ(roll(a, ActionKind::Movement, {4, 4}), std::make_pair(7, false));
}

TEST(RobertsActionModifiers, ACaptainAttachedIsPlusOne) {
  const Actor a = actorOf(bed::tables(), bed::spearmen(4), AttachedLeader::Captain);
  EXPECT_EQ(modifier(a), 1);
  EXPECT_EQ(roll(a, ActionKind::Movement, {3, 4}), std::make_pair(8, true));
}

// "A General also has the same effect as a Captain for the unit he is attached to."
TEST(RobertsActionModifiers, AnAttachedGeneralIsPlusOneAsACaptain) {
  const Actor a = actorOf(bed::tables(), bed::spearmen(4), AttachedLeader::General);
  const auto mods = actionModifiers(bed::tables(), a, ActionKind::Movement);
  ASSERT_EQ(mods.size(), 1u);
  EXPECT_EQ(mods[0].label, "General");
  EXPECT_EQ(mods[0].value, 1);
  EXPECT_EQ(roll(a, ActionKind::Movement, {3, 4}), std::make_pair(8, true));
}

// "+1 (mounted unit attempting to Pursue)": mounted, and only for a Pursuit.
TEST(RobertsActionModifiers, MountedUnitsArePlusOneToPursueOnly) {
  const Tables& t = bed::tables();
  const Actor horse = actorOf(
      t, bed::unit(TroopKind::HeavyMounted, 3, "hand_weapons", "shield"));  // regular, no lances
  EXPECT_EQ(modifier(horse, ActionKind::Pursuit), 1);
  EXPECT_EQ(modifier(horse, ActionKind::Movement), 0);
  EXPECT_EQ(modifier(plain(), ActionKind::Pursuit), 0);
  EXPECT_EQ(roll(horse, ActionKind::Pursuit, {3, 4}), std::make_pair(8, true));
}

// Eager troops "receive a bonus when attempting to countercharge or pursue"; Impetuous troops
// are automatically Eager.
TEST(RobertsActionModifiers, EagerIsPlusOneToCounterchargeAndPursue) {
  const Actor a = actorOf(bed::tables(), bed::spearmen(4, {"impetuous"}));
  EXPECT_EQ(modifier(a, ActionKind::Countercharge), 1);
  EXPECT_EQ(modifier(a, ActionKind::Pursuit), 1);
  EXPECT_EQ(modifier(a, ActionKind::Movement), 0);
  EXPECT_EQ(roll(a, ActionKind::Countercharge, {3, 4}), std::make_pair(8, true));
}

TEST(RobertsActionModifiers, ModifiersAdd) {
  Actor a = actorOf(bed::tables(), bed::spearmen(3, {"elite", "swift"}), AttachedLeader::Captain);
  a.demoralized = true;
  a.disrupted = true;
  EXPECT_EQ(modifier(a), 1 + 1 + 1 - 1 - 1);
}
