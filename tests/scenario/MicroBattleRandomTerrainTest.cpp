// MicroBattle's terrain cards dealt at random (003 Set Up; config/rulesets/microbattle.yaml
// terrain_deal; docs/rules/microbattle.md): the deal comes from the match seed, obeys the layout
// rule (four cards, each in a sector of its own, two squares side by side, a river across its
// sector, the deck's counts, clear elsewhere), keeps guns off ground they may not stand on, and
// a saved match deals it again.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>

#include "rules/core/Match.h"
#include "rules/microbattle/MicroBattleGame.h"
#include "rules/microbattle/TerrainDeal.h"
#include "scenario/MatchFile.h"
#include "scenario/RandomTerrain.h"
#include "session/MatchSession.h"
#include "session/Replay.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;

scenario::LoadedScenario riverCrossing() {
  return scenario::loadScenario(configPath("scenarios/microbattle_river_crossing.yaml"));
}

// Every square's card symbol, north row first, as scenario maps are drawn.
std::string groundOf(const scenario::LoadedScenario& s) {
  const std::unique_ptr<Game> game = s.newGame();
  const auto& g = dynamic_cast<const MicroBattleGame&>(*game);
  std::string out;
  for (int row = g.setup().grid.rows - 1; row >= 0; --row) {
    for (int col = 0; col < g.setup().grid.cols; ++col) out += g.terrainOf({col, row}).symbol;
    out += '\n';
  }
  return out;
}

const MicroBattleGame& asMicroBattle(const Game& g) { return dynamic_cast<const MicroBattleGame&>(g); }

TEST(MicroBattleRandomTerrain, TheYamlGivesTheTextsFourCardsOnTwoRowsOfFour) {
  const scenario::LoadedScenario s = riverCrossing();
  const std::unique_ptr<Game> game = s.newGame();
  const TerrainDealRule& rule = asMicroBattle(*game).tables().terrainDeal;
  EXPECT_EQ(rule.cardsDealt, 4);
  EXPECT_EQ(rule.sectorCols, 4);
  EXPECT_EQ(rule.sectorRows, 2);
  EXPECT_EQ(rule.squaresPerCard, 2);
  std::map<std::string, int> copies;
  for (const DeckCard& d : rule.deck) copies[d.card] = d.copies;
  EXPECT_EQ(copies, (std::map<std::string, int>{{"fields", 2}, {"hill", 2}, {"river", 1}, {"rough", 2}, {"woods", 2}}));
}

TEST(MicroBattleRandomTerrain, TheSameSeedDealsTheSameTerrainAndAnotherSeedAnother) {
  const scenario::LoadedScenario s = riverCrossing();
  EXPECT_EQ(groundOf(scenario::withDealtTerrain(s, 7)), groundOf(scenario::withDealtTerrain(s, 7)));
  EXPECT_EQ(scenario::withDealtTerrain(s, 7).info.dealtTerrain, scenario::withDealtTerrain(s, 7).info.dealtTerrain);
  std::set<std::string> layouts;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) layouts.insert(groundOf(scenario::withDealtTerrain(s, seed)));
  EXPECT_GE(layouts.size(), 18u) << "twenty seeds dealt only " << layouts.size() << " different fields";
  EXPECT_FALSE(layouts.count(groundOf(s))) << "a deal left the scenario's own terrain";
}

