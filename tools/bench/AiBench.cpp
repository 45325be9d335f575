// `sandtable-bench ai`: how long one AI decision takes, on one core. The positions are taken
// from games of the normal AI against itself at fixed seeds (every k-th position a side is to
// act at), so the same command times the same positions on every build; at each, a fresh AI of
// the level asked for, built as a match builds it, chooses once, and only the choice is timed.
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "BenchStats.h"
#include "Benches.h"
#include "CliCommon.h"
#include "ai/AiPlayer.h"
#include "rules/core/Match.h"
#include "rules/core/Rng.h"
#include "session/PlayerSpec.h"

namespace sandtable::bench {

namespace {

struct AiOptions {
  std::string scenario;
  std::string level = "hard";
  int positions = 200;
  int every = 10;  // every k-th position of the games
  std::uint64_t seed = 1;
  bool json = false;
};

// The games that give the positions: normal against normal, bounded so that a scenario whose
// games are short still ends.
constexpr int kMaxGames = 1000;

std::vector<std::unique_ptr<rules::Game>> positionsOf(const scenario::LoadedScenario& sc,
                                                      const AiOptions& o, int& games) {
  std::vector<std::unique_ptr<rules::Game>> out;
  rules::NullSink quiet;
  long seen = 0;  // positions a side was to act at, over all the games
  for (games = 0; games < kMaxGames && static_cast<int>(out.size()) < o.positions; ++games) {
    const std::uint64_t seed = rules::deriveSeed(o.seed, static_cast<std::uint64_t>(games));
    rules::Match match(sc.newGame(), seed);
    const std::string system(match.game().system());
    std::array<std::unique_ptr<ai::AiPlayer>, 2> ais{
        ai::makeAi("normal", system, session::aiSeed(seed, 0)),
        ai::makeAi("normal", system, session::aiSeed(seed, 1))};
    while (!match.over() && static_cast<int>(out.size()) < o.positions) {
      const rules::Side side = match.game().phase().sideToAct;
      if (side == rules::Side::None) break;
      if (seen++ % o.every == 0) out.push_back(match.game().clone());
      match.submit(ais[static_cast<std::size_t>(rules::sideIndex(side))]->choose(match.game()),
                   quiet);
    }
  }
  return out;
}

// The value below which `share` of the sorted `v` lie (nearest rank).
double percentile(const std::vector<double>& sorted, double share) {
  if (sorted.empty()) return 0;
  const auto rank = static_cast<std::size_t>(std::ceil(share * static_cast<double>(sorted.size())));
  return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

int runAi(const AiOptions& o) {
  if (!ai::isAiLevel(o.level)) {
    std::cerr << "error: --level: '" << o.level << "' is not an AI level an ai: player may name (";
    for (std::size_t i = 0; i < ai::aiLevels().size(); ++i)
      std::cerr << (i ? ", " : "") << ai::aiLevels()[i];
    std::cerr << ")\n";
    return cli::kExitBadInput;
  }
  const std::string path = o.scenario.empty() ? cli::defaultScenarioPath() : o.scenario;
  const scenario::LoadedScenario sc = scenario::loadScenario(path);
  int games = 0;
  const auto positions = positionsOf(sc, o, games);
  std::vector<double> times;
  times.reserve(positions.size());
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const std::unique_ptr<ai::AiPlayer> player =
        ai::makeAi(o.level, positions[i]->system(),
                   rules::deriveSeed(o.seed + 1, static_cast<std::uint64_t>(i)));
    const auto start = std::chrono::steady_clock::now();
    const rules::Action chosen = player->choose(*positions[i]);
    times.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    (void)chosen;
  }
  std::vector<double> sorted = times;
  std::sort(sorted.begin(), sorted.end());
  double total = 0;
  for (double t : times) total += t;
  const double med = median(times), p95 = percentile(sorted, 0.95),
               most = sorted.empty() ? 0 : sorted.back();
  const double perSecond = total > 0 ? static_cast<double>(times.size()) / total : 0;
  if (o.json) {
    nlohmann::json j = {{"scenario", sc.info.name},
                        {"level", o.level},
                        {"positions", times.size()},
                        {"every", o.every},
                        {"games", games},
                        {"seed", o.seed},
                        {"median_s", med},
                        {"p95_s", p95},
                        {"max_s", most},
                        {"decisions_per_s", perSecond}};
    std::cout << j.dump(2) << "\n";
    return cli::kExitOk;
  }
  std::cout << "ai: " << sc.info.name << ", ai:" << o.level << " deciding at " << times.size()
            << " positions (one in " << o.every << " of the positions of " << games
            << " games of ai:normal against itself, seed " << o.seed << "; one core)\n";
  std::cout << std::fixed << std::setprecision(4);
  std::cout << "  decision time: median " << med << " s, 95th percentile " << p95 << " s, max "
            << most << " s\n";
  std::cout << std::setprecision(1) << "  " << perSecond << " decisions/s\n";
  return cli::kExitOk;
}

}  // namespace

void addAiBench(CLI::App& app, int& exitCode) {
  auto o = std::make_shared<AiOptions>();
  CLI::App* cmd = app.add_subcommand("ai",
                                     "Time single AI decisions on one core: at positions taken "
                                     "from games of ai:normal against itself at fixed "
                                     "seeds, a fresh AI of --level chooses once; prints the "
                                     "median, 95th percentile and longest decision and "
                                     "decisions per second.");
  cmd->add_option("--scenario", o->scenario, "Scenario (default: the default scenario)");
  cmd->add_option("--level", o->level, "AI level timed (any level an ai: player may name)")
      ->capture_default_str();
  cmd->add_option("--positions", o->positions, "Positions timed")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--every", o->every, "Take every k-th position of the games")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--seed", o->seed, "Seed of the games (and of the timed AIs)")
      ->capture_default_str();
  cmd->add_flag("--json", o->json, "Print one JSON object instead of text");
  cmd->callback([o, &exitCode] { exitCode = cli::guarded([&] { return runAi(*o); }); });
}

}  // namespace sandtable::bench
