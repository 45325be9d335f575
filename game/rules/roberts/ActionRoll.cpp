// Modifiers and automatic successes read roberts.yaml's `action_rolls` and `actions`.
#include "ActionRoll.h"

#include "Names.h"
#include "core/DiceOdds.h"

namespace sandtable::rules::roberts {

std::vector<Modifier> actionModifiers(const Tables& t, const Actor& a, ActionKind k) {
  const ActionRollRule& r = t.play.actionRoll;
  std::vector<Modifier> out;
  auto add = [&](bool applies, std::string label, int v) {
    if (applies && v != 0) out.push_back({std::move(label), v});
  };
  add(a.has(Attribute::Elite), "Elite", r.elite);
  add(a.has(Attribute::Swift), "Swift", r.swift);
  add(a.has(Attribute::Militia), "Militia", r.militia);
  add(a.demoralized, "Demoralized", r.demoralized);
  add(a.disrupted, "Disrupted", r.disrupted);
  // A General "has the same effect as a Captain for the unit he is attached to": one leader's.
  add(a.leader == AttachedLeader::Captain, "Captain", r.captain);
  add(a.leader == AttachedLeader::General, "General", r.general);
  add(a.mounted && k == ActionKind::Pursuit, "mounted unit attempting to Pursue", r.mountedPursuit);
  add(a.has(Attribute::Eager) && (k == ActionKind::Countercharge || k == ActionKind::Pursuit),
      "Eager", r.eagerChargeOrPursuit);
  return out;
}

int totalOf(const std::vector<Modifier>& modifiers) {
  int total = 0;
  for (const Modifier& m : modifiers) total += m.value;
  return total;
}

std::string automaticBecause(const Tables& t, const Actor& a, ActionKind k, Phase phase,
                             bool enemyCouldNotRetreat) {
  const ActionRule& r = t.play.action(k);
  const auto p = static_cast<std::size_t>(phase);
  if (r.automaticFor.test(static_cast<std::size_t>(a.training())))
    return r.name + " is automatic for " + std::string(trainingName(a.training())) + " units";
  if ((r.automaticWith & a.attributes).any())
    return r.name + " is automatic for " + attributeNames(r.automaticWith & a.attributes) +
           " units";
  if (a.formed && r.automaticFormedIn.test(p))
    return r.name + " is automatic for Formed troops in this phase";
  if (!a.formed && r.automaticUnformedIn.test(p))
    return r.name + " is automatic for Unformed troops in this phase";
  if (k == ActionKind::Pursuit && enemyCouldNotRetreat)
    return "the Pursuit is automatic: the enemy was unable to retreat";
  return {};
}

RollRecord rollAction(const Tables& t, const Actor& a, ActionKind k, Dice& dice) {
  const ActionRollRule& r = t.play.actionRoll;
  RollRecord roll;
  roll.rule = "000 Sequence of Play";
  roll.purpose = t.play.action(k).name + " Action";
  roll.dice = std::to_string(r.dice) + "d" + std::to_string(r.sides);
  for (int i = 0; i < r.dice; ++i) {
    roll.faces.push_back(dice.roll(r.sides));
    roll.base += roll.faces.back();
  }
  roll.modifiers = actionModifiers(t, a, k);
  roll.total = roll.base + totalOf(roll.modifiers);
  roll.test = "needs " + std::to_string(r.target) + "+";
  roll.outcome = succeeded(t, roll) ? "succeeds" : "fails";
  return roll;
}

bool succeeded(const Tables& t, const RollRecord& roll) {
  return roll.total >= t.play.actionRoll.target;
}

double actionRollChance(const Tables& t, int modifier) {
  const ActionRollRule& r = t.play.actionRoll;
  const odds::DiceWays ways = odds::sumOf(r.dice, r.sides);
  return static_cast<double>(ways.atLeast(r.target - modifier)) / static_cast<double>(ways.total);
}

}  // namespace sandtable::rules::roberts
