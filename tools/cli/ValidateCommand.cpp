// `sandtable-cli validate`: check scenarios, match files and ruleset files.
#include <iostream>

#include "CliCommon.h"
#include "Commands.h"
#include "data/YamlReader.h"
#include "scenario/MatchFile.h"
#include "scenario/RulesetRegistry.h"
#include "session/Replay.h"

namespace sandtable::cli {

namespace {

// What a file is, from its top-level keys.
enum class FileKind { Scenario, Match, Ruleset, Settings, Unknown };

FileKind kindOf(const YAML::Node& root) {
  if (!root.IsMap()) return FileKind::Unknown;
  if (data::YamlReader::child(root, "match").IsDefined()) return FileKind::Match;
  if (data::YamlReader::child(root, "scenario").IsDefined()) return FileKind::Scenario;
  if (data::YamlReader::child(root, "ruleset").IsDefined()) return FileKind::Ruleset;
  if (data::YamlReader::child(root, "default_scenario").IsDefined()) return FileKind::Settings;
  return FileKind::Unknown;
}

// Validates one file; prints its verdict and returns whether it is good.
bool validateOne(const std::string& file) {
  const int code = guarded([&]() -> int {
    data::YamlReader r = data::YamlReader::fromFile(file);
    switch (kindOf(r.root())) {
      case FileKind::Scenario: {
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
      case FileKind::Unknown: break;
    }
    r.error(r.root(), "not a Sandtable file: expected a top-level 'scenario', 'match' or 'ruleset' section");
    r.throwIfErrors();
    return kExitBadInput;
  });
  return code == kExitOk;
}

}  // namespace

void addValidateCommand(CLI::App& app, int& exitCode) {
  auto files = std::make_shared<std::vector<std::string>>();
  CLI::App* cmd = app.add_subcommand("validate", "Check scenarios, match files and ruleset files; report every error as file:line:col.");
  cmd->add_option("files", *files, "Files to check")->required();
  cmd->callback([files, &exitCode]() {
    bool allGood = true;
    for (const std::string& f : *files) allGood = validateOne(f) && allGood;
    exitCode = allGood ? kExitOk : kExitBadInput;
  });
}

}  // namespace sandtable::cli
