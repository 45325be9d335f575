// War of the Roses' orders in the match (002 Event I): written by each side before the battle,
// binding every move of a battle/wing's units (Attack closes or charges, Engage closes to its
// range, Defend holds, Retire goes home and does not shoot), changed only by a messenger from
// the C-in-C who rides 12" a move and can be caught, and hidden from the other side.
#include <gtest/gtest.h>

#include <algorithm>

#include "WotrMatchBed.h"
#include "measured/Wheel.h"
#include "rules/core/Rng.h"

namespace sandtable::test::wotr {
namespace {

using rules::Action;
using rules::ActionKind;
using rules::Dice;
using rules::EventKind;
using rules::EventList;
using rules::kInch;
using rules::Side;

Action issue(rules::UnitId unit, Order o) {
  Action a{ActionKind::IssueOrder, unit};
  a.option = static_cast<int>(o);
  return a;
}

bool offers(const WotrGame& game, const Action& a) {
  const std::vector<Action> legal = game.legalActions();
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

// One unit a side, 28" apart across the table, under the given orders, at side 1's movement.
struct Facing {
  MatchBed bed;
  rules::UnitId one = bed.add(Side::One, billmen(), 36, 10, 0);
  rules::UnitId two = bed.add(Side::Two, billmen(), 36, 38, 180);
  std::unique_ptr<WotrGame> moving(Order o1, Order o2 = Order::Defend) {
    auto game = bed.startUnderOrders(8, o1, o2);
    game->startMovementForTests(Side::One);
    return game;
  }
};

TEST(WotrOrdersMatch, EachSideWritesItsOrdersBeforeTheBattleAndTheOtherDoesNotReadThem) {
  Facing f;
  auto game = f.bed.startUnderOrders();
  EXPECT_EQ(game->phase().phase, "orders");
  EXPECT_EQ(game->phase().sideToAct, Side::One);
  EXPECT_TRUE(offers(*game, issue(f.one, Order::Attack)));
  EXPECT_FALSE(offers(*game, issue(f.one, Order::Defend)));  // it holds Defend already
  EXPECT_FALSE(game->check(issue(f.two, Order::Attack)));    // not side 1's to write
  Dice dice(1);
  EventList events;
  game->apply(issue(f.one, Order::Attack), dice, events);
  EXPECT_EQ(game->orderOf(f.one), Order::Attack);
  ASSERT_EQ(events.events.size(), 1u);
  EXPECT_EQ(events.events[0].kind, EventKind::OrderGiven);
  EXPECT_EQ(events.events[0].onlyFor, Side::One);
  EXPECT_FALSE(rules::seenBy(events.events[0], Side::Two));

  game->apply({ActionKind::Pass}, dice, events);
  EXPECT_EQ(game->phase().sideToAct, Side::Two);
  game->apply({ActionKind::Pass}, dice, events);
  EXPECT_EQ(game->phase().phase, "initiative");
  EXPECT_TRUE(game->orders().battleBegun);
  EXPECT_FALSE(game->check(issue(f.one, Order::Retire)));  // only by messenger now
}

TEST(WotrOrdersMatch, DefendHoldsItsGroundButMayTurn) {
  Facing f;
  auto game = f.moving(Order::Defend);
  const rules::Verdict v = game->check(forward(*game, f.one, 4));
  EXPECT_FALSE(v);
  EXPECT_NE(v.why.find("Defend"), std::string::npos) << v.why;
  Action turn{ActionKind::Wheel, f.one};
  turn.facing = rules::kQuarterTurn;
  EXPECT_TRUE(game->check(turn)) << game->check(turn).why;
  // A wheel pivots on a front corner and carries the block's centre with it: holding the
  // ground, it may not walk by wheels, even with no straight move after them.
  const rules::measured::Pose& at = game->battle().unit(f.one).pose;
  Action wheel{ActionKind::Move, f.one};
  wheel.facing = rules::kEighthTurn / 2;
  wheel.point =
      rules::measured::wheeled(at, game->battle().shape(f.one).width(), *wheel.facing).front;
  const rules::Verdict walked = game->check(wheel);
  EXPECT_FALSE(walked);
  EXPECT_NE(walked.why.find("Defend"), std::string::npos) << walked.why;
  EXPECT_TRUE(game->check({ActionKind::EndTurn}));
}

TEST(WotrOrdersMatch, AttackClosesByHalfItsMoveAndMayNotEndItsMovementStanding) {
  Facing f;
  auto game = f.moving(Order::Attack);
  // Billmen move 8": an Attack closes on the nearest enemy by at least 4".
  EXPECT_FALSE(game->check(forward(*game, f.one, 3)));
  EXPECT_TRUE(game->check(forward(*game, f.one, 4))) << game->check(forward(*game, f.one, 4)).why;
  const rules::Verdict end = game->check({ActionKind::EndTurn});
  EXPECT_FALSE(end);
  EXPECT_NE(end.why.find("must still move under its Attack order"), std::string::npos) << end.why;
  EXPECT_FALSE(offers(*game, {ActionKind::EndTurn}));
  Dice dice(1);
  EventList events;
  game->apply(forward(*game, f.one, 8), dice, events);
  EXPECT_TRUE(game->check({ActionKind::EndTurn}));
}

TEST(WotrOrdersMatch, AttackChargesTheEnemyItCanReach) {
  MatchBed bed;
  const auto one = bed.add(Side::One, billmen(), 36, 10, 0);
  const auto two = bed.add(Side::Two, billmen(), 36, 16, 180);  // about 5" ahead, in the arc
  auto game = bed.startUnderOrders(8, Order::Attack);
  game->startMovementForTests(Side::One);
  const rules::Verdict v = game->check(forward(*game, one, 2));
  EXPECT_FALSE(v);
  EXPECT_NE(v.why.find("must charge"), std::string::npos) << v.why;
  EXPECT_TRUE(game->check({ActionKind::Charge, one, two}));
  EXPECT_FALSE(game->check({ActionKind::EndTurn}));
}

// The open table with a marsh from just ahead of y = 10" to y = 40", right across it.
class MarshTable final : public rules::Battlefield {
 public:
  rules::Rect bounds() const override { return MatchBed::table(); }
  rules::Length elevationAt(rules::Point) const override { return 0; }
  rules::TerrainKind terrainAt(rules::Point p) const override {
    return p.y > 10 * kInch + kInch / 5 && p.y < 40 * kInch ? rules::TerrainKind::Marsh
                                                 : rules::TerrainKind::Clear;
  }
  std::vector<rules::Crossing> crossings(rules::Point, rules::Point) const override { return {}; }
  rules::Sight lineOfSight(const rules::SightQuery&) const override { return {}; }
};

TEST(WotrOrdersMatch, AttackAsksHalfOfWhatTheGroundLetsTheUnitCover) {
  // Horse go 2" in a marsh, foot lose 4" of their 8": an Attack into it closes by half of that
  // (the marsh does not freeze an attacking unit), and the move is offered.
  for (const bool horse : {true, false}) {
    MatchBed bed;
    const auto one = bed.add(Side::One, horse ? lancers() : billmen(), 36, 10, 0);
    bed.add(Side::Two, billmen(), 36, 44, 180);
    auto game = bed.startUnderOrdersOn(std::make_shared<MarshTable>(), 8, Order::Attack);
    game->startMovementForTests(Side::One);
    const double over = horse ? 2 : 4;
    SCOPED_TRACE(horse ? "horse" : "foot");
    EXPECT_TRUE(game->check(forward(*game, one, over / 2))) << game->check(forward(*game, one, over / 2)).why;
    const rules::Verdict short_ = game->check(forward(*game, one, over / 2 - 0.5));
    EXPECT_FALSE(short_);
    EXPECT_NE(short_.why.find("Attack"), std::string::npos) << short_.why;
    EXPECT_FALSE(game->check(forward(*game, one, over + 0.5)));  // beyond what the marsh allows
    EXPECT_TRUE(offers(*game, forward(*game, one, over))) << "as far as the ground lets it go";
    EXPECT_FALSE(game->check({ActionKind::EndTurn}));  // it owes its move
  }
}

TEST(WotrOrdersMatch, EngageClosesToItsRangeThenHolds) {
  Facing f;
  auto game = f.moving(Order::Engage);
  // Billmen have no shooters: they close to 24" (4" from here) and hold there.
  const double gap = Battle::inchesOf(game->battle().gapBetween(f.one, f.two));
  ASSERT_NEAR(gap, 28.0, 0.01);
  EXPECT_FALSE(game->check(forward(*game, f.one, 1)));
  EXPECT_TRUE(game->check(forward(*game, f.one, gap - 24 + 0.1)));
  EXPECT_FALSE(game->check({ActionKind::Charge, f.one, f.two}));
}

TEST(WotrOrdersMatch, RetireGoesHomeAndDoesNotShoot) {
  MatchBed bed;
  const auto bows = bed.add(Side::One, bowmen(), 36, 10, 0);
  const auto foe = bed.add(Side::Two, billmen(), 36, 30, 180);
  {
    auto holding = bed.startUnderOrders(8, Order::Defend);
    EXPECT_EQ(holding->fireTarget(bows), foe);
  }
  auto game = bed.startUnderOrders(8, Order::Retire);
  EXPECT_EQ(game->fireTarget(bows), rules::kNoUnit);
  game->startMovementForTests(Side::One);
  EXPECT_FALSE(game->check(forward(*game, bows, 4)));  // nearer the enemy
  // About face (free for shooters two ranks deep or less), then go home.
  Action about{ActionKind::Wheel, bows};
  about.facing = rules::kHalfTurn;
  ASSERT_TRUE(game->check(about)) << game->check(about).why;
  Dice dice(1);
  EventList events;
  game->apply(about, dice, events);
  EXPECT_FALSE(game->check({ActionKind::EndTurn}));  // it must still go home
  EXPECT_FALSE(game->check(forward(*game, bows, 2)));
  EXPECT_TRUE(game->check(forward(*game, bows, 4))) << game->check(forward(*game, bows, 4)).why;
}

// Side 1's C-in-C rides with a unit 30" from its wing's captain: a messenger takes three moves.
struct Messengers {
  MatchBed bed;
  rules::UnitId captain = bed.add(Side::One, billmen(), 36, 10, 0);
  rules::UnitId general = bed.add(Side::One, billmen(), 6, 10, 0);
  rules::UnitId enemy = bed.add(Side::Two, billmen(), 60, 40, 180);
  Messengers() { bed.deployment().sides[0].commanderWith = 1; }
};

// Ends side 1's movement, then side 2's and the turn, and brings the match to side 1's next
// movement (side 1 wins the initiative and moves first).
void nextMovement(WotrGame& game, Dice& dice, EventList& events) {
  game.apply({ActionKind::EndTurn}, dice, events);
  game.apply({ActionKind::EndTurn}, dice, events);
  ASSERT_EQ(game.phase().phase, "initiative");
  Dice initiative(1, {6, 1});
  game.apply({ActionKind::RollInitiative}, initiative, events);
  Action first{ActionKind::Pass};
  first.option = kMoveFirst;
  game.apply(first, dice, events);
  ASSERT_EQ(game.phase().phase, "movement");
  ASSERT_EQ(game.phase().sideToAct, Side::One);
}

TEST(WotrOrdersMatch, AMessengerRidesTwelveInchesAMoveAndTheOrderChangesWhenHeArrives) {
  Messengers m;
  auto game = m.bed.startUnderOrders();
  game->startMovementForTests(Side::One);
  Dice dice(3);
  EventList events;
  ASSERT_TRUE(game->check(issue(m.captain, Order::Attack)));
  game->apply(issue(m.captain, Order::Attack), dice, events);
  // The log names who sent him, as a reader of the battle would want.
  ASSERT_FALSE(events.events.empty());
  EXPECT_EQ(events.events.front().kind, EventKind::MessengerRode);
  EXPECT_EQ(events.events.front().text.rfind("General One sends a messenger to", 0), 0u)
      << events.events.front().text;
  EXPECT_FALSE(game->check(issue(m.captain, Order::Retire)));  // one messenger at a time
  const WingKey wing{Side::One, "w"};
  for (int move = 1; move <= 2; ++move) {
    nextMovement(*game, dice, events);
    EXPECT_EQ(game->orders().orderOf(wing), Order::Defend) << "after move " << move;
    ASSERT_EQ(game->orders().messengers.size(), 1u);
    EXPECT_EQ(game->orders().messengers[0].moves, move);
  }
  events.events.clear();
  game->apply({ActionKind::EndTurn}, dice, events);
  EXPECT_EQ(game->orders().orderOf(wing), Order::Attack);
  EXPECT_TRUE(game->orders().messengers.empty());
  bool reached = false, told = false;
  for (const rules::Event& e : events.events) {
    reached = reached || (e.kind == EventKind::MessengerRode && e.onlyFor == Side::None &&
                          e.text.find("reaches") != std::string::npos);
    told = told || (e.kind == EventKind::OrderGiven && e.onlyFor == Side::One &&
                    e.text.find("Attack") != std::string::npos);
  }
  EXPECT_TRUE(reached);
  EXPECT_TRUE(told);
}

TEST(WotrOrdersMatch, NoMessengerIsSentToABattleWhoseLeaderHasFallen) {
  Messengers m;
  auto game = m.bed.startUnderOrders();
  game->startMovementForTests(Side::One);
  constexpr std::size_t kCaptain = 1;  // side 1's leaders: the C-in-C, then wing w's
  game->battleForTests().leaders()[kCaptain].incapacitatedThrough = game->turn();
  EXPECT_TRUE(game->check(issue(m.captain, Order::Attack)));  // he waits for a stunned leader
  game->battleForTests().leaders()[kCaptain].killed = true;
  const rules::Verdict v = game->check(issue(m.captain, Order::Attack));
  EXPECT_FALSE(v);
  EXPECT_NE(v.why.find("leader is no longer on the field"), std::string::npos) << v.why;
  EXPECT_FALSE(offers(*game, issue(m.captain, Order::Attack)));
  EXPECT_EQ(game->orders().orderOf({Side::One, "w"}), Order::Defend);  // its last order stands
}

TEST(WotrOrdersMatch, AMessengerPassingNearTheEnemyIsCaughtAndHisOrderLost) {
  MatchBed bed;
  const auto captain = bed.add(Side::One, billmen(), 36, 10, 0);
  bed.add(Side::One, billmen(), 6, 10, 0);
  bed.add(Side::Two, billmen(), 21, 11.5, 180);  // within 2" of the messenger's road
  bed.deployment().sides[0].commanderWith = 1;
  auto game = bed.startUnderOrders();
  game->startMovementForTests(Side::One);
  Dice dice(3);
  EventList events;
  game->apply(issue(captain, Order::Attack), dice, events);
  events.events.clear();
  game->apply({ActionKind::EndTurn}, dice, events);
  EXPECT_TRUE(game->orders().messengers.empty());
  EXPECT_EQ(game->orders().orderOf({Side::One, "w"}), Order::Defend);
  const bool caught = std::any_of(events.events.begin(), events.events.end(), [](const auto& e) {
    return e.kind == EventKind::MessengerRode && e.text.find("caught") != std::string::npos;
  });
  EXPECT_TRUE(caught);
}

// A C-in-C who leads the battle himself gives it a new order in person: at once, no rider to
// catch (an enemy at his elbow), and only his own side hears of it.
TEST(WotrOrdersMatch, ACinCLeadingTheBattleHimselfOrdersItInPersonAtOnce) {
  MatchBed bed;
  const auto own = bed.add(Side::One, billmen(), 36, 10, 0);
  bed.add(Side::Two, billmen(), 36, 13, 180);  // within 2" of the C-in-C
  bed.deployment().sides[0].army.wings[0].leader = "General One";
  auto game = bed.startUnderOrders();
  game->startMovementForTests(Side::One);
  const WingKey wing{Side::One, "w"};
  ASSERT_TRUE(game->ledByCinC(wing));
  Dice dice(3);
  EventList events;
  ASSERT_TRUE(game->check(issue(own, Order::Attack))) << game->check(issue(own, Order::Attack)).why;
  game->apply(issue(own, Order::Attack), dice, events);
  EXPECT_EQ(game->orders().orderOf(wing), Order::Attack);
  EXPECT_TRUE(game->orders().messengers.empty());
  ASSERT_EQ(events.events.size(), 1u);
  EXPECT_EQ(events.events[0].kind, EventKind::OrderGiven);
  EXPECT_EQ(events.events[0].onlyFor, Side::One);
  EXPECT_NE(events.events[0].text.find("himself"), std::string::npos) << events.events[0].text;
  EXPECT_FALSE(game->check(issue(own, Order::Attack)));  // it holds Attack now
  EXPECT_FALSE(game->check(issue(own, Order::Retire)));  // one order in person a move
  game->apply({ActionKind::EndTurn}, dice, events);
  EXPECT_EQ(game->orders().orderOf(wing), Order::Attack);
  EXPECT_FALSE(game->ledByCinC({Side::Two, "w"}));  // Captain Two is not General Two
}

TEST(WotrOrdersMatch, AWingThatWillNotEngageKeepsItsOrderWhateverItIsSent) {
  Facing f;
  f.bed.deployment().sides[0].willNotEngage = {"w"};
  auto game = f.bed.startUnderOrders();
  EXPECT_FALSE(game->check(issue(f.one, Order::Attack)));
  game->startMovementForTests(Side::One);
  Dice dice(3);
  EventList events;
  ASSERT_TRUE(game->check(issue(f.one, Order::Attack)));  // the messenger may ride
  game->apply(issue(f.one, Order::Attack), dice, events);
  events.events.clear();
  game->apply({ActionKind::EndTurn}, dice, events);  // the C-in-C rides with him: delivered
  EXPECT_TRUE(game->orders().messengers.empty());
  EXPECT_EQ(game->orderOf(f.one), Order::Defend);
  const bool kept = std::any_of(events.events.begin(), events.events.end(), [](const auto& e) {
    return e.kind == EventKind::OrderGiven &&
           e.text.find("is not obeyed: the order Defend stands") != std::string::npos;
  });
  EXPECT_TRUE(kept);
}

TEST(WotrOrdersMatch, ASideSeesOnlyItsOwnOrdersAndItsViewNeverReadsTheOthers) {
  Facing f;
  auto attacking = f.moving(Order::Engage, Order::Attack);
  auto retiring = f.moving(Order::Engage, Order::Retire);
  EXPECT_NE(attacking->stateHash(), retiring->stateHash());
  EXPECT_TRUE(attacking->hidesFrom(Side::One));
  EXPECT_FALSE(attacking->hidesFrom(Side::None));
  rules::Rng g1(5), g2(5);
  const auto viewA = attacking->asSeenBy(Side::One, g1);
  const auto viewR = retiring->asSeenBy(Side::One, g2);
  const auto& a = dynamic_cast<const WotrGame&>(*viewA);
  const auto& r = dynamic_cast<const WotrGame&>(*viewR);
  EXPECT_EQ(a.orders().orderOf({Side::Two, "w"}), r.orders().orderOf({Side::Two, "w"}));
  EXPECT_EQ(a.orders().orderOf({Side::One, "w"}), Order::Engage);
  EXPECT_EQ(a.orderShown({Side::Two, "w"}), "order unknown");
  EXPECT_EQ(a.orderShown({Side::One, "w"}), "Engage");
  EXPECT_EQ(attacking->orderShown({Side::Two, "w"}), "Attack");
  EXPECT_EQ(viewA->legalActions(), attacking->legalActions());
}

}  // namespace
}  // namespace sandtable::test::wotr
