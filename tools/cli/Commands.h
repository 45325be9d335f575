// The subcommands of sandtable-cli. Each registers itself on the app and stores the exit
// code its run produced in `exitCode`.
#pragma once

#include <CLI/CLI.hpp>

namespace sandtable::cli {

void addBattleCommand(CLI::App& app, int& exitCode);
void addReplayCommand(CLI::App& app, int& exitCode);
void addValidateCommand(CLI::App& app, int& exitCode);
void addWhatIfCommand(CLI::App& app, int& exitCode);
void addLosCommand(CLI::App& app, int& exitCode);
void addSoakCommand(CLI::App& app, int& exitCode);
void addFuzzCommand(CLI::App& app, int& exitCode);
void addReportCommand(CLI::App& app, int& exitCode);
void addNoteCommand(CLI::App& app, int& exitCode);
// Per rule system (tools/cli/<system>/): commands for what only that system has.
void addArmyCostCommand(CLI::App& app, int& exitCode);

}  // namespace sandtable::cli
