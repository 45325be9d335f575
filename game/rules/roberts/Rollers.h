// 000 Sequence of Play: who rolls. A unit rolls as a whole; "Stands which become separated from
// the main body of their unit must make individual Action Rolls", and "a unit involved in melee
// combat ... Action Rolls must be made for each column within the unit"; so must a unit firing
// at more than one enemy unit (000 Missile Fire).
#pragma once

#include <compare>
#include <cstdint>
#include <vector>

#include "core/Hash.h"
#include "core/Units.h"

namespace sandtable::rules::roberts {

enum class RollerKind : std::uint8_t { Unit, Column, Stand };

// Whoever makes one Action Roll: a unit, one of its columns (by index, left to right), or one
// of its stands separated from the main body (by index in the unit).
struct Roller {
  UnitId unit = kNoUnit;
  RollerKind kind = RollerKind::Unit;
  int index = 0;
  auto operator<=>(const Roller&) const = default;
};

// How a unit stands when it is to act.
struct UnitShape {
  int columns = 1;
  std::vector<int> separatedStands;  // stand indices apart from the main body
  bool inMelee = false;
  bool firingAtSeveralUnits = false;  // a Missile Fire Action at more than one enemy unit
};

// The rollers of a unit: its main body as one, or column by column; then each separated stand.
std::vector<Roller> rollersOf(UnitId unit, const UnitShape& shape);

void hashInto(Hasher& h, const Roller& r);

}  // namespace sandtable::rules::roberts
