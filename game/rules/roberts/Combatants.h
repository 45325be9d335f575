// What fire, charges and melee read of the match's table: each unit as the geometry's
// TableUnit, every stand on the table, and a stand as a Fighter (its unit's actor as it stands
// now, the stand's own Disruption).
#pragma once

#include <vector>

#include "Fighter.h"
#include "StandsOnTable.h"
#include "Table.h"

namespace sandtable::rules::roberts {

TableUnit tableUnitOf(const Table& table, const UnitState& u);

// Every stand of every unit still on the table, unit by unit.
std::vector<TableStand> standsOnTable(const Table& table);

// The army line a unit was raised from.
const UnitLine& lineOf(const Table& table, UnitId id);

// Stand `stand` (slot order, front rank first) of `u` as a fighter now.
Fighter fighterOfStand(const Table& table, const UnitState& u, int stand);

}  // namespace sandtable::rules::roberts
