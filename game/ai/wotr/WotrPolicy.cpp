#include "WotrPolicy.h"

#include <algorithm>
#include <cmath>
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
    : Policy(weights),
      mJudge(JudgeWeights::from(weights)),
      mSearchMargin(weights.get("policy.search_margin")),
      mRandomShare(weights.get("rollout.random_share")) {}

void WotrPolicy::candidates(const Game& game, std::vector<Candidate>& out) {
  const WotrGame& g = wotrGame(game);
  out.clear();
  g.legalActions(mLegal);
  out.reserve(mLegal.size());
  for (const Action& a : mLegal) out.push_back({a, scoreAction(g, a, mJudge)});
  // Ties keep the rules' own order, so the ranking needs no random stream.
  std::stable_sort(out.begin(), out.end(),
                   [](const Candidate& l, const Candidate& r) { return l.prior > r.prior; });
}

double WotrPolicy::evaluate(const Game& game, Side side) {
  const Result r = game.result();
  if (r.over) return r.winner == side ? 1.0 : r.winner == Side::None ? 0.5 : 0.0;
  const double p = positionPoints(wotrGame(game), side, mJudge);
  return 1.0 / (1.0 + std::exp(-p / mJudge.winScale));
}

Action WotrPolicy::rolloutAction(const Game& game, Rng& rng) {
  candidates(game, mScratch);
  if (mScratch.empty()) throw std::logic_error("WotrPolicy: no legal action");
  // One move in `rollout.random_share` at random, so no two rollouts of a position play alike.
  if (mScratch.size() > 1 && rng.below(1u << 20) < mRandomShare * (1u << 20))
    return mScratch[rng.below(static_cast<std::uint32_t>(mScratch.size()))].action;
  return mScratch.front().action;
}

bool WotrPolicy::worthSearching(const Game& /*game*/,
                                   const std::vector<Candidate>& ranked) const {
  if (ranked.size() < 2) return false;
  return ranked[1].prior >= ranked.front().prior - mSearchMargin;
}

std::unique_ptr<Policy> makeWotrPolicy(const Weights& weights) {
  return std::make_unique<WotrPolicy>(weights);
}

}  // namespace sandtable::ai::wotr
