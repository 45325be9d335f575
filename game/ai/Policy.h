// What one rule system teaches the one AI (LeveledAi): which actions are worth weighing, a
// cheap first opinion of each, how good a position is for a side, how to play fast in a
// lookahead, and where a side's turn ends. Every hook has a default that works for any
// system from the rules interface alone (legal actions, the typed unit view, the scripted
// player), so a new system is playable before it has a policy of its own; a system's policy
// (ai/<system>/) overrides what it knows better.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "Weights.h"
#include "rules/core/Game.h"
#include "rules/core/Rng.h"

namespace sandtable::ai {

// One action worth weighing and the policy's first opinion of it (higher is better; only the
// order and the gaps between candidates of one position matter).
struct Candidate {
  rules::Action action;
  double prior = 0;
};

class Policy {
 public:
  explicit Policy(const Weights& weights);
  virtual ~Policy();

  // The actions worth weighing for the side to act, with their priors, best first. They must
  // all be legal (check() allows them); on a measured table this is where a system generates
  // destinations (toward objectives and enemies, into charge reach, behind cover, holding a
  // line). Default: the legal actions, ranked by the scripted player's preferences.
  virtual void candidates(const rules::Game& game, std::vector<Candidate>& out);

  // The chance, 0 to 1, that `side` goes on to win from `game` (0.5 for even; a finished game
  // is 1, 0 or 0.5). Default: fighting strength by typed condition, and objectives held.
  virtual double evaluate(const rules::Game& game, rules::Side side);

  // A quick legal action for either side in a lookahead. Default: the scripted player, with
  // one move in `randomShare` (a weight) taken at random so rollouts do not all play alike.
  virtual rules::Action rolloutAction(const rules::Game& game, rules::Rng& rng);

  // Whether a side's turn ended between two positions in a lookahead: the search plays its
  // rollouts to a number of these. Default: the turn number or the side to act changed.
  virtual bool turnEnded(const rules::PhaseInfo& before, const rules::PhaseInfo& after) const;

  // Whether the side to act has a choice worth searching at all (hard searches only where
  // this says so; elsewhere it takes the first candidate). Default: more than one candidate.
  virtual bool worthSearching(const rules::Game& game,
                              const std::vector<Candidate>& candidates) const;

  const Weights& weights() const { return *mWeights; }

 protected:
  double weight(std::string_view name) const { return mWeights->get(name); }

 private:
  const Weights* mWeights;
  std::vector<rules::Action> mLegal;          // scratch for the defaults
  std::unique_ptr<class ScriptedAi> mScript;  // the default order of candidates and rollout move
};

// Builds a system's policy over its weights; the AI layer's registry holds one per system
// (systems::<id>Ai() in AiPlayer.h).
using PolicyMaker = std::unique_ptr<Policy> (*)(const Weights& weights);

// The defaults alone, for a system without a policy of its own (or with it switched off, to
// show a new system is playable before its policy exists).
std::unique_ptr<Policy> makeGenericPolicy(const Weights& weights);

}  // namespace sandtable::ai
