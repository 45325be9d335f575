#include "TurnOdds.h"

#include <algorithm>

#include "ParallelRuns.h"
#include "rules/core/Rng.h"

namespace sandtable::session {

std::vector<TurnOdds> oddsByTurn(const scenario::LoadedMatch& match, int games, std::uint64_t seed,
                                 const std::array<PlayerSpec, 2>& players, unsigned jobs,
                                 const std::function<void(const TurnOddsGame&)>& onGame) {
  const std::vector<Position> starts = turnStarts(match);
  std::vector<TurnOdds> out;
  for (const Position& p : starts) out.push_back({p.turn, p.action, {}});
  const std::size_t perTurn = static_cast<std::size_t>(std::max(0, games)), count = perTurn * starts.size();
  if (count == 0) return out;
  // Every worker past the first plays on its own load of the match: its own battlefield.
  const unsigned workers = static_cast<unsigned>(std::min<std::size_t>(workersFor(jobs), count));
  std::vector<std::vector<Position>> copies;
  for (unsigned w = 1; w < workers; ++w) copies.push_back(turnStarts(scenario::loadMatchFile(match.file)));
  auto startsOf = [&](unsigned worker) -> const std::vector<Position>& {
    return worker == 0 ? starts : copies[worker - 1];
  };
  // Job j is game j % perTurn from turn start j / perTurn; game g from every turn plays with
  // the same seed, as `--at-turn T` would.
  auto seedOf = [&](std::size_t j) { return rules::deriveSeed(seed, static_cast<std::uint64_t>(j % perTurn)); };
  auto play = [&](unsigned worker, std::size_t j) {
    return playBranch(startsOf(worker)[j / perTurn], seedOf(j), players);
  };
  auto report = [&](std::size_t j, BranchOutcome& ended) {
    TurnOdds& at = out[j / perTurn];
    at.games.add(ended);
    if (onGame) onGame({j, count, at.turn, j % perTurn, seedOf(j), &ended});
  };
  runInOrder<BranchOutcome>(count, workers, play, report);
  return out;
}

int biggestSwing(const std::vector<TurnOdds>& turns) {
  std::vector<BranchTally> tallies;
  for (const TurnOdds& t : turns) tallies.push_back(t.games);
  return biggestSwing(tallies);
}

}  // namespace sandtable::session
