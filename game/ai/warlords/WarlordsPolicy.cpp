#include "WarlordsPolicy.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

#include "WarlordsJudge.h"
#include "rules/warlords/WarlordsGame.h"

namespace sandtable::ai::warlords {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

namespace {

const WarlordsGame& warlordsGame(const Game& game) {
  const auto* g = dynamic_cast<const WarlordsGame*>(&game);
  if (!g) throw std::invalid_argument("WarlordsPolicy plays only Warlords");
  return *g;
}

}  // namespace

WarlordsPolicy::WarlordsPolicy(const Weights& weights)
    : Policy(weights),
      mJudge(JudgeWeights::from(weights)),
      mWinScale(weights.get("policy.win_scale")),
      mSearchMargin(weights.get("policy.search_margin")) {}

void WarlordsPolicy::rank(const WarlordsGame& g, std::vector<Candidate>& out) const {
  out.clear();
  std::vector<Action> legal;
  g.legalActions(legal);
  Judge judge(g, mJudge);
  out.reserve(legal.size());
  for (const Action& a : legal) out.push_back({a, judge.score(a)});
  std::stable_sort(out.begin(), out.end(),
                   [](const Candidate& l, const Candidate& r) { return l.prior > r.prior; });
}

void WarlordsPolicy::candidates(const Game& game, std::vector<Candidate>& out) {
  rank(warlordsGame(game), out);
}

double WarlordsPolicy::points(const WarlordsGame& g, Side side) const {
  Judge judge(g, mJudge);
  double v = 0;
  // Melees joined but not yet fought count at their expected value, so a lookahead that
  // stops before the melee phase still sees what its charges set up.
  for (const MeleePair& m : g.meleePairs()) {
    const UnitState& a = g.unit(m.a);
    const UnitState& b = g.unit(m.b);
    const double x = judge.exchangeWith(a, b, nullptr);
    v += a.side == side ? x : -x;
  }
  std::array<int, 2> lost{0, 0}, total{0, 0};
  for (const UnitState& u : g.unitStates()) {
    double w = judge.worth(u);
    // Where each unit stands: what it threatens and what threatens it next turn, so that a
    // rollout ending before the enemy has answered still sees the danger it left. Weighed as
    // normal weighs a place to go to: the rollouts are where the units went.
    if (u.active() && u.morale != Morale::Broken && !g.inContact(u)) {
      w += mJudge.positionPlacement * judge.placement(u, u.pose, true);
    }
    v += u.side == side ? w : -w;
    ++total[static_cast<std::size_t>(sideIndex(u.side))];
    if (!u.active() || u.morale == Morale::Broken)
      ++lost[static_cast<std::size_t>(sideIndex(u.side))];
  }
  // Each unit lost brings the army nearer its break: the last ones weigh most. Where one
  // side has only to hold the field until the turn limit, its break is the only way the
  // battle can be lost or won: its losses weigh more, the attacker's less (a broken attacker
  // is a bonus, not the aim).
  const Victory& victory = g.setup().victory;
  for (int i = 0; i < 2; ++i) {
    const double need =
        std::max(1.0, victory.armyBreakPercent * total[static_cast<std::size_t>(i)] / 100.0);
    const double frac = lost[static_cast<std::size_t>(i)] / need;
    double pressure = mJudge.positionBreak * frac * frac;
    if (victory.atTurnLimit == TurnLimitOutcome::Holder) {
      pressure *= sideIndex(victory.holder) == i ? mJudge.positionHolderLosses
                                                 : mJudge.positionAttackerLosses;
    }
    v += (i == sideIndex(side)) ? -pressure : pressure;
  }
  return v;
}

double WarlordsPolicy::evaluate(const Game& game, Side side) {
  const Result r = game.result();
  if (r.over) return r.winner == side ? 1.0 : r.winner == Side::None ? 0.5 : 0.0;
  return 1.0 / (1.0 + std::exp(-points(warlordsGame(game), side) / mWinScale));
}

Action WarlordsPolicy::rolloutAction(const Game& game, Rng& /*rng*/) {
  // The judge's own first choice: a lookahead played as normal plays.
  rank(warlordsGame(game), mScratch);
  return mScratch.front().action;
}

bool WarlordsPolicy::worthSearching(const Game& game, const std::vector<Candidate>& ranked) const {
  if (ranked.size() < 2) return false;
  // A clear charge, a clear shot or the one sensible move is taken at once: the search
  // spends its playouts only where the judge's first two are close.
  if (ranked[1].prior < ranked.front().prior - mSearchMargin) return false;
  const WarlordsGame& g = warlordsGame(game);
  // A side that has only to hold the field until the turn limit keeps normal's choices: a
  // lookahead of a turn or two sees the next melee, not nightfall, and at Hastings the
  // English the old rollouts steered lost the field to normal's Normans in 30 games of 50,
  // where normal's own English lost 11 (whatif --games 100 --seed 1 --side1 ai:hard
  // --side2 ai:normal --alternate).
  const Victory& v = g.setup().victory;
  if (v.atTurnLimit == TurnLimitOutcome::Holder && v.holder == g.phase().sideToAct) return false;
  switch (g.currentPhase()) {
    case Phase::Orders:
    case Phase::Reaction:
    case Phase::SupportFire:
    case Phase::Interrupt:
    case Phase::FollowUp:
      return true;
    default:
      return false;
  }
}

std::unique_ptr<Policy> makeWarlordsPolicy(const Weights& weights) {
  return std::make_unique<WarlordsPolicy>(weights);
}

}  // namespace sandtable::ai::warlords
