// `sandtable-bench games`: AI-vs-AI games per second, headless, on one core.
#include <iomanip>
#include <iostream>

#include "BenchStats.h"
#include "Benches.h"
#include "CliCommon.h"
#include "rules/core/Rng.h"
#include "session/MatchSession.h"

namespace sandtable::bench {

namespace {

struct GamesOptions {
  std::string scenario;
  std::string side1 = "ai:random";
  std::string side2 = "ai:random";
  int games = 2000;
  int repetitions = 5;
  std::uint64_t seed = 1;
};

int runGames(const GamesOptions& o) {
  const auto players = cli::parseAiPlayers(o.side1, o.side2);
  if (!players) return cli::kExitBadInput;
  const std::string path = o.scenario.empty() ? cli::defaultScenarioPath() : o.scenario;
  const scenario::LoadedScenario sc = scenario::loadScenario(path);
  long actions = 0;
  int rep = 0;
  const std::vector<double> times = timeRuns(o.repetitions, [&] {
    rules::NullSink quiet;
    actions = 0;
    for (int g = 0; g < o.games; ++g) {
      session::SessionOptions so;
      so.seed = rules::deriveSeed(o.seed + static_cast<std::uint64_t>(rep), static_cast<std::uint64_t>(g));
      so.players = *players;
      session::MatchSession s(sc, so);
      s.playAi(quiet);
      actions += static_cast<long>(s.match().actions().size());
    }
    ++rep;
  });
  const double med = median(times);
  std::cout << std::fixed << std::setprecision(1);
  std::cout << "games: " << sc.info.name << ", " << o.side1 << " vs " << o.side2 << ", " << o.games << " games x "
            << o.repetitions << " runs (one core)\n";
  std::cout << "  median run: " << med << " s  ->  " << o.games / med << " games/s, " << actions / med
            << " actions/s (" << static_cast<double>(actions) / o.games << " actions per game)\n";
  std::cout << "  runs (s):";
  for (double t : times) std::cout << " " << std::setprecision(3) << t;
  std::cout << "\n";
  return cli::kExitOk;
}

}  // namespace

void addGamesBench(CLI::App& app, int& exitCode) {
  auto o = std::make_shared<GamesOptions>();
  CLI::App* cmd = app.add_subcommand("games", "AI-vs-AI games per second, headless, on one core.");
  cmd->add_option("--scenario", o->scenario, "Scenario (default: the default scenario)");
  cmd->add_option("--side1", o->side1, "AI of side 1")->capture_default_str();
  cmd->add_option("--side2", o->side2, "AI of side 2")->capture_default_str();
  cmd->add_option("--games", o->games, "Games per run")->capture_default_str()->check(CLI::Range(1, 10000000));
  cmd->add_option("--runs", o->repetitions, "Runs; the median is reported")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--seed", o->seed, "Seed")->capture_default_str();
  cmd->callback([o, &exitCode] { exitCode = cli::guarded([&] { return runGames(*o); }); });
}

}  // namespace sandtable::bench
