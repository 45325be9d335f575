#include "WarlordsForecast.h"

#include "WarlordsJudge.h"

namespace sandtable::ai::warlords {

using rules::Rect;
using rules::Zone;
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
  const double needSpans = static_cast<double>(plan.distance) / static_cast<double>(g.span());
  f.pReach = pRandomMoveReaches(plan.dice, needSpans, g.tables().randomMove);
  f.edge = plan.targetEdge;
  f.crossesStakes = plan.crossesStakes;

  // The round as the rules would fight it with the charger in contact on that edge (the
  // judge's reckoning, Judge::exchangeAt): modifiers from meleeOddsWith, the ground taken
  // where the two would stand rather than where they stand now.
  const WarlordsGame::Supposed s{c.id, t.id, plan.targetEdge, true, false};
  f.mine = g.meleeOddsWith(c, t, &s);
  f.theirs = g.meleeOddsWith(t, c, &s);
  const Judge judge(g);
  const Rect cb = g.block(c);
  const Rect tb = g.block(t);
  const Rect there = judge.contactRect(tb, plan.targetEdge, cb);
  f.myGroundThere = judge.groundModifier(c, there, tb) - judge.groundModifier(c, cb, tb);
  f.theirGroundThere = judge.groundModifier(t, tb, there) - judge.groundModifier(t, tb, cb);
  f.round = forecastMelee(f.mine.dice, f.mine.modifierTotal() + f.myGroundThere, g.combatWidth(c), f.theirs.dice,
                          f.theirs.modifierTotal() + f.theirGroundThere, g.combatWidth(t), g.tables().melee);
  for (const rules::warlords::Contact& k : g.contactsOf(t)) {
    if (g.unit(k.b).side == c.side && k.b != c.id) f.joinsMelee = true;
  }
  // The target's answers (2.4.4.2, 2.4.7), as the normal AI weighs them.
  f.targetMayEvade = g.mayEvade(t, c);
  if (f.targetMayEvade) {
    f.pEvade = g.isDrilledOrVeteranSkirmisher(t) ? 1.0 : judge.activationChance(t, false, static_cast<int>(needSpans));
  }
  f.targetMayCounterCharge = g.mayCounterCharge(t, c);
  return f;
}

}  // namespace sandtable::ai::warlords
