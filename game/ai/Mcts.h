// The search `hard` plays by: Monte Carlo tree search over rules::Game, open loop. The tree
// is one of action sequences, not of positions: every playout copies the position, rolls its
// own dice (from the AI's stream, never the match's) and walks the tree, so the same node is
// reached by different luck and its value is the mean over that luck. At a node the policy's
// candidates come in best first, one more as the node is visited more (progressive
// widening), chosen by PUCT (the mean so far plus an exploration bonus weighted by the
// prior); a new node is scored by a short rollout (the policy's fast move, to a few ends of a
// side's turn) and then the policy's evaluation. The budget is counted in playouts, never in
// time, so the same seed and position always give the same choice.
#pragma once

#include <vector>

#include "AiPlayer.h"
#include "Policy.h"
#include "Weights.h"
#include "rules/core/Game.h"
#include "rules/core/Rng.h"

namespace sandtable::ai {

struct SearchSettings {
  int playouts = 128;        // per decision
  int horizonTurns = 2;      // ends of a side's turn a rollout plays through
  int rolloutActions = 60;   // and at most this many actions
  double exploration = 0.7;  // PUCT's weight of the exploration bonus
  double widenBase = 2;      // children a node may have: base + factor * visits^power
  double widenFactor = 1;
  double widenPower = 0.5;
  double priorTemperature = 1;  // priors become probabilities by a softmax at this temperature
  int alternativesKept = 4;     // how many of the root's children lastAlternatives() gives

  // The search.* weights of a policy's file.
  static SearchSettings from(const Weights& w);
};

struct SearchChoice {
  rules::Action action;
  std::vector<Alternative> alternatives;  // the root's most visited, the chosen first
  int playouts = 0;
};

// Searches from `game` for its side to act; `candidates` are the policy's for the root (the
// caller has them already), best first and all legal. Rolls only `rng`.
SearchChoice searchTree(const rules::Game& game, const std::vector<Candidate>& candidates,
                        Policy& policy, rules::Rng& rng, const SearchSettings& settings);

}  // namespace sandtable::ai
