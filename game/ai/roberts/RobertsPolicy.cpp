#include "RobertsPolicy.h"

#include <algorithm>
#include <cmath>
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
    : Policy(weights),
      mJudge(JudgeWeights::from(weights)),
      mSearchMargin(weights.get("policy.search_margin")),
      mRandomShare(weights.get("rollout.random_share")) {}

void RobertsPolicy::candidates(const Game& game, std::vector<Candidate>& out) {
  const RobertsGame& g = robertsGame(game);
  out.clear();
  g.legalActions(mLegal);
  out.reserve(mLegal.size());
  for (const Action& a : mLegal) out.push_back({a, scoreAction(g, a, mJudge)});
  // Ties keep the rules' own order, so the ranking needs no random stream.
  std::stable_sort(out.begin(), out.end(),
                   [](const Candidate& l, const Candidate& r) { return l.prior > r.prior; });
}

double RobertsPolicy::evaluate(const Game& game, Side side) {
  const Result r = game.result();
  if (r.over) return r.winner == side ? 1.0 : r.winner == Side::None ? 0.5 : 0.0;
  const double p = positionPoints(robertsGame(game), side, mJudge);
  return 1.0 / (1.0 + std::exp(-p / mJudge.winScale));
}

Action RobertsPolicy::rolloutAction(const Game& game, Rng& rng) {
  candidates(game, mScratch);
  if (mScratch.empty()) throw std::logic_error("RobertsPolicy: no legal action");
  // One move in `rollout.random_share` at random, so no two rollouts of a position play alike.
  if (mScratch.size() > 1 && rng.below(1u << 20) < mRandomShare * (1u << 20))
    return mScratch[rng.below(static_cast<std::uint32_t>(mScratch.size()))].action;
  return mScratch.front().action;
}

bool RobertsPolicy::worthSearching(const Game& /*game*/,
                                   const std::vector<Candidate>& ranked) const {
  if (ranked.size() < 2) return false;
  return ranked[1].prior >= ranked.front().prior - mSearchMargin;
}

std::unique_ptr<Policy> makeRobertsPolicy(const Weights& weights) {
  return std::make_unique<RobertsPolicy>(weights);
}

}  // namespace sandtable::ai::roberts
