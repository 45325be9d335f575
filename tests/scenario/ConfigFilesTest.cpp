// Every file shipped under config/ loads: each ruleset with its own loader, each scenario
// in full, and settings (STYLE.md 9: every shipped data file is loaded by a test).
#include <gtest/gtest.h>

#include <filesystem>

#include "data/YamlReader.h"
#include "scenario/RulesetRegistry.h"
#include "scenario/Scenario.h"
#include "support/TestPaths.h"

using namespace sandtable;

TEST(ConfigFiles, EveryShippedFileLoads) {
  int rulesetsLoaded = 0;
  int scenariosLoaded = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(test::configPath(""))) {
    if (entry.path().extension() != ".yaml") continue;
    SCOPED_TRACE(entry.path().string());
    data::YamlReader r = data::YamlReader::fromFile(entry.path());
    const YAML::Node& root = r.root();
    try {
      if (data::YamlReader::child(root, "scenario").IsDefined()) {
        const scenario::LoadedScenario s = scenario::loadScenario(entry.path());
        const auto game = s.newGame();
        EXPECT_FALSE(game->units().empty());
        EXPECT_FALSE(game->legalActions().empty());
        ++scenariosLoaded;
      } else if (data::YamlReader::child(root, "ruleset").IsDefined()) {
        const auto id = r.string(data::YamlReader::child(root, "ruleset"), "id", true);
        ASSERT_TRUE(id.has_value());
        const scenario::RulesetEntry* e = scenario::findRuleset(*id);
        ASSERT_NE(e, nullptr) << "no loader for ruleset " << *id;
        e->validateTables(entry.path());
        ++rulesetsLoaded;
      } else if (data::YamlReader::child(root, "table").IsDefined()) {
        // The 3D table's settings (config/table.yaml): game/view reads them, and
        // tests/view/ViewSettingsTest loads this file; a build without the client has no reader.
        EXPECT_EQ(entry.path().filename(), "table.yaml");
      } else {
        EXPECT_EQ(entry.path().filename(), "settings.yaml") << "a config file of no known kind";
        const auto def = r.string(root, "default_scenario", true);
        ASSERT_TRUE(def.has_value());
        scenario::loadScenario(test::sourceRoot() / *def);
      }
    } catch (const data::ConfigErrors& e) {
      ADD_FAILURE() << e.what();
    }
  }
  EXPECT_GE(rulesetsLoaded, 1);
  EXPECT_GE(scenariosLoaded, 3);
}

TEST(ConfigFiles, EveryRegisteredRulesetHasItsFile) {
  for (const scenario::RulesetEntry& e : scenario::rulesets()) {
    EXPECT_TRUE(std::filesystem::exists(test::configPath("rulesets/" + e.id + ".yaml"))) << e.id;
  }
}
