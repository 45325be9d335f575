// What War of the Roses teaches the one AI (Policy.h). Its candidates are every legal action,
// ranked by the judge (WotrJudge.h) with no copy of the match: toward the nearest enemy, into
// charge reach in the 22.5-degree arc (a shooter into its range), charges by the figures on
// each side. normal takes the judge's first choice; hard searches where the judge's first two
// are close. A position is judged by each army's figures routed or lost against its break
// share and the clock, turned into a win chance by a logistic.
#pragma once

#include <memory>
#include <vector>

#include "WotrJudge.h"
#include "ai/Policy.h"

namespace sandtable::ai::wotr {

class WotrPolicy final : public Policy {
 public:
  explicit WotrPolicy(const Weights& weights);

  void candidates(const rules::Game& game, std::vector<Candidate>& out) override;
  double evaluate(const rules::Game& game, rules::Side side) override;
  rules::Action rolloutAction(const rules::Game& game, rules::Rng& rng) override;
  bool worthSearching(const rules::Game& game,
                      const std::vector<Candidate>& candidates) const override;

 private:
  JudgeWeights mJudge;
  double mSearchMargin = 0;  // hard searches only among candidates this close to the best
  double mRandomShare = 0;   // of rollout moves taken at random
  std::vector<rules::Action> mLegal;
  std::vector<Candidate> mScratch;
};

std::unique_ptr<Policy> makeWotrPolicy(const Weights& weights);

}  // namespace sandtable::ai::wotr
