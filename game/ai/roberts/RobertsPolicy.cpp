#include "RobertsPolicy.h"

#include <stdexcept>

#include "rules/roberts/RobertsGame.h"

namespace sandtable::ai::roberts {

using namespace sandtable::rules;
using rules::roberts::RobertsGame;

namespace {

const RobertsGame& robertsGame(const Game& game) {
  const auto* g = dynamic_cast<const RobertsGame*>(&game);
  if (!g) throw std::invalid_argument("RobertsPolicy plays only Robert's Rules");
  return *g;
}

}  // namespace

RobertsPolicy::RobertsPolicy(const Weights& weights)
    : JudgedPolicy(weights), mJudge(JudgeWeights::from(weights)) {}

double RobertsPolicy::score(const Game& game, const Action& a) const {
  return scoreAction(robertsGame(game), a, mJudge);
}

double RobertsPolicy::points(const Game& game, Side side) const {
  return positionPoints(robertsGame(game), side, mJudge);
}

std::unique_ptr<Policy> makeRobertsPolicy(const Weights& weights) {
  return std::make_unique<RobertsPolicy>(weights);
}

}  // namespace sandtable::ai::roberts
