#include "RulesetRegistry.h"

#include "platform/DataPaths.h"

namespace sandtable::scenario {

const std::vector<RulesetEntry>& rulesets() {
  static const std::vector<RulesetEntry> kEntries{
#define SANDTABLE_RULE_SYSTEM(id) systems::id##Ruleset(),
#include "RuleSystems.inc"
#undef SANDTABLE_RULE_SYSTEM
  };
  return kEntries;
}

const RulesetEntry* findRuleset(const std::string& id) {
  for (const RulesetEntry& e : rulesets()) {
    if (e.id == id) return &e;
  }
  return nullptr;
}

std::filesystem::path rulesetFile(const std::string& id) {
  return platform::configDir() / "rulesets" / (id + ".yaml");
}

std::string systemsDealingTerrain() {
  std::vector<std::string> names;
  for (const RulesetEntry& e : rulesets()) {
    if (e.dealsTerrainFromCards) names.push_back(e.name);
  }
  if (names.empty()) return "no rule system";
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i)
    out += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
  return out;
}

}  // namespace sandtable::scenario
