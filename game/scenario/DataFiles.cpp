#include "DataFiles.h"

#include "BattlefieldSection.h"
#include "RulesetRegistry.h"
#include "Scenario.h"
#include "data/Excerpt.h"
#include "platform/ConfinedPath.h"
#include "platform/DataPaths.h"

namespace sandtable::scenario {

using data::YamlReader;

namespace systems {
#define SANDTABLE_PLANNED_SCENARIO_CHECK(id) \
  std::string id##CheckPlannedScenario(const std::filesystem::path& file);
#include "PlannedScenarioChecks.inc"
#undef SANDTABLE_PLANNED_SCENARIO_CHECK
}  // namespace systems

namespace {

using PlannedCheck = std::string (*)(const std::filesystem::path&);

// The full check of a planned system's scenario, when its reader is built already.
PlannedCheck plannedScenarioCheck(const std::string& id) {
  struct Entry {
    const char* id;
    PlannedCheck check;
  };
  static const Entry kChecks[] = {
#define SANDTABLE_PLANNED_SCENARIO_CHECK(id) {#id, &systems::id##CheckPlannedScenario},
#include "PlannedScenarioChecks.inc"
#undef SANDTABLE_PLANNED_SCENARIO_CHECK
      {nullptr, nullptr}};
  for (const Entry& e : kChecks) {
    if (e.id && id == e.id) return e.check;
  }
  return nullptr;
}

std::string validateScenario(YamlReader& r, const std::filesystem::path& file) {
  const YAML::Node header = YamlReader::child(r.root(), "scenario");
  const YAML::Node ruleset = YamlReader::child(header, "ruleset");
  const YAML::Node field = YamlReader::child(r.root(), "battlefield");
  if (isPlannedScenario(r.root())) {
    if (const PlannedCheck check = plannedScenarioCheck(ruleset.Scalar())) return check(file);
  }
  if (isPlannedScenario(r.root()) && isMeasuredBattlefield(field)) {
    readBattlefieldSection(r, field);
    r.throwIfErrors();
    const YAML::Node name = YamlReader::child(header, "name");
    return "battlefield of scenario '" + (name.IsScalar() ? name.Scalar() : std::string("?")) +
           "'; ruleset '" + ruleset.Scalar() +
           "' is not in this build, its sections were not checked";
  }
  const LoadedScenario s = loadScenario(file);
  return "scenario '" + s.info.name + "', " + s.info.ruleset;
}

std::string validateRuleset(YamlReader& r, const std::filesystem::path& file) {
  const YAML::Node section = YamlReader::child(r.root(), "ruleset");
  const auto id = r.string(section, "id", true);
  const RulesetEntry* entry = id ? findRuleset(*id) : nullptr;
  if (id && !entry && plannedRuleset(*id)) {
    // A planned system's tables may ship before its game: the tables are read by its own
    // tests (and tools) until the system is registered.
    r.throwIfErrors();
    return "ruleset " + *id + "; not in this build, its tables were not checked";
  }
  if (id && !entry)
    r.error(YamlReader::child(section, "id"), "unknown ruleset '" + data::excerpt(*id) + "'");
  r.throwIfErrors();
  entry->validateTables(file);
  return "ruleset " + *id;
}

}  // namespace

bool plannedRuleset(const std::string& id) {
  static const char* const kPlanned[] = {
#include "PlannedRuleSystems.inc"
  };
  for (const char* p : kPlanned) {
    if (id == p) return true;
  }
  return false;
}

bool isPlannedScenario(const YAML::Node& root) {
  const YAML::Node ruleset = YamlReader::child(YamlReader::child(root, "scenario"), "ruleset");
  return ruleset.IsScalar() && !findRuleset(ruleset.Scalar()) && plannedRuleset(ruleset.Scalar());
}

DataFileKind dataFileKind(const YAML::Node& root) {
  if (!root.IsMap()) return DataFileKind::Unknown;
  if (YamlReader::child(root, "match").IsDefined()) return DataFileKind::Match;
  if (YamlReader::child(root, "scenario").IsDefined()) return DataFileKind::Scenario;
  if (YamlReader::child(root, "ruleset").IsDefined()) return DataFileKind::Ruleset;
  if (YamlReader::child(root, "default_scenario").IsDefined()) return DataFileKind::Settings;
  if (YamlReader::child(root, "battlefield").IsDefined()) return DataFileKind::Battlefield;
  if (YamlReader::child(root, "feature_kinds").IsDefined()) return DataFileKind::FeatureKinds;
  if (YamlReader::child(root, "table").IsDefined()) return DataFileKind::TableSettings;
  if (YamlReader::child(root, "ai").IsDefined()) return DataFileKind::AiWeights;
  if (YamlReader::child(root, "army").IsDefined()) return DataFileKind::Army;
  if (YamlReader::child(root, "story").IsDefined()) return DataFileKind::Story;
  return DataFileKind::Unknown;
}

std::filesystem::path defaultScenarioPath() {
  YamlReader r = YamlReader::fromFile(platform::configDir() / "settings.yaml");
  const auto path = r.string(r.root(), "default_scenario", true);
  r.throwIfErrors();
  const platform::NamedFile named =
      platform::resolveNamedFile(r.file(), *path, {platform::dataRoot()});
  if (!named.ok()) {
    r.error(YamlReader::child(r.root(), "default_scenario"),
            "the default scenario: " + named.problem);
    r.throwIfErrors();
  }
  return named.path;
}

std::string validateDataFile(const std::filesystem::path& file) {
  YamlReader r = YamlReader::fromFile(file);
  switch (dataFileKind(r.root())) {
    case DataFileKind::Scenario:
      return validateScenario(r, file);
    case DataFileKind::Ruleset:
      return validateRuleset(r, file);
    case DataFileKind::Settings:
      r.checkKeys(r.root(), {"default_scenario"});
      r.throwIfErrors();
      loadScenario(defaultScenarioPath());
      return "settings";
    case DataFileKind::Battlefield: {
      const LoadedBattlefield b = loadBattlefieldFile(file);
      const auto& t = *b.terrain;
      return "battlefield '" + t.name + "', " + std::to_string(t.areas.size()) + " areas, " +
             std::to_string(t.lines.size()) + " lines, " + std::to_string(t.trees.size()) +
             " trees, " + std::to_string(t.buildings.size()) + " buildings";
    }
    case DataFileKind::FeatureKinds:
      loadFeatureDefaults(file);
      return "feature kinds";
    case DataFileKind::Match:
      r.error(r.root(),
              "a match file: check it with `sandtable-cli validate` or `replay`, which replay it");
      break;
    case DataFileKind::TableSettings:
      r.error(r.root(), "the 3D table's settings: the table (game/view) checks them");
      break;
    case DataFileKind::AiWeights:
      r.error(r.root(),
              "the AI's weights: check them with `sandtable-cli validate`, which reads them as the "
              "AI does");
      break;
    case DataFileKind::Army:
      r.error(r.root(),
              "an army list: check it with `sandtable-cli army-cost`, which reads it with its rule "
              "system's tables");
      break;
    case DataFileKind::Story:
      r.error(r.root(),
              "a scenario's story (its texts and armies, before its rule system's scenario reader "
              "takes them): that system's tests read it");
      break;
    case DataFileKind::Unknown:
      r.error(r.root(),
              std::string(r.root().IsNull() ? "empty file" : "not a Sandtable file") +
                  ": expected a top-level 'scenario', 'match', 'ruleset' or 'battlefield' section");
      break;
  }
  r.throwIfErrors();
  return {};
}

}  // namespace sandtable::scenario
