// `sandtable-cli soak`: play many AI games on every scenario and check, all the way through,
// what every game must keep to. Tests check these on a few positions each; a soak checks them
// on thousands, in every phase of every scenario the project ships, at any AI level:
//   - the AI only chooses actions the rules accept (check() before each one is applied);
//   - every candidate the rules offer is accepted by the rules themselves (sampled);
//   - a copy of the game (clone(), what hard's rollouts play on) has the same state hash;
//   - the rule system's own invariants hold after every action (Game::invariantProblem: for
//     Warlords, no unit stands inside an enemy and every pair in contact at the end of a
//     melee phase fought in it);
//   - the game ends, with a winner or a draw and what decided it;
//   - played again with the same seed, the AIs choose alike and the game is the same;
//   - the match saved to a file and replayed, with every event's text built this time,
//     reaches every recorded hash again and the same result.
// The default run is short (4 games a scenario); a long soak is the same command with more.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>

#include "CliCommon.h"
#include "Commands.h"
#include "platform/EscapedTerminal.h"
#include "SeedOption.h"
#include "rules/core/Rng.h"
#include "scenario/DataFiles.h"
#include "scenario/MatchFile.h"
#include "session/MatchSession.h"
#include "session/Replay.h"

namespace sandtable::cli {

using namespace sandtable::rules;

namespace {

struct SoakOptions {
  std::vector<std::string> scenarios;  // empty: every scenario in config/scenarios
  int games = 4;
  std::uint64_t seed = 1;
  std::vector<std::string> levels{"random", "normal"};
  int maxActions = 50000;
  int sampleEvery = 25;  // actions between the costlier checks (all candidates, a clone)
  bool noProgress = false;
  std::string keepFailures;  // a folder to save each failing game's match file in
};

// Asks for every event's text and formats it, as the 3D table and `battle -v` do: the replay
// then runs the text-building paths that AI games skip, and must reach the same states.
class TextSink final : public EventSink {
 public:
  bool wantsText() const override { return true; }
  void emit(Event e) override { printed += formatEvent(e).size(); }
  std::size_t printed = 0;
};

struct ScenarioTally {
  int games = 0;
  long actions = 0;
  std::map<std::string, int> endings;  // "side1 by army_broken" ...
};

std::string count(long n, const std::string& what) { return std::to_string(n) + " " + what + (n == 1 ? "" : "s"); }

std::vector<std::string> shippedScenarios() {
  const std::filesystem::path dir = scenario::defaultScenarioPath().parent_path();
  std::vector<std::string> out;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    // A planned system's scenarios have no game to soak yet (scenario/DataFiles.h).
    if (entry.is_regular_file() && entry.path().extension() == ".yaml" &&
        !scenario::isPlannedScenario(data::YamlReader::fromFile(entry.path()).root()))
      out.push_back(entry.path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Plays one game in `s` and returns what went wrong ("" when nothing did).
std::string playSoakGame(session::MatchSession& s, const scenario::LoadedScenario& sc,
                         const session::SessionOptions& so, const SoakOptions& o, ScenarioTally& tally) {
  NullSink quiet;
  std::vector<Action> legal;
  int n = 0;
  while (!s.over()) {
    if (!s.aiToAct()) return "no AI is to act, yet the game is not over";
    if (n >= o.maxActions) return "still not over after " + std::to_string(n) + " actions";
    const Game& g = s.game();
    // Named only when something is wrong: not a string built for every action of every game.
    auto where = [&] {
      return "action " + std::to_string(n + 1) + " (turn " + std::to_string(g.phase().turn) + ", " +
             std::string(g.phase().phase) + ")";
    };
    if (n % o.sampleEvery == 0) {
      g.legalActions(legal);
      if (legal.empty()) return where() + ": the rules offer no action";
      for (const Action& a : legal) {
        if (const Verdict v = g.check(a); !v) {
          return where() + ": the rules offer " + toString(a) + " and refuse it: " + v.why;
        }
      }
      if (g.clone()->stateHash() != g.stateHash()) return where() + ": a copy of the game has another state hash";
    }
    const Action a = s.aiAction();
    if (const Verdict v = g.check(a); !v) return where() + ": the AI chose " + toString(a) + ", which is illegal: " + v.why;
    s.submit(a, quiet);
    ++n;
    ++tally.actions;
    // The rule system's own invariants (for Warlords: no unit inside an enemy, and every
    // pair in contact at the end of a melee phase fought), after every action.
    if (std::string broken = s.game().invariantProblem(); !broken.empty()) {
      return "after action " + std::to_string(n) + " (" + toString(a) + ", turn " +
             std::to_string(s.game().phase().turn) + ", " + std::string(s.game().phase().phase) + "): " + broken;
    }
  }
  const Result r = s.game().result();
  if (r.ending == Ending::None || r.reason.empty()) return "the game ended without saying what decided it";
  ++tally.endings[session::winnerKey(r) + " by " + std::string(endingName(r.ending))];

  // The same seed and players again: the AIs must choose alike, action for action.
  session::MatchSession again(sc, so);
  again.playAi(quiet);
  const std::vector<std::uint64_t>& first = s.match().hashes();
  const std::vector<std::uint64_t>& second = again.match().hashes();
  const auto differ = std::mismatch(first.begin(), first.end(), second.begin(), second.end());
  if (differ.first != first.end() || differ.second != second.end()) {
    return "played again with the same seed, the game differs from action " +
           std::to_string(differ.first - first.begin() + 1);
  }

  // Save, load and replay with text: every hash again, and the same end.
  const std::filesystem::path file = std::filesystem::temp_directory_path() /
                                     ("sandtable-soak-" + std::to_string(::getpid()) + ".yaml");
  s.save(file);
  const scenario::LoadedMatch lm = scenario::loadMatchFile(file);
  TextSink text;
  const session::ReplayReport rep = session::replayMatch(lm, text);
  std::filesystem::remove(file);
  if (!rep.ok) return "the saved match does not replay: " + rep.problem();
  if (rep.applied != static_cast<std::size_t>(n)) {
    return "the replay applied " + std::to_string(rep.applied) + " of " + std::to_string(n) + " actions";
  }
  if (rep.finalHash != s.match().hash()) return "the replay ends in another state";
  if (rep.result.winner != r.winner || rep.result.ending != r.ending) return "the replay ends with another result";
  if (text.printed == 0) return "the replay printed nothing";
  return "";
}

// Plays one game and returns what went wrong ("" when nothing did); a failing game's match
// is saved as `keepAs` (when given) so that `sandtable-cli replay` can take it up.
std::string soakGame(const scenario::LoadedScenario& sc, const session::SessionOptions& so, const SoakOptions& o,
                     ScenarioTally& tally, const std::filesystem::path& keepAs) {
  session::MatchSession s(sc, so);
  std::string problem;
  try {
    problem = playSoakGame(s, sc, so, o, tally);
  } catch (const std::exception& e) {
    problem = std::string("threw: ") + e.what();
  }
  if (!problem.empty() && !keepAs.empty()) {
    try {
      s.save(keepAs);
      problem += " (match saved as " + keepAs.string() + ")";
    } catch (const std::exception& e) {
      problem += std::string(" (the match could not be saved: ") + e.what() + ")";
    }
  }
  return problem;
}

int runSoak(const SoakOptions& o) {
  if (o.games < 1 || o.maxActions < 1 || o.sampleEvery < 1) {
    std::cerr << "error: --games, --max-actions and --sample-every must be at least 1\n";
    return kExitBadInput;
  }
  std::vector<session::PlayerSpec> levels;
  for (const std::string& l : o.levels) {
    const auto p = session::PlayerSpec::parse("ai:" + l);
    if (!p || p->human) {
      std::cerr << "error: --levels: '" << l << "' is not an AI level (random, scripted, easy, normal, hard)\n";
      return kExitBadInput;
    }
    levels.push_back(*p);
  }
  const std::vector<std::string> files = o.scenarios.empty() ? shippedScenarios() : o.scenarios;
  // Load every scenario first: bad input is reported before any game is played.
  std::vector<scenario::LoadedScenario> loaded;
  for (const std::string& f : files) loaded.push_back(scenario::loadScenario(f));

  const std::size_t nLevels = levels.size();
  auto clearProgress = [&]() {
    if (!o.noProgress) platform::EscapedTerminal::rawErr() << "\r" << std::string(24, ' ') << "\r" << std::flush;
  };
  int failures = 0;
  long totalGames = 0;
  const int total = o.games * static_cast<int>(files.size());
  for (std::size_t k = 0; k < files.size(); ++k) {
    ScenarioTally tally;
    for (int i = 0; i < o.games; ++i) {
      // Every pairing of the levels in turn, each level on each side.
      session::SessionOptions so;
      so.seed = deriveSeed(o.seed, static_cast<std::uint64_t>(i));
      so.players = {levels[static_cast<std::size_t>(i) % nLevels], levels[(static_cast<std::size_t>(i) / nLevels) % nLevels]};
      so.scenarioRef = scenario::scenarioReference(files[k]);
      std::string problem;
      try {
        std::filesystem::path keepAs;
        if (!o.keepFailures.empty()) {
          keepAs = std::filesystem::path(o.keepFailures) /
                   (std::filesystem::path(files[k]).stem().string() + "-" + std::to_string(so.seed) + ".match.yaml");
        }
        problem = soakGame(loaded[k], so, o, tally, keepAs);
      } catch (const std::exception& e) {
        problem = std::string("threw: ") + e.what();
      }
      ++tally.games;
      ++totalGames;
      if (!problem.empty()) {
        ++failures;
        clearProgress();
        std::cout << "FAIL " << files[k] << " seed " << so.seed << " side1 "
                  << so.players[0].str() << " side2 " << so.players[1].str() << ": " << problem << std::endl;
      }
      if (!o.noProgress)
        platform::EscapedTerminal::rawErr() << "\r" << totalGames << "/" << total << " games" << std::flush;
    }
    clearProgress();
    std::cout << std::filesystem::path(files[k]).filename().string() << ": " << count(tally.games, "game") << ", "
              << count(tally.actions, "action") << ";";
    for (const auto& [ending, n] : tally.endings) std::cout << " " << ending << " " << n << ";";
    std::cout << std::endl;  // a long soak into a file can be watched scenario by scenario
  }
  std::cout << "Soak: " << count(totalGames, "game") << " on " << count(static_cast<long>(files.size()), "scenario")
            << ", " << count(failures, "failure") << "\n";
  return failures == 0 ? kExitOk : kExitFailure;
}

}  // namespace

void addSoakCommand(CLI::App& app, int& exitCode) {
  auto opts = std::make_shared<SoakOptions>();
  CLI::App* cmd = app.add_subcommand(
      "soak", "Play many AI games on every scenario, checking legality, copies, endings and save-and-replay throughout.");
  cmd->add_option("--scenario", opts->scenarios, "A scenario to soak (repeatable; default: every one in config/scenarios)");
  cmd->add_option("--games", opts->games, "Games a scenario")->capture_default_str();
  cmd->add_option("--seed", opts->seed, "First seed; game i uses a seed derived from it")->capture_default_str()->check(seedCheck());
  cmd->add_option("--levels", opts->levels, "AI levels to pair, each against each on both sides")
      ->delimiter(',')
      ->capture_default_str();
  cmd->add_option("--max-actions", opts->maxActions, "A game still running after this many actions fails")
      ->capture_default_str();
  cmd->add_option("--sample-every", opts->sampleEvery, "Actions between the checks of every candidate and of a copy")
      ->capture_default_str();
  cmd->add_flag("--no-progress", opts->noProgress, "Do not draw the progress count");
  cmd->add_option("--keep-failures", opts->keepFailures, "Save each failing game's match file in this folder")
      ->check(CLI::ExistingDirectory);
  cmd->callback([opts, &exitCode]() { exitCode = guarded([&] { return runSoak(*opts); }); });
}

}  // namespace sandtable::cli
