// The historical scenarios, Bosworth 1485 and Tewkesbury 1471 (config/scenarios/wotr_*.yaml):
// each reads whole, its texts are there and its armies are the outline's, its opening orders
// reach the Deployment and the book the match keeps, every narration cue names a unit or a
// leader of the match as it starts, and a game of random legal actions plays to its end
// within the turn limit with no invariant broken.
#include <gtest/gtest.h>

#include <set>

#include "WotrMatchBed.h"
#include "rules/core/Rng.h"
#include "rules/wotr/ArmyCheck.h"
#include "rules/wotr/Orders.h"
#include "scenario/wotr/WotrScenario.h"

namespace sandtable::test::wotr {
namespace {

using rules::Action;
using rules::Side;
using scenario::CueTrigger;

scenario::WotrScenario load(const char* file) {
  return scenario::loadWotrScenario(configPath(std::string("scenarios/") + file));
}

// The book the scenario's opening orders write, every write accepted, as the battle begins.
OrderBook openingBook(const Deployment& d) {
  std::vector<WingKey> wings;
  for (const Side side : {Side::One, Side::Two})
    for (const Wing& w : d.sides[rules::sideIndex(side)].army.wings) wings.push_back({side, w.id});
  OrderBook book = openBook(wings);
  for (const Side side : {Side::One, Side::Two}) {
    const SideDeployment& sd = d.sides[rules::sideIndex(side)];
    EXPECT_EQ(sd.openingOrders.size(), sd.army.wings.size()) << "every wing has its order";
    for (const auto& [wing, order] : sd.openingOrders)
      EXPECT_EQ(writeOpeningOrder(book, {side, wing}, order), "") << wing;
  }
  beginBattle(book);
  return book;
}

void checkScenario(const scenario::WotrScenario& s, std::size_t cues) {
  EXPECT_EQ(s.info.ruleset, "wotr");
  for (const std::string* text : {&s.info.name, &s.info.description, &s.info.briefing,
                                  &s.info.historicalOutcome})
    EXPECT_GT(text->size(), 20u);
  EXPECT_TRUE(s.info.historical());
  for (const SideDeployment& sd : s.deployment.sides)
    EXPECT_TRUE(checkArmy(tables(), sd.army).empty()) << sd.army.name;
  EXPECT_EQ(s.table.unit, rules::kInch);
  EXPECT_EQ(s.table.groundMetresPerUnit, 20);

  // The personalities are the match's leaders, in its order, so that a PersonalityLost event's
  // place finds its cue.
  const auto game = scenario::startWotrGame(s);
  const std::vector<LeaderSetup>& leaders = game->battle().setup().leaders;
  ASSERT_EQ(s.info.personalities.size(), leaders.size());
  for (std::size_t i = 0; i < leaders.size(); ++i)
    EXPECT_EQ(s.info.personalities[i], leaders[i].name) << i;

  // Every cue was resolved against the match's units and leaders.
  ASSERT_EQ(s.info.narration.size(), cues);
  const std::vector<rules::UnitView> units = game->units();
  std::set<std::string> endings;
  for (const scenario::NarrationCue& cue : s.info.narration) {
    switch (cue.trigger) {
      case CueTrigger::UnitBroken:
        ASSERT_GE(cue.unit, 0);
        EXPECT_EQ(units.at(static_cast<std::size_t>(cue.unit)).name, cue.subject);
        break;
      case CueTrigger::PersonalityLost:
        ASSERT_GE(cue.personality, 0);
        EXPECT_EQ(leaders.at(static_cast<std::size_t>(cue.personality)).name, cue.subject);
        break;
      case CueTrigger::Turn:
        EXPECT_LE(cue.turn, s.deployment.victory.turnLimit);
        break;
      case CueTrigger::BattleOver:
        endings.insert(cue.subject);
        break;
      default:
        ADD_FAILURE() << "a cue War of the Roses never fires: " << cue.subject;
    }
  }
  EXPECT_EQ(endings, (std::set<std::string>{"side1", "side2", "draw"}));
}

// Random legal actions (a charge when offered, half the time) from a fixed seed until the
// battle ends; returns the turn it ended on.
int playToTheEnd(const scenario::WotrScenario& s, std::uint64_t seed) {
  auto game = scenario::startWotrGame(s);
  rules::Dice dice(seed);
  rules::Rng pick(seed + 1);
  rules::NullSink sink;
  for (int i = 0; i < 20000 && !game->result().over; ++i) {
    const std::vector<Action> legal = game->legalActions();
    if (legal.empty()) {
      ADD_FAILURE() << "no legal action at turn " << game->turn();
      break;
    }
    std::vector<Action> charges;
    for (const Action& a : legal) {
      if (a.kind == rules::ActionKind::Charge) charges.push_back(a);
    }
    const std::vector<Action>& pool = !charges.empty() && pick.below(2) == 0 ? charges : legal;
    const Action a = pool[pick.below(static_cast<std::uint32_t>(pool.size()))];
    game->apply(a, dice, sink);
    const std::string problem = game->invariantProblem();
    if (!problem.empty()) {
      ADD_FAILURE() << "after " << rules::toString(a) << ": " << problem;
      break;
    }
  }
  EXPECT_TRUE(game->result().over);
  EXPECT_FALSE(game->result().reason.empty());
  EXPECT_LE(game->turn(), s.deployment.victory.turnLimit);
  return game->turn();
}

}  // namespace

TEST(WotrHistoricalScenarios, Bosworth) {
  const scenario::WotrScenario s = load("wotr_bosworth_1485.yaml");
  checkScenario(s, 12);
  EXPECT_EQ(s.deployment.sides[0].army.commander, "Richard III");
  EXPECT_EQ(s.deployment.victory.decisiveLeaders,
            (std::vector<std::string>{"Richard III", "Henry Tudor"}));
  // Richard and Henry each command from their household horse.
  const SideDeployment& richard = s.deployment.sides[0];
  EXPECT_EQ(richard.units.at(static_cast<std::size_t>(richard.commanderWith)).line,
            "royal_household");
  const SideDeployment& henry = s.deployment.sides[1];
  EXPECT_EQ(henry.units.at(static_cast<std::size_t>(henry.commanderWith)).line,
            "henrys_household");

  const OrderBook book = openingBook(s.deployment);
  EXPECT_EQ(book.orderOf({Side::One, "vanguard"}), Order::Attack);
  EXPECT_EQ(book.orderOf({Side::One, "rearguard"}), Order::Defend);  // Northumberland
  EXPECT_EQ(book.orderOf({Side::Two, "vanguard"}), Order::Attack);  // Oxford
  EXPECT_EQ(book.orderOf({Side::Two, "william_stanley"}), Order::Defend);
  EXPECT_EQ(book.wings.size(), 7u);
  // Northumberland and Lord Stanley keep their orders whatever they are sent.
  EXPECT_EQ(richard.willNotEngage, std::vector<std::string>{"rearguard"});
  EXPECT_EQ(henry.willNotEngage, std::vector<std::string>{"thomas_stanley"});
  // Each side reads its own orders only.
  EXPECT_EQ(orderText(book, tables(), Side::Two, {Side::One, "rearguard"}), "order unknown");
  EXPECT_NE(orderText(book, tables(), Side::One, {Side::One, "rearguard"}), "order unknown");

  for (const std::uint64_t seed : {3u, 11u}) playToTheEnd(s, seed);
}

TEST(WotrHistoricalScenarios, Tewkesbury) {
  const scenario::WotrScenario s = load("wotr_tewkesbury_1471.yaml");
  checkScenario(s, 11);
  EXPECT_TRUE(s.deployment.victory.decisiveLeaders.empty());
  // Somerset commands the army from his own battle, whose first unit his leader rides with.
  const SideDeployment& somerset = s.deployment.sides[1];
  EXPECT_EQ(somerset.army.commander, "Edmund Beaufort, Duke of Somerset");
  EXPECT_EQ(somerset.units.at(static_cast<std::size_t>(somerset.commanderWith)).line,
            "somerset_men_at_arms");
  EXPECT_EQ(somerset.units.front().line, "somerset_men_at_arms");

  const OrderBook book = openingBook(s.deployment);
  EXPECT_EQ(book.orderOf({Side::One, "main"}), Order::Engage);
  EXPECT_EQ(book.orderOf({Side::Two, "somerset"}), Order::Defend);
  EXPECT_EQ(book.wings.size(), 6u);
  for (const SideDeployment& sd : s.deployment.sides) EXPECT_TRUE(sd.willNotEngage.empty());

  for (const std::uint64_t seed : {3u, 11u}) playToTheEnd(s, seed);
}

// The two hundred spears start inside the king's 12" command radius (002 Event III), so that
// they can ride out of the park as they did in 1471.
TEST(WotrHistoricalScenarios, TheTwoHundredSpearsAreInCommand) {
  const scenario::WotrScenario s = load("wotr_tewkesbury_1471.yaml");
  const auto game = scenario::startWotrGame(s);
  for (const rules::UnitView& u : game->units()) {
    if (u.name == "The two hundred spears") {
      EXPECT_TRUE(game->inCommand(u.id));
    }
  }
}

}  // namespace sandtable::test::wotr
