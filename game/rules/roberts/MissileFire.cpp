// Missile attacks read roberts.yaml's `missile_fire`.
#include "MissileFire.h"

#include "CombatRoll.h"

namespace sandtable::rules::roberts {

AttackCount missileAttacksOf(const Tables& t, const Fighter& firer, const FireState& s) {
  const MissileRule& r = t.combat.missile;
  if (firer.mav <= 0) return {0, "the stand has no missile weapon"};
  if (s.inContact && !r.fireInContact.test(static_cast<std::size_t>(firer.actor.type)))
    return {0, "a stand in contact with the enemy cannot attack"};
  if (firer.slowWeapon && s.lastFiredHalfTurn &&
      s.halfTurn - *s.lastFiredHalfTurn < r.slowIntervalHalfTurns)
    return {0, "slow weapons can only attack during every other half-turn"};
  if (firer.eliteDoubleAttack && firer.has(Attribute::Elite)) return {r.eliteAttacks, {}};
  return {1, {}};
}

std::vector<Modifier> missileModifiers(const Tables& t, const Fighter& firer, const Fighter& target,
                                       const std::vector<Modifier>& terrain) {
  const MissileRule& r = t.combat.missile;
  std::vector<Modifier> out;
  auto add = [&](bool applies, std::string label, int v) {
    if (applies && v != 0) out.push_back({std::move(label), v});
  };
  add(true, "MAV", firer.mav);
  add(true, "DV", -target.dv);
  add(target.actor.disrupted, "target Disrupted", -r.disruptedDv);
  add(target.armoured, "armour-piercing", firer.armourPiercing);
  add(target.size >= r.largeTargetSize, "target's size", r.largeTarget);
  add(target.actor.mounted, "mounted target", r.mountedTarget);
  for (const Modifier& m : terrain) add(true, m.label, m.value);
  return out;
}

MissileResult missileResultOf(const Tables& t, int total) {
  const MissileRule& r = t.combat.missile;
  return {total >= r.disruptsAt, total >= r.hitsAt ? r.hitsScored : 0};
}

MissileAttack rollMissileAttack(const Tables& t, const Fighter& firer, const Fighter& target,
                                Dice& dice, const std::vector<Modifier>& terrain) {
  const MissileRule& r = t.combat.missile;
  MissileAttack a;
  a.roll = rollSum(dice, r.dice, r.sides, "000 Missile Fire", "missile attack",
                   missileModifiers(t, firer, target, terrain));
  a.result = missileResultOf(t, a.roll.total);
  a.roll.test =
      std::to_string(r.disruptsAt) + "+ Disrupts, " + std::to_string(r.hitsAt) + "+ also hits";
  a.roll.outcome = !a.result.disrupts  ? "no effect"
                   : a.result.hits > 0 ? "Disrupted and a hit"
                                       : "Disrupted";
  return a;
}

void disrupt(Fighter& f) { f.actor.disrupted = true; }

std::optional<int> fireGroupMav(const Tables& t, const std::vector<int>& memberMavs) {
  if (memberMavs.empty() || static_cast<int>(memberMavs.size()) > t.combat.missile.fireGroupMax)
    return std::nullopt;
  int mav = 0;
  for (int m : memberMavs) mav += m;
  return mav;
}

}  // namespace sandtable::rules::roberts
