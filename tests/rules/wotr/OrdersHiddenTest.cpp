// Orders are hidden from the other side (issue 41, 002 Event I): a side knows its own orders
// and messengers, and for the enemy's holds a guess drawn from a seed, which never reads them.
#include <gtest/gtest.h>

#include <array>
#include <set>

#include "WotrBed.h"
#include "rules/wotr/Orders.h"

using namespace sandtable;
using namespace sandtable::test::wotr;
using rules::Rng;
using rules::Side;

namespace {

const WingKey kVan{Side::One, "van"};
const WingKey kMain{Side::One, "main"};
const WingKey kRight{Side::Two, "right"};
const WingKey kLeft{Side::Two, "left"};
const WingKey kStanley{Side::Two, "stanley"};

OrderBook book(Order right, Order left, Order stanley, Order sent) {
  OrderBook b = openBook({kVan, kMain, kRight, kLeft, kStanley});
  writeOpeningOrder(b, kVan, Order::Attack);
  writeOpeningOrder(b, kMain, Order::Engage);
  writeOpeningOrder(b, kRight, right);
  writeOpeningOrder(b, kLeft, left);
  writeOpeningOrder(b, kStanley, stanley);
  beginBattle(b);
  EXPECT_EQ(sendMessenger(b, kMain, Order::Defend, rules::Point{0, 0}), "");
  EXPECT_EQ(sendMessenger(b, kStanley, sent, rules::Point{100, 100}), "");
  return b;
}

std::vector<Order> ordersOf(const OrderBook& b) {
  std::vector<Order> out;
  for (const WingOrder& w : b.wings) out.push_back(w.order);
  for (const Messenger& m : b.messengers) out.push_back(m.order);
  return out;
}

}  // namespace

TEST(WotrHiddenOrders, OwnOrdersAndMessengersAreKnownExactly) {
  const OrderBook real = book(Order::Attack, Order::Retire, Order::Defend, Order::Attack);
  Rng guess(7);
  const OrderBook seen = asKnownBy(real, tables(), Side::One, guess);
  EXPECT_EQ(seen.orderOf(kVan), Order::Attack);
  EXPECT_EQ(seen.orderOf(kMain), Order::Engage);
  ASSERT_NE(seen.messengerTo(kMain), nullptr);
  EXPECT_EQ(seen.messengerTo(kMain)->order, Order::Defend);
  // The enemy's rider is seen where he rides.
  ASSERT_NE(seen.messengerTo(kStanley), nullptr);
  EXPECT_EQ(seen.messengerTo(kStanley)->at, (rules::Point{100, 100}));
  EXPECT_EQ(seen.wings.size(), real.wings.size());
  EXPECT_TRUE(seen.battleBegun);
}

// The guess is drawn the same whatever the enemy's real orders: every one of them changed, the
// view from a fixed seed is the same.
TEST(WotrHiddenOrders, TheGuessNeverReadsTheEnemysBook) {
  const OrderBook a = book(Order::Attack, Order::Attack, Order::Attack, Order::Defend);
  const OrderBook b = book(Order::Retire, Order::Defend, Order::Engage, Order::Retire);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Rng ga(seed), gb(seed);
    const OrderBook seenA = asKnownBy(a, tables(), Side::One, ga);
    const OrderBook seenB = asKnownBy(b, tables(), Side::One, gb);
    EXPECT_EQ(ordersOf(seenA), ordersOf(seenB)) << "seed " << seed;
    EXPECT_EQ(ga.draws(), gb.draws());
  }
  // And the other way about: side two's view does not read side one's.
  OrderBook c = a;
  c.wings[0].order = Order::Retire;  // as a messenger would have made it
  Rng g1(3), g2(3);
  EXPECT_EQ(ordersOf(asKnownBy(a, tables(), Side::Two, g1)),
            ordersOf(asKnownBy(c, tables(), Side::Two, g2)));
}

TEST(WotrHiddenOrders, TheGuessIsDrawnByTheWeightsAndVariesWithTheSeed) {
  const OrderBook real = book(Order::Attack, Order::Attack, Order::Attack, Order::Defend);
  std::array<int, kOrderCount> counts{};
  std::set<std::vector<Order>> views;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    Rng g(seed);
    const OrderBook seen = asKnownBy(real, tables(), Side::One, g);
    views.insert(ordersOf(seen));
    ++counts[static_cast<std::size_t>(seen.orderOf(kRight))];
  }
  EXPECT_GT(views.size(), 20u);
  // Weights 3, 3, 3, 1 of 10: Retire is the rare guess, and every order comes up.
  for (int c : counts) EXPECT_GT(c, 0);
  EXPECT_LT(counts[static_cast<std::size_t>(Order::Retire)],
            counts[static_cast<std::size_t>(Order::Attack)]);
}

TEST(WotrHiddenOrders, WhatTheTableShowsEachSide) {
  const OrderBook real = book(Order::Attack, Order::Retire, Order::Defend, Order::Attack);
  EXPECT_EQ(orderText(real, tables(), Side::One, kVan), "Attack");
  EXPECT_EQ(orderText(real, tables(), Side::One, kRight), "order unknown");
  EXPECT_EQ(orderText(real, tables(), Side::Two, kRight), "Attack");
  EXPECT_EQ(orderText(real, tables(), Side::Two, kMain), "order unknown");
  EXPECT_EQ(messengerLines(real, tables(), Side::One),
            (std::vector<std::string>{"A messenger rides to main with Defend",
                                      "A messenger rides to stanley, order unknown"}));
  EXPECT_EQ(messengerLines(real, tables(), Side::Two),
            (std::vector<std::string>{"A messenger rides to main, order unknown",
                                      "A messenger rides to stanley with Attack"}));
}

TEST(WotrHiddenOrders, HiddenWhileTheOtherSideHasOrders) {
  const OrderBook real = book(Order::Attack, Order::Retire, Order::Defend, Order::Attack);
  EXPECT_TRUE(hidesFrom(real, Side::One));
  EXPECT_TRUE(hidesFrom(real, Side::Two));
  EXPECT_FALSE(hidesFrom(real, Side::None));  // a replay's or a referee's view
  Rng g(1);
  EXPECT_EQ(ordersOf(asKnownBy(real, tables(), Side::None, g)), ordersOf(real));
  EXPECT_EQ(g.draws(), 0u);
  const OrderBook oneSided = openBook({kVan, kMain});
  EXPECT_TRUE(hidesFrom(oneSided, Side::Two));
  EXPECT_FALSE(hidesFrom(oneSided, Side::One));
}
