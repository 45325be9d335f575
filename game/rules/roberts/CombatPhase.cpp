// The combats owed: pairs of enemy stands in contact where a stand has yet to attack.
#include "CombatPhase.h"

#include "Combatants.h"

namespace sandtable::rules::roberts {

std::vector<MeleePair> pairsBetween(const Table& table, UnitId a, UnitId b) {
  const UnitState& ua = table.unit(a);
  const UnitState& ub = table.unit(b);
  if (!ua.active() || !ub.active() || ua.stands <= 0 || ub.stands <= 0) return {};
  if (!table.inContact(ua, ub)) return {};
  return meleePairs(tableUnitOf(table, ua), tableUnitOf(table, ub));
}

std::vector<Bout> pendingBouts(const Table& table, const BattleState& battle, Side acting) {
  std::vector<Bout> out;
  for (const UnitState& a : table.units()) {
    if (!a.active() || table.sideOf(a.id) != acting) continue;
    for (const UnitState& b : table.units()) {
      if (!b.active() || table.sideOf(b.id) == acting) continue;
      const std::vector<MeleePair> pairs = pairsBetween(table, a.id, b.id);
      for (std::size_t i = 0; i < pairs.size(); ++i) {
        const MeleePair& p = pairs[i];
        if (battle.attacked(a.id, p.a) && battle.attacked(b.id, p.b)) continue;
        out.push_back({a.id, b.id, static_cast<int>(i), p});
      }
    }
  }
  return out;
}

}  // namespace sandtable::rules::roberts
