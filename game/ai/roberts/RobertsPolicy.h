// What Robert's Rules teaches the one AI (Policy.h). Its candidates are every legal action,
// ranked by the judge (RobertsJudge.h) with the rules' own odds and no copy of the match, so a
// search can afford its playouts on the measured table. normal takes the judge's first choice;
// hard searches where the judge's first two are close. A position is judged by each army's
// losses against its break share and the clock, turned into a win chance by a logistic.
#pragma once

#include <memory>
#include <vector>

#include "RobertsJudge.h"
#include "ai/Policy.h"

namespace sandtable::ai::roberts {

class RobertsPolicy final : public Policy {
 public:
  explicit RobertsPolicy(const Weights& weights);

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

std::unique_ptr<Policy> makeRobertsPolicy(const Weights& weights);

}  // namespace sandtable::ai::roberts
