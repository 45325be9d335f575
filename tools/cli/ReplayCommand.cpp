// `sandtable-cli replay`: re-apply a match file's actions and check its hash chain.
#include <iostream>

#include "CliCommon.h"
#include "Commands.h"
#include "scenario/MatchFile.h"
#include "session/Narration.h"
#include "session/OrderForecast.h"
#include "session/Replay.h"

namespace sandtable::cli {

namespace {

struct ReplayOptions {
  std::string file;
  bool json = false;
  bool verbose = false;
};

int runReplay(const ReplayOptions& o) {
  const scenario::LoadedMatch lm = scenario::loadMatchFile(o.file);
  ProgressPrinter progress(std::cout, nullptr, o.verbose);
  rules::NullSink quiet;
  rules::EventSink& sink = (o.verbose && !o.json) ? static_cast<rules::EventSink&>(progress) : quiet;
  // Every action's text before its events: "[action 288] counter_charge u4 -> u7", the words
  // whatif --instead takes, and the point before it, which whatif --at-action 287 branches from.
  const bool verbose = o.verbose && !o.json;
  // The scenario's narration, each cue printed just after the event that brings it, and the
  // file's notes after the action they follow.
  session::NarrationTracker narration(session::narrationFor(lm));
  std::vector<session::FiredCue> cues;
  auto onCue = [&](const session::FiredCue& c) {
    cues.push_back(c);
    if (!o.json) printCue(std::cout, c);
  };
  // An attack, a shot or a charged unit's answer has its odds before its dice, as the table
  // gives them: a teacher reading the log can ask whether the charge that failed was a gamble.
  auto beforeAction = [&](std::size_t applied, const rules::Action& a, const rules::Game& at) {
    if (verbose) {
      std::cout << "[action " << applied + 1 << "] " << rules::toString(a) << "  (whatif --at-action " << applied
                << ")\n";
      if (const auto f = session::forecastOrder(at, a)) std::cout << "  [odds] " << f->summary << "\n";
    }
  };
  const session::ReplayReport rep = session::replayNarrated(lm, narration, sink, onCue, beforeAction);
  if (!rep.ok) {
    std::cerr << rep.problem() << "\n";
    return kExitBadInput;
  }
  const Outcome outcome = outcomeOf(*rep.finalState, rep.finalHash);
  if (o.json) {
    nlohmann::json j = outcomeJson(outcome, *rep.finalState);
    j["actions"] = rep.applied;
    // Verified only when every action's recorded hash was checked: a file without hashes
    // replays, but nothing says its actions are the ones played.
    j["verified"] = rep.verified();
    j["hashes_checked"] = rep.hashesChecked;
    if (!rep.verified()) j["unverified_reason"] = rep.unverifiedReason();
    j["narration"] = nlohmann::json::array();
    for (const session::FiredCue& c : cues) j["narration"].push_back(cueJson(c));
    std::cout << j.dump(2) << "\n";
  } else {
    std::cout << "Replayed " << rep.applied << " actions of " << lm.scenario.info.name << ": "
              << (rep.verified() ? "every hash matches" : "unverified: " + rep.unverifiedReason()) << "\n";
    printOutcome(std::cout, outcome, lm.scenario.info);
  }
  return kExitOk;
}

}  // namespace

void addReplayCommand(CLI::App& app, int& exitCode) {
  auto opts = std::make_shared<ReplayOptions>();
  CLI::App* cmd = app.add_subcommand(
      "replay",
      "Replay a match file, check every state hash, print the result. A file whose actions record no hashes replays "
      "as \"unverified\" (JSON: \"verified\": false and \"unverified_reason\"): a changed action in it cannot be "
      "noticed. A hash that differs names the first action whose state differs (exit 2).");
  cmd->add_option("match", opts->file, "Match file (from `battle --save` or the 3D table)")->required();
  cmd->add_flag("--json", opts->json, "Print one JSON object instead of text");
  cmd->add_flag("-v,--verbose", opts->verbose,
                "Print every action, event and die roll, and each attack's odds before its dice");
  cmd->callback([opts, &exitCode]() { exitCode = guarded([&] { return runReplay(*opts); }); });
}

}  // namespace sandtable::cli
