// Lookahead by playing the real rules forward: each candidate action is tried in copies
// of the game with the AI's own dice (never the match's), both sides then play a fast
// policy for a while, and the positions reached are scored. Used by the "hard" levels.
#pragma once

#include <functional>
#include <vector>

#include "rules/core/Game.h"
#include "rules/core/Rng.h"

namespace sandtable::ai {

struct RolloutSettings {
  int candidates = 3;  // how many of the best-ranked actions to look ahead from
  int rollouts = 4;    // games played forward per candidate
  int horizon = 30;    // actions played after the candidate
  // Play rollout r of every candidate with the same dice (common random numbers), so that
  // the candidates are compared on the same luck rather than each on its own.
  bool commonDice = false;
  // How much the ranking's own score counts beside the rollouts' mean: the policy's judgement
  // of what a short lookahead cannot see (a hill given up, a line left) steadies a choice
  // that a handful of rollouts would otherwise make on their dice.
  double priorWeight = 0.0;
  // How sure the lookahead must be before it overrules the policy's own first choice: a
  // candidate is taken over it only if its lead stands this many standard errors clear of
  // the rollouts' noise (0: the best mean wins, however narrowly).
  double confidence = 0.0;
};

// A fast policy for both sides during rollouts.
using RolloutPolicy = std::function<rules::Action(const rules::Game&)>;
// Scores a position for `side` (higher is better).
using PositionScore = std::function<double(const rules::Game&, rules::Side side)>;

struct RankedAction {
  rules::Action action;
  double score = 0;
};

// `ranked` is sorted best first; returns the candidate whose rollouts score best (their mean,
// plus priorWeight times its ranking score).
rules::Action chooseByRollouts(const rules::Game& game, const std::vector<RankedAction>& ranked,
                               const RolloutPolicy& policy, const PositionScore& score,
                               rules::Rng& rng, const RolloutSettings& settings);

// The choice among ranked's first values.size() candidates, given rollout r of each candidate's
// value in values[c][r] (played with the same dice for the same r when the comparison is to be
// paired): the index of the best mean plus priorWeight times its ranking score, where any but
// the first must lead the first by `confidence` standard errors of the paired differences.
// For rulesets that play their rollouts their own way.
std::size_t pickByRollouts(const std::vector<RankedAction>& ranked,
                           const std::vector<std::vector<double>>& values,
                           const RolloutSettings& settings);

}  // namespace sandtable::ai
