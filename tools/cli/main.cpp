// sandtable-cli: Sandtable without a screen. Battles between AIs, replays that check
// every hash, validation of data files, what-if runs over many seeds, line of sight, soaks
// that check AI games on every scenario from start to replay, fuzzing of data files,
// battle reports in Markdown, and what an army bought by points costs.
#include <iostream>

#include "CliCommon.h"
#include "Commands.h"
#include "ResultsFile.h"
#include "platform/EscapedTerminal.h"

int main(int argc, char** argv) {
  using namespace sandtable::cli;
  // Names, notes and quoted values from data files reach the terminal escaped, never as
  // control sequences (platform/VisibleText.h).
  const sandtable::platform::EscapedTerminal escaped;
  setCommandLine(argc, argv);  // what results written as data say made them
  CLI::App app{"Sandtable headless tools: battles, replays, validation and what-if runs."};
  app.require_subcommand(1);
  int exitCode = kExitOk;
  addBattleCommand(app, exitCode);
  addReplayCommand(app, exitCode);
  addValidateCommand(app, exitCode);
  addWhatIfCommand(app, exitCode);
  addLosCommand(app, exitCode);
  addSoakCommand(app, exitCode);
  addFuzzCommand(app, exitCode);
  addReportCommand(app, exitCode);
  addNoteCommand(app, exitCode);
  addArmyCostCommand(app, exitCode);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return kExitBadInput;
  }
  return exitCode;
}
