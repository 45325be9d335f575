// What the table shows of War of the Roses' hidden orders (issue 41): the bar's line of a
// side's own orders and the messengers' pins, read from the match as the person at a hot-seat
// table knows it (PlayController::game()), never naming the other side's orders.
#include <gtest/gtest.h>

#include "rules/core/Rng.h"
#include "rules/wotr/WotrGame.h"
#include "rules/wotr/WotrMatchBed.h"
#include "support/Players.h"
#include "support/TestPaths.h"
#include "view/PlayController.h"
#include "view/RulesetAdapter.h"

namespace sandtable::view {
namespace {

using namespace sandtable::rules;
using test::kHuman;

Action order(UnitId unit, rules::wotr::Order o) {
  Action a{ActionKind::IssueOrder, unit};
  a.option = static_cast<int>(o);
  return a;
}

void submitted(PlayController& p, const Action& a) {
  if (p.handoverPending()) p.acceptHandover();
  const Verdict v = p.submit(a);
  ASSERT_TRUE(v) << v.why;
}

// The meeting engagement in hot seat (seed 1, as render.script_wotr_hidden_orders): the White
// Rose writes the foot (its longbowmen, unit 0) to Retire and the horse (unit 2) to Defend; the
// Red Rose the foot (unit 4) to Attack and the horse (unit 6) to Engage.
std::unique_ptr<PlayController> ordersWritten() {
  using rules::wotr::Order;
  auto p = PlayController::newMatch(test::configPath("scenarios/wotr_meeting_engagement.yaml"), 1,
                                    {kHuman, kHuman}, {});
  submitted(*p, order(0, Order::Retire));
  submitted(*p, order(2, Order::Defend));
  submitted(*p, Action{ActionKind::Pass});
  submitted(*p, order(4, Order::Attack));
  submitted(*p, order(6, Order::Engage));
  submitted(*p, Action{ActionKind::Pass});
  if (p->handoverPending()) p->acceptHandover();
  return p;
}

// Before the battle, a person who selects a unit that is not its wing's leader's is shown
// which unit its wing's orders are written with.
TEST(WotrTable, AUnitOtherThanItsLeadersSaysWhereItsWingsOrdersAreWritten) {
  auto p = PlayController::newMatch(test::configPath("scenarios/wotr_meeting_engagement.yaml"), 1,
                                    {kHuman, kHuman}, {});
  if (p->handoverPending()) p->acceptHandover();
  const auto* wotr = dynamic_cast<const rules::wotr::WotrGame*>(&p->game());
  ASSERT_NE(wotr, nullptr);
  const auto adapter = makeRulesetAdapter("wotr");
  int pointed = 0;
  for (const UnitView& u : p->game().units()) {
    if (u.side != Side::One) continue;
    const rules::wotr::WingKey k = wotr->wingOf(u.id);
    const UnitId leader = wotr->wingUnit(k);
    ASSERT_NE(leader, kNoUnit);
    const std::string words = adapter->idleWords(p->game(), u);
    if (leader == u.id) {
      EXPECT_EQ(words, "This unit cannot act now.");
      continue;
    }
    // The meeting engagement's wings are "The foot" and "The mounted wing": "the" within the line.
    std::string wing = wotr->wingName(k);
    ASSERT_TRUE(wing.starts_with("The "));
    wing[0] = 't';
    EXPECT_EQ(words, "Orders are written to " + wing + " through its leader: select " +
                         wotr->battle().setupOf(leader).name + " to write its order.");
    ++pointed;
  }
  EXPECT_GT(pointed, 0) << "the meeting engagement's wings have units besides their leaders'";
}

// In the movement event, a unit the outline holds still says which rule holds it, as a
// sentence: one that fired in Event II, one in rout.
TEST(WotrTable, AUnitHeldStillInTheMovementEventSaysWhichRuleHoldsIt) {
  test::wotr::MatchBed bed;
  const UnitId bows = bed.add(Side::One, test::wotr::bowmen(), 30, 10, 0);
  const UnitId bills = bed.add(Side::One, test::wotr::billmen(), 42, 10, 0);
  bed.add(Side::Two, test::wotr::billmen(), 36, 40, 180);
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  const auto adapter = makeRulesetAdapter("wotr");
  ASSERT_TRUE(game->mayMove(bows));
  game->battleForTests().unit(bows).fired = true;
  EXPECT_EQ(adapter->idleWords(*game, *game->unitView(bows)),
            "Units which fired in Event II do not move (002 Event III).");
  test::wotr::routedLastTurn(*game, bills);
  EXPECT_EQ(adapter->idleWords(*game, *game->unitView(bills)),
            "Routed units do not move (002 Event III).");
}

TEST(WotrTable, TheBarShowsEachSideOnlyItsOwnOrders) {
  auto p = ordersWritten();
  const auto adapter = makeRulesetAdapter("wotr");
  ASSERT_EQ(p->viewer(), Side::One);
  EXPECT_EQ(adapter->ordersLine(p->game(), p->viewer()), "The mounted wing: Defend; The foot: Retire");
  // The Red Rose's longbowmen's card for the White Rose: their wing's order is not known.
  for (const UnitView& u : p->game().units()) {
    if (u.id != 4) continue;
    bool unknown = false;
    for (const auto& [row, text] : adapter->condition(p->game(), u)) {
      EXPECT_EQ(text.find("Attack"), std::string::npos) << row << ": " << text;
      unknown = unknown || text == "The foot: order unknown";
    }
    EXPECT_TRUE(unknown);
  }
  // The Red Rose's own view of the same position.
  Rng guess(7);
  const auto red = p->match().asSeenBy(Side::Two, guess);
  EXPECT_EQ(adapter->ordersLine(*red, Side::Two), "The mounted wing: Engage; The foot: Attack");
  EXPECT_EQ(adapter->ordersLine(p->game(), Side::None), "") << "nobody's orders for nobody";
}

// The army roster reads each unit's card a column each, its wing's order as the person at the
// table may read it: the White Rose's own longbowmen's, and "order unknown" for the Red Rose's.
TEST(WotrTable, TheRosterGivesEachColumnItsCellAndHidesTheOtherSidesOrders) {
  auto p = ordersWritten();
  const auto adapter = makeRulesetAdapter("wotr");
  const std::vector<std::string> columns = adapter->rosterColumns();
  ASSERT_EQ(columns, (std::vector<std::string>{"Morale", "Figures", "Orders", "Troops"}));
  const auto* wotr = dynamic_cast<const rules::wotr::WotrGame*>(&p->game());
  ASSERT_NE(wotr, nullptr);
  int checked = 0;
  for (const UnitView& u : p->game().units()) {
    if (u.id != 0 && u.id != 4) continue;
    const std::vector<std::string> cells = adapter->rosterCells(p->game(), u);
    ASSERT_EQ(cells.size(), columns.size());
    const int figures = wotr->battle().setupOf(u.id).figures;
    EXPECT_EQ(cells[0], "steady");
    EXPECT_EQ(cells[1], std::to_string(figures) + " of " + std::to_string(figures));
    const auto& shooting = wotr->battle().profileOf(u.id).shootingWeapon;
    ASSERT_TRUE(shooting) << u.name << " are longbowmen";
    EXPECT_NE(cells[3].find(shooting->name), std::string::npos) << cells[3];
    EXPECT_EQ(cells[2], u.id == 0 ? "The foot: Retire" : "The foot: order unknown");
    ++checked;
  }
  EXPECT_EQ(checked, 2);
}

TEST(WotrTable, AMessengersPinSaysItsOrderToItsOwnSideOnly) {
  using rules::wotr::Order;
  auto p = ordersWritten();
  submitted(*p, Action{ActionKind::RollInitiative});  // the Red Rose wins it (seed 1)
  ASSERT_EQ(p->sideToAct(), Side::Two);
  Action first{ActionKind::Pass};
  first.option = rules::wotr::kMoveFirst;
  submitted(*p, first);
  submitted(*p, order(6, Order::Defend));  // a messenger from the C-in-C to the horse
  const auto adapter = makeRulesetAdapter("wotr");
  const std::vector<TablePin> own = adapter->tablePins(p->game(), p->viewer());
  ASSERT_EQ(own.size(), 1u);
  EXPECT_EQ(own.front().side, Side::Two);
  EXPECT_EQ(own.front().label, "Messenger to the mounted wing: Defend");
  EXPECT_EQ(adapter->ordersLine(p->game(), Side::Two),
            "The mounted wing: Engage (messenger riding with Defend); The foot: Attack");
  // The roster says a rider is out to the horse, and nothing of what he carries.
  for (const UnitView& u : p->game().units()) {
    if (u.id != 6) continue;
    const std::vector<std::string> cells = adapter->rosterCells(p->game(), u);
    ASSERT_EQ(cells.size(), 4u);
    EXPECT_EQ(cells[2], "The mounted wing: Engage; a messenger rides to its leader");
  }
  // The White Rose sees the rider where he rides, and nothing of his errand.
  Rng guess(7);
  const auto white = p->match().asSeenBy(Side::One, guess);
  const std::vector<TablePin> seen = adapter->tablePins(*white, Side::One);
  ASSERT_EQ(seen.size(), 1u);
  EXPECT_EQ(seen.front().label, "Messenger, order unknown");
  for (const UnitView& u : white->units()) {
    if (u.id == 6) {
      EXPECT_EQ(adapter->rosterCells(*white, u).at(2),
                "The mounted wing: order unknown; a messenger rides to its leader");
    }
  }
  EXPECT_EQ(seen.front().at, own.front().at);
  // He is drawn as a light rider the size of the cavalry's figures, facing his leader.
  ASSERT_TRUE(seen.front().rider.has_value());
  const PinRider& rider = *seen.front().rider;
  EXPECT_EQ(rider.look, "messenger");
  EXPECT_EQ(rider.among, "cavalry");
  EXPECT_GT(rider.width, 0);
  EXPECT_GT(rider.depth, 0);
  const auto* wotr = dynamic_cast<const rules::wotr::WotrGame*>(&p->game());
  ASSERT_NE(wotr, nullptr);
  const rules::Point leader = wotr->battle().block(6).centre;
  ASSERT_NE(leader, own.front().at);
  EXPECT_EQ(rider.facing, rules::bearing(own.front().at, leader));
  EXPECT_EQ(adapter->ordersLine(*white, Side::One), "The mounted wing: Defend; The foot: Retire");
}

// The save of a hot-seat battle still going on hides each side's orders from the other player:
// a study of it would show them, so the Files panel does not open one. A battle played out by
// AIs, or over, hides nothing from anyone who played it.
TEST(WotrTable, ASaveOfABattleGoingOnHidesItsOrdersFromAStudy) {
  const auto dir = test::scratchDir("wotr-study-hidden");
  auto going = ordersWritten();
  going->save(dir / "going.yaml");
  EXPECT_TRUE(PlayController::study(dir / "going.yaml")->studyHidesFromItsPlayers());

  auto byAi = PlayController::newMatch(test::configPath("scenarios/wotr_meeting_engagement.yaml"),
                                       1, {test::kRandomAi, test::kRandomAi}, {});
  byAi->skipAi();
  ASSERT_TRUE(byAi->over());
  byAi->save(dir / "over.yaml");
  EXPECT_FALSE(PlayController::study(dir / "over.yaml")->studyHidesFromItsPlayers());
  // The same battle cut short before its end, with its players recorded as AIs: no person
  // played it.
  auto cut = PlayController::newMatch(test::configPath("scenarios/wotr_meeting_engagement.yaml"), 1,
                                      {test::kRandomAi, test::kRandomAi}, {});
  cut->save(dir / "cut.yaml");
  EXPECT_FALSE(PlayController::study(dir / "cut.yaml")->studyHidesFromItsPlayers());
}

}  // namespace
}  // namespace sandtable::view
