// `sandtable-cli whatif`: play the same scenario many times, from its start or on from a
// position in a saved match, and show how it tends to end.
#include <unistd.h>

#include <algorithm>
#include <array>
#include <iomanip>
#include <iostream>
#include <map>
#include <optional>
#include <vector>

#include "CliCommon.h"
#include "Commands.h"
#include "ResultsFile.h"
#include "SeedOption.h"
#include "WhatIfBattles.h"
#include "WhatIfTurns.h"
#include "rules/core/Rng.h"
#include "scenario/MatchFile.h"
#include "session/Branch.h"
#include "session/MatchSession.h"
#include "session/ParallelRuns.h"

namespace sandtable::cli {

using namespace sandtable::rules;

namespace {

struct WhatIfOptions {
  std::string scenario;
  std::string match;  // a saved match to branch from instead of a scenario's start
  std::optional<long long> atTurn, atAction;  // where in it; neither: the end of the recording
  int games = 100;
  std::uint64_t seed = 1;
  std::string side1 = "ai:normal";
  std::string side2 = "ai:normal";
  bool alternate = false;
  bool json = false;
  bool noProgress = false;
  bool each = false;  // list every game: its seed, who played which side, how it ended
  bool eachTurn = false;  // from the start of every recorded turn of --match (WhatIfTurns.h)
  unsigned jobs = 1;      // games played at once (0: one per core)
  std::string instead;    // an action's text, taken first in every game (session::insteadAction)
  std::vector<std::string> then;  // orders after it, given when the rules allow (session::insteadPlan)
  std::string out;  // a file the JSON results are written to, with what made them (ResultsFile.h)
};

// Where every game starts: a scenario's start, or a position in a saved match.
struct Start {
  scenario::ScenarioInfo info;
  session::Position position;
  bool fromMatch = false;
};

// What is wrong with the choice of a starting point on the command line, or "".
std::string startOptionsProblem(const WhatIfOptions& o) {
  if (!o.match.empty() && !o.scenario.empty()) {
    return "--match and --scenario cannot be given together: a saved match names its own scenario";
  }
  if (o.match.empty() && (o.atTurn || o.atAction)) {
    return std::string(o.atTurn ? "--at-turn" : "--at-action") + " needs --match, the saved battle to branch from";
  }
  if (o.atTurn && o.atAction) return "give --at-turn or --at-action, not both";
  if (o.eachTurn && o.match.empty()) return "--each-turn needs --match, the saved battle to chart";
  if (o.eachTurn && (o.atTurn || o.atAction)) {
    return std::string("--each-turn branches from every turn; it cannot be given with ") +
           (o.atTurn ? "--at-turn" : "--at-action");
  }
  if (!o.then.empty() && o.instead.empty()) {
    return "--then gives the unit of --instead an order after it; it needs --instead";
  }
  if (!o.instead.empty() && o.eachTurn) {
    return "--instead plays on from one position; it cannot be given with --each-turn";
  }
  if (o.eachTurn && o.alternate) return "--each-turn tallies by side: the players keep their sides (no --alternate)";
  if (o.eachTurn && !o.out.empty())
    return "--out writes the results of games from one position; not with --each-turn";
  if (o.atTurn && *o.atTurn < 1) return "--at-turn must be at least 1 (turn 1 is the start)";
  if (o.atAction && *o.atAction < 0) return "--at-action must be 0 (the start) or more";
  return "";
}

// Loads the scenario or finds the position in the match; a bad file, or a point the
// recording does not reach or where the battle is over, throws data::ConfigErrors.
Start findStart(const WhatIfOptions& o) {
  if (o.match.empty()) {
    scenario::LoadedScenario sc = scenario::loadScenario(o.scenario.empty() ? defaultScenarioPath() : o.scenario);
    return {sc.info, session::startOf(sc), false};
  }
  const scenario::LoadedMatch lm = scenario::loadMatchFile(o.match);
  const session::BranchPoint at = o.atTurn     ? session::BranchPoint::atTurn(static_cast<std::size_t>(*o.atTurn))
                                  : o.atAction ? session::BranchPoint::atAction(static_cast<std::size_t>(*o.atAction))
                                               : session::BranchPoint::atEnd();
  return {lm.scenario.info, session::findPosition(lm, at), true};
}

int runWhatIf(const WhatIfOptions& o) {
  if (const std::string problem = startOptionsProblem(o); !problem.empty()) {
    std::cerr << "error: " << problem << "\n";
    return kExitBadInput;
  }
  const auto parsed = parseAiPlayers(o.side1, o.side2);
  if (!parsed) return kExitBadInput;
  const std::array<session::PlayerSpec, 2>& players = *parsed;
  if (o.games < 1) {
    std::cerr << "error: --games must be at least 1\n";
    return kExitBadInput;
  }
  // Before any game is played: a path that cannot be written is a bad command line.
  std::optional<ResultsFile> resultsFile;
  if (!o.out.empty()) {
    resultsFile.emplace(o.out);
    if (!resultsFile->problem().empty()) {
      std::cerr << "error: --out: " << resultsFile->problem() << "\n";
      return kExitBadInput;
    }
  }
  noteJobsCap(o.jobs);
  if (o.eachTurn) return runWhatIfEachTurn({o.match, o.games, o.seed, players, o.json, !o.noProgress, o.each, o.jobs});
  // Every worker plays on its own copy of the start: its own scenario and battlefield.
  const unsigned workers = std::min(session::workersFor(o.jobs), static_cast<unsigned>(o.games));
  std::vector<Start> starts;
  for (unsigned w = 0; w < workers; ++w) starts.push_back(findStart(o));
  const Start& start = starts.front();
  const scenario::ScenarioInfo& info = start.info;
  // "What if the unit had done this instead?": the action every game takes first.
  std::optional<Action> instead;
  std::vector<Action> then;  // its orders after it (--then), given when the rules allow them
  if (!o.instead.empty()) {
    try {
      std::vector<Action> plan = session::insteadPlan(start.position, o.instead, o.then);
      instead = plan.front();
      then.assign(plan.begin() + 1, plan.end());
    } catch (const std::invalid_argument& e) {
      std::cerr << "error: " << e.what() << "\n";
      return kExitBadInput;
    }
  }
  int cutShort = 0;  // games whose --then orders the rules did not allow (the activation failed)
  // What the recording (or, from a scenario's start, nobody yet) did there, to set beside it.
  const std::string recorded =
      start.position.recordedNext ? toString(*start.position.recordedNext) : std::string();
  const bool progress = !o.noProgress && !o.json;

  // When sides alternate: games played and won by each player (first, second) on each side,
  // so that a scenario's lean toward one side shows apart from the players' strength.
  std::array<std::array<int, 2>, 2> played{}, won{};
  auto playerAs = [](int player) { return std::string(player == 0 ? "first" : "second") + " player as "; };
  // What decided the games, for each winner (a side, or with --alternate a player) and for
  // the draws: a side that wins by holding until the turn limit is not one that breaks armies.
  // The outcomes by side and by player are their totals.
  std::map<std::string, std::map<Ending, int>> endingsBySide, endingsByPlayer;
  long totalTurns = 0;
  WhatIfBattles battles;  // what the games looked like: charges, shots, routs, melee
  nlohmann::json eachGame = nlohmann::json::array();  // --each with --json or --out
  // From a scenario's start game g is the game `battle --seed <seed>` with these players plays
  // (see playBranch), so the tallies are those whatif gave before it could branch from a match.
  auto seedOf = [&](std::size_t g) { return deriveSeed(o.seed, static_cast<std::uint64_t>(g)); };
  auto swappedIn = [&](std::size_t g) { return o.alternate && (g % 2 == 1); };
  auto sidesOf = [&](std::size_t g) {
    std::array<session::PlayerSpec, 2> sides = players;
    if (swappedIn(g)) std::swap(sides[0], sides[1]);
    return sides;
  };
  auto play = [&](unsigned worker, std::size_t g) {
    return session::playBranch(starts[worker].position, seedOf(g), sidesOf(g), instead, then);
  };
  // Tallied and listed in game order, whichever worker finished first.
  auto report = [&](std::size_t g, session::BranchOutcome& ended) {
    const bool swapped = swappedIn(g);
    const Result& result = ended.result;
    const std::string w = session::winnerKey(result);
    const std::string sideKey = w.empty() ? "unfinished" : w;
    ++endingsBySide[sideKey][result.ending];
    std::string playerKey = w.empty() ? "unfinished" : "draw";
    if (w == "side1" || w == "side2") {
      // The --side1 player won if it won on its own side this game.
      const bool firstWon = (w == "side1") != swapped;
      playerKey = firstWon ? "first player (--side1 " + players[0].str() + ")"
                           : "second player (--side2 " + players[1].str() + ")";
      ++won[firstWon ? 0 : 1][w == "side1" ? 0 : 1];
    }
    ++endingsByPlayer[playerKey][result.ending];
    ++played[0][swapped ? 1 : 0];
    ++played[1][swapped ? 0 : 1];
    totalTurns += ended.turns;
    if (ended.cutShort) ++cutShort;
    battles.add(ended.counts);
    if (o.each) {
      const auto sides = sidesOf(g);
      if (!o.json) {
        std::cout
            << "game " << g << " seed " << seedOf(g) << " side1 " << sides[0].str() << " side2 "
            << sides[1].str() << ": " << sideKey << " after " << ended.turns << " turns ("
            << result.reason << "); " << WhatIfBattles::gameText(ended.counts) << "\n"
            << std::flush;  // each game as it ends: a long run into a file or a pipe can be watched
      }
      nlohmann::json one = {{"game", g},
                            {"seed", seedOf(g)},
                            {"side1", sides[0].str()},
                            {"side2", sides[1].str()},
                            {"winner", sideKey},
                            {"turns", ended.turns},
                            {"ending", std::string(endingName(result.ending))},
                            {"reason", result.reason}};
      one.update(WhatIfBattles::gameJson(ended.counts));
      eachGame.push_back(std::move(one));
    }
    if (progress) drawProgress(static_cast<int>(g) + 1, o.games);
  };
  session::runInOrder<session::BranchOutcome>(static_cast<std::size_t>(o.games), workers, play, report);
  auto totals = [](const std::map<std::string, std::map<Ending, int>>& tally) {
    std::map<std::string, int> out;
    for (const auto& [who, counts] : tally) {
      for (const auto& [ending, n] : counts) out[who] += n;
    }
    return out;
  };
  const std::map<std::string, int> bySide = totals(endingsBySide), byPlayer = totals(endingsByPlayer);
  auto pct = [&](int n) { return 100.0 * n / o.games; };
  auto endingsJson = [](const std::map<std::string, std::map<Ending, int>>& tally) {
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [who, counts] : tally) {
      for (const auto& [ending, n] : counts) j[who][std::string(endingName(ending))] = n;
    }
    return j;
  };
  auto resultsJson = [&] {
    nlohmann::json j;
    j["scenario"] = info.name;
    if (start.fromMatch) {
      j["from"] = {{"match", o.match}, {"action", start.position.action}, {"turn", start.position.turn}};
    }
    if (instead) {
      j["instead"] = toString(*instead);
      if (!recorded.empty()) j["recorded"] = recorded;
      if (!then.empty()) {
        nlohmann::json steps = nlohmann::json::array();
        for (const Action& a : then) steps.push_back(toString(a));
        j["then"] = steps;
        j["plan_followed"] = o.games - cutShort;
      }
    }
    j["games"] = o.games;
    j["seed"] = o.seed;
    j["players"] = {
        {"side1", players[0].str()}, {"side2", players[1].str()}, {"alternate", o.alternate}};
    j["side_names"] = info.sideNames;
    j["by_side"] = bySide;
    j["endings_by_side"] = endingsJson(endingsBySide);
    if (o.alternate) {
      j["by_player"] = byPlayer;
      j["endings_by_player"] = endingsJson(endingsByPlayer);
      for (int p = 0; p < 2; ++p) {
        for (int sd = 0; sd < 2; ++sd) {
          j["by_player_and_side"][playerAs(p) + "side" + std::to_string(sd + 1)] = {
              {"games", played[p][sd]}, {"won", won[p][sd]}};
        }
      }
    }
    j["mean_turns"] = static_cast<double>(totalTurns) / o.games;
    j["battle"] = battles.json();
    if (o.each) j["each"] = eachGame;
    return j;
  };
  if (resultsFile && !resultsFile->commit(resultsJson())) {
    std::cerr << "error: --out: " << resultsFile->problem() << "\n";
    return kExitBadInput;
  }
  if (o.json) {
    std::cout << resultsJson().dump(2) << "\n";
    return kExitOk;
  }
  std::cout << "What if: " << info.name << ", ";
  if (start.fromMatch) {
    std::cout << "from turn " << start.position.turn << " (action " << start.position.action << ") of " << o.match
              << ", ";
  }
  std::cout << o.games << " games from seed " << o.seed << ", "
            << players[0].str() << " as side1 against " << players[1].str() << " as side2"
            << (o.alternate ? ", swapping sides every other game" : "") << "\n";
  if (instead) {
    const std::string taken = toString(*instead);
    if (then.empty()) {
      std::cout << "Every game first takes " << taken
                << (recorded.empty()     ? std::string(", then the AIs play on")
                    : recorded == taken ? std::string(", the recorded action")
                                        : ", instead of the recorded " + recorded)
                << "\n";
    } else {
      // A plan: the first step as above, its orders when the rules allow them.
      std::cout << "Every game first takes " << taken
                << (recorded.empty()     ? std::string()
                    : recorded == taken ? std::string(" (the recorded action)")
                                        : " (instead of the recorded " + recorded + ")");
      for (const Action& a : then) std::cout << ", then " << toString(a);
      std::cout << " when the rules allow it, then the AIs play on\n";
      std::cout << "The plan was followed to its end in " << o.games - cutShort << " of " << o.games
                << " games; in " << cutShort << " the rules did not allow the order when it came (a failed "
                << "activation gives none) and the AIs played on\n";
    }
  }
  std::cout << std::fixed << std::setprecision(1);
  auto sideLabel = [&](const std::string& key) {
    return key == "side1" ? info.sideNames[0] + " (side1)" : key == "side2" ? info.sideNames[1] + " (side2)" : key;
  };
  for (const auto& [key, n] : bySide) {
    std::cout << "  " << std::left << std::setw(32) << sideLabel(key) << std::right << std::setw(6) << n << "  "
              << std::setw(5) << pct(n) << " %  " << std::string(static_cast<std::size_t>(pct(n) / 2.5), '#') << "\n";
  }
  if (o.alternate) {
    std::cout << "By player (the first plays side1 in even-numbered games, side2 in odd):\n";
    for (const auto& [key, n] : byPlayer) {
      std::cout << "  " << std::left << std::setw(36) << key << std::right << std::setw(6) << n << "  " << std::setw(5)
                << pct(n) << " %\n";
    }
    std::cout << "By player and side:\n";
    for (int p = 0; p < 2; ++p) {
      for (int sd = 0; sd < 2; ++sd) {
        const std::string who =
            playerAs(p) + info.sideNames[static_cast<std::size_t>(sd)] + " (side" + std::to_string(sd + 1) + ")";
        const int n = played[p][sd];
        std::cout << "  " << std::left << std::setw(44) << who << std::right << std::setw(5) << won[p][sd] << " of " << n
                  << "  " << std::setw(5) << (n > 0 ? 100.0 * won[p][sd] / n : 0.0) << " %\n";
      }
    }
  }
  // "army broken 3, turn limit 45", in the order of rules::Ending.
  auto printEndings = [](const std::string& who, const std::map<Ending, int>& counts) {
    std::string line;
    for (const auto& [ending, n] : counts) {
      std::string name(endingName(ending));
      std::replace(name.begin(), name.end(), '_', ' ');
      line += (line.empty() ? "" : ", ") + name + " " + std::to_string(n);
    }
    std::cout << "  " << std::left << std::setw(36) << who << std::right << line << "\n";
  };
  std::cout << "What decided them (under each winner; the army broken or the leader lost is the other side's):\n";
  for (const auto& [key, counts] : endingsBySide) printEndings(sideLabel(key), counts);
  if (o.alternate) {
    for (const auto& [key, counts] : endingsByPlayer) {
      if (key != "draw" && key != "unfinished") printEndings(key, counts);  // the draws are listed above
    }
  }
  std::cout << "  mean length: " << static_cast<double>(totalTurns) / o.games << " turns\n";
  battles.print(std::cout, {sideLabel("side1"), sideLabel("side2")});
  if (resultsFile) std::cout << "Results written to " << o.out << "\n";
  return kExitOk;
}

}  // namespace

