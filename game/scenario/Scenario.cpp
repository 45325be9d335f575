#include "Scenario.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "NarrationYaml.h"
#include "RulesetRegistry.h"
#include "data/Excerpt.h"

namespace sandtable::scenario {

using data::YamlReader;

ScenarioInfo readScenarioHeader(YamlReader& r, const YAML::Node& root) {
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
  return info;
}

LoadedScenario loadScenarioNode(YamlReader& r, const YAML::Node& root) {
  ScenarioInfo info = readScenarioHeader(r, root);
  const YAML::Node header = YamlReader::child(root, "scenario");
  // The narration's shape is read first, on a reader of its own, and its names are found once
  // the ruleset has read the armies: its problems are listed with every other problem of the
  // file, even those that stop the ruleset before it builds anything.
  YamlReader narrationReader = YamlReader::over(root, r.file());
  const std::vector<NarrationDraft> narration = readNarration(narrationReader, root);
  // The narration's errors in the order of the file (its two passes found them apart).
  auto narrationErrors = [&]() {
    std::vector<data::ConfigError> errors = narrationReader.errors();
    std::stable_sort(errors.begin(), errors.end(), [](const data::ConfigError& a, const data::ConfigError& b) {
      return std::pair(a.line, a.column) < std::pair(b.line, b.column);
    });
    return errors;
  };
  auto throwAllIfErrors = [&]() {
    std::vector<data::ConfigError> all = r.errors();
    for (data::ConfigError& e : narrationErrors()) all.push_back(std::move(e));
    if (!all.empty()) throw data::ConfigErrors(std::move(all));
  };
  const auto ruleset = r.string(header, "ruleset", true);
  const RulesetEntry* entry = ruleset ? findRuleset(*ruleset) : nullptr;
  if (ruleset && !entry) {
    std::string known;
    for (const RulesetEntry& e : rulesets()) known += (known.empty() ? "" : ", ") + e.id;
    r.error(YamlReader::child(header, "ruleset"), "unknown ruleset '" + data::excerpt(*ruleset) + "' (known: " + known + ")");
  }
  if (!entry) throwAllIfErrors();
  info.ruleset = entry->id;
  LoadedScenario out;
  try {
    out = entry->buildScenario(r, root, std::move(info));
  } catch (const data::ConfigErrors& e) {
    if (narrationReader.ok()) throw;
    std::vector<data::ConfigError> all = e.errors();
    for (data::ConfigError& n : narrationErrors()) all.push_back(std::move(n));
    throw data::ConfigErrors(std::move(all));
  }
  out.info.narration = resolveNarration(narrationReader, narration, out);
  throwAllIfErrors();
  return out;
}

LoadedScenario loadScenario(const std::filesystem::path& path) {
  YamlReader reader = YamlReader::fromFile(path);
  return loadScenarioNode(reader, reader.root());
}

BoughtScenario withBoughtArmies(const LoadedScenario& s,
                                const std::array<std::filesystem::path, 2>& armies) {
  if (!s.withArmies)
    throw std::invalid_argument("'" + s.info.name +
                                "' is not a points battle: its armies are its own");
  BoughtScenario out;
  out.document = s.withArmies(armies);
  YamlReader reader = YamlReader::over(out.document, s.info.file);
  out.scenario = loadScenarioNode(reader, out.document);
  return out;
}

}  // namespace sandtable::scenario
