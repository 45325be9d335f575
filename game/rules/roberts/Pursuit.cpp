// The pursuit chart reads roberts.yaml's `pursuit`; the modifiers are melee's.
#include "Pursuit.h"

#include "CombatRoll.h"

namespace sandtable::rules::roberts {

int pursuitHitsOf(const Tables& t, int total) {
  const PursuitRule& r = t.combat.pursuit;
  return total >= r.threeHitsAt ? 3 : total >= r.twoHitsAt ? 2 : total >= r.oneHitAt ? 1 : 0;
}

PursuitAttack rollPursuitAttack(const Tables& t, const Fighter& pursuer, const Fighter& enemy,
                                const MeleeSituation& s, Dice& dice) {
  const MeleeRule& m = t.combat.melee;
  const PursuitRule& r = t.combat.pursuit;
  PursuitAttack a;
  a.roll = rollSum(dice, m.dice, m.sides, "000 Melee Combat", "Pursuit attack",
                   meleeModifiers(t, pursuer, enemy, s));
  a.hits = pursuitHitsOf(t, a.roll.total);
  a.roll.test = std::to_string(r.oneHitAt) + "+ one hit, " + std::to_string(r.twoHitsAt) +
                "+ two, " + std::to_string(r.threeHitsAt) + "+ three";
  a.roll.outcome = a.hits == 0 ? "no effect" : plural(a.hits, "hit");
  return a;
}

}  // namespace sandtable::rules::roberts
