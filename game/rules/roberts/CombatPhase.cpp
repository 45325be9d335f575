// The combats owed: pairs of enemy stands in contact where a stand has yet to attack.
#include "CombatPhase.h"

#include "Combatants.h"
#include "measured/Contact.h"

namespace sandtable::rules::roberts {

std::vector<MeleePair> pairsBetween(const Table& table, UnitId a, UnitId b) {
  const UnitState& ua = table.unit(a);
  const UnitState& ub = table.unit(b);
  if (!ua.active() || !ub.active() || ua.stands <= 0 || ub.stands <= 0) return {};
  if (!table.inContact(ua, ub)) return {};
  const TableUnit ta = tableUnitOf(table, ua);
  const TableUnit tb = tableUnitOf(table, ub);
  std::vector<MeleePair> pairs = meleePairs(ta, tb);
  if (!pairs.empty()) return pairs;
  // The blocks touch but no two stands do: the edge struck is the short rank of a block in
  // uneven ranks (8 stands in 3 ranks: 3, 3 and 2 in the middle of the rear), and the enemy
  // stands against it face a gap half a stand wide. On the table the figures would close it;
  // here each stand touching the other block fights that block's stand nearest it.
  std::optional<measured::EdgeContact> c;
  Rect blockA, blockB;
  for (const Rect& ra : table.parts(ua)) {
    for (const Rect& rb : table.parts(ub)) {
      if (c) break;
      c = measured::contactOf(ra, rb);
      blockA = ra;
      blockB = rb;
    }
  }
  if (!c || !fights(*c)) return pairs;
  const std::vector<TableStand> as = standsOf(ta);
  const std::vector<TableStand> bs = standsOf(tb);
  auto nearest = [](const std::vector<TableStand>& stands, Point to) {
    std::size_t best = 0;
    for (std::size_t i = 1; i < stands.size(); ++i) {
      if (distanceSquared(stands[i].footprint.centre, to) <
          distanceSquared(stands[best].footprint.centre, to))
        best = i;
    }
    return best;
  };
  for (std::size_t i = 0; i < as.size(); ++i) {
    if (measured::touchingEdge(blockB, as[i].footprint))
      pairs.push_back(
          meleePairOf(as, i, bs, nearest(bs, as[i].footprint.centre), c->edgeA, c->edgeB));
  }
  if (!pairs.empty()) return pairs;
  for (std::size_t j = 0; j < bs.size(); ++j) {
    if (measured::touchingEdge(blockA, bs[j].footprint))
      pairs.push_back(
          meleePairOf(as, nearest(as, bs[j].footprint.centre), bs, j, c->edgeA, c->edgeB));
  }
  return pairs;
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
