// What Warlords teaches the one AI (Policy.h). Its candidates are every legal action, ranked
// by the judge (WarlordsJudge.h) with the real odds of the rules: charges by the melee they
// start (dice, modifiers, flanks, the chance of reaching, the turn limit's urgency), shots by
// the casualties and halts they cause, moves and formations by where they leave the unit.
// normal takes the judge's first choice; hard searches from the judge's ranking where the
// choice is close. A position is judged by the units' worth, where they stand, how near each
// army is to breaking and the melees already joined, turned into a win chance by a logistic.
#pragma once

#include <memory>
#include <vector>

#include "JudgeWeights.h"
#include "ai/Policy.h"

namespace sandtable::rules::warlords {
class WarlordsGame;
}

namespace sandtable::ai::warlords {

class WarlordsPolicy final : public Policy {
 public:
  explicit WarlordsPolicy(const Weights& weights);

  void candidates(const rules::Game& game, std::vector<Candidate>& out) override;
  double evaluate(const rules::Game& game, rules::Side side) override;
  rules::Action rolloutAction(const rules::Game& game, rules::Rng& rng) override;
  bool worthSearching(const rules::Game& game,
                      const std::vector<Candidate>& candidates) const override;

  // Every legal action with the judge's score, best first (ties kept in the rules' order).
  void rank(const rules::warlords::WarlordsGame& game, std::vector<Candidate>& out) const;
  // The judge's points for `side` in a position not yet over (higher is better): what
  // evaluate() turns into a win chance.
  double points(const rules::warlords::WarlordsGame& game, rules::Side side) const;

  const JudgeWeights& judgeWeights() const { return mJudge; }

 private:
  JudgeWeights mJudge;
  double mWinScale = 1;      // points of lead that make a win chance of 1 / (1 + e^-1), 0.73
  double mSearchMargin = 0;  // hard searches only among candidates this close to the best
  std::vector<Candidate> mScratch;
};

std::unique_ptr<Policy> makeWarlordsPolicy(const Weights& weights);

}  // namespace sandtable::ai::warlords