TEST(MicroBattleRandomTerrain, EveryDealObeysTheLayoutRule) {
  const scenario::LoadedScenario s = riverCrossing();
  const std::unique_ptr<Game> game = s.newGame();
  const MicroBattleGame& g = asMicroBattle(*game);
  const TerrainDealRule& rule = g.tables().terrainDeal;
  const GridSpec& grid = g.setup().grid;
  std::map<std::string, int> copies;
  for (const DeckCard& d : rule.deck) copies[d.card] = d.copies;
  std::map<std::string, int> seen;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    const TerrainDeal deal = dealTerrain(g.setup(), seed);
    ASSERT_EQ(deal.cards.size(), 4u) << "seed " << seed;
    std::set<int> sectors;
    std::map<std::string, int> kinds;
    std::size_t laid = 0;
    for (const DealtCard& c : deal.cards) {
      SCOPED_TRACE(describe(c));
      EXPECT_TRUE(sectors.insert(c.sector).second) << "two cards in one sector";
      ++kinds[c.card->id];
      ++seen[c.card->id];
      const std::vector<Square> box = sectorSquares(rule, grid, c.sector);
      ASSERT_EQ(box.size(), 6u);  // two squares across, three deep
      for (Square sq : c.squares) {
        EXPECT_NE(std::find(box.begin(), box.end(), sq), box.end()) << "a square outside its sector";
        EXPECT_EQ(deal.ground[static_cast<std::size_t>(grid.index(sq))], c.card);
      }
      // A card that met a battery lays fewer squares (woods and rivers); one that lays both
      // lays them side by side.
      if (c.squares.size() == 2) {
        EXPECT_EQ(std::abs(c.squares[0].col - c.squares[1].col) + std::abs(c.squares[0].row - c.squares[1].row), 1);
        if (c.card->id == "river") {
          EXPECT_EQ(c.squares[0].row, c.squares[1].row) << "a river lies across its sector";
        }
      }
      laid += c.squares.size();
    }
    for (const auto& [id, n] : kinds) EXPECT_LE(n, copies[id]) << id << " dealt more often than the deck holds it";
    const auto clear = static_cast<std::size_t>(std::count_if(deal.ground.begin(), deal.ground.end(),
                                                              [](const TerrainCard* c) { return c->symbol == '.'; }));
    EXPECT_EQ(clear + laid, deal.ground.size()) << "seed " << seed << ": ground outside the cards";
  }
  for (const auto& [id, n] : copies) EXPECT_GT(seen[id], 0) << id << " never dealt in 300 deals";
}

TEST(MicroBattleRandomTerrain, NoCardPutsAUnitOnGroundItMayNotStandOn) {
  const scenario::LoadedScenario s = riverCrossing();  // two batteries: no woods, no river for guns
  int keptClear = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    const scenario::LoadedScenario dealt = scenario::withDealtTerrain(s, seed);
    const std::unique_ptr<Game> game = dealt.newGame();
    const MicroBattleGame& g = asMicroBattle(*game);
    for (const UnitState& u : g.unitStates()) {
      EXPECT_FALSE(g.terrainOf(u.at).impassable.matches(*u.type)) << "seed " << seed << ": " << g.label(u.id);
    }
    for (const DealtCard& c : dealTerrain(g.setup(), seed).cards) keptClear += c.squares.size() < 2 ? 1 : 0;
  }
  EXPECT_GT(keptClear, 0) << "no deal ever met a battery: the test shows nothing";
}

TEST(MicroBattleRandomTerrain, TheDealIsInTheStateHashAndASavedMatchDealsItAgain) {
  const scenario::LoadedScenario s = riverCrossing();
  session::SessionOptions o;
  o.seed = 11;
  o.randomTerrain = true;
  o.scenarioRef = "config/scenarios/microbattle_river_crossing.yaml";
  o.players = {session::PlayerSpec{false, "random"}, session::PlayerSpec{false, "random"}};
  session::MatchSession dealt(scenario::withDealtTerrain(s, o.seed), o);
  session::SessionOptions plainOptions = o;
  plainOptions.randomTerrain = false;
  session::MatchSession plain(s, plainOptions);
  EXPECT_NE(dealt.match().hash(), plain.match().hash()) << "the dealt terrain is not in the state hash";
  NullSink quiet;
  for (int i = 0; i < 40 && !dealt.over(); ++i) dealt.submit(dealt.aiAction(), quiet);

  const std::filesystem::path file = std::filesystem::temp_directory_path() / "sandtable_random_terrain_match.yaml";
  dealt.save(file);
  const scenario::LoadedMatch lm = scenario::loadMatchFile(file);
  EXPECT_TRUE(lm.record.randomTerrain);
  EXPECT_EQ(groundOf(lm.scenario), groundOf(dealt.scenario()));
  const session::ReplayReport rep = session::replayMatch(lm, quiet);
  EXPECT_TRUE(rep.ok) << rep.error.str();
  std::filesystem::remove(file);
}

}  // namespace
}  // namespace sandtable::test
