// Every rule that limits an army's choices (000 Point Cost, Forming Units, Captains and
// Generals, and the ruleset's reconstructions), each problem with the rule it breaks and the
// part of the army it is about, so a loader can place it at its line in the file.
#pragma once

#include <string>
#include <vector>

#include "Army.h"
#include "Tables.h"

namespace sandtable::rules::roberts {

// The part of a unit line, a leader or the army a problem is about.
enum class ArmyField {
  Type,
  Formation,
  Stands,
  Weapon,
  Missile,
  Armour,
  Attributes,
  Rank,
  With,
  Points
};

struct ArmyProblem {
  int unit = -1;    // index into Army::units, or -1
  int leader = -1;  // index into Army::leaders, or -1
  ArmyField field = ArmyField::Points;
  std::string message;  // says which rule
};

// Problems of one unit line (its kit, formation, size and attributes).
std::vector<ArmyProblem> checkUnit(const Tables& t, Scale scale, const UnitLine& u, int index);
// Every problem of the army: its units, its leaders and its points.
std::vector<ArmyProblem> checkArmy(const Tables& t, const Army& army);

}  // namespace sandtable::rules::roberts
