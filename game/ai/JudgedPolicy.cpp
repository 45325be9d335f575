#include "JudgedPolicy.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace sandtable::ai {

using namespace sandtable::rules;

JudgedPolicy::JudgedPolicy(const Weights& weights)
    : Policy(weights),
      mWinScale(weights.get("policy.win_scale")),
      mSearchMargin(weights.get("policy.search_margin")),
      mRandomShare(weights.get("rollout.random_share")) {}

void JudgedPolicy::candidates(const Game& game, std::vector<Candidate>& out) {
  out.clear();
  game.legalActions(mLegal);
  out.reserve(mLegal.size());
  for (const Action& a : mLegal) out.push_back({a, score(game, a)});
  // Ties keep the rules' own order, so the ranking needs no random stream.
  std::stable_sort(out.begin(), out.end(),
                   [](const Candidate& l, const Candidate& r) { return l.prior > r.prior; });
}

double JudgedPolicy::evaluate(const Game& game, Side side) {
  const Result r = game.result();
  if (r.over) return r.winner == side ? 1.0 : r.winner == Side::None ? 0.5 : 0.0;
  return 1.0 / (1.0 + std::exp(-points(game, side) / mWinScale));
}

Action JudgedPolicy::rolloutAction(const Game& game, Rng& rng) {
  candidates(game, mScratch);
  if (mScratch.empty()) throw std::logic_error("JudgedPolicy: no legal action");
  // One move in `rollout.random_share` at random, so no two rollouts of a position play alike.
  if (mScratch.size() > 1 && rng.below(1u << 20) < mRandomShare * (1u << 20))
    return mScratch[rng.below(static_cast<std::uint32_t>(mScratch.size()))].action;
  return mScratch.front().action;
}

bool JudgedPolicy::worthSearching(const Game& /*game*/,
                                  const std::vector<Candidate>& ranked) const {
  if (ranked.size() < 2) return false;
  return ranked[1].prior >= ranked.front().prior - mSearchMargin;
}

}  // namespace sandtable::ai
