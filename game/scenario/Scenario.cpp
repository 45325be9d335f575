#include "Scenario.h"

#include "RulesetRegistry.h"

namespace sandtable::scenario {

using data::YamlReader;

LoadedScenario loadScenarioNode(YamlReader& r, const YAML::Node& root) {
  if (!r.expectMap(root, "a scenario")) r.throwIfErrors();
  ScenarioInfo info;
  info.file = r.file();
  const YAML::Node header = YamlReader::child(root, "scenario");
  if (!header.IsDefined()) {
    r.error(root, "missing required section 'scenario' (name, ruleset, description)");
    r.throwIfErrors();
  }
  if (!r.expectMap(header, "'scenario'")) r.throwIfErrors();
  r.checkKeys(header, {"name", "ruleset", "period", "description", "briefing", "historical_outcome", "source"});
  info.name = r.string(header, "name", true).value_or("");
  info.description = r.string(header, "description", false).value_or("");
  info.briefing = r.string(header, "briefing", false).value_or("");
  info.historicalOutcome = r.string(header, "historical_outcome", false).value_or("");
  const auto ruleset = r.string(header, "ruleset", true);
  const RulesetEntry* entry = ruleset ? findRuleset(*ruleset) : nullptr;
  if (ruleset && !entry) {
    std::string known;
    for (const RulesetEntry& e : rulesets()) known += (known.empty() ? "" : ", ") + e.id;
    r.error(YamlReader::child(header, "ruleset"), "unknown ruleset '" + *ruleset + "' (known: " + known + ")");
  }
  if (!entry) r.throwIfErrors();
  info.ruleset = entry->id;
  return entry->buildScenario(r, root, std::move(info));
}

LoadedScenario loadScenario(const std::filesystem::path& path) {
  YamlReader reader = YamlReader::fromFile(path);
  return loadScenarioNode(reader, reader.root());
}

}  // namespace sandtable::scenario
