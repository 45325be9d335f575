#include "WarlordsForecast.h"

#include "WarlordsJudge.h"

namespace sandtable::ai::warlords {

using rules::Rect;
using rules::warlords::Morale;
using rules::warlords::UnitState;
using rules::warlords::WarlordsGame;

ChargeForecast forecastCharge(const WarlordsGame& g, rules::UnitId chargerId, rules::UnitId targetId) {
  const UnitState& c = g.unit(chargerId);
  const UnitState& t = g.unit(targetId);
  ChargeForecast f;
  const rules::warlords::ChargePlan plan = g.planCharge(c, t, c.morale == Morale::Berserk);
  if (plan.problem) {
    f.problem = plan.problem;
    return f;
  }
  const Judge judge(g);
  f.pReach = judge.reachChance(plan);
  f.edge = plan.targetEdge;
  f.crossesStakes = plan.crossesStakes;

  // The round as the rules would fight it with the charger in contact on that edge (the
  // judge's reckoning, Judge::exchangeAt): modifiers from meleeOddsWith, the ground taken
  // where the two would stand rather than where they stand now.
  const WarlordsGame::Supposed s{c.id, t.id, plan.targetEdge, true, false};
  f.mine = g.meleeOddsWith(c, t, &s);
  f.theirs = g.meleeOddsWith(t, c, &s);
  const Rect tb = g.block(t);
  const Judge::GroundChange there = judge.groundChange(c, judge.contactRect(tb, plan.targetEdge, g.block(c)), t, tb);
  f.myGroundThere = there.a;
  f.theirGroundThere = there.d;
  f.round = forecastMelee(f.mine.dice, f.mine.modifierTotal() + f.myGroundThere, g.combatWidth(c), f.theirs.dice,
                          f.theirs.modifierTotal() + f.theirGroundThere, g.combatWidth(t), g.tables().melee);
  f.joinsMelee = judge.friendsFight(c, t);
  // The target's answers (2.4.4.2, 2.4.7), as the normal AI weighs them.
  f.targetMayEvade = g.mayEvade(t, c);
  if (f.targetMayEvade) f.pEvade = judge.evadeChance(t, static_cast<double>(plan.distance) / static_cast<double>(g.span()));
  f.targetMayCounterCharge = g.mayCounterCharge(t, c);
  return f;
}

}  // namespace sandtable::ai::warlords
