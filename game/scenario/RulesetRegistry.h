// The rule systems Sandtable knows, by id: where each keeps its tables and how each reads
// the ruleset-specific parts of a scenario.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "Scenario.h"

namespace sandtable::scenario {

struct RulesetEntry {
  std::string id;    // "microbattle"
  std::string name;  // "MicroBattle: Fire & Sword"
  // Validates a ruleset file without building anything else (for `validate`).
  void (*validateTables)(const std::filesystem::path& file);
  // Reads the ruleset-specific sections of a scenario whose common header is in `info`.
  LoadedScenario (*buildScenario)(data::YamlReader& reader, const YAML::Node& root, ScenarioInfo info);
};

const std::vector<RulesetEntry>& rulesets();
const RulesetEntry* findRuleset(const std::string& id);
// config/rulesets/<id>.yaml under the data root.
std::filesystem::path rulesetFile(const std::string& id);

}  // namespace sandtable::scenario
