// Hastings 1066 on MicroBattle's grid (config/scenarios/microbattle_hastings_1066.yaml) is the
// battle its briefing and comments describe: the English along the ridge with the Weald behind,
// William's three lines below (archers, foot, knights), the crest the objective at dusk; the
// bodies of the Warlords Hastings, each on its side, so a class can set the two rule systems'
// battles side by side; and every narration cue names a real unit and each ending has one.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "rules/microbattle/MicroBattleGame.h"
#include "scenario/Scenario.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;

struct MicroBattleHastings : ::testing::Test {
  scenario::LoadedScenario scenario = scenario::loadScenario(configPath("scenarios/microbattle_hastings_1066.yaml"));
  std::unique_ptr<Game> game = scenario.newGame();
  const MicroBattleGame& g = dynamic_cast<const MicroBattleGame&>(*game);

  const UnitState& unitNamed(const std::string& name) const {
    for (const UnitView& v : g.units()) {
      if (v.name == name) return g.unitStates().at(static_cast<std::size_t>(v.id));
    }
    ADD_FAILURE() << "no unit called " << name;
    return g.unitStates().front();
  }
};

TEST_F(MicroBattleHastings, IsAHistoricalBattleDecidedOnTheCrestAtDusk) {
  EXPECT_EQ(scenario.info.ruleset, "microbattle");
  EXPECT_TRUE(scenario.info.hasBriefing()) << "the table opens on its briefing";
  EXPECT_FALSE(scenario.info.historicalOutcome.empty());
  EXPECT_EQ(g.setup().turnLimit, 12);
  EXPECT_EQ(g.setup().atTurnLimit, TurnLimitOutcome::Objectives);
  // The objectives are the centre of the English line, where the housecarls stand at dawn.
  std::set<std::string> holders;
  for (const Objective& o : g.setup().objectives) {
    const UnitState* u = g.unitAt(o.at);
    ASSERT_NE(u, nullptr) << o.name;
    EXPECT_EQ(u->side, Side::One) << o.name << ": the English hold the crest at dawn";
    EXPECT_EQ(u->type->id, "heavy_infantry") << o.name;
  }
  EXPECT_EQ(g.setup().objectives.size(), 2u);
}

TEST_F(MicroBattleHastings, TheEnglishLineStandsOnTheRidgeAboveEveryNorman) {
  const Length below = g.elevationOf({0, 0});
  for (const UnitState& u : g.unitStates()) {
    if (u.side == Side::One && u.at.row == 4) {
      EXPECT_GT(g.elevationOf(u.at), below) << u.at.col << ": the line is on the hill squares";
    }
    if (u.side == Side::Two) {
      EXPECT_EQ(g.elevationOf(u.at), below) << "the Normans start in the valley";
    }
  }
  int inLine = 0;
  for (const UnitState& u : g.unitStates()) inLine += u.side == Side::One && u.at.row == 4 ? 1 : 0;
  EXPECT_EQ(inLine, 6) << "six bodies in the shieldwall, one in reserve";
}

TEST_F(MicroBattleHastings, HousecarlsAreHeavyFootFyrdAreWarbandAndWilliamsLinesAreInOrder) {
  for (const char* name : {"Leofwine's housecarls", "The King's housecarls", "Gyrth's housecarls"})
    EXPECT_EQ(unitNamed(name).type->id, "heavy_infantry") << name;
  for (const char* name : {"Fyrd of the western shires", "Fyrd of Kent", "Fyrd of London and the east", "Fyrd of Wessex"})
    EXPECT_EQ(unitNamed(name).type->id, "warband") << name << ": they charge, and ran down the hill after the Bretons";
  // Archers in front, armoured foot behind them, the knights at the back.
  std::map<std::string, std::set<int>> rows;
  for (const UnitState& u : g.unitStates()) {
    if (u.side == Side::Two) rows[u.type->id].insert(u.at.row);
  }
  EXPECT_EQ(rows["archers"], (std::set<int>{2}));
  EXPECT_EQ(rows["heavy_infantry"], (std::set<int>{1}));
  EXPECT_EQ(rows["knights"], (std::set<int>{0}));
}

TEST_F(MicroBattleHastings, EachBodyIsOneOfTheWarlordsHastingsOnTheSameSide) {
  const auto warlords = scenario::loadScenario(configPath("scenarios/warlords_hastings_1066.yaml"));
  std::map<std::string, Side> there;
  for (const UnitView& v : warlords.newGame()->units()) there[v.name] = v.side;
  for (const UnitView& v : g.units()) {
    ASSERT_TRUE(there.count(v.name)) << v.name << " is not a unit of the Warlords Hastings";
    EXPECT_EQ(there[v.name], v.side) << v.name;
  }
}

TEST_F(MicroBattleHastings, EveryCueNamesARealUnitAndEachEndingHasOne) {
  std::set<std::string> endings;
  bool unitCue = false;
  for (const scenario::NarrationCue& c : scenario.info.narration) {
    EXPECT_FALSE(c.source.empty()) << c.subject << ": every cue says where its history comes from";
    if (c.trigger == scenario::CueTrigger::UnitBroken) {
      unitCue = true;
      ASSERT_GE(c.unit, 0) << c.subject;
      EXPECT_EQ(g.units().at(static_cast<std::size_t>(c.unit)).name, c.subject);
    }
    if (c.trigger == scenario::CueTrigger::BattleOver) endings.insert(c.subject);
    if (c.trigger == scenario::CueTrigger::Turn) {
      EXPECT_LE(c.turn, g.setup().turnLimit);
    }
  }
  EXPECT_TRUE(unitCue);
  EXPECT_EQ(endings, (std::set<std::string>{"side1", "side2", "draw"}));
}

}  // namespace
}  // namespace sandtable::test
