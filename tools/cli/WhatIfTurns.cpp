#include "WhatIfTurns.h"

#include <algorithm>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <utility>

#include "CliCommon.h"
#include "scenario/MatchFile.h"
#include "session/Branch.h"
#include "session/MatchSession.h"
#include "session/TurnEvents.h"
#include "session/TurnOdds.h"

namespace sandtable::cli {

using namespace sandtable::rules;

namespace {

// The JSON of what decided some games: {"army_broken": 3, "turn_limit": 1}.
nlohmann::json endingsJson(const std::map<Ending, int>& counts) {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [ending, n] : counts) j[std::string(endingName(ending))] = n;
  return j;
}

// A terminal's bar of the shares, `width` characters: '#' side 1, '=' drawn or unfinished,
// '.' side 2.
std::string shareBar(const session::BranchTally& t, int width) {
  const int one = static_cast<int>(t.share(0) * width + 0.5);
  const int drawn = std::min(width - one, static_cast<int>(t.share(2) * width + 0.5));
  return std::string(static_cast<std::size_t>(one), '#') + std::string(static_cast<std::size_t>(drawn), '=') +
         std::string(static_cast<std::size_t>(width - one - drawn), '.');
}

}  // namespace

int runWhatIfEachTurn(const EachTurnRun& run) {
  const scenario::LoadedMatch lm = scenario::loadMatchFile(run.match);
  const scenario::ScenarioInfo& info = lm.scenario.info;
  // The games (session/TurnOdds.h), listed and counted here as each is tallied.
  auto shown = [&](const session::TurnOddsGame& g) {
    if (run.each) {
      const std::string winner = session::winnerKey(g.outcome->result);
      std::cout << "turn " << g.turn << " game " << g.game << " seed " << g.seed << ": "
                << (winner.empty() ? "unfinished" : winner) << " after " << g.outcome->turns << " turns ("
                << g.outcome->result.reason << ")\n"
                << std::flush;
    }
    if (run.progress && !run.json) drawProgress(static_cast<int>(g.index) + 1, static_cast<int>(g.total));
  };
  const std::vector<session::TurnOdds> starts = session::oddsByTurn(lm, run.games, run.seed, run.players, run.jobs, shown);
  const std::map<int, std::vector<std::string>> happened = session::turningEvents(lm);
  auto eventsOf = [&](int turn) {
    const auto it = happened.find(turn);
    return it == happened.end() ? std::vector<std::string>{} : it->second;
  };
  const int swing = session::biggestSwing(starts);

  if (run.json) {
    nlohmann::json j;
    j["scenario"] = info.name;
    j["match"] = run.match;
    j["games_per_turn"] = run.games;
    j["seed"] = run.seed;
    j["side1"] = run.players[0].str();
    j["side2"] = run.players[1].str();
    j["turns"] = nlohmann::json::array();
    for (std::size_t i = 0; i < starts.size(); ++i) {
      const session::BranchTally& t = starts[i].games;
      nlohmann::json row = {{"turn", starts[i].turn},
                            {"action", starts[i].action},
                            {"mean_turns", t.meanTurns()},
                            {"events", eventsOf(starts[i].turn)}};
      // The keys of plain whatif's by_side: draws and games that did not end apart.
      row["by_side"] = {
          {"side1", t.won[0]}, {"side2", t.won[1]}, {"draw", t.draws()}, {"unfinished", t.unfinished()}};
      const std::pair<const char*, std::map<Ending, int>> endings[] = {{"side1", t.endings[0]},
                                                                       {"side2", t.endings[1]},
                                                                       {"draw", t.drawEndings()},
                                                                       {"unfinished", t.unfinishedEndings}};
      row["endings_by_side"] = nlohmann::json::object();
      for (const auto& [who, counts] : endings) {
        if (!counts.empty()) row["endings_by_side"][who] = endingsJson(counts);
      }
      j["turns"].push_back(row);
    }
    j["biggest_swing"] = nullptr;
    if (swing > 0) {
      j["biggest_swing"] = {{"from_turn", starts[static_cast<std::size_t>(swing) - 1].turn},
                            {"to_turn", starts[static_cast<std::size_t>(swing)].turn}};
    }
    std::cout << j.dump(2) << "\n";
    return kExitOk;
  }

  std::cout << "What if, turn by turn: " << info.name << ", from the start of each of the " << starts.size()
            << " turns of " << run.match << " where the battle was still undecided, " << run.games
            << " games from each (seed " << run.seed << "), " << run.players[0].str() << " as side1 against "
            << run.players[1].str() << " as side2\n";
  auto side = [&](std::size_t i) { return info.sideNames[i] + " (side" + std::to_string(i + 1) + ")"; };
  const int w1 = static_cast<int>(std::max<std::size_t>(side(0).size(), 12)) + 2;
  const int w2 = static_cast<int>(std::max<std::size_t>(side(1).size(), 12)) + 2;
  // A game that stopped with nobody to act gets its own column, only where there is one.
  const bool anyUnfinished =
      std::any_of(starts.begin(), starts.end(), [](const session::TurnOdds& t) { return t.games.unfinished() > 0; });
  std::cout << "  turn  action  " << std::left << std::setw(w1) << side(0) << std::setw(w2) << side(1)
            << "drawn  " << (anyUnfinished ? "unfinished  " : "") << "mean length  # " << info.sideNames[0] << ", . "
            << info.sideNames[1] << ", = drawn" << (anyUnfinished ? " or unfinished" : "") << "\n"
            << std::right << std::fixed << std::setprecision(1);
  for (std::size_t i = 0; i < starts.size(); ++i) {
    const session::BranchTally& t = starts[i].games;
    auto cell = [&](int who, int width) {
      std::ostringstream s;
      s << std::fixed << std::setprecision(0) << t.won[static_cast<std::size_t>(who)] << " (" << 100 * t.share(who)
        << " %)";
      std::string text = s.str();
      text.resize(std::max(text.size(), static_cast<std::size_t>(width)), ' ');
      return text;
    };
    std::cout << "  " << std::setw(4) << starts[i].turn << "  " << std::setw(6) << starts[i].action << "  "
              << cell(0, w1) << cell(1, w2) << std::setw(5) << t.draws() << "  ";
    if (anyUnfinished) std::cout << std::setw(10) << t.unfinished() << "  ";
    std::cout << std::setw(11) << t.meanTurns() << "  " << shareBar(t, 20) << "\n";
  }
  if (anyUnfinished) {
    std::cout << "unfinished: games that stopped before the battle was decided, with neither side left "
                 "to act\n";
  }
  if (swing > 0) {
    const session::TurnOdds &a = starts[static_cast<std::size_t>(swing) - 1], &b = starts[static_cast<std::size_t>(swing)];
    std::cout << session::swingSentence(info.sideNames[0], a.turn, a.games, b.turn, b.games)
              << "\n";
  }
  if (!happened.empty()) {
    std::cout << "What happened in each turn (units broken, dispersed or gone Berserk or FURIOUS, "
                 "personalities lost):\n";
    for (const auto& [turn, lines] : happened) {
      for (std::size_t k = 0; k < lines.size(); ++k) {
        std::cout << (k == 0 ? "  turn " + std::to_string(turn) + ": " : std::string(9 + std::to_string(turn).size(), ' '))
                  << lines[k] << "\n";
      }
    }
  }
  return kExitOk;
}

}  // namespace sandtable::cli
