// Every file shipped under config/ loads (STYLE.md 9: every shipped data file is loaded by
// a test), through the same validation `sandtable-cli validate` uses; each scenario also
// builds a game that has something to do.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "data/ConfigError.h"
#include "data/YamlReader.h"
#include "scenario/DataFiles.h"
#include "scenario/RulesetRegistry.h"
#include "scenario/Scenario.h"
#include "support/TestPaths.h"

using namespace sandtable;

TEST(ConfigFiles, EveryShippedFileLoads) {
  std::map<scenario::DataFileKind, int> loaded;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(test::configPath(""))) {
    if (entry.path().extension() != ".yaml") continue;
    SCOPED_TRACE(entry.path().string());
    const scenario::DataFileKind kind = scenario::dataFileKind(data::YamlReader::fromFile(entry.path()).root());
    EXPECT_NE(kind, scenario::DataFileKind::Unknown);
    EXPECT_NE(kind, scenario::DataFileKind::Match) << "config/ ships no match files";
    if (kind == scenario::DataFileKind::TableSettings) {
      // config/table.yaml belongs to the 3D table: tests/view/ViewSettingsTest reads it
      // with the table's own reader (a build without the client has none).
      EXPECT_EQ(entry.path().filename(), "table.yaml");
      continue;
    }
    if (kind == scenario::DataFileKind::AiWeights) {
      // config/ai/ belongs to the AI: tests/ai/LeveledAiTest reads every file there with its reader.
      EXPECT_NE(entry.path().string().find("/ai/"), std::string::npos);
      continue;
    }
    if (kind == scenario::DataFileKind::Army) {
      // config/armies/ belongs to `army-cost`: each rule system's tests read its army files
      // with its reader and tables.
      EXPECT_NE(entry.path().string().find("/armies/"), std::string::npos);
      continue;
    }
    if (kind == scenario::DataFileKind::Story) {
      // config/stories/ holds a planned system's scenario texts, before its scenario reader:
      // its own tests read them (docs/scenarios.md, Stories).
      EXPECT_NE(entry.path().string().find("/stories/"), std::string::npos);
      continue;
    }
    try {
      EXPECT_FALSE(scenario::validateDataFile(entry.path()).empty());
      // A planned system's scenario is checked by `validate` as far as this build can (in
      // full once its reader is built); it has no game to build yet.
      const bool planned =
          kind == scenario::DataFileKind::Scenario &&
          scenario::isPlannedScenario(data::YamlReader::fromFile(entry.path()).root());
      if (kind == scenario::DataFileKind::Scenario && !planned) {
        const auto game = scenario::loadScenario(entry.path()).newGame();
        EXPECT_FALSE(game->units().empty());
        EXPECT_FALSE(game->legalActions().empty());
      }
      ++loaded[kind];
    } catch (const data::ConfigErrors& e) {
      ADD_FAILURE() << e.what();
    }
  }
  EXPECT_GE(loaded[scenario::DataFileKind::Ruleset], 1);
  EXPECT_GE(loaded[scenario::DataFileKind::Scenario], 3);
  EXPECT_EQ(loaded[scenario::DataFileKind::Settings], 1);
}

TEST(ConfigFiles, EveryRegisteredRulesetHasItsFile) {
  for (const scenario::RulesetEntry& e : scenario::rulesets()) {
    EXPECT_TRUE(std::filesystem::exists(test::configPath("rulesets/" + e.id + ".yaml"))) << e.id;
  }
}
