// The table's settings: shipped defaults, the player's own file over them, saved and read
// back unchanged, and a broken player file ignored with the reason rather than fatal.
#include <gtest/gtest.h>

#include <fstream>

#include "data/ConfigError.h"
#include "support/TestPaths.h"
#include "view/ViewSettings.h"

namespace sandtable::view {
namespace {

TEST(ViewSettings, ShippedDefaultsLoad) {
  const ViewSettings s = loadViewSettings(test::configPath("table.yaml"), {});
  EXPECT_EQ(s.palette, "colour_blind_safe");
  EXPECT_FLOAT_EQ(s.uiScale, 1.0f);
  EXPECT_EQ(s.terrainDetail, TerrainDetail::Auto);
  EXPECT_FLOAT_EQ(s.heightExaggeration, 1.0f);  // true heights unless the player asks
}

TEST(ViewSettings, APlayersChoicesSurviveARoundTrip) {
  const auto dir = test::scratchDir("settings");
  ViewSettings s;
  s.palette = "classic";
  s.uiScale = 1.5f;
  s.sound = false;
  s.volume = 0.25f;
  s.aiSecondsPerAction = 2.0f;
  s.terrainDetail = TerrainDetail::Composite;
  s.showLabels = false;
  s.heightExaggeration = 2.5f;
  saveViewSettings(s, dir / "sub" / "table.yaml");
  const ViewSettings back =
      loadViewSettings(test::configPath("table.yaml"), dir / "sub" / "table.yaml");
  EXPECT_EQ(back, s);
}

TEST(ViewSettings, ABrokenPlayerFileIsIgnoredWithItsReason) {
  const auto dir = test::scratchDir("settings-bad");
  std::ofstream(dir / "table.yaml") << "table:\n  ui_scale: 9\n  colour: red\n  height_exaggeration: 5\n";
  std::string problem;
  const ViewSettings s =
      loadViewSettings(test::configPath("table.yaml"), dir / "table.yaml", &problem);
  EXPECT_FLOAT_EQ(s.uiScale, 1.0f);
  EXPECT_NE(problem.find("table.yaml:2:"), std::string::npos) << problem;
  EXPECT_NE(problem.find("table.yaml:3:"), std::string::npos) << problem;  // unknown key
  EXPECT_NE(problem.find("table.yaml:4:"), std::string::npos) << problem;  // beyond 3x
  EXPECT_FLOAT_EQ(s.heightExaggeration, 1.0f);
}

}  // namespace
}  // namespace sandtable::view
