// 000 Melee Combat, Pursuit: the Pursuit Attack, a melee attack read on its own chart (1-3 hits,
// no Push Back). The Pursuit Action itself is an Action Roll (ActionRoll.h), automatic when the
// enemy could not retreat; how far the column advances and whether it overruns is the table's.
#pragma once

#include "Melee.h"

namespace sandtable::rules::roberts {

int pursuitHitsOf(const Tables& t, int total);

struct PursuitAttack {
  RollRecord roll;
  int hits = 0;
};
// The free attack of a pursuer that made contact; `s.overrun` when it had movement left over.
PursuitAttack rollPursuitAttack(const Tables& t, const Fighter& pursuer, const Fighter& enemy,
                                const MeleeSituation& s, Dice& dice);

}  // namespace sandtable::rules::roberts
