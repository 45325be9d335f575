// What a Missile Fire Action is likely to bring, for the player choosing it and for a study of
// the battle after: every attack its plan makes (FirePhase.h: which stands shoot, at which
// target stand, how many times), each by the exact chance of its 2d6 through the same
// modifiers the roll takes, against the target as it stands when the Action begins (as fire()
// rolls them).
#include "ActionRoll.h"
#include "CombatOdds.h"
#include "Combatants.h"
#include "FirePhase.h"
#include "MissileFire.h"
#include "RobertsGame.h"

namespace sandtable::rules::roberts {

std::optional<ActionOdds> RobertsGame::fireOdds(const Action& a,
                                                std::optional<ActionOdds> roll) const {
  if (isFireGroup(a)) return roll;
  const FirePlan plan =
      planFire(mTable, mBattle, a.unit, a.target, fireColumnOf(a), halfTurnCount());
  if (!plan.verdict || plan.attacks.empty()) return roll;
  const Tables& t = mTable.tables();
  const UnitState& firer = mTable.unit(a.unit);
  const UnitState& target = mTable.unit(a.target);
  ActionOdds out = roll.value_or(ActionOdds{1.0, 0, 0, 0, 0, {}});
  const double fires = out.success;  // the volley is loosed: certain, or its roll passed
  double noHit = 1, noDisruption = 1, hits = 0;
  for (const FireAttack& f : plan.attacks) {
    const int modifier = totalOf(missileModifiers(t, fighterOfStand(mTable, firer, f.shooter),
                                                  fighterOfStand(mTable, target, f.target)));
    const MissileOdds o = missileOdds(t, modifier);
    for (int i = 0; i < f.attacks; ++i) {
      noHit *= 1 - o.disruptedAndHit;
      noDisruption *= 1 - (o.disruptedOnly + o.disruptedAndHit);
      hits += o.disruptedAndHit;
    }
  }
  const std::string whom = mTable.setupOf(a.target).name;
  out.lossesDealt = fires * hits;
  out.outcomes.push_back({"the volley hits " + whom + " at least once", fires * (1 - noHit)});
  out.outcomes.push_back({"it Disrupts at least one stand of " + whom, fires * (1 - noDisruption)});
  return out;
}

}  // namespace sandtable::rules::roberts
