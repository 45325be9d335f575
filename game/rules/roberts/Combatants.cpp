// The table's units as the geometry and the combat arithmetic read them.
#include "Combatants.h"

namespace sandtable::rules::roberts {

TableUnit tableUnitOf(const Table& table, const UnitState& u) {
  TableUnit t;
  t.unit = u.id;
  t.side = sideIndex(table.sideOf(u.id));
  t.formed = table.setupOf(u.id).formed;
  t.stands = u.stands;
  t.shape = table.shapeAt(u, u.ranks);
  t.pose = u.pose;
  t.columnShift = u.columnShift;
  t.columnStands = u.columnStands;
  return t;
}

std::vector<TableStand> standsOnTable(const Table& table) {
  std::vector<TableStand> out;
  for (const UnitState& u : table.units()) {
    if (!u.active() || u.stands <= 0) continue;
    for (const TableStand& s : standsOf(tableUnitOf(table, u))) out.push_back(s);
  }
  return out;
}

const UnitLine& lineOf(const Table& table, UnitId id) {
  const UnitSetup& s = table.setupOf(id);
  const SideDeployment& sd =
      table.setup().deployment.sides[static_cast<std::size_t>(sideIndex(s.side))];
  return sd.army.units.at(static_cast<std::size_t>(s.line));
}

Fighter fighterOfStand(const Table& table, const UnitState& u, int stand) {
  const SideDeployment& sd =
      table.setup().deployment.sides[static_cast<std::size_t>(sideIndex(table.sideOf(u.id)))];
  Fighter f = fighterOf(table.tables(), sd.army.scale, lineOf(table, u.id));
  f.actor = table.actorOf(u);
  f.actor.disrupted =
      stand >= 0 && stand < static_cast<int>(u.disrupted.size()) && u.disrupted[stand];
  return f;
}

}  // namespace sandtable::rules::roberts
