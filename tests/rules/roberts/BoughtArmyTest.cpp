// A points battle fought with bought armies: each placed in its side's deployment zone the same
// way every time, the match started from it, and a bad army file refused at its file:line:col.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <stdexcept>

#include "RobertsBed.h"
#include "data/ConfigError.h"
#include "rules/core/Geometry.h"
#include "scenario/MatchFile.h"
#include "scenario/Scenario.h"
#include "session/MatchSession.h"
#include "session/Replay.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules;

namespace {

scenario::LoadedScenario pointsBattle() {
  return scenario::loadScenario(test::configPath("scenarios/roberts_points_350.yaml"));
}

std::filesystem::path norman() { return test::configPath("armies/roberts_norman_350_points.yaml"); }

}  // namespace

TEST(RobertsBoughtArmy, ThePointsBattleOffersBoughtArmies) {
  const scenario::LoadedScenario s = pointsBattle();
  EXPECT_EQ(s.info.pointsLimit, 350);
  ASSERT_TRUE(s.withArmies);
  const scenario::LoadedScenario hastings =
      scenario::loadScenario(test::configPath("scenarios/roberts_hastings_1066.yaml"));
  EXPECT_FALSE(hastings.withArmies);
  EXPECT_THROW((scenario::withBoughtArmies(hastings, {norman(), {}})), std::invalid_argument);
}

// The Norman army bought for side 1: nine units (four javelinmen) in the southern zone, facing
// north, the javelinmen ahead of the line; side 2 keeps the scenario's army where it stands.
TEST(RobertsBoughtArmy, ABoughtArmyIsPlacedInItsZoneTheSameWayEveryTime) {
  const scenario::LoadedScenario s = pointsBattle();
  const scenario::BoughtScenario a = scenario::withBoughtArmies(s, {norman(), {}});
  const scenario::BoughtScenario b = scenario::withBoughtArmies(s, {norman(), {}});
  EXPECT_EQ(YAML::Dump(a.document), YAML::Dump(b.document));
  const auto game = a.scenario.newGame();
  EXPECT_EQ(game->stateHash(), b.scenario.newGame()->stateHash());
  int side1 = 0, side2 = 0;
  Length lineFront = 0, screenFront = 0;
  for (const UnitView& u : game->units()) {
    if (u.side == Side::Two) {
      ++side2;
      continue;
    }
    ++side1;
    for (const Stand& stand : u.stands) {
      const Rect& st = stand.footprint;
      for (const Point& c : corners(st)) {
        EXPECT_LE(c.y, 12 * kInch) << u.name;
        EXPECT_GE(c.y, 0) << u.name;
      }
      EXPECT_EQ(st.facing, 0) << u.name;
    }
    const bool screen = u.name.rfind("Javelinmen", 0) == 0;
    Length front = 0;
    for (const Stand& st : u.stands) front = std::max(front, st.footprint.centre.y);
    (screen ? screenFront : lineFront) = std::max(screen ? screenFront : lineFront, front);
  }
  EXPECT_EQ(side1, 9);
  EXPECT_EQ(side2, 9);  // the scenario's Normans, where it places them
  // The same Norman army on both sides: no name is given by both, each told apart by its side.
  std::set<std::string> names[2];
  for (const UnitView& u : game->units()) names[u.side == Side::One ? 0 : 1].insert(u.name);
  for (const std::string& n : names[0]) EXPECT_FALSE(names[1].count(n)) << n;
  EXPECT_TRUE(names[0].count("Norman knights of the army of the example"));
  EXPECT_GT(screenFront, lineFront);
  // The match file keeps the bought army written in.
  const YAML::Node army = a.document["sides"]["side1"]["army"];
  EXPECT_EQ(army["army"]["name"].as<std::string>(), "A Norman army of 350 points");
  EXPECT_EQ(a.document["sides"]["side1"]["free_captains"][0]["name"].as<std::string>(),
            "The Constable");
}

TEST(RobertsBoughtArmy, AnArmyOverTheAllotmentIsRefusedAtItsPlace) {
  const std::filesystem::path file = test::scratchDir("roberts_bought") / "big.yaml";
  std::ofstream(file)
      << "army: {ruleset: roberts, name: Big, scale: 25mm}\n"
         "units:\n"
         "  knights: {name: K, type: heavy_mounted, formation: formed, stands: 3,"
         " weapon: lance, armour: plate_and_shield, attributes: [elite], count: 6}\n";
  try {
    scenario::withBoughtArmies(pointsBattle(), {std::filesystem::path{}, file});
    FAIL() << "an army of 384 points was taken";
  } catch (const data::ConfigErrors& e) {
    EXPECT_EQ(e.errors().front().line, 1);
    EXPECT_NE(e.first().find("the army costs 384 points, over the battle's points_limit of 350"),
              std::string::npos)
        << e.first();
  }
}

// A match fought with a bought army keeps the scenario with the army written in: its file
// replays alone, to the same position, with no army file beside it.
TEST(RobertsBoughtArmy, AMatchWithABoughtArmySavesTheArmyInItsFile) {
  const scenario::BoughtScenario bought = scenario::withBoughtArmies(pointsBattle(), {norman(), {}});
  session::SessionOptions o;
  o.seed = 3;
  o.players = {session::PlayerSpec{false, "random"}, session::PlayerSpec{false, "random"}};
  o.inlineScenario = bought.document;
  session::MatchSession played(bought.scenario, o);
  NullSink quiet;
  for (int i = 0; i < 6 && !played.over(); ++i) played.submit(played.aiAction(), quiet);
  const std::filesystem::path file = test::scratchDir("roberts_bought_match") / "match.yaml";
  played.save(file);
  const scenario::LoadedMatch back = scenario::loadMatchFile(file);
  EXPECT_TRUE(back.record.scenarioRef.empty());
  EXPECT_EQ(back.scenario.newGame()->stateHash(), bought.scenario.newGame()->stateHash());
  const session::ReplayReport rep = session::replayMatch(back, quiet);
  EXPECT_TRUE(rep.ok) << rep.error.str();
}
