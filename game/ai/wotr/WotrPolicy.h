// What War of the Roses teaches the one AI (Policy.h): a judged policy (JudgedPolicy.h) whose
// judge (WotrJudge.h) ranks the rules' own candidates toward the nearest enemy, into charge
// reach in the 22.5-degree arc (a shooter into its range), charges by the figures on each
// side, and judges a position by each army's figures routed or lost against its break share
// and the clock.
#pragma once

#include <memory>

#include "WotrJudge.h"
#include "ai/JudgedPolicy.h"

namespace sandtable::ai::wotr {

class WotrPolicy final : public JudgedPolicy {
 public:
  explicit WotrPolicy(const Weights& weights);

 protected:
  double score(const rules::Game& game, const rules::Action& a) const override;
  double points(const rules::Game& game, rules::Side side) const override;

 private:
  JudgeWeights mJudge;
};

std::unique_ptr<Policy> makeWotrPolicy(const Weights& weights);

}  // namespace sandtable::ai::wotr
