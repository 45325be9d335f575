// Leaders ride from unit to unit (002 Event III: leaders move 12"), and a leader who rides to
// touch a routed unit of his command rallies it without a die (Event VI, way 1).
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "WotrMatchBed.h"

namespace sandtable::test::wotr {
namespace {

using rules::Action;
using rules::ActionKind;
using rules::Dice;
using rules::EventKind;
using rules::EventList;
using rules::Side;
using rules::UnitId;

// Side 1's leaders in the bed: the C-in-C (0) and the battle's captain (1), both with side 1's
// first unit.
constexpr int kGeneral = 0;
constexpr int kCaptain = 1;

Action ride(UnitId from, UnitId to, int leader) {
  Action a{ActionKind::MoveLeader, from, to};
  a.option = leader;
  return a;
}

struct Field {
  MatchBed bed;
  UnitId first, near, far, enemy;
  Field() {
    first = bed.add(Side::One, billmen(), 20, 6, 0);
    near = bed.add(Side::One, billmen(), 32, 6, 0);  // about 9" apart, block to block
    far = bed.add(Side::One, billmen(), 60, 6, 0);
    enemy = bed.add(Side::Two, billmen(), 40, 40, 180);
  }
};

TEST(WotrLeaderRides, ALeaderRidesOnceAMoveToAUnitOfHisCommandWithinTwelveInches) {
  Field f;
  auto game = f.bed.start();
  game->startMovementForTests(Side::One);
  ASSERT_TRUE(game->check(ride(f.first, f.near, kCaptain)));
  Dice dice(1);
  EventList events;
  game->apply(ride(f.first, f.near, kCaptain), dice, events);
  EXPECT_EQ(game->battle().leaders()[kCaptain].with, f.near);
  EXPECT_EQ(game->battle().leaderWith(f.first, game->turn()), kGeneral);
  const bool told = std::any_of(events.events.begin(), events.events.end(), [&](const auto& e) {
    return e.kind == EventKind::LeaderRode && e.unit == f.near && e.other == f.first;
  });
  EXPECT_TRUE(told);
  // Once a move: back again is refused this turn.
  const rules::Verdict again = game->check(ride(f.near, f.first, kCaptain));
  EXPECT_FALSE(again);
  EXPECT_NE(again.why.find("once a move"), std::string::npos) << again.why;
}

TEST(WotrLeaderRides, AUnitBeyondTwelveInchesIsOutOfReach) {
  Field f;
  auto game = f.bed.start();
  game->startMovementForTests(Side::One);
  const rules::Verdict v = game->check(ride(f.first, f.far, kGeneral));
  EXPECT_FALSE(v);
  EXPECT_NE(v.why.find("12\""), std::string::npos) << v.why;
}

TEST(WotrLeaderRides, OnlyTheSideToMoveRidesAndOnlyToItsOwnCommand) {
  Field f;
  auto game = f.bed.start();
  game->startMovementForTests(Side::Two);
  EXPECT_FALSE(game->check(ride(f.first, f.near, kCaptain)));  // not side 2's leader
  auto mine = f.bed.start();
  mine->startMovementForTests(Side::One);
  EXPECT_FALSE(mine->check(ride(f.first, f.enemy, kGeneral)));  // an enemy unit
  EXPECT_FALSE(mine->check(ride(f.near, f.first, kCaptain)));   // he is not with `near`
}

TEST(WotrLeaderRides, AWingsLeaderStaysWithHisBattleTheCinCGoesAnywhere) {
  Field f;
  // `near` forms a second battle, led by its own captain (leader 2, with it from the start).
  Army& army = f.bed.deployment().sides[0].army;
  army.wings.push_back({"w2", "The rear", "Captain Three"});
  army.units[1].wing = "w2";
  auto game = f.bed.start();
  game->startMovementForTests(Side::One);
  ASSERT_EQ(game->battle().leaders()[2].with, f.near);
  const rules::Verdict v = game->check(ride(f.first, f.near, kCaptain));
  EXPECT_FALSE(v);
  EXPECT_NE(v.why.find("another battle/wing"), std::string::npos) << v.why;
  EXPECT_TRUE(game->check(ride(f.first, f.near, kGeneral)));
}

TEST(WotrLeaderRides, ALeaderOutOfActionDoesNotRide) {
  Field f;
  auto game = f.bed.start();
  game->startMovementForTests(Side::One);
  game->battleForTests().leaders()[kCaptain].incapacitatedThrough = game->turn();
  EXPECT_FALSE(game->check(ride(f.first, f.near, kCaptain)));
  game->battleForTests().leaders()[kCaptain].killed = true;
  EXPECT_FALSE(game->check(ride(f.first, f.near, kCaptain)));
}

TEST(WotrLeaderRides, ALeaderWhoRidesToARouterRalliesItWithoutADie) {
  Field f;
  auto game = f.bed.start();
  game->startMovementForTests(Side::One);
  routedLastTurn(*game, f.near);
  // The ride is among the rules' own candidates: the one a player and the AI most want.
  const std::vector<Action> legal = game->legalActions();
  EXPECT_NE(std::find(legal.begin(), legal.end(), ride(f.first, f.near, kCaptain)), legal.end());
  Dice dice(1);
  EventList events;
  game->apply(ride(f.first, f.near, kCaptain), dice, events);
  ASSERT_FALSE(events.events.empty());
  EXPECT_EQ(
      events.events.back().text,
      "Captain One rides from test unit 0 (u0) to test unit 1 (u1), to rally it (002 Event VI)");
  Dice ones(1, std::vector<int>(20, 1));  // a rally die would fail
  game->endTurnForTests(ones, events);
  EXPECT_EQ(game->battle().unit(f.near).mode, Mode::Ready);
  EXPECT_EQ(rollsFor(events, "rally"), 0);
  // The log says whose presence rallied it, since no die shows why.
  const auto rallied =
      std::find_if(events.events.begin(), events.events.end(),
                   [](const rules::Event& e) { return e.kind == EventKind::MoraleChanged; });
  ASSERT_NE(rallied, events.events.end());
  EXPECT_EQ(rallied->text, "test unit 1 (u1) rallies to Captain One (002 Event VI)");
}

TEST(WotrLeaderRides, WithoutALeaderTheRouterRollsAndAFailureRemovesIt) {
  Field f;
  auto game = f.bed.start();
  game->startMovementForTests(Side::One);
  routedLastTurn(*game, f.near);
  Dice dice(1, std::vector<int>(20, 1));
  EventList events;
  game->endTurnForTests(dice, events);
  EXPECT_EQ(game->battle().unit(f.near).mode, Mode::Removed);
  EXPECT_EQ(rollsFor(events, "rally"), 1);
}

// A C-in-C who leads his own battle holds two places in the leaders' list and is one man: he
// stands where the C-in-C's place puts him, his ride is offered once and both places go with
// it, and a unit's card counts him once.
TEST(WotrLeaderRides, ACinCWhoLeadsHisOwnBattleIsOneMan) {
  Field f;
  f.bed.deployment().sides[0].army.wings[0].leader = "General One";
  f.bed.deployment().sides[0].commanderWith = 1;  // the C-in-C with `near`, not the first
  auto game = f.bed.start();
  const auto& leaders = game->battle().leaders();
  EXPECT_EQ(leaders[kGeneral].with, f.near);
  EXPECT_EQ(leaders[kCaptain].with, f.near);
  game->startMovementForTests(Side::One);
  const std::vector<Action> rides = game->leaderRides(f.near);
  ASSERT_FALSE(rides.empty());
  EXPECT_TRUE(std::all_of(rides.begin(), rides.end(),
                          [](const Action& a) { return a.option == kGeneral; }));
  Dice dice(1);
  EventList events;
  game->apply(ride(f.near, f.first, kGeneral), dice, events);
  EXPECT_EQ(leaders[kGeneral].with, f.first);
  EXPECT_EQ(leaders[kCaptain].with, f.first);
  EXPECT_FALSE(game->check(ride(f.first, f.near, kCaptain)));  // he has ridden this move
  int counted = -1;
  for (const rules::UnitView& v : game->units()) {
    if (v.id != f.first) continue;
    for (const rules::Counter& c : v.counters)
      if (c.kind == rules::Counter::Kind::Leaders) counted = c.value;
  }
  EXPECT_EQ(counted, 1);
}

TEST(WotrLeaderRides, TheRideChangesTheStateHash) {
  Field f;
  auto game = f.bed.start();
  game->startMovementForTests(Side::One);
  const auto before = game->stateHash();
  Dice dice(1);
  EventList events;
  game->apply(ride(f.first, f.near, kCaptain), dice, events);
  EXPECT_NE(game->stateHash(), before);
}

}  // namespace
}  // namespace sandtable::test::wotr
