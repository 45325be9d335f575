// `sandtable-cli validate`: check scenarios, match files, ruleset and battlefield files.
#include <iostream>

#include "CliCommon.h"
#include "Commands.h"
#include "data/YamlReader.h"
#include "scenario/DataFiles.h"
#include "scenario/MatchFile.h"
#include "session/Replay.h"
#ifdef SANDTABLE_HAS_VIEW
#include "view/ViewSettings.h"
#endif

namespace sandtable::cli {

namespace {

// Validates one file; prints its verdict and returns whether it is good.
bool validateOne(const std::string& file) {
  const int code = guarded([&]() -> int {
    data::YamlReader r = data::YamlReader::fromFile(file);
    const scenario::DataFileKind kind = scenario::dataFileKind(r.root());
    if (kind == scenario::DataFileKind::TableSettings) {
#ifdef SANDTABLE_HAS_VIEW
      view::ViewSettings settings;
      settings.readFile(file);
      std::cout << file << ": ok (3D table settings)\n";
      return kExitOk;
#else
      std::cerr << file << ": the 3D table's settings; this build has no table to check them\n";
      return kExitBadInput;
#endif
    }
    if (kind != scenario::DataFileKind::Match) {
      // Validate before printing anything: a bad file must not begin an "ok" line.
      const std::string summary = scenario::validateDataFile(file);
      std::cout << file << ": ok (" << summary << ")\n";
      return kExitOk;
    }
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
