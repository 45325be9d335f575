// What Robert's Rules teaches the one AI (Policy.h): a judged policy (JudgedPolicy.h). Its
// candidates are every legal action, ranked by the judge (RobertsJudge.h) with the rules' own
// odds and no copy of the match, so a search can afford its playouts on the measured table.
// normal takes the judge's first choice; hard searches where the judge's first two are close.
// A position is judged by each army's losses against its break share and the clock, turned
// into a win chance by a logistic.
#pragma once

#include <memory>

#include "RobertsJudge.h"
#include "ai/JudgedPolicy.h"

namespace sandtable::ai::roberts {

class RobertsPolicy final : public JudgedPolicy {
 public:
  explicit RobertsPolicy(const Weights& weights);

 protected:
  double score(const rules::Game& game, const rules::Action& a) const override;
  double points(const rules::Game& game, rules::Side side) const override;

 private:
  JudgeWeights mJudge;
};

std::unique_ptr<Policy> makeRobertsPolicy(const Weights& weights);

}  // namespace sandtable::ai::roberts
