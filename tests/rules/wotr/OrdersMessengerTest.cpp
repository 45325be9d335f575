// Orders written before the battle and changed afterwards only by messenger from the C-in-C
// (002 Event I); messengers ride 12" a move (002 Event III) and can be caught (2", the file's
// reconstruction).
#include <gtest/gtest.h>

#include "WotrBed.h"
#include "rules/wotr/Orders.h"

using namespace sandtable;
using namespace sandtable::test::wotr;
using rules::kInch;
using rules::Point;
using rules::Rect;
using rules::Side;

namespace {

const WingKey kVan{Side::One, "van"};
const WingKey kRear{Side::One, "rear"};
const WingKey kEnemy{Side::Two, "main"};

Point at(double x, double y) {
  return {static_cast<rules::Length>(x * kInch), static_cast<rules::Length>(y * kInch)};
}

// An enemy block 8" wide and 1" deep centred on (x, y).
Rect enemyAt(double x, double y) { return {at(x, y), 0, 8 * kInch, 1 * kInch}; }

OrderBook begun() {
  OrderBook book = openBook({kVan, kRear, kEnemy});
  beginBattle(book);
  return book;
}

}  // namespace

TEST(WotrMessengers, OrdersAreWrittenBeforeTheBattleAndSentAfterIt) {
  OrderBook book = openBook({kVan, kRear, kEnemy});
  EXPECT_EQ(book.orderOf(kVan), Order::Defend);
  EXPECT_EQ(writeOpeningOrder(book, kVan, Order::Attack), "");
  EXPECT_EQ(book.orderOf(kVan), Order::Attack);
  EXPECT_EQ(writeOpeningOrder(book, {Side::One, "ghost"}, Order::Attack),
            "no battle/wing 'ghost' of that side");
  EXPECT_EQ(sendMessenger(book, kVan, Order::Retire, at(0, 0)),
            "before the battle the orders are written, not sent");
  beginBattle(book);
  EXPECT_EQ(writeOpeningOrder(book, kVan, Order::Retire),
            "the battle has begun: an order changes only by messenger from the C-in-C (002 Event "
            "I)");
  EXPECT_EQ(book.orderOf(kVan), Order::Attack);
  EXPECT_EQ(sendMessenger(book, kVan, Order::Retire, std::nullopt),
            "no C-in-C to send a messenger");
  EXPECT_EQ(sendMessenger(book, kVan, Order::Attack, at(0, 0)), "'van' already holds that order");
  EXPECT_EQ(sendMessenger(book, kVan, Order::Retire, at(0, 0)), "");
  EXPECT_EQ(sendMessenger(book, kVan, Order::Engage, at(0, 0)),
            "a messenger already rides to 'van'");
  EXPECT_EQ(book.orderOf(kVan), Order::Attack);  // until he arrives
  ASSERT_NE(book.messengerTo(kVan), nullptr);
  EXPECT_EQ(book.messengerTo(kVan)->order, Order::Retire);
}

// 30" from the C-in-C to the leader: 12", 24", then there on the third move.
TEST(WotrMessengers, AMessengerTakesTheMovesHisDistanceNeeds) {
  OrderBook book = begun();
  ASSERT_EQ(sendMessenger(book, kVan, Order::Attack, at(0, 0)), "");
  const WingLeader leaders[] = {{kVan, at(0, 30)}, {kRear, at(20, 0)}};
  const Rect farEnemy[] = {enemyAt(40, 40)};
  EXPECT_TRUE(rideMessengers(book, tables(), Side::One, leaders, farEnemy).empty());
  EXPECT_EQ(book.messengerTo(kVan)->at, at(0, 12));
  EXPECT_TRUE(rideMessengers(book, tables(), Side::One, leaders, farEnemy).empty());
  EXPECT_EQ(book.messengerTo(kVan)->at, at(0, 24));
  EXPECT_EQ(book.orderOf(kVan), Order::Defend);
  const auto news = rideMessengers(book, tables(), Side::One, leaders, farEnemy);
  ASSERT_EQ(news.size(), 1u);
  EXPECT_EQ(news[0].fate, MessengerFate::Delivered);
  EXPECT_EQ(news[0].moves, 3);
  EXPECT_EQ(news[0].at, at(0, 30));
  EXPECT_EQ(book.orderOf(kVan), Order::Attack);
  EXPECT_TRUE(book.messengers.empty());
}

