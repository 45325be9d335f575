#include "RulesetRegistry.h"

#include "MicroBattleScenario.h"
#include "WarlordsScenario.h"
#include "platform/DataPaths.h"

namespace sandtable::scenario {

const std::vector<RulesetEntry>& rulesets() {
  static const std::vector<RulesetEntry> kEntries{
      {"microbattle", "MicroBattle: Fire & Sword", &validateMicroBattleTables, &buildMicroBattleScenario},
      {"warlords", "Warlords", &validateWarlordsTables, &buildWarlordsScenario},
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

}  // namespace sandtable::scenario