void addWhatIfCommand(CLI::App& app, int& exitCode) {
  auto opts = std::make_shared<WhatIfOptions>();
  CLI::App* cmd = app.add_subcommand(
      "whatif",
      "Play a scenario N times (AI against AI), from its start or on from a position in a saved match, and print "
      "how the games end. The mean length is the final turn number, so from a match it counts the turns played "
      "before the branch point too.");
  cmd->add_option("--scenario", opts->scenario, "Scenario file (default: the default scenario)");
  cmd->add_option("--match", opts->match,
                  "Saved match (from `battle --save` or the 3D table) to branch from instead of a scenario's start; "
                  "every hash in it is checked and the file is never written");
  cmd->add_option("--at-turn", opts->atTurn,
                  "With --match: branch at the start of this turn, before its first recorded action (1 = the start)");
  cmd->add_option("--at-action", opts->atAction,
                  "With --match: branch after this many recorded actions (0 = the start); with neither --at-turn "
                  "nor --at-action, from the end of the recording");
  cmd->add_option("--games", opts->games, "Number of games")->capture_default_str();
  cmd->add_option("--seed", opts->seed, "First seed; game i uses a seed derived from it")->capture_default_str()->check(seedCheck());
  cmd->add_option("--side1", opts->side1, "AI playing side 1")->capture_default_str();
  cmd->add_option("--side2", opts->side2, "AI playing side 2")->capture_default_str();
  cmd->add_flag("--alternate", opts->alternate, "Swap the two players between sides every other game");
  cmd->add_flag("--json", opts->json, "Print one JSON object instead of text");
  cmd->add_flag("--no-progress", opts->noProgress, "Do not draw the progress bar");
  cmd->add_flag("--each", opts->each,
                "Also list every game: its seed, sides, how it ended and what it looked like "
                "(charges, shots and routs by side, rounds of melee); with --json, as the list "
                "\"each\"");
  cmd->add_option(
      "--out", opts->out,
      "Also write the results as JSON (what --json prints) to this file, with the full command "
      "line, the build's git commit and the date, so that a table made from them can be re-made; "
      "written to a temporary file and renamed into place");
  cmd->add_option("--jobs", opts->jobs,
                  "Games played at once, each on its own thread with its own copy of the battlefield (0: one per "
                  "hardware thread; more than the machine's hardware threads play that many, with a note); the "
                  "results and their order are the same whatever the number")
      ->capture_default_str();
  cmd->add_option("--instead", opts->instead,
                  "An action every game takes first, in the words replay --verbose and the logs use "
                  "(\"halt u5\"): what if the recorded one had been this? A wrong one lists the lawful ones");
  cmd->add_option("--then", opts->then,
                  "With --instead: an order its unit is then given in every game, in the same words (\"charge u13 -> u3\"), "
                  "when the rules allow it (a failed activation gives none: the report counts those games); may be "
                  "given again for a further step. A wrong one lists the orders the unit could be given");
  cmd->add_flag("--each-turn", opts->eachTurn,
                "With --match: play the games from the start of every recorded turn and print a line a turn, to "
                "see where the battle turned (--games is then the games from each turn)");
  cmd->callback([opts, &exitCode]() { exitCode = guarded([&] { return runWhatIf(*opts); }); });
}

}  // namespace sandtable::cli
