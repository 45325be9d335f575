// The search `hard` plays by, over rules::Game, open loop: every playout copies the position
// and rolls its own dice (from the AI's stream, never the match's), so a line of play is
// reached by different luck each time and its value is the mean over that luck.
//
// At the root the policy's few best candidates are compared in pairs: in each playout every
// candidate still in the running meets the same luck (the same dice, the same guess at what is
// hidden), so the difference between two is what the choice made, not the dice. Round by round
// the weaker half of the challengers drop out (sequential halving); the policy's first choice
// stays in every round as the one to beat, and is played unless a challenger's mean gain over
// it is above a margin and clear of the noise by a number of standard errors. Normal plays
// that first choice: hard leaves it only on the evidence of its playouts.
//
// Below the root is a Monte Carlo tree: the policy's candidates best first, one more as a node
// is visited more (progressive widening), chosen by PUCT (the mean so far plus an exploration
// bonus weighted by the prior); a new node is scored by a rollout (the policy's fast move, to a
// few ends of a side's turn) and the policy's evaluation. The budget is counted in playouts,
// never in time, so the same seed and position always give the same choice.
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
  int rootWidth = 4;            // the policy's best candidates the root compares
  double switchMargin = 0;      // mean paired gain a challenger needs to displace the first
  double switchConfidence = 2;  // and standard errors of that mean it must stand above zero

  // The search.* weights of a policy's file.
  static SearchSettings from(const Weights& w);
};

struct SearchChoice {
  rules::Action action;
  std::vector<Alternative> alternatives;  // the chosen first, then the most visited
  int playouts = 0;
};

// Searches from `game` for its side to act; `candidates` are the policy's for the root (the
// caller has them already), best first and all legal. Rolls only `rng`.
SearchChoice searchTree(const rules::Game& game, const std::vector<Candidate>& candidates,
                        Policy& policy, rules::Rng& rng, const SearchSettings& settings);

}  // namespace sandtable::ai
