// The dice, their sum and the modifiers; the caller reads the total and writes the outcome.
#include "CombatRoll.h"

namespace sandtable::rules::roberts {

RollRecord rollSum(Dice& dice, int n, int sides, std::string rule, std::string purpose,
                   std::vector<Modifier> modifiers) {
  RollRecord roll;
  roll.rule = std::move(rule);
  roll.purpose = std::move(purpose);
  roll.dice = std::to_string(n) + "d" + std::to_string(sides);
  for (int i = 0; i < n; ++i) {
    roll.faces.push_back(dice.roll(sides));
    roll.base += roll.faces.back();
  }
  roll.modifiers = std::move(modifiers);
  roll.total = roll.base + sumOf(roll.modifiers);
  return roll;
}

int sumOf(const std::vector<Modifier>& modifiers) {
  int total = 0;
  for (const Modifier& m : modifiers) total += m.value;
  return total;
}

}  // namespace sandtable::rules::roberts
