#include "Policy.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "ScriptedAi.h"

namespace sandtable::ai {

using namespace rules;

namespace {

// The generic first opinion of an action, by what it does: striking first, then shooting,
// then going somewhere, then everything else, and standing idle last. The scripted player's
// own choice is put above them all.
double rolePrior(const Action& a) {
  const ActionRoles roles = actionInfo(a.kind).roles;
  if (roles.any({ActionRole::Charge, ActionRole::Attack, ActionRole::Melee})) return 0.6;
  if (roles.any({ActionRole::Shoot})) return 0.5;
  if (roles.any({ActionRole::Move, ActionRole::Turn, ActionRole::UnitActivation})) return 0.3;
  if (roles.any({ActionRole::EndTurn, ActionRole::Pass, ActionRole::EndActivation})) return 0.0;
  return 0.2;
}

// What a unit adds to its side's fighting strength in its condition: whole while steady, less
// as its morale slips, nothing once broken or gone.
double fightingShare(const UnitView& u, const Weights& w) {
  if (u.status != UnitStatus::Active) return 0;
  double share = 1;
  switch (u.condition.morale) {
    case Condition::Morale::Steady:
      share = 1;
      break;
    case Condition::Morale::Frenzied:
      share = w.get("eval.frenzied");
      break;
    case Condition::Morale::Shaken:
      share = w.get("eval.shaken");
      break;
    case Condition::Morale::Wavering:
      share = w.get("eval.wavering");
      break;
    case Condition::Morale::Broken:
    case Condition::Morale::Gone:
      return 0;
  }
  if (u.condition.disordered) share *= w.get("eval.disordered");
  // Losses short of the whole unit: each casualty figure or stand lost wears it down.
  share *= std::pow(w.get("eval.per_loss"), u.count(Counter::Kind::Casualties));
  return share;
}

// Where a unit stands, for objectives: the middle of its stands, or its square on a grid (a
// grid square counted as an inch, as the scripted player does).
std::optional<Point> middleOf(const UnitView& u) {
  if (u.square) return Point{u.square->col * kInch, u.square->row * kInch};
  if (u.stands.empty()) return std::nullopt;
  Point sum;
  for (const Stand& s : u.stands) sum = sum + s.footprint.centre;
  const auto n = static_cast<Length>(u.stands.size());
  return Point{sum.x / n, sum.y / n};
}

}  // namespace

Policy::Policy(const Weights& weights)
    : mWeights(&weights), mScript(std::make_unique<ScriptedAi>()) {}

Policy::~Policy() = default;

void Policy::candidates(const Game& game, std::vector<Candidate>& out) {
  out.clear();
  game.legalActions(mLegal);
  if (mLegal.empty()) return;
  const Action scripted = mScript->choose(game);
  for (const Action& a : mLegal) out.push_back({a, a == scripted ? 1.0 : rolePrior(a)});
  std::stable_sort(out.begin(), out.end(),
                   [](const Candidate& l, const Candidate& r) { return l.prior > r.prior; });
}

double Policy::evaluate(const Game& game, Side side) {
  const Result r = game.result();
  if (r.over) return r.winner == side ? 1.0 : r.winner == Side::None ? 0.5 : 0.0;
  const std::vector<UnitView> units = game.units();
  double mine = 0, theirs = 0;
  int count = 0;
  for (const UnitView& u : units) {
    if (u.side == Side::None) continue;
    ++count;
    (u.side == side ? mine : theirs) += fightingShare(u, weights());
  }
  // An objective counts for the side whose fighting unit stands nearest it, if near enough.
  const Length reach = static_cast<Length>(weight("eval.objective_reach_inches") * kInch);
  for (const ObjectiveView& o : game.objectives()) {
    Side holder = Side::None;
    std::int64_t best = std::numeric_limits<std::int64_t>::max();
    for (const UnitView& u : units) {
      if (fightingShare(u, weights()) <= 0) continue;
      const std::optional<Point> at = middleOf(u);
      if (!at) continue;
      const std::int64_t d = distanceSquared(*at, o.at);
      if (d < best) {
        best = d;
        holder = u.side;
      }
    }
    if (holder == Side::None || best > static_cast<std::int64_t>(reach) * reach) continue;
    (holder == side ? mine : theirs) += weight("eval.objective");
  }
  // The lead as a share of the armies, through a logistic: a lead of a quarter of the field is
  // most of a win.
  const double lead = (mine - theirs) / std::max(1, count);
  return 1.0 / (1.0 + std::exp(-weight("eval.scale") * lead));
}

Action Policy::rolloutAction(const Game& game, Rng& rng) {
  // One move in `random_share` at random, so that no two rollouts of a position play alike.
  if (rng.below(1u << 20) < weight("rollout.random_share") * (1u << 20)) {
    game.legalActions(mLegal);
    return mLegal[rng.below(static_cast<std::uint32_t>(mLegal.size()))];
  }
  return mScript->choose(game);
}

bool Policy::turnEnded(const PhaseInfo& before, const PhaseInfo& after) const {
  return before.turn != after.turn || before.sideToAct != after.sideToAct;
}

bool Policy::worthSearching(const Game& /*game*/, const std::vector<Candidate>& candidates) const {
  return candidates.size() > 1;
}

namespace {

class GenericPolicy final : public Policy {
 public:
  using Policy::Policy;
};

}  // namespace

std::unique_ptr<Policy> makeGenericPolicy(const Weights& weights) {
  return std::make_unique<GenericPolicy>(weights);
}

}  // namespace sandtable::ai
