// The winner of a melee may pursue its routed loser (002 Event V: "The winner can pursue (must
// if chivalric, fanatic or cavalry)"): a winner that need not is asked, and its answer stands.
#include <gtest/gtest.h>

#include "WotrMatchBed.h"

namespace sandtable::test::wotr {
namespace {

using rules::Action;
using rules::ActionKind;
using rules::Dice;
using rules::EventList;
using rules::Side;

// Billmen charge billmen; the forced melee (6,6 against 1,1), the loser's captain unharmed (1)
// and the loser's morale test (1) rout the loser.
std::unique_ptr<WotrGame> routedByBillmen(MatchBed& bed, rules::UnitId& winner,
                                          rules::UnitId& loser) {
  winner = bed.add(Side::One, billmen(), 20, 10, 0);
  loser = bed.add(Side::Two, billmen(), 20, 15, 180);
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  Dice dice(1);
  EventList events;
  game->apply({ActionKind::Charge, winner, loser}, dice, events);
  Dice melee(1, {6, 6, 1, 1, 1, 1});
  game->endTurnForTests(melee, events);
  return game;
}

Action pursue(rules::UnitId winner, rules::UnitId loser, int option) {
  Action a{ActionKind::FollowUp, winner, loser};
  a.option = option;
  return a;
}

TEST(WotrPursuitChoice, AWinnerThatNeedNotPursueIsAskedAndMayHold) {
  MatchBed bed;
  rules::UnitId winner = 0, loser = 0;
  auto game = routedByBillmen(bed, winner, loser);
  ASSERT_EQ(game->battle().unit(loser).mode, Mode::Routed);
  EXPECT_EQ(game->phase().phase, "pursuit");
  EXPECT_EQ(game->phase().sideToAct, Side::One);
  const std::vector<Action> legal = game->legalActions();
  ASSERT_EQ(legal.size(), 2u);
  EXPECT_EQ(legal[0], pursue(winner, loser, 1));
  EXPECT_EQ(legal[1], pursue(winner, loser, 0));
  EXPECT_FALSE(game->check(pursue(loser, winner, 1)));
  Dice dice(2);
  EventList events;
  game->apply(pursue(winner, loser, 0), dice, events);
  EXPECT_EQ(game->battle().unit(winner).pursuing, rules::kNoUnit);
  EXPECT_NE(game->phase().phase, "pursuit");  // the turn went on: rally and rout, then the next
}

TEST(WotrPursuitChoice, AWinnerThatPursuesFollowsItsRouter) {
  MatchBed bed;
  rules::UnitId winner = 0, loser = 0;
  auto game = routedByBillmen(bed, winner, loser);
  ASSERT_EQ(game->phase().phase, "pursuit");
  const int lostBefore = game->battle().unit(loser).lost;
  Dice dice(2);
  EventList events;
  game->apply(pursue(winner, loser, 1), dice, events);
  // Pursued routers take 4 hits, not 2 (002 Event VI).
  EXPECT_EQ(game->battle().unit(loser).lost, std::min(16, lostBefore + 4));
}

}  // namespace
}  // namespace sandtable::test::wotr
