// A roll of n d6 with its modifiers, as the dice log shows it.
#pragma once

#include <string>
#include <vector>

#include "core/Dice.h"
#include "core/Event.h"

namespace sandtable::rules::wotr {

// Rolls `dice` d6 (faces into the record), adds the modifiers that are not 0.
RollRecord rollWith(Dice& dice, int count, int sides, std::string rule, std::string purpose,
                    std::vector<Modifier> modifiers);
// The modifiers' sum.
int sumOf(const std::vector<Modifier>& modifiers);
// Appends `label` when `value` is not 0.
void add(std::vector<Modifier>& out, std::string label, int value);

}  // namespace sandtable::rules::wotr
