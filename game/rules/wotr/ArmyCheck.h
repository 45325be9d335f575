// The rules an army must keep (002 Making an Army): infantry units of 8-24 figures, cavalry
// 6-12, artillery one base; a unit all mounted or all on foot; every unit in a battle/wing of
// the army; the agreed points. Each problem names its rule and where it is.
#pragma once

#include <string>
#include <vector>

#include "Army.h"
#include "Tables.h"

namespace sandtable::rules::wotr {

struct ArmyProblem {
  enum class Field { Figures, Bases, Weapons, Wing, Points };
  int unit = -1;  // index in Army::units; -1: the army
  Field field = Field::Figures;
  std::string message;
};

std::vector<ArmyProblem> checkArmy(const Tables& t, const Army& army);

}  // namespace sandtable::rules::wotr
