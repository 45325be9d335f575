// Dice rolled through the match's Dice, so forced dice make every rules test exact.
#include "Roll.h"

namespace sandtable::rules::wotr {

int sumOf(const std::vector<Modifier>& modifiers) {
  int s = 0;
  for (const Modifier& m : modifiers) s += m.value;
  return s;
}

void add(std::vector<Modifier>& out, std::string label, int value) {
  if (value != 0) out.push_back({std::move(label), value});
}

RollRecord rollWith(Dice& dice, int count, int sides, std::string rule, std::string purpose,
                    std::vector<Modifier> modifiers) {
  RollRecord r;
  r.rule = std::move(rule);
  r.purpose = std::move(purpose);
  r.dice = (count == 1 ? std::string("d") : std::to_string(count) + "d") + std::to_string(sides);
  for (int i = 0; i < count; ++i) {
    r.faces.push_back(dice.roll(sides));
    r.base += r.faces.back();
  }
  r.modifiers = std::move(modifiers);
  r.total = r.base + sumOf(r.modifiers);
  return r;
}

}  // namespace sandtable::rules::wotr
