// The exact chance of each combat outcome before the dice are rolled, from core DiceOdds: a
// missile attack, a simultaneous melee, a pursuit attack and a Morale Roll.
#pragma once

#include <array>

#include "Tables.h"

namespace sandtable::rules::roberts {

struct MissileOdds {
  double nothing = 0;
  double disruptedOnly = 0;
  double disruptedAndHit = 0;
};
MissileOdds missileOdds(const Tables& t, int modifier);

// Of a simultaneous combat, for the side whose roll counts: P(Push Back and 0, 1 or 2 hits);
// `none` covers ties and a higher roll below the Push Back.
struct MeleeOdds {
  std::array<double, 3> first{};  // the first side's result counts: hits 0, 1, 2 with a Push Back
  std::array<double, 3> second{};
  double none = 0;
};
MeleeOdds simultaneousOdds(const Tables& t, int firstModifier, int secondModifier);

// Of one stand's melee attack that no roll answers (a stand struck in flank or rear): P(Push
// Back and 0, 1 or 2 hits) in `first`, `none` below the Push Back.
MeleeOdds singleAttackOdds(const Tables& t, int modifier);

// P(a pursuit attack scores 0, 1, 2 or 3 hits).
std::array<double, 4> pursuitOdds(const Tables& t, int modifier);

// P(a Morale Roll with `modifier` passes).
double moraleChance(const Tables& t, int modifier);

}  // namespace sandtable::rules::roberts
