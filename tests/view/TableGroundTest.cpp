// The ground the table draws belongs to the battlefield alone: dressed the same (trees,
// rocks, houses) however the match was reached, its hills drawn higher by the Exaggerate
// heights setting while the rules keep theirs, and shaded where they turn from the sun.
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

// A point of a measured table of 40 mm spans, in the world.
WorldXZ spans(double x, double y) {
  const auto mm = [](double s) { return static_cast<rules::Length>(s * 40 * rules::kMillimetre); };
  return toWorld(rules::Point{mm(x), mm(y)});
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

TEST(TableGround, ExaggerationRaisesTheDrawnHillsAndNotTheRules) {
  const auto sc = scenario::loadScenario(test::configPath("scenarios/warlords_hastings_1066.yaml"));
  const rules::Battlefield& field = *sc.battlefield;
  GroundOptions o = quick();
  const GroundModel flat = buildGroundModel(field, o);
  o.verticalScale = 2.5f;
  std::vector<rules::Length> before;
  for (double y = 2; y < 27; y += 1)
    before.push_back(field.elevationAt(toTable(spans(15, y).x, spans(15, y).z)));
  const GroundModel tall = buildGroundModel(field, o);
  EXPECT_FLOAT_EQ(tall.verticalScale, 2.5f);
  // Up Senlac ridge 15 spans from the west edge, clear of the brooks: the drawn ground is the
  // rules' height times the exaggeration, and the rules' height has not moved.
  int raised = 0;
  std::size_t i = 0;
  for (double y = 2; y < 27; y += 1, ++i) {
    const WorldXZ p = spans(15, y);
    const rules::Length rulesHeight = field.elevationAt(toTable(p.x, p.z));
    EXPECT_EQ(rulesHeight, before[i]) << "the rules' ground at " << y << " spans";
    const float h = toWorldLength(rulesHeight);
    EXPECT_NEAR(flat.heightAt(p.x, p.z), h, 0.6f) << y << " spans north";
    EXPECT_NEAR(tall.heightAt(p.x, p.z), 2.5f * h, 1.5f) << y << " spans north";
    raised += h > 10 ? 1 : 0;
  }
  EXPECT_GE(raised, 8) << "the walk climbs the ridge";
  // Nothing else moves: the same trees at the same places.
  ASSERT_EQ(flat.trees.size(), tall.trees.size());
  for (std::size_t t = 0; t < flat.trees.size(); t += 37) {
    EXPECT_EQ(flat.trees[t].x, tall.trees[t].x);
    EXPECT_EQ(flat.trees[t].z, tall.trees[t].z);
  }
}

// The colour map's mean shade over a patch of ground `r` mm round a point.
float shadeAround(const GroundModel& g, WorldXZ c, float r) {
  const float cell = g.worldSize / static_cast<float>(g.colourSize);
  double sum = 0;
  int n = 0;
  for (float dz = -r; dz <= r; dz += cell) {
    for (float dx = -r; dx <= r; dx += cell) {
      const int i = static_cast<int>((c.x + dx - (g.centre.x - g.worldSize / 2)) / cell);
      const int j = static_cast<int>((c.z + dz - (g.centre.z - g.worldSize / 2)) / cell);
      sum += g.colourMap[static_cast<std::size_t>(j * g.colourSize + i)].g;
      ++n;
    }
  }
  return static_cast<float>(sum / n);
}

TEST(TableGround, HillShadingDarkensTheFaceOfSenlacTurnedFromTheSun) {
  const auto sc = scenario::loadScenario(test::configPath("scenarios/warlords_hastings_1066.yaml"));
  GroundOptions o = quick();
  o.contourInterval = 0;  // the shading alone
  const GroundModel shaded = buildGroundModel(*sc.battlefield, o);
  o.hillShade = 0;
  const GroundModel plain = buildGroundModel(*sc.battlefield, o);
  // The south face (14 to 17 spans north), the level valley floor south of it, the crest.
  const WorldXZ face = spans(15, 15.5), valley = spans(15, 7), crest = spans(15, 21);
  const float f = shadeAround(shaded, face, 20), v = shadeAround(shaded, valley, 20),
              c = shadeAround(shaded, crest, 20);
  EXPECT_LT(f, 0.9f * v) << "the face the Normans climb is darker than the valley";
  EXPECT_LT(f, 0.9f * c) << "and than the crest";
  EXPECT_NEAR(v, c, 0.05f) << "level ground keeps its light, low or high";
  EXPECT_NEAR(shadeAround(plain, face, 20), shadeAround(plain, valley, 20), 0.02f)
      << "without hill shading the colour map does not tell the face from the floor";
}

}  // namespace
}  // namespace sandtable::view
