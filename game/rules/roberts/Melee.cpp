// Melee attacks read roberts.yaml's `melee` and `demoralized`.
#include "Melee.h"

#include "CombatRoll.h"

namespace sandtable::rules::roberts {

std::vector<Modifier> meleeModifiers(const Tables& t, const Fighter& attacker,
                                     const Fighter& defender, const MeleeSituation& s) {
  const MeleeRule& r = t.combat.melee;
  std::vector<Modifier> out;
  auto add = [&](bool applies, std::string label, int v) {
    if (applies && v != 0) out.push_back({std::move(label), v});
  };
  add(true, "AV", attacker.av - (s.afterFirstContact ? attacker.avLostAfterContact : 0));
  add(true, "DV", -defender.dv);
  add(defender.actor.disrupted, "enemy is Disrupted", -r.disruptedDv);
  add(s.charging && s.shockTerrain && attacker.has(Attribute::Shock), "Shock unit charging",
      r.shockCharging);
  add(s.charging && attacker.has(Attribute::Impetuous), "Impetuous charging", r.impetuousCharging);
  add(attacker.actor.demoralized, "Demoralized", t.combat.demoralized.combat);
  add(s.uphill, "attacking uphill", r.uphill);
  add(s.secondRankSupport, "second rank support", r.secondRankSupport);
  add(s.setAgainstCharge, "set to receive a charge", r.setAgainstCharge);
  add(s.overrun, "Overrun", r.overrun);
  for (const Modifier& m : s.terrain) add(true, m.label, m.value);
  return out;
}

MeleeResult meleeResultOf(const Tables& t, int total) {
  const MeleeRule& r = t.combat.melee;
  MeleeResult m;
  m.pushBack = total >= r.pushBackAt;
  m.hits = total >= r.twoHitsAt ? 2 : total >= r.oneHitAt ? 1 : 0;
  return m;
}

namespace {

std::string outcomeOf(const MeleeResult& m) {
  if (!m.pushBack && m.hits == 0) return "no effect";
  std::string s = m.pushBack ? "Pushed Back" : "";
  if (m.hits > 0) s += (s.empty() ? "" : " and ") + plural(m.hits, "hit");
  return s;
}

}  // namespace

RollRecord rollMeleeAttack(const Tables& t, const Fighter& attacker, const Fighter& defender,
                           const MeleeSituation& s, Dice& dice) {
  const MeleeRule& r = t.combat.melee;
  RollRecord roll = rollSum(dice, r.dice, r.sides, "000 Melee Combat", "melee attack",
                            meleeModifiers(t, attacker, defender, s));
  roll.test = std::to_string(r.pushBackAt) + "+ Pushes Back, " + std::to_string(r.oneHitAt) +
              "+ one hit, " + std::to_string(r.twoHitsAt) + "+ two";
  roll.outcome = outcomeOf(meleeResultOf(t, roll.total));
  return roll;
}

Counts whichCounts(int firstTotal, int secondTotal) {
  if (firstTotal > secondTotal) return Counts::First;
  if (secondTotal > firstTotal) return Counts::Second;
  return Counts::Neither;
}

Simultaneous rollSimultaneous(const Tables& t, const Fighter& first, const MeleeSituation& fs,
                              const Fighter& second, const MeleeSituation& ss, Dice& dice) {
  Simultaneous out;
  out.first = rollMeleeAttack(t, first, second, fs, dice);
  out.second = rollMeleeAttack(t, second, first, ss, dice);
  out.counts = whichCounts(out.first.total, out.second.total);
  if (out.counts == Counts::First) {
    out.result = meleeResultOf(t, out.first.total);
    out.second.outcome = "ignored: the lower roll";
  } else if (out.counts == Counts::Second) {
    out.result = meleeResultOf(t, out.second.total);
    out.first.outcome = "ignored: the lower roll";
  } else {
    out.first.outcome = out.second.outcome = "ignored: a tie";
  }
  return out;
}

}  // namespace sandtable::rules::roberts
