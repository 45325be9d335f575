// Changing ranks (002 Event III): in place, the front kept; foot pay 4" of the move, cavalry keep
// only 2"; no charge after it in the same move.
#include <gtest/gtest.h>

#include "WotrMatchBed.h"

namespace sandtable::test::wotr {
namespace {

using rules::Action;
using rules::ActionKind;
using rules::Dice;
using rules::EventList;
using rules::Side;

Action ranks(rules::UnitId unit, int n) {
  Action a{ActionKind::ChangeFormation, unit};
  a.option = n;
  return a;
}

TEST(WotrRanks, FootDeepenInPlaceForFourInchesAndMayNotChargeAfter) {
  MatchBed bed;
  const auto bills = bed.add(Side::One, billmen(), 36, 10, 0);
  const auto foe = bed.add(Side::Two, billmen(), 36, 16, 180);  // about 6" ahead
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  ASSERT_TRUE(game->check({ActionKind::Charge, bills, foe}));
  const rules::Rect before = game->battle().block(bills);
  EXPECT_FALSE(game->check(ranks(bills, 1)));  // one rank already
  EXPECT_FALSE(game->check(ranks(bills, 5)));  // four bases
  ASSERT_TRUE(game->check(ranks(bills, 2))) << game->check(ranks(bills, 2)).why;
  Dice dice(1);
  EventList events;
  game->apply(ranks(bills, 2), dice, events);
  const rules::Rect after = game->battle().block(bills);
  EXPECT_EQ(game->battle().unit(bills).ranks, 2);
  EXPECT_EQ(after.width * 2, before.width);
  EXPECT_EQ(after.depth, before.depth * 2);
  EXPECT_EQ(rules::frontCentre(after), rules::frontCentre(before));
  EXPECT_EQ(game->allowance(bills), Battle::inches(4));
  EXPECT_FALSE(game->check({ActionKind::Charge, bills, foe}));
  ASSERT_FALSE(events.events.empty());
  EXPECT_EQ(events.events.back().kind, rules::EventKind::FormationChanged);
}

TEST(WotrRanks, CavalryKeepOnlyTwoInchesOfTheirMove) {
  MatchBed bed;
  const auto horse = bed.add(Side::One, lancers(), 36, 10, 0);
  bed.add(Side::Two, billmen(), 36, 40, 180);
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  Dice dice(1);
  EventList events;
  ASSERT_TRUE(game->check(ranks(horse, 2))) << game->check(ranks(horse, 2)).why;
  game->apply(ranks(horse, 2), dice, events);
  EXPECT_EQ(game->allowance(horse), Battle::inches(2));
}

TEST(WotrRanks, DefendMayReformInPlaceAttackMustCloseInstead) {
  MatchBed bed;
  const auto bills = bed.add(Side::One, billmen(), 36, 10, 0);
  bed.add(Side::Two, billmen(), 36, 38, 180);
  auto holding = bed.startUnderOrders(8, Order::Defend);
  holding->startMovementForTests(Side::One);
  EXPECT_TRUE(holding->check(ranks(bills, 2)));
  auto attacking = bed.startUnderOrders(8, Order::Attack);
  attacking->startMovementForTests(Side::One);
  EXPECT_FALSE(attacking->check(ranks(bills, 2)));
}

}  // namespace
}  // namespace sandtable::test::wotr
