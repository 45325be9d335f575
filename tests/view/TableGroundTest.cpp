// The ground the table draws belongs to the battlefield alone: dressed the same (trees,
// rocks, houses) however the match was reached.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>

#include "scenario/Scenario.h"
#include "support/TestPaths.h"
#include "view/GroundModel.h"
#include "view/PlayController.h"

namespace sandtable::view {
namespace {

GroundOptions quick() {
  GroundOptions o;
  o.blendSize = 256;
  o.colourSize = 512;
  return o;
}

TEST(TableGround, WoodsAndRoughGroundAreDressedTheSameInANewAndALoadedMatch) {
  // A new match, and a match file saved before its first action that names the same
  // scenario by another path (as a save names it relative to where it was made): the match
  // is reached two ways, the battlefield is one.
  const auto dir = test::scratchDir("table-ground-load");
  const std::filesystem::path scenario = test::configPath("scenarios/warlords_hastings_1066.yaml");
  const std::filesystem::path roundabout =
      test::configPath("scenarios/../scenarios/warlords_hastings_1066.yaml");
  std::ofstream(dir / "unplayed.yaml")
      << "match:\n  scenario: " << roundabout.generic_string()
      << "\n  seed: 1\n  side1: human\n  side2: ai:normal\nactions: []\n";
  const std::array<session::PlayerSpec, 2> players{};
  const auto fresh = PlayController::newMatch(scenario, 1, players, {});
  const auto loaded = PlayController::load(dir / "unplayed.yaml", {}, std::nullopt);
  EXPECT_NE(fresh->info().file, loaded->info().file)
      << "the two ways name the scenario differently";
  const rules::Battlefield& a = *fresh->session().scenario().battlefield;
  const rules::Battlefield& b = *loaded->session().scenario().battlefield;
  EXPECT_EQ(groundSeed(a), groundSeed(b));
  const GroundModel ga = buildGroundModel(a, quick()), gb = buildGroundModel(b, quick());
  ASSERT_GT(ga.trees.size(), 200u) << "the Andredsweald is wooded";
  ASSERT_EQ(ga.trees.size(), gb.trees.size());
  for (std::size_t i = 0; i < ga.trees.size(); ++i) {
    EXPECT_EQ(ga.trees[i].x, gb.trees[i].x) << "tree " << i;
    EXPECT_EQ(ga.trees[i].z, gb.trees[i].z) << "tree " << i;
    EXPECT_EQ(ga.trees[i].model, gb.trees[i].model) << "tree " << i;
  }
  ASSERT_EQ(ga.props.size(), gb.props.size());
  for (std::size_t i = 0; i < ga.props.size(); ++i) {
    EXPECT_EQ(ga.props[i].x, gb.props[i].x) << "prop " << i;
    EXPECT_EQ(ga.props[i].z, gb.props[i].z) << "prop " << i;
  }
  EXPECT_EQ(ga.colourMap.size(), gb.colourMap.size());
}

TEST(TableGround, EachBattlefieldHasItsOwnDressing) {
  const auto hastings =
      scenario::loadScenario(test::configPath("scenarios/warlords_hastings_1066.yaml"));
  const auto wend =
      scenario::loadScenario(test::configPath("scenarios/warlords_meeting_engagement.yaml"));
  EXPECT_NE(groundSeed(*hastings.battlefield), groundSeed(*wend.battlefield));
  EXPECT_EQ(groundSeed(*hastings.battlefield), groundSeed(*hastings.battlefield));
}

}  // namespace
}  // namespace sandtable::view