TEST(WotrMessengers, HeRidesAtTheLeaderWhereHeNowIsAndOnlyInHisSidesMove) {
  OrderBook book = begun();
  ASSERT_EQ(sendMessenger(book, kVan, Order::Attack, at(0, 0)), "");
  const Rect none[] = {enemyAt(60, 60)};
  WingLeader leader{kVan, at(0, 30)};
  EXPECT_TRUE(rideMessengers(book, tables(), Side::Two, {&leader, 1}, none).empty());
  EXPECT_EQ(book.messengerTo(kVan)->at, at(0, 0));  // the other side's move
  leader.at = at(0, 12);                            // the leader came back toward him
  const auto news = rideMessengers(book, tables(), Side::One, {&leader, 1}, none);
  ASSERT_EQ(news.size(), 1u);
  EXPECT_EQ(news[0].fate, MessengerFate::Delivered);
  EXPECT_EQ(news[0].moves, 1);
}

// His path from (0, 0) toward (0, 30) passes 1.5" from an enemy block's edge in the first move.
TEST(WotrMessengers, AMessengerPassingNearAnEnemyIsCaughtAndTheOrderLost) {
  OrderBook book = begun();
  ASSERT_EQ(sendMessenger(book, kVan, Order::Retire, at(0, 0)), "");
  const WingLeader leaders[] = {{kVan, at(0, 30)}};
  const Rect enemy[] = {enemyAt(5.5, 8)};  // its left edge at x = 1.5
  const auto news = rideMessengers(book, tables(), Side::One, leaders, enemy);
  ASSERT_EQ(news.size(), 1u);
  EXPECT_EQ(news[0].fate, MessengerFate::Caught);
  EXPECT_EQ(news[0].order, Order::Retire);
  EXPECT_EQ(news[0].at.x, 0);
  // Caught where he first comes within 2": the block's corner at (1.5, 7.5).
  EXPECT_GT(news[0].at.y, at(0, 6).y);
  EXPECT_LT(news[0].at.y, at(0, 7.5).y);
  EXPECT_TRUE(book.messengers.empty());
  EXPECT_EQ(book.orderOf(kVan), Order::Defend);
  // The C-in-C may send another.
  EXPECT_EQ(sendMessenger(book, kVan, Order::Retire, at(0, 0)), "");
}

TEST(WotrMessengers, TwoInchesClearHeGetsThrough) {
  OrderBook book = begun();
  ASSERT_EQ(sendMessenger(book, kVan, Order::Retire, at(0, 0)), "");
  const WingLeader leaders[] = {{kVan, at(0, 10)}};
  const Rect enemy[] = {enemyAt(6.01, 5)};  // its left edge 2.01" from his path
  const auto news = rideMessengers(book, tables(), Side::One, leaders, enemy);
  ASSERT_EQ(news.size(), 1u);
  EXPECT_EQ(news[0].fate, MessengerFate::Delivered);
}

// A C-in-C who leads the battle himself gives its order by word of mouth: nobody rides, so
// nobody is caught, even with the enemy at his elbow.
TEST(WotrMessengers, TheCinCsOwnBattleHasItsOrderAtOnceHoweverNearTheEnemy) {
  OrderBook book = begun();
  ASSERT_EQ(sendMessenger(book, kVan, Order::Attack, at(0, 0)), "");
  const WingLeader leaders[] = {{kVan, at(0, 0)}};
  const Rect enemy[] = {enemyAt(0, 1)};  // 0.5" off
  const auto news = rideMessengers(book, tables(), Side::One, leaders, enemy);
  ASSERT_EQ(news.size(), 1u);
  EXPECT_EQ(news[0].fate, MessengerFate::Delivered);
  EXPECT_EQ(book.orderOf(kVan), Order::Attack);
}

