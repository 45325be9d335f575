// Planning a Missile Fire Action on the table: the firer's eligible stands, their lanes to the
// target's stands, and the attacks each makes.
#include "FirePhase.h"

#include "Combatants.h"
#include "FireGeometry.h"
#include "MeleeGeometry.h"
#include "MissileFire.h"
#include "core/Wording.h"

namespace sandtable::rules::roberts {

FirePlan planFire(const Table& table, const BattleState& battle, UnitId firer, UnitId target,
                  int column, int halfTurn) {
  FirePlan plan;
  const auto count = static_cast<UnitId>(table.units().size());
  if (target < 0 || target >= count) {
    plan.verdict = Verdict::no("Missile Fire needs a target unit");
    return plan;
  }
  const UnitState& f = table.unit(firer);
  const UnitState& e = table.unit(target);
  if (!e.active()) {
    plan.verdict = Verdict::no(subjectVerb(table.label(target), "is") + " no longer on the table");
    return plan;
  }
  if (table.sideOf(target) == table.sideOf(firer)) {
    plan.verdict = Verdict::no("a unit fires at the enemy");
    return plan;
  }
  const Tables& t = table.tables();
  const MissileWeapon* weapon = t.missile(lineOf(table, firer).missile);
  if (weapon == nullptr) {
    plan.verdict = Verdict::no(subjectVerb(table.label(firer), "has") + " no missile weapon");
    return plan;
  }
  const std::vector<TableStand> all = standsOnTable(table);
  const FireScene scene =
      fireScene(table.setup().battlefield.get(), all, t.combat.missile, table.scale());
  const TableUnit shooterUnit = tableUnitOf(table, f);
  const TableUnit targetUnit = tableUnitOf(table, e);
  const std::vector<TableStand> shooters = standsOf(shooterUnit);
  const std::vector<TableStand> targets = standsOf(targetUnit);
  const std::vector<FireLane> lanes =
      fireLanes(scene, shooterUnit, targetUnit, *weapon, t.combat.missile, table.scale());
  const auto unitIndex = static_cast<std::size_t>(firer);
  const int last = battle.lastFiredHalfTurn.at(unitIndex);
  std::string why;
  for (int s = 0; s < static_cast<int>(shooters.size()); ++s) {
    if (column != kWholeUnit && shooters[s].column != column) continue;
    if (battle.fired(firer, s)) {
      why = "a stand takes one Missile Fire Action a phase (000 Missile Fire)";
      continue;
    }
    const FireLane* best = nullptr;
    Length bestGap = 0;
    Length bestCentre = 0;
    for (const FireLane& l : lanes) {
      if (l.shooter != s) continue;
      const Point from = firingPoint(shooters[s]);
      const Rect& r = targets[static_cast<std::size_t>(l.target)].footprint;
      const Length g = distanceToRect(from, r);
      const Length c = distance(from, r.centre);
      if (best == nullptr || g < bestGap || (g == bestGap && c < bestCentre)) {
        best = &l;
        bestGap = g;
        bestCentre = c;
      }
    }
    if (best == nullptr) continue;
    FireState state;
    state.inContact = inContactWithEnemy(shooters[s], all);
    state.halfTurn = halfTurn;
    if (last != kNeverFired) state.lastFiredHalfTurn = last;
    const AttackCount n = missileAttacksOf(t, fighterOfStand(table, f, s), state);
    if (n.attacks <= 0) {
      why = n.why;
      continue;
    }
    plan.attacks.push_back({s, best->target, n.attacks});
  }
  if (plan.attacks.empty())
    plan.verdict = Verdict::no(
        why.empty() ? "no stand of " + table.label(firer) + " has " + table.label(target) +
                          " in range and arc with a clear line of fire (000 Missile Fire)"
                    : why);
  return plan;
}

bool canAttackStand(const Table& table, UnitId firer, UnitId target, int stand,
                    UnitId alongside) {
  const Tables& t = table.tables();
  const MissileWeapon* weapon = t.missile(lineOf(table, firer).missile);
  if (weapon == nullptr) return false;
  std::vector<TableStand> all = standsOnTable(table);
  std::erase_if(all, [&](const TableStand& s) { return s.unit == alongside; });
  const FireScene scene =
      fireScene(table.setup().battlefield.get(), std::move(all), t.combat.missile, table.scale());
  const std::vector<FireLane> lanes =
      fireLanes(scene, tableUnitOf(table, table.unit(firer)),
                tableUnitOf(table, table.unit(target)), *weapon, t.combat.missile, table.scale());
  for (const FireLane& l : lanes) {
    if (l.shooter == 0 && l.target == stand) return true;
  }
  return false;
}

}  // namespace sandtable::rules::roberts
