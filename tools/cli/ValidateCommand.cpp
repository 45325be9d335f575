// `sandtable-cli validate`: check scenarios, match files, ruleset, battlefield and AI weights files.
#include <iostream>

#include "CliCommon.h"
#include "Commands.h"
#include "FileCheck.h"

namespace sandtable::cli {

namespace {

// Validates one file; prints its verdict and returns whether it is good.
bool validateOne(const std::string& file) {
  const int code = guarded([&]() -> int {
    // Checked before anything is printed: a bad file must not begin an "ok" line.
    const std::string summary = checkFile(file);
    std::cout << file << ": ok (" << summary << ")\n";
    return kExitOk;
  });
  return code == kExitOk;
}

}  // namespace

void addValidateCommand(CLI::App& app, int& exitCode) {
  auto files = std::make_shared<std::vector<std::string>>();
  CLI::App* cmd = app.add_subcommand("validate", "Check scenarios, match files, ruleset, battlefield, army and AI weights files; report every error as file:line:col.");
  cmd->add_option("files", *files, "Files to check")->required();
  cmd->callback([files, &exitCode]() {
    bool allGood = true;
    for (const std::string& f : *files) allGood = validateOne(f) && allGood;
    exitCode = allGood ? kExitOk : kExitBadInput;
  });
}

}  // namespace sandtable::cli
