// The battlefield section of a scenario: every shipped battlefield loads; a heightmap
// image lies north up; relief and scatter are what they say; and every kind of bad input
// (self-intersecting polygon, a feature off the map, an unknown type, a building model the
// table does not draw, bad numbers, a ford off its river, a missing file) is reported at its
// file:line:col.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "TerrainBed.h"
#include "battlefield/BulletBattlefield.h"
#include "scenario/BattlefieldSection.h"
#include "support/TestPaths.h"

using namespace sandtable;
using sandtable::data::ConfigError;
using sandtable::data::YamlReader;

namespace {

struct Read {
  std::optional<scenario::LoadedBattlefield> field;
  std::vector<ConfigError> errors;
};

Read readText(const std::string& text, const std::string& name = "test.yaml") {
  YamlReader r = YamlReader::fromString(text, name);
  Read out;
  out.field = scenario::readBattlefieldSection(r, YamlReader::child(r.root(), "battlefield"));
  out.errors = r.errors();
  return out;
}

// The one error of a bad file, which must name its place.
ConfigError onlyError(const std::string& text) {
  const Read got = readText(text);
  EXPECT_FALSE(got.field.has_value());
  EXPECT_EQ(got.errors.size(), 1u);
  for (const ConfigError& e : got.errors) std::cout << "  " << e.str() << "\n";
  return got.errors.empty() ? ConfigError{} : got.errors.front();
}

const std::string kHead = R"(battlefield:
  scale: {unit: span, unit_mm: 40, ground_m: 20}
  size: [10, 8]
)";

}  // namespace

TEST(BattlefieldSection, EveryShippedBattlefieldLoads) {
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::configPath("battlefields"))) {
    if (entry.path().extension() != ".yaml" || entry.path().filename() == "feature_kinds.yaml")
      continue;
    const scenario::LoadedBattlefield b = scenario::loadBattlefieldFile(entry.path());
    ASSERT_TRUE(b.battlefield && b.terrain) << entry.path();
    EXPECT_GT(b.terrain->width, 0);
    ++files;
  }
  EXPECT_GE(files, 2);
  EXPECT_NO_THROW(
      scenario::loadFeatureDefaults(test::configPath("battlefields/feature_kinds.yaml")));
}

TEST(BattlefieldSection, TheLosReferenceIsWhatTheBenchmarkAsksFor) {
  const auto b = scenario::loadBattlefieldFile(test::configPath("battlefields/los_reference.yaml"));
  EXPECT_EQ(b.terrain->ground.cols(), 513);
  EXPECT_EQ(b.terrain->ground.rows(), 513);
  EXPECT_DOUBLE_EQ(b.terrain->ground.spacingX(), 1.0);
  EXPECT_EQ(b.terrain->trees.size() + b.terrain->buildings.size(), 2000u);
  EXPECT_GT(b.terrain->ground.maxHeight() - b.terrain->ground.minHeight(), 5.0f) << "rolling hills";
}

TEST(BattlefieldSection, TheHeightmapImageLiesNorthUp) {
  const auto b = scenario::loadBattlefieldFile(test::configPath("battlefields/river_valley.yaml"));
  const battlefield::TerrainSpec& t = *b.terrain;
  EXPECT_EQ(t.ground.cols(), 97);
  EXPECT_EQ(t.ground.rows(), 65);
  // The image's ridge is near its top: the north of the table (y = 13.5 spans) is high,
  // the river (y = 7) low.
  const rules::Length ridge = b.battlefield->elevationAt(test::TerrainBed::at(12, 13.5));
  const rules::Length river = b.battlefield->elevationAt(test::TerrainBed::at(12, 6.9));
  EXPECT_GT(ridge, river + test::TerrainBed::metres(8));
  EXPECT_EQ(b.battlefield->terrainAt(test::TerrainBed::at(13.8, 2.5)),
            rules::TerrainKind::TownMedium);
  EXPECT_EQ(b.battlefield->terrainAt(test::TerrainBed::at(6, 7.79)), rules::TerrainKind::Ford);
  EXPECT_EQ(b.battlefield->terrainAt(test::TerrainBed::at(15, 6.27)), rules::TerrainKind::Bridge);
  EXPECT_EQ(b.battlefield->terrainAt(test::TerrainBed::at(10, 7.1)), rules::TerrainKind::River);
}

