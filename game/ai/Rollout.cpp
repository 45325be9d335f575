#include "Rollout.h"

#include <algorithm>

namespace sandtable::ai {

using namespace sandtable::rules;

Action chooseByRollouts(const Game& game, const std::vector<RankedAction>& ranked, const RolloutPolicy& policy,
                        const PositionScore& score, Rng& rng, const RolloutSettings& settings) {
  const Side me = game.phase().sideToAct;
  const int n = std::min<int>(settings.candidates, static_cast<int>(ranked.size()));
  Action best = ranked.front().action;
  double bestValue = -1e300;
  NullSink sink;
  std::vector<std::uint64_t> common;
  if (settings.commonDice) {
    for (int r = 0; r < settings.rollouts; ++r) common.push_back(rng.next());
  }
  for (int c = 0; c < n; ++c) {
    double total = 0;
    for (int r = 0; r < settings.rollouts; ++r) {
      std::unique_ptr<Game> copy = game.clone();
      // The AI's own dice: it cannot foresee the match's rolls.
      Dice dice(settings.commonDice ? common[static_cast<std::size_t>(r)] : rng.next());
      copy->apply(ranked[static_cast<std::size_t>(c)].action, dice, sink);
      for (int step = 0; step < settings.horizon && !copy->result().over; ++step) {
        copy->apply(policy(*copy), dice, sink);
      }
      total += score(*copy, me);
    }
    total = total / std::max(1, settings.rollouts) + settings.priorWeight * ranked[static_cast<std::size_t>(c)].score;
    if (total > bestValue) {
      bestValue = total;
      best = ranked[static_cast<std::size_t>(c)].action;
    }
  }
  return best;
}

}  // namespace sandtable::ai