TEST(WotrMessengers, AnOrderInPersonChangesAtOnceAndIsRefusedAsAMessengerWouldBe) {
  OrderBook book = openBook({kVan, kRear, kEnemy});
  EXPECT_NE(orderInPerson(book, kVan, Order::Attack, true, 1), "");  // not begun: written
  beginBattle(book);
  EXPECT_NE(orderInPerson(book, kVan, Order::Attack, false, 1), "");  // no C-in-C able
  EXPECT_NE(orderInPerson(book, kVan, Order::Defend, true, 1), "");   // it holds Defend
  EXPECT_NE(orderInPerson(book, {Side::One, "none"}, Order::Attack, true, 1), "");
  EXPECT_EQ(orderInPerson(book, kVan, Order::Attack, true, 1), "");
  EXPECT_EQ(book.orderOf(kVan), Order::Attack);
  EXPECT_TRUE(book.messengers.empty());
  // Once a move: the next order waits for the next move.
  const std::string again = orderInPerson(book, kVan, Order::Retire, true, 1);
  EXPECT_NE(again.find("one order a move"), std::string::npos) << again;
  EXPECT_EQ(book.orderOf(kVan), Order::Attack);
  EXPECT_EQ(orderInPerson(book, kVan, Order::Retire, true, 2), "");
  EXPECT_EQ(book.orderOf(kVan), Order::Retire);
}

TEST(WotrMessengers, AnEnemyMovingUpCatchesAMessengerWhereHeStands) {
  OrderBook book = begun();
  ASSERT_EQ(sendMessenger(book, kVan, Order::Attack, at(0, 0)), "");
  ASSERT_EQ(sendMessenger(book, kRear, Order::Retire, at(0, 0)), "");
  const WingLeader leaders[] = {{kVan, at(0, 30)}, {kRear, at(-30, 0)}};
  const Rect far[] = {enemyAt(60, 60)};
  ASSERT_TRUE(rideMessengers(book, tables(), Side::One, leaders, far).empty());
  // The enemy's move brings a block to 1" from the van's messenger at (0, 12).
  const Rect moved[] = {enemyAt(5, 12)};
  EXPECT_TRUE(catchMessengers(book, tables(), Side::Two, moved).empty());
  const auto news = catchMessengers(book, tables(), Side::One, moved);
  ASSERT_EQ(news.size(), 1u);
  EXPECT_EQ(news[0].to, kVan);
  EXPECT_EQ(news[0].fate, MessengerFate::Caught);
  ASSERT_EQ(book.messengers.size(), 1u);
  EXPECT_EQ(book.messengers[0].to, kRear);
}

TEST(WotrMessengers, ALeaderKilledLosesTheOrderAnIncapacitatedOneKeepsHimWaiting) {
  OrderBook book = begun();
  ASSERT_EQ(sendMessenger(book, kVan, Order::Attack, at(0, 0)), "");
  ASSERT_EQ(sendMessenger(book, kRear, Order::Retire, at(0, 0)), "");
  const Rect far[] = {enemyAt(60, 60)};
  const WingLeader leaders[] = {{kVan, at(0, 10), WingLeaderState::Incapacitated},
                                {kRear, at(10, 0), WingLeaderState::Killed}};
  const auto news = rideMessengers(book, tables(), Side::One, leaders, far);
  ASSERT_EQ(news.size(), 1u);
  EXPECT_EQ(news[0].to, kRear);
  EXPECT_EQ(news[0].fate, MessengerFate::LostWithLeader);
  ASSERT_EQ(book.messengers.size(), 1u);
  EXPECT_EQ(book.messengers[0].at, at(0, 0));
  EXPECT_EQ(book.messengers[0].moves, 0);
  const WingLeader recovered[] = {{kVan, at(0, 10)}};
  ASSERT_EQ(rideMessengers(book, tables(), Side::One, recovered, far).size(), 1u);
  EXPECT_EQ(book.orderOf(kVan), Order::Attack);
  EXPECT_EQ(book.orderOf(kRear), Order::Defend);
}

TEST(WotrMessengers, TheBookHashesItsOrdersAndRiders) {
  OrderBook a = begun();
  OrderBook b = begun();
  const auto hash = [](const OrderBook& book) {
    rules::Hasher h;
    hashInto(h, book);
    return h.value();
  };
  EXPECT_EQ(hash(a), hash(b));
  ASSERT_EQ(sendMessenger(b, kVan, Order::Attack, at(0, 0)), "");
  EXPECT_NE(hash(a), hash(b));
  ASSERT_EQ(sendMessenger(a, kVan, Order::Attack, at(0, 1)), "");
  EXPECT_NE(hash(a), hash(b));
}
