// `sandtable-cli validate`: check scenarios, match files, ruleset and battlefield files.
#include <iostream>

#include "CliCommon.h"
#include "Commands.h"
#include "data/YamlReader.h"
#include "scenario/BattlefieldSection.h"
#include "scenario/MatchFile.h"
#include "scenario/RulesetRegistry.h"
#include "session/Replay.h"

namespace sandtable::cli {

namespace {

// What a file is, from its top-level keys.
enum class FileKind { Scenario, Match, Ruleset, Settings, Battlefield, FeatureKinds, Unknown };

// Rule systems Sandtable will play that this build may not have yet: a scenario for one
// of them is checked as far as this build can (its measured battlefield).
bool plannedRuleset(const std::string& id) {
  return id == "warlords" || id == "roberts" || id == "wotr" || id == "republique";
}

FileKind kindOf(const YAML::Node& root) {
  if (!root.IsMap()) return FileKind::Unknown;
  if (data::YamlReader::child(root, "match").IsDefined()) return FileKind::Match;
  if (data::YamlReader::child(root, "scenario").IsDefined()) return FileKind::Scenario;
  if (data::YamlReader::child(root, "ruleset").IsDefined()) return FileKind::Ruleset;
  if (data::YamlReader::child(root, "default_scenario").IsDefined()) return FileKind::Settings;
  if (data::YamlReader::child(root, "battlefield").IsDefined()) return FileKind::Battlefield;
  if (data::YamlReader::child(root, "feature_kinds").IsDefined()) return FileKind::FeatureKinds;
  return FileKind::Unknown;
}

// Validates one file; prints its verdict and returns whether it is good.
bool validateOne(const std::string& file) {
  const int code = guarded([&]() -> int {
    data::YamlReader r = data::YamlReader::fromFile(file);
    switch (kindOf(r.root())) {
      case FileKind::Scenario: {
        const YAML::Node header = data::YamlReader::child(r.root(), "scenario");
        const YAML::Node ruleset = data::YamlReader::child(header, "ruleset");
        const YAML::Node field = data::YamlReader::child(r.root(), "battlefield");
        if (ruleset.IsScalar() && !scenario::findRuleset(ruleset.Scalar()) && plannedRuleset(ruleset.Scalar()) &&
            scenario::isMeasuredBattlefield(field)) {
          const auto b = scenario::readBattlefieldSection(r, field);
          r.throwIfErrors();
          std::cout << file << ": ok (battlefield of scenario '" << data::YamlReader::child(header, "name").Scalar()
                    << "'; ruleset '" << ruleset.Scalar() << "' is not in this build, its sections were not checked)\n";
          return kExitOk;
        }
        const scenario::LoadedScenario s = scenario::loadScenario(file);
        std::cout << file << ": ok (scenario '" << s.info.name << "', " << s.info.ruleset << ")\n";
        return kExitOk;
      }
      case FileKind::Match: {
        const scenario::LoadedMatch m = scenario::loadMatchFile(file);
        rules::NullSink quiet;
        const session::ReplayReport rep = session::replayMatch(m, quiet);
        if (!rep.ok) {
          std::cerr << rep.problem << "\n";
          return kExitBadInput;
        }
        std::cout << file << ": ok (match of '" << m.scenario.info.name << "', " << rep.applied
                  << " actions, every hash matches)\n";
        return kExitOk;
      }
      case FileKind::Ruleset: {
        const auto id = r.string(data::YamlReader::child(r.root(), "ruleset"), "id", true);
        const scenario::RulesetEntry* entry = id ? scenario::findRuleset(*id) : nullptr;
        if (id && !entry) r.error(data::YamlReader::child(data::YamlReader::child(r.root(), "ruleset"), "id"), "unknown ruleset '" + *id + "'");
        r.throwIfErrors();
        entry->validateTables(file);
        std::cout << file << ": ok (ruleset " << *id << ")\n";
        return kExitOk;
      }
      case FileKind::Settings: {
        r.checkKeys(r.root(), {"default_scenario"});
        r.throwIfErrors();
        scenario::loadScenario(defaultScenarioPath());
        std::cout << file << ": ok (settings)\n";
        return kExitOk;
      }
      case FileKind::Battlefield: {
        const scenario::LoadedBattlefield b = scenario::loadBattlefieldFile(file);
        const auto& t = *b.terrain;
        std::cout << file << ": ok (battlefield '" << t.name << "', " << t.areas.size() << " areas, " << t.lines.size()
                  << " lines, " << t.trees.size() << " trees, " << t.buildings.size() << " buildings)\n";
        return kExitOk;
      }
      case FileKind::FeatureKinds: {
        scenario::loadFeatureDefaults(file);
        std::cout << file << ": ok (feature kinds)\n";
        return kExitOk;
      }
      case FileKind::Unknown: break;
    }
    r.error(r.root(), "not a Sandtable file: expected a top-level 'scenario', 'match', 'ruleset' or 'battlefield' section");
    r.throwIfErrors();
    return kExitBadInput;
  });
  return code == kExitOk;
}

}  // namespace

void addValidateCommand(CLI::App& app, int& exitCode) {
  auto files = std::make_shared<std::vector<std::string>>();
  CLI::App* cmd = app.add_subcommand("validate", "Check scenarios, match files, ruleset and battlefield files; report every error as file:line:col.");
  cmd->add_option("files", *files, "Files to check")->required();
  cmd->callback([files, &exitCode]() {
    bool allGood = true;
    for (const std::string& f : *files) allGood = validateOne(f) && allGood;
    exitCode = allGood ? kExitOk : kExitBadInput;
  });
}

}  // namespace sandtable::cli
