// The judge's valuing of a charge: the chance of reaching, the field defences crossed, what
// the target may do, and what the turn limit says of charging.
#include "JudgeCommon.h"

namespace sandtable::ai::warlords {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using namespace judge;

double Judge::reachChance(const ChargePlan& plan) const {
  const double need = static_cast<double>(plan.distance) / static_cast<double>(g.span());
  return pRandomMoveReaches(plan.dice, need, g.tables().randomMove);
}

double Judge::chargerReaches(const ChargePlan& plan, double extraSpans) const {
  if (plan.problem) return 0.0;
  const double need = static_cast<double>(plan.distance) / static_cast<double>(g.span());
  return pRandomMoveReaches(std::max(1, plan.dice), need + extraSpans, g.tables().randomMove);
}

double Judge::throughDefences(const UnitState& c, const DefencesOnCharge& d, double value) const {
  if (d.stopped) return 0.0;
  if (!d.stakes) return value;
  // A Berserk unit goes on regardless and just suffers the attack.
  const double pGoesOn = c.morale == Morale::Berserk ? 1.0 : activationChance(c, true);
  return pGoesOn * (value - d.stakesCasualties * casualtyCost(c));
}

double Judge::chargeScore(const UnitState& c, const UnitState& t) {
  const ChargePlan plan = g.planCharge(c, t);
  if (plan.problem) return wt.chargeRefused;
  const double need = static_cast<double>(plan.distance) / static_cast<double>(g.span());
  const double pReach = reachChance(plan);
  const Point contact = c.pose.front + heading(plan.direction, plan.distance);
  const DefencesOnCharge crossed = defencesOnCharge(g, c, c.pose.front, contact);
  double value = throughDefences(c, crossed, strike(c, t, plan.targetEdge));
  // The target may run away or meet the charge (a counter-charge meets it before any stakes).
  if (g.mayEvade(t, c)) {
    value *= 1.0 - wt.evadeShare * evadeChance(t, need);
  }
  if (g.mayCounterCharge(t, c)) {
    const double counter = exchangeAt(c, contactRect(g.block(t), Zone::Front, g.block(c)), t,
                                      g.block(t), Zone::Front, true, true);
    value = std::min(value, (1.0 - wt.counterShare) * value + wt.counterShare * counter);
  }
  // Falling short leaves the charger close in front of the enemy.
  const double shortfall = wt.chargeShortfall;
  // What the turn limit says of charging (a Berserk unit has no say in it): with time on its
  // side a unit leaves its ground only for a clear gain; without it every charge is a step
  // toward the win it still needs, and more so with time against it, but a decisive leader's
  // unit is not pressed into the red and yellow dice.
  double time = 0.0;
  if (c.morale != Morale::Berserk) {
    if (mLimitWinner == c.side) {
      time = -wt.holdCharge;
    } else if (decisiveBoundTo(c) == 0) {
      time = wt.pressNotFavoured + (g.troop(c).skirmisher ? wt.pressSkirmishers : 0.0);
      if (mLimitWinner == opponent(c.side)) time += wt.pressWhenBehind;
      // And the more, the less of the day is left to win it in.
      if (wt.urgentPress != 0) time += wt.urgentPress * urgency(c.side);
    }
  }
  // A unit behind field defences gives up their shelter: it ends in contact beyond them, or
  // short of the target in the open, and the enemy's charges on it no longer cross them.
  double unsheltered = 0.0;
  if (!g.setup().defences.empty()) {
    unsheltered = shelterNow(c) - shelter(c, contactRect(g.block(t), plan.targetEdge, g.block(c)));
  }
  return pReach * value + (1.0 - pReach) * shortfall + (t.charging ? 0 : wt.chargeFirst) + time -
         unsheltered;
}

}  // namespace sandtable::ai::warlords