TEST(BattlefieldSection, ReliefHillsRidgesAndValleysAddUp) {
  const Read got = readText(kHead + R"(  relief:
    base_m: 5
    resolution_m: 5
    hills: [{at: [3, 3], radius: 2, height_m: 10}, {crest: [[6, 6], [9, 6]], radius: 1.5, height_m: 8}]
    valleys: [{line: [[0, 1], [10, 1]], width: 1, depth_m: 3}]
)");
  ASSERT_TRUE(got.field) << (got.errors.empty() ? "" : got.errors.front().str());
  const rules::Battlefield& bf = *got.field->battlefield;
  using test::TerrainBed;
  EXPECT_NEAR(static_cast<double>(bf.elevationAt(TerrainBed::at(3, 3))),
              static_cast<double>(TerrainBed::metres(15)), 2.0);
  EXPECT_NEAR(static_cast<double>(bf.elevationAt(TerrainBed::at(7.5, 6))),
              static_cast<double>(TerrainBed::metres(13)), 2.0);
  EXPECT_NEAR(static_cast<double>(bf.elevationAt(TerrainBed::at(8, 1))),
              static_cast<double>(TerrainBed::metres(2)), 2.0);
  EXPECT_EQ(bf.elevationAt(TerrainBed::at(9, 3.5)), TerrainBed::metres(5));
  // The crest line and the round hill's summit are crests.
  ASSERT_EQ(got.field->terrain->crests.size(), 2u);
}

TEST(BattlefieldSection, ScatterIsTheSameForTheSameSeed) {
  const std::string text = kHead + R"(  scatter:
    - {type: tree, count: 40, seed: 3, radius_m: [1, 2], height_m: 10, within: [[1, 1], [5, 1], [5, 5], [1, 5]]}
    - {type: building, count: 5, seed: 4, width_m: [6, 8], depth_m: 6, height_m: [5, 7]}
)";
  const Read a = readText(text);
  const Read b = readText(text);
  ASSERT_TRUE(a.field && b.field);
  ASSERT_EQ(a.field->terrain->trees.size(), 40u);
  ASSERT_EQ(a.field->terrain->buildings.size(), 5u);
  for (std::size_t i = 0; i < 40; ++i) {
    EXPECT_EQ(a.field->terrain->trees[i].at, b.field->terrain->trees[i].at);
    EXPECT_TRUE(battlefield::insidePolygon(
        std::vector<rules::Point>{test::TerrainBed::at(1, 1), test::TerrainBed::at(5, 1),
                                  test::TerrainBed::at(5, 5), test::TerrainBed::at(1, 5)},
        a.field->terrain->trees[i].at));
  }
}

TEST(BattlefieldSection, AScenarioMayNameABattlefieldFile) {
  const std::string scenarioFile =
      (std::filesystem::temp_directory_path() / "sandtable_bf_ref.yaml").string();
  YamlReader r =
      YamlReader::fromString("battlefield: {file: battlefields/river_valley.yaml}\n", scenarioFile);
  const auto got = scenario::readBattlefieldSection(r, YamlReader::child(r.root(), "battlefield"));
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ(got->terrain->name, "River valley");
  // A name that is not there is reported where it is written.
  YamlReader bad =
      YamlReader::fromString("battlefield:\n  file: battlefields/nowhere.yaml\n", "s.yaml");
  EXPECT_FALSE(scenario::readBattlefieldSection(bad, YamlReader::child(bad.root(), "battlefield"))
                   .has_value());
  ASSERT_EQ(bad.errors().size(), 1u);
  EXPECT_EQ(bad.errors()[0].line, 2);
  EXPECT_EQ(bad.errors()[0].column, 9);
}

TEST(BattlefieldSection, ASelfIntersectingPolygonIsReportedAtItsPlace) {
  const ConfigError e = onlyError(kHead + R"(  features:
    - {type: woods_light, polygon: [[1, 1], [4, 4], [4, 1], [1, 4]]}
)");
  EXPECT_EQ(e.file, "test.yaml");
  EXPECT_EQ(e.line, 5);
  EXPECT_GT(e.column, 30);
  EXPECT_NE(e.message.find("self-intersecting"), std::string::npos) << e.message;
}

TEST(BattlefieldSection, AFeatureOffTheMap) {
  const ConfigError e = onlyError(kHead + R"(  features:
    - type: hedge
      line: [[1, 1], [12, 1]]
)");
  EXPECT_EQ(e.line, 6);
  EXPECT_EQ(e.column, 22);
  EXPECT_NE(e.message.find("off the map"), std::string::npos) << e.message;
}

TEST(BattlefieldSection, AnUnknownType) {
  const ConfigError e = onlyError(kHead + R"(  features:
    - {type: swamp_of_doom, polygon: [[1, 1], [2, 1], [2, 2]]}
)");
  EXPECT_EQ(e.line, 5);
  EXPECT_EQ(e.column, 14);
  EXPECT_NE(e.message.find("unknown feature type 'swamp_of_doom'"), std::string::npos) << e.message;
}

