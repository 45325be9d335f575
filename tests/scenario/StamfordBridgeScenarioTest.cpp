// Stamford Bridge 1066 (config/scenarios/warlords_stamford_bridge_1066.yaml on
// config/battlefields/stamford_bridge.yaml) is the field and the armies its briefing
// describes: the English over the Derwent, the river behind them crossed by one bridge, the
// Norwegians on the rise without their mail and Orri's men still on the road from the ships;
// Harold's housecarls the same troops as at Hastings three weeks later; the victory the
// scenario's comments argue for; and every narration cue names a real unit or personality.
#include <gtest/gtest.h>

#include <set>

#include "rules/warlords/WarlordsBed.h"
#include "scenario/Scenario.h"
#include "support/HistoricalBattle.h"
#include "support/HistoricalCues.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

constexpr const char* kStamfordBridge = "scenarios/warlords_stamford_bridge_1066.yaml";

struct StamfordBridge : HistoricalBattle {
  StamfordBridge() : HistoricalBattle(kStamfordBridge) {}
};

TEST_F(StamfordBridge, LoadsWithTheArmiesAndTheVictoryItsCommentsArgueFor) {
  EXPECT_EQ(scenario.info.name, "Stamford Bridge, 1066");
  EXPECT_FALSE(scenario.info.briefing.empty());
  EXPECT_FALSE(scenario.info.historicalOutcome.empty());
  int english = 0, norwegians = 0;
  for (const UnitState& u : g.unitStates()) (u.side == Side::One ? english : norwegians)++;
  EXPECT_EQ(english, 7);
  EXPECT_EQ(norwegians, 7);
  const Victory& v = g.setup().victory;
  EXPECT_EQ(v.turnLimit, 14);
  EXPECT_EQ(v.atTurnLimit, TurnLimitOutcome::Strength);
  EXPECT_EQ(v.decisivePersonalities, (std::vector<std::string>{"Harold Godwinson"}))
      << "Harald's death did not end the battle: Tostig, then Orri, fought on";
  EXPECT_FALSE(g.flat());
}

TEST_F(StamfordBridge, TheNorwegiansLeftTheirMailAtTheShipsAndOrrisMenBroughtTheirs) {
  for (const char* name : {"King Harald's hird", "Tostig's men", "Warriors of the left", "Warriors of the centre",
                           "Warriors of the right"}) {
    const UnitProfile& p = g.profile(unitNamed(name));
    EXPECT_EQ(p.armour, 1) << name << ": unarmoured but for the shield";
    EXPECT_TRUE(p.largeShield) << name;
    EXPECT_TRUE(p.shieldwall) << name;
  }
  const UnitProfile& orri = g.profile(unitNamed("Eystein Orri's men"));
  EXPECT_EQ(orri.armour, -1) << "the men from the ships came in their mail";
  EXPECT_LT(orri.armourRating(), g.profile(unitNamed("King Harald's hird")).armourRating());
}

TEST_F(StamfordBridge, HaroldsHousecarlsAreTheTroopsOfHastings) {
  // The two battles of Harold's autumn can be played one after the other with the same army.
  const auto hastings = scenario::loadScenario(configPath("scenarios/warlords_hastings_1066.yaml"));
  const auto hastingsGame = hastings.newGame();
  const auto& h = dynamic_cast<const WarlordsGame&>(*hastingsGame);
  const UnitProfile& here = g.profile(unitNamed("The King's housecarls"));
  const UnitProfile& there = h.profile(unitNamedIn(h, "The King's housecarls"));
  EXPECT_EQ(here.type, there.type);
  EXPECT_EQ(here.armour, there.armour);
  EXPECT_EQ(here.largeShield, there.largeShield);
  EXPECT_EQ(here.weapon, there.weapon);
  EXPECT_EQ(here.veteran, there.veteran);
  EXPECT_EQ(here.elite, there.elite);
  EXPECT_EQ(here.shieldwall, there.shieldwall);
}

TEST_F(StamfordBridge, TheEnglishHaveTheDerwentBehindThemAndTheNorwegiansTheRise) {
  const Rect table = field.bounds();
  const UnitState& orri = unitNamed("Eystein Orri's men");
  double lowestNorse = 1e9, highestEnglish = -1e9;
  for (const UnitState& u : g.unitStates()) {
    const Rect b = g.block(u);
    for (const Point& c : corners(b)) EXPECT_TRUE(contains(table, c)) << nameOf(u);
    const auto ground = g.groundUnder(b);
    EXPECT_FALSE(ground.impassable || ground.rough || ground.slope) << nameOf(u);
    const double x = static_cast<double>(u.pose.front.x) / g.span();
    const double metres = metresAt(x, frontY(u));
    if (u.side == Side::One) {
      EXPECT_EQ(u.pose.facing, degrees(0)) << "the English face the rise";
      highestEnglish = std::max(highestEnglish, metres);
    } else if (u.id != orri.id) {
      EXPECT_EQ(u.pose.facing, degrees(180));
      EXPECT_GT(frontY(u), 14.0);
      lowestNorse = std::min(lowestNorse, metres);
    }
  }
  EXPECT_GT(lowestNorse, highestEnglish + 2.0) << "the Norwegians stand on the rise";
  // Behind the English the river, impassable but at the bridge.
  EXPECT_TRUE(g.groundUnder(Rect{at(8, 1.5), degrees(0), g.span(), g.span() / 4}).impassable);
  EXPECT_TRUE(g.groundUnder(Rect{at(30, 1.3), degrees(0), g.span(), g.span() / 4}).impassable);
  EXPECT_EQ(field.terrainAt(at(14, 1.8)), TerrainKind::Bridge);
  // Orri's men are still on the road from the ships, in march column, far behind the line.
  EXPECT_EQ(orri.formation, FormationKind::MarchColumn);
  EXPECT_GT(frontY(orri), 20.0);
}

TEST_F(StamfordBridge, NarrationCuesNameRealUnitsAndPersonalities) {
  EXPECT_GE(scenario.info.narration.size(), 10u);
  const std::set<std::string> lost = expectCuesNameRealUnitsAndPersonalities(scenario, g, "Stamford Bridge");
  for (const char* who : {"Harold Godwinson", "Harald Hardrada", "Tostig Godwinson"}) EXPECT_TRUE(lost.count(who)) << who;
}

}  // namespace
}  // namespace sandtable::test
