#include "Rollout.h"

#include <algorithm>
#include <cmath>

namespace sandtable::ai {

using namespace sandtable::rules;

namespace {

// Whether a candidate's lead of `lead` over the policy's own choice stands out from the
// rollouts' noise: the spread of their paired differences (rollout r of each was played with
// the same dice) gives its standard error, and the lead must be `z` of those.
bool clearlyBetter(const std::vector<double>& mine, const std::vector<double>& first, double lead,
                   double z) {
  const std::size_t n = std::min(mine.size(), first.size());
  if (n < 2) return lead > 0;
  std::vector<double> diff(n);
  double mean = 0;
  for (std::size_t i = 0; i < n; ++i) {
    diff[i] = mine[i] - first[i];
    mean += diff[i];
  }
  mean /= static_cast<double>(n);
  double var = 0;
  for (double d : diff) var += (d - mean) * (d - mean);
  var /= static_cast<double>(n - 1);
  return lead > z * std::sqrt(var / static_cast<double>(n));
}

}  // namespace

Action chooseByRollouts(const Game& game, const std::vector<RankedAction>& ranked,
                        const RolloutPolicy& policy, const PositionScore& score, Rng& rng,
                        const RolloutSettings& settings) {
  const Side me = game.phase().sideToAct;
  const int n = std::min<int>(settings.candidates, static_cast<int>(ranked.size()));
  NullSink sink;
  std::vector<std::uint64_t> common;
  if (settings.commonDice) {
    for (int r = 0; r < settings.rollouts; ++r) common.push_back(rng.next());
  }
  // Every candidate's rollout values, in rollout order (the same dice for the same r).
  std::vector<std::vector<double>> values(static_cast<std::size_t>(n));
  for (int c = 0; c < n; ++c) {
    for (int r = 0; r < settings.rollouts; ++r) {
      std::unique_ptr<Game> copy = game.clone();
      // The AI's own dice: it cannot foresee the match's rolls.
      Dice dice(settings.commonDice ? common[static_cast<std::size_t>(r)] : rng.next());
      copy->apply(ranked[static_cast<std::size_t>(c)].action, dice, sink);
      for (int step = 0; step < settings.horizon && !copy->result().over; ++step) {
        copy->apply(policy(*copy), dice, sink);
      }
      values[static_cast<std::size_t>(c)].push_back(score(*copy, me));
    }
  }
  return ranked[pickByRollouts(ranked, values, settings)].action;
}

std::size_t pickByRollouts(const std::vector<RankedAction>& ranked,
                           const std::vector<std::vector<double>>& values,
                           const RolloutSettings& settings) {
  const std::size_t n = values.size();
  // A candidate's value: its rollouts' mean, plus the policy's own score for it.
  std::vector<double> total(n);
  for (std::size_t c = 0; c < n; ++c) {
    const auto& v = values[c];
    double sum = 0;
    for (double x : v) sum += x;
    total[c] = sum / static_cast<double>(std::max<std::size_t>(1, v.size())) +
               settings.priorWeight * ranked[c].score;
  }
  std::size_t best = 0;
  double bestValue = -1e300;
  for (std::size_t c = 0; c < n; ++c) {
    const double t = total[c];
    if (c > 0 && settings.confidence > 0 &&
        !clearlyBetter(values[c], values[0], t - total[0], settings.confidence)) {
      continue;
    }
    if (t > bestValue) {
      bestValue = t;
      best = c;
    }
  }
  return best;
}

}  // namespace sandtable::ai
