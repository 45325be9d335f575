// MicroBattle's odds of an action (Game::odds): only an attack rolls for its outcome, so only
// an attack has odds; they are attackForecast's, which follows applyAttack roll by roll.
#include "MicroBattleGame.h"

namespace sandtable::rules::microbattle {

std::optional<ActionOdds> MicroBattleGame::odds(const Action& a) const {
  if (a.kind != ActionKind::Attack || !check(a)) return std::nullopt;
  const AttackForecast f = attackForecast(a);
  ActionOdds o;
  o.success = f.pHit;
  o.targetBreaks = f.targetRoutsOnFailure ? f.pTargetFails : 0.0;
  o.actorBreaks = f.attackerRoutsOnFailure ? f.pAttackerFails : 0.0;
  // A hit is MicroBattle's only loss: it costs the unit its Def roll.
  o.lossesDealt = f.pHit;
  o.lossesTaken = f.pCounterHits;
  o.outcomes.push_back({"the attack hits", f.pHit});
  o.outcomes.push_back({f.targetRoutsOnFailure ? "the target fails its Def roll and routs"
                                               : "the target fails its Def roll and is SHAKEN",
                        f.pTargetFails});
  o.outcomes.push_back({"the target retreats", f.pTargetRetreats});
  if (f.counter) {
    o.outcomes.push_back({"the attack misses and the counterattack hits", f.pCounterHits});
    o.outcomes.push_back({f.attackerRoutsOnFailure
                              ? "the attacker fails its Def roll and routs"
                              : "the attacker fails its Def roll and is SHAKEN",
                          f.pAttackerFails});
  }
  return o;
}

}  // namespace sandtable::rules::microbattle