TEST(BattlefieldSection, ABuildingMayNameAModelTheTableDraws) {
  const Read got = readText(kHead + R"(  features:
    - {type: building, at: [5, 4], size_m: [4.5, 5], model: windmill}
    - {type: building, at: [2, 2]}
)");
  ASSERT_TRUE(got.field.has_value());
  const auto& buildings = got.field->terrain->buildings;
  ASSERT_EQ(buildings.size(), 2u);
  EXPECT_EQ(buildings[0].model, "windmill");
  EXPECT_EQ(buildings[1].model, "") << "drawn as its town ground's houses, as before";
}

TEST(BattlefieldSection, ABuildingModelTheTableDoesNotDrawIsRefusedAtItsName) {
  const ConfigError e = onlyError(kHead + R"(  features:
    - {type: building, at: [5, 4], model: castle}
)");
  EXPECT_EQ(e.line, 5);
  EXPECT_EQ(e.column, 43);
  EXPECT_NE(e.message.find("'model' must be one the table draws (house, cottage or windmill), "
                           "not 'castle'"),
            std::string::npos)
      << e.message;
}

TEST(BattlefieldSection, BadNumbers) {
  ConfigError e = onlyError(R"(battlefield:
  scale: {unit: span, unit_mm: 40, ground_m: -3}
  size: [10, 8]
)");
  EXPECT_EQ(e.line, 2);
  EXPECT_EQ(e.column, 46);
  e = onlyError(kHead + "  features:\n    - {type: river, line: [[0, 1], [10, 1]], width: wide}\n");
  EXPECT_EQ(e.line, 5);
  EXPECT_NE(e.message.find("must be a number"), std::string::npos) << e.message;
  e = onlyError(R"(battlefield:
  scale: {unit: span, ground_m: 20}
  size: [10, 8]
)");
  EXPECT_EQ(e.line, 2);
  EXPECT_NE(e.message.find("unit_mm"), std::string::npos) << "a span's width must be given";
}

TEST(BattlefieldSection, AFordMustBeOnItsRiver) {
  const ConfigError e = onlyError(kHead + R"(  features:
    - type: river
      line: [[0, 4], [10, 4]]
      width: 0.5
      fords: [{at: [5, 6]}]
)");
  EXPECT_EQ(e.line, 8);
  EXPECT_NE(e.message.find("not on the river"), std::string::npos) << e.message;
}

TEST(BattlefieldSection, AMissingHeightmapImage) {
  const ConfigError e =
      onlyError(kHead + "  heightmap: {file: maps/no_such_map.png, max_height_m: 20}\n");
  EXPECT_EQ(e.line, 4);
  EXPECT_EQ(e.column, 21);
  EXPECT_NE(e.message.find("the heightmap 'maps/no_such_map.png': not found"), std::string::npos) << e.message;
}

TEST(BattlefieldSection, EveryErrorOfAFileAtOnce) {
  const Read got = readText(kHead + R"(  features:
    - {type: woods_light, polygon: [[1, 1], [2, 1]]}
    - {type: tree, at: [20, 1]}
    - {type: hedge, polygon: [[1, 1], [2, 1], [2, 2]]}
    - {type: road, line: [[1, 1], [3, 3]], colour: grey}
)");
  EXPECT_FALSE(got.field.has_value());
  EXPECT_EQ(got.errors.size(), 4u);
}

TEST(BattlefieldSection, MeasuredSectionsAreToldFromGrids) {
  YamlReader r = YamlReader::fromString(
      "a: {map: ['..'], cols: 2}\nb: {file: x.yaml}\nc: {size: [1, 1]}\n", "t");
  EXPECT_FALSE(scenario::isMeasuredBattlefield(YamlReader::child(r.root(), "a")));
  EXPECT_TRUE(scenario::isMeasuredBattlefield(YamlReader::child(r.root(), "b")));
  EXPECT_TRUE(scenario::isMeasuredBattlefield(YamlReader::child(r.root(), "c")));
}

TEST(BattlefieldSection, FeatureKindsMustBeCompleteAndSound) {
  const std::filesystem::path dir = test::scratchDir("feature_kinds");
  const std::filesystem::path file = dir / "kinds.yaml";
  {
    std::ofstream out(file);
    out << "feature_kinds:\n  woods_light: {sight: see_through, height_m: 12}\n  tree: {radius_m: "
           "3, height_m: 12}\n";
  }
  try {
    scenario::loadFeatureDefaults(file);
    FAIL() << "an incomplete table must not load";
  } catch (const data::ConfigErrors& e) {
    bool sightAt = false, missing = false;
    for (const ConfigError& err : e.errors()) {
      sightAt =
          sightAt || (err.line == 2 && err.message.find("'sight' must be") != std::string::npos);
      missing = missing || err.message.find("missing kind 'forest'") != std::string::npos;
    }
    EXPECT_TRUE(sightAt);
    EXPECT_TRUE(missing);
  }
}
