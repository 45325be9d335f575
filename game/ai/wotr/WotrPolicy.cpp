#include "WotrPolicy.h"

#include <stdexcept>

#include "rules/wotr/WotrGame.h"

namespace sandtable::ai::wotr {

using namespace sandtable::rules;
using rules::wotr::WotrGame;

namespace {

const WotrGame& wotrGame(const Game& game) {
  const auto* g = dynamic_cast<const WotrGame*>(&game);
  if (!g) throw std::invalid_argument("WotrPolicy plays only War of the Roses");
  return *g;
}

}  // namespace

WotrPolicy::WotrPolicy(const Weights& weights)
    : JudgedPolicy(weights), mJudge(JudgeWeights::from(weights)) {}

double WotrPolicy::score(const Game& game, const Action& a) const {
  return scoreAction(wotrGame(game), a, mJudge);
}

double WotrPolicy::points(const Game& game, Side side) const {
  return positionPoints(wotrGame(game), side, mJudge);
}

std::unique_ptr<Policy> makeWotrPolicy(const Weights& weights) {
  return std::make_unique<WotrPolicy>(weights);
}

}  // namespace sandtable::ai::wotr
