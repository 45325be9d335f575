// What MicroBattle teaches the one AI (ai/Policy.h): its candidates are normal's ranking, so
// that the first of them is the move MicroBattle's normal makes; a position is judged by the
// chance of winning from it (winChance); rollouts play normal's first choice; a side's turn
// ends when its actions phase does.
#pragma once

#include <memory>
#include <vector>

#include "MicroBattleRanking.h"
#include "ai/Policy.h"

namespace sandtable::ai::microbattle {

class MicroBattlePolicy final : public Policy {
 public:
  // `weights` (config/ai/microbattle.yaml) must outlive the policy.
  explicit MicroBattlePolicy(const Weights& weights);

  // Normal's ranking after its look one turn on (its scores the priors), then every other
  // legal action by its score alone, no prior above the last of the first part: best first.
  void candidates(const rules::Game& game, std::vector<Candidate>& out) override;
  // winChance for a battle still on; a finished one is 1 won, 0 lost, 0.5 drawn.
  double evaluate(const rules::Game& game, rules::Side side) override;
  // Normal's first choice (with its look one turn on where rollout.look_ahead is 1, by its
  // scores alone where it is 0). Plays without dice of its own: `rng` is not drawn from.
  rules::Action rolloutAction(const rules::Game& game, rules::Rng& rng) override;
  // A side's turn ends when its actions phase does: the activation roll that opens the next
  // side's turn, the next turn's initiative, or the battle's end.
  bool turnEnded(const rules::PhaseInfo& before, const rules::PhaseInfo& after) const override;
  // As MicroBattle's hard has always looked ahead: in the actions phase, where there is more
  // than one candidate (the dice phases offer only their roll).
  bool worthSearching(const rules::Game& game,
                      const std::vector<Candidate>& candidates) const override;

 private:
  Ranking mRanking;
  bool mRolloutLookAhead;
};

std::unique_ptr<Policy> makeMicroBattlePolicy(const Weights& weights);

}  // namespace sandtable::ai::microbattle
