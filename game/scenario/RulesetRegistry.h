// The rule systems Sandtable knows, by id: where each keeps its tables and how each reads
// the ruleset-specific parts of a scenario. The list is built from the rule systems the build
// registers (SANDTABLE_RULE_SYSTEMS, top-level CMakeLists.txt): each system's folder here
// defines `systems::<id>Ruleset()`.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "Scenario.h"

namespace sandtable::scenario {

struct RulesetEntry {
  std::string id;    // "microbattle": the system's folder and config/rulesets/<id>.yaml
  std::string name;  // "MicroBattle: Fire & Sword"
  // Validates a ruleset file without building anything else (for `validate`).
  void (*validateTables)(const std::filesystem::path& file) = nullptr;
  // Reads the ruleset-specific sections of a scenario whose common header is in `info`.
  LoadedScenario (*buildScenario)(data::YamlReader& reader, const YAML::Node& root, ScenarioInfo info) = nullptr;
  // Whether its scenarios may be played on terrain dealt from terrain cards (RandomTerrain.h).
  bool dealsTerrainFromCards = false;
};

const std::vector<RulesetEntry>& rulesets();
const RulesetEntry* findRuleset(const std::string& id);
// config/rulesets/<id>.yaml under the data root.
std::filesystem::path rulesetFile(const std::string& id);
// The names of the rule systems that deal terrain from cards, for a refusal: "MicroBattle: Fire
// & Sword" ("X or Y" for two).
std::string systemsDealingTerrain();

namespace systems {
#define SANDTABLE_RULE_SYSTEM(id) RulesetEntry id##Ruleset();
#include "RuleSystems.inc"
#undef SANDTABLE_RULE_SYSTEM
}  // namespace systems

}  // namespace sandtable::scenario
