// The ground the table draws is sampled from the rules' own battlefield: hills rise where
// the grid has levels, rivers are carved and filled with water, woods get trees, fields
// get the fields texture, and only there; a building that names a model is drawn as it.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "data/YamlReader.h"
#include "rules/core/Battlefield.h"
#include "scenario/BattlefieldSection.h"
#include "scenario/Scenario.h"
#include "support/TestPaths.h"
#include "view/GroundModel.h"

namespace sandtable::view {
namespace {

using rules::Square;

struct Sampled {
  scenario::LoadedScenario scenario;
  GroundModel ground;
  const rules::GridSpec& grid() const { return *scenario.battlefield->gridSpec(); }
  WorldXZ centre(Square s) const { return toWorld(grid().centre(s)); }
  float weight(GroundLayer l, Square s) const {
    const WorldXZ c = centre(s);
    const float cell = ground.worldSize / static_cast<float>(ground.blendSize);
    const int i = static_cast<int>((c.x - (ground.centre.x - ground.worldSize / 2)) / cell);
    const int j = static_cast<int>((c.z - (ground.centre.z - ground.worldSize / 2)) / cell);
    return ground
        .weights[static_cast<std::size_t>(l)][static_cast<std::size_t>(j * ground.blendSize + i)];
  }
};

Sampled sample(const std::string& file) {
  Sampled s{scenario::loadScenario(test::configPath("scenarios/" + file)), {}};
  GroundOptions o;
  o.blendSize = 256;
  o.colourSize = 512;
  s.ground = buildGroundModel(*s.scenario.battlefield, o);
  return s;
}

TEST(GroundModel, HillsRiseWhereTheGridHasLevels) {
  const Sampled s = sample("microbattle_meeting_engagement.yaml");
  // The ridge ("...HH..." on the map's third line from the north) is squares (3,3) and (4,3).
  // The rules' battlefield says how high the hill stands; the drawn ground must agree.
  const float level = toWorldLength(s.scenario.battlefield->elevationAt(s.grid().centre({3, 3})));
  ASSERT_GT(level, 0.0f);
  const WorldXZ hill = s.centre({3, 3}), plain = s.centre({3, 1});
  EXPECT_NEAR(s.ground.heightAt(hill.x, hill.z), level, level * 0.1f);
  EXPECT_NEAR(s.ground.heightAt(plain.x, plain.z), 0.0f, 0.5f);
  // Smoothed: halfway down the slope between the hill and the square south of it.
  const WorldXZ edge{hill.x, (hill.z + s.centre({3, 2}).z) / 2};
  const float h = s.ground.heightAt(edge.x, edge.z);
  EXPECT_GT(h, 0.2f * level);
  EXPECT_LT(h, 0.8f * level);
}

TEST(GroundModel, WoodsHaveTreesAndFieldsTheirTexture) {
  const Sampled s = sample("microbattle_meeting_engagement.yaml");
  auto treesIn = [&](Square sq) {
    const WorldXZ c = s.centre(sq);
    const float half = toWorldLength(s.grid().squareSize) / 2;
    int n = 0;
    for (const TreeSpot& t : s.ground.trees)
      n += (std::fabs(t.x - c.x) < half && std::fabs(t.z - c.z) < half) ? 1 : 0;
    return n;
  };
  EXPECT_GE(treesIn({1, 4}), 15);  // woods
  EXPECT_GE(treesIn({5, 1}), 15);  // woods
  EXPECT_EQ(treesIn({3, 1}), 0);   // clear
  EXPECT_GT(s.weight(GroundLayer::WoodsFloor, {1, 4}), 0.9f);
  EXPECT_GT(s.weight(GroundLayer::Fields, {2, 1}), 0.9f);
  EXPECT_LT(s.weight(GroundLayer::Fields, {3, 1}), 0.05f);
  EXPECT_LT(s.weight(GroundLayer::WoodsFloor, {3, 1}), 0.05f);
}

TEST(GroundModel, RiversAreCarvedAndFilledWithWater) {
  const Sampled s = sample("microbattle_river_crossing.yaml");
  // "~~.~~~.~" is row 3; (2,3) and (6,3) are the fords' gaps, (0,3) river.
  const WorldXZ river = s.centre({0, 3}), bank = s.centre({0, 2});
  EXPECT_LT(s.ground.heightAt(river.x, river.z), s.ground.heightAt(bank.x, bank.z) - 3.0f);
  bool wet = false;
  for (const WaterPatch& w : s.ground.water) {
    wet |= river.x >= w.x0 && river.x <= w.x1 && river.z >= w.z0 && river.z <= w.z1;
    EXPECT_GT(w.level, s.ground.heightAt((w.x0 + w.x1) / 2, (w.z0 + w.z1) / 2) - 0.01f)
        << "water lies above its bed";
  }
  EXPECT_TRUE(wet);
  EXPECT_GT(s.weight(GroundLayer::RiverBed, {0, 3}), 0.9f);
}

TEST(GroundModel, TheTableEdgeAndTheSquaresAreDrawnOnTheColourMap) {
  const Sampled s = sample("microbattle_meeting_engagement.yaml");
  const int cs = s.ground.colourSize;
  auto shadeAt = [&](float x, float z) {
    const int i = static_cast<int>((x - (s.ground.centre.x - s.ground.worldSize / 2)) /
                                   s.ground.worldSize * static_cast<float>(cs));
    const int j = static_cast<int>((z - (s.ground.centre.z - s.ground.worldSize / 2)) /
                                   s.ground.worldSize * static_cast<float>(cs));
    return s.ground.colourMap[static_cast<std::size_t>(j * cs + i)].r;
  };
  const WorldXZ mid = s.centre({3, 1});
  const float square = toWorldLength(s.grid().squareSize);
  EXPECT_FLOAT_EQ(shadeAt(mid.x, mid.z), 1.0f);
  EXPECT_LT(shadeAt(mid.x + square / 2, mid.z), 0.9f) << "a line between squares";
  const float outside = s.ground.centre.x + toWorldLength(s.ground.table.width) / 2 + 10;
  EXPECT_LT(shadeAt(outside, mid.z), 0.7f) << "beyond the table is dimmed";
}

TEST(GroundModel, AMeasuredTableDrawsContoursWhereTheGroundRises) {
  // Senlac ridge rises 22 m (49 mm of table) out of the valley, about 1 in 10 on its south
  // face: too gentle for the sun to show from above, so the colour map draws its contours.
  const auto sc = scenario::loadScenario(test::configPath("scenarios/warlords_hastings_1066.yaml"));
  GroundOptions o;
  o.blendSize = 256;
  o.colourSize = 1024;
  o.hillShade = 0;  // the lines alone (TableGround tests the shading)
  const GroundModel g = buildGroundModel(*sc.battlefield, o);
  const float cell = g.worldSize / static_cast<float>(g.colourSize);
  auto shadeAt = [&](WorldXZ c) {
    const int i = static_cast<int>((c.x - (g.centre.x - g.worldSize / 2)) / cell);
    const int j = static_cast<int>((c.z - (g.centre.z - g.worldSize / 2)) / cell);
    return g.colourMap[static_cast<std::size_t>(j * g.colourSize + i)].r;
  };
  auto at = [](double xSpans, double ySpans) {
    const auto mm = [](double spans) { return static_cast<rules::Length>(spans * 40 * rules::kMillimetre); };
    return toWorld(rules::Point{mm(xSpans), mm(ySpans)});
  };
  // Up the south face, 15 spans from the west edge (clear of the bog and the road): every
  // line crossed lies on a multiple of the interval, and each one is crossed once.
  int lines = 0;
  bool inLine = false;
  for (double y = 12; y <= 22; y += 0.02) {
    const WorldXZ c = at(15, y);
    const bool dark = shadeAt(c) < 0.85f;
    if (dark) {
      const float h = g.heightAt(c.x, c.z);
      EXPECT_NEAR(h, std::round(h / o.contourInterval) * o.contourInterval, 1.0f) << "at " << y << " spans north";
    }
    if (dark && !inLine) ++lines;
    inLine = dark;
  }
  // The climb only rises here, so it crosses each level between its foot and its top once.
  const float foot = g.heightAt(at(15, 12).x, at(15, 12).z), top = g.heightAt(at(15, 22).x, at(15, 22).z);
  const int levels = static_cast<int>(std::floor(top / o.contourInterval) - std::floor(foot / o.contourInterval));
  EXPECT_EQ(lines, levels) << "from " << foot << " to " << top << " mm";
  EXPECT_GE(lines, 3);
  // Flat ground at the datum has none.
  EXPECT_FLOAT_EQ(shadeAt(at(5, 6)), 1.0f);
  // And none at all when they are asked off.
  o.contourInterval = 0;
  const GroundModel bare = buildGroundModel(*sc.battlefield, o);
  int darker = 0;
  for (std::size_t k = 0; k < g.colourMap.size(); ++k) darker += g.colourMap[k].r < bare.colourMap[k].r ? 1 : 0;
  EXPECT_GT(darker, 1000);
}

// A town-sized building, 5 by 5 spans, in the middle of an open table: with `model` given,
// drawn as that model alone; without, as the houses its town ground grows.
GroundModel groundWithBigBuilding(const std::string& model) {
  const std::string text =
      "battlefield:\n"
      "  scale: {unit: span, unit_mm: 40, ground_m: 16}\n"
      "  size: [10, 8]\n"
      "  features:\n"
      "    - {type: building, at: [5, 4], size_m: [80, 80], facing: 180" +
      model + "}\n";
  data::YamlReader r = data::YamlReader::fromString(text, "big.yaml");
  const auto field =
      scenario::readBattlefieldSection(r, data::YamlReader::child(r.root(), "battlefield"));
  EXPECT_TRUE(field) << (r.errors().empty() ? "" : r.errors().front().str());
  if (!field) return {};
  GroundOptions o;
  o.blendSize = 128;
  o.colourSize = 128;
  return buildGroundModel(*field->battlefield, o);
}

int propsCalled(const GroundModel& g, const std::string& model) {
  return static_cast<int>(std::count_if(g.props.begin(), g.props.end(),
                                        [&](const PropSpot& p) { return p.model == model; }));
}

TEST(GroundModel, ABuildingWithAModelIsDrawnAsThatModelAtTheGroundScale) {
  const GroundModel houses = groundWithBigBuilding("");
  EXPECT_GT(propsCalled(houses, "house") + propsCalled(houses, "cottage"), 10);
  EXPECT_EQ(propsCalled(houses, "windmill"), 0);

  const GroundModel mill = groundWithBigBuilding(", model: windmill");
  EXPECT_EQ(propsCalled(mill, "house") + propsCalled(mill, "cottage"), 0)
      << "its town ground grows no houses round it";
  ASSERT_EQ(propsCalled(mill, "windmill"), 1);
  const PropSpot& p = *std::find_if(mill.props.begin(), mill.props.end(),
                                    [](const PropSpot& s) { return s.model == "windmill"; });
  const WorldXZ centre = toWorld({5 * 40 * rules::kMillimetre, 4 * 40 * rules::kMillimetre});
  EXPECT_NEAR(p.x, centre.x, 1e-3f);
  EXPECT_NEAR(p.z, centre.z, 1e-3f);
  EXPECT_NEAR(p.yaw, yawOf(rules::degrees(180)), 1e-6f) << "turned to the building's facing";
  // 40 mm of table to 16 m of ground is 2.5 mm to the metre; the model is made at 2.
  EXPECT_NEAR(p.scale * kBuildingModelMmPerMetre, 40.0f / 16.0f, 1e-6f);
}

TEST(GroundModel, AnyBattlefieldGetsAGround) {
  // A flat open table: no features, no water, heights all zero.
  rules::FlatBattlefield flat({{500 * rules::kMillimetre, 300 * rules::kMillimetre},
                               0,
                               1000 * rules::kMillimetre,
                               600 * rules::kMillimetre});
  const GroundModel g = buildGroundModel(flat, GroundOptions{});
  EXPECT_TRUE(g.trees.empty());
  EXPECT_TRUE(g.water.empty());
  EXPECT_FALSE(g.grid);
  for (float h : g.heights) EXPECT_EQ(h, 0.0f);
  EXPECT_GT(g.worldSize, 1000.0f);
}

}  // namespace
}  // namespace sandtable::view
