// A policy built on a judge (Policy.h) that scores each legal action and each position in
// points, with no copy of the match: every legal action is a candidate, ranked by the judge's
// score (ties in the rules' own order, so the ranking needs no random stream); a position's
// win chance is the judge's points for the side through a logistic (`policy.win_scale`); a
// rollout plays the judge's first choice, one move in `rollout.random_share` at random; hard
// searches only where the judge's first two are within `policy.search_margin`. A rule system
// whose judge is such (Robert's Rules, War of the Roses) gives only its two scores.
#pragma once

#include <vector>

#include "Policy.h"

namespace sandtable::ai {

class JudgedPolicy : public Policy {
 public:
  explicit JudgedPolicy(const Weights& weights);

  void candidates(const rules::Game& game, std::vector<Candidate>& out) override;
  double evaluate(const rules::Game& game, rules::Side side) override;
  rules::Action rolloutAction(const rules::Game& game, rules::Rng& rng) override;
  bool worthSearching(const rules::Game& game,
                      const std::vector<Candidate>& candidates) const override;

 protected:
  // The judge's opinion of lawful action `a` for the side to act (higher is better).
  virtual double score(const rules::Game& game, const rules::Action& a) const = 0;
  // The judge's points for `side` in a position not yet over (higher is better).
  virtual double points(const rules::Game& game, rules::Side side) const = 0;

 private:
  double mWinScale = 1;      // the points that make a win chance of 0.73
  double mSearchMargin = 0;  // hard searches only among candidates this close to the best
  double mRandomShare = 0;   // of rollout moves taken at random
  std::vector<rules::Action> mLegal;
  std::vector<Candidate> mScratch;
};

}  // namespace sandtable::ai
