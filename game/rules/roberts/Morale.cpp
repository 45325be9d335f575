// Morale Rolls read roberts.yaml's `morale`.
#include "Morale.h"

#include "CombatRoll.h"

namespace sandtable::rules::roberts {

bool mustCheckToLeadCharge(const Actor& a) { return a.has(Attribute::Reluctant) || a.disrupted; }

std::string passesMoraleBecause(const Tables& t, const Actor& a) {
  if (t.combat.morale.fanaticsPass && a.has(Attribute::Fanatic))
    return "Fanatics are immune to morale problems";
  return {};
}

std::vector<Modifier> moraleModifiers(const Tables& t, const Actor& a, int standsLost) {
  const MoraleRule& r = t.combat.morale;
  std::vector<Modifier> out;
  auto add = [&](bool applies, std::string label, int v) {
    if (applies && v != 0) out.push_back({std::move(label), v});
  };
  add(a.has(Attribute::Guard), "Guard", r.guard);
  add(a.has(Attribute::Unreliable), "Unreliable", r.unreliable);
  add(a.demoralized, "Demoralized", r.demoralized);
  add(a.leader == AttachedLeader::Captain, "Captain", r.leader);
  add(a.leader == AttachedLeader::General, "General", r.leader);
  add(standsLost > 0, "stands lost", r.perStandLost * standsLost);
  return out;
}

namespace {

RollRecord rollWith(const Tables& t, std::string purpose, std::vector<Modifier> mods, Dice& dice) {
  const MoraleRule& r = t.combat.morale;
  RollRecord roll = rollSum(dice, r.dice, r.sides, "000 Casualties and Morale", std::move(purpose),
                            std::move(mods));
  roll.test = "needs " + std::to_string(r.target) + "+";
  roll.outcome = passed(t, roll) ? "passes" : "fails";
  return roll;
}

}  // namespace

RollRecord rollMorale(const Tables& t, const Actor& a, MoraleCheck check, Dice& dice,
                      int standsLost) {
  RollRecord roll = rollWith(
      t, check == MoraleCheck::LeadCharge ? "Morale Check to lead a charge" : "Break Check",
      moraleModifiers(t, a, check == MoraleCheck::Break ? standsLost : 0), dice);
  if (check == MoraleCheck::LeadCharge) roll.rule = "000 Charging";
  return roll;
}

RollRecord rollLeaderCheck(const Tables& t, Dice& dice) {
  return rollWith(t, "leader's Break Check", {}, dice);
}

bool passed(const Tables& t, const RollRecord& moraleRoll) {
  return moraleRoll.total >= t.combat.morale.target;
}

}  // namespace sandtable::rules::roberts
