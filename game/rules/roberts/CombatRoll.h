// One roll of the combat rules (missile attacks, melee and pursuit attacks, Morale Rolls): n
// dice summed, modifiers added, recorded as the dice log shows it.
#pragma once

#include <string>
#include <vector>

#include "core/Dice.h"
#include "core/Event.h"

namespace sandtable::rules::roberts {

RollRecord rollSum(Dice& dice, int n, int sides, std::string rule, std::string purpose,
                   std::vector<Modifier> modifiers);

// A modifier list's sum.
int sumOf(const std::vector<Modifier>& modifiers);

}  // namespace sandtable::rules::roberts
