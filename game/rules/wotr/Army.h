// A War of the Roses army as bought (002 Making an Army): units of one kind and morale, each
// of one or more groups of figures (mixed weapons, e.g. pike and bows), in battles/wings.
#pragma once

#include <string>
#include <vector>

#include "Enums.h"

namespace sandtable::rules::wotr {

// Figures of a unit that share protection and weapons.
struct FigureGroup {
  int figures = 0;
  Protection protection = Protection::None;
  std::vector<std::string> weapons;  // ids of the tables' weapons
};

struct UnitLine {
  std::string id, name;
  std::string wing;  // the id of its battle/wing
  Kind kind = Kind::Militia;
  MoraleClass morale = MoraleClass::Ordinary;
  int bases = 1;
  bool skirmish = false;  // skirmish troops (002 Fire Modifiers, Event IV)
  std::vector<FigureGroup> groups;
};

struct Wing {
  std::string id, name, leader;
};

struct Army {
  std::string name;
  std::string source;
  int points = 0;         // the agreed total; 0: none given
  std::string commander;  // the C-in-C's name
  std::vector<Wing> wings;
  std::vector<UnitLine> units;
};

int figuresOf(const UnitLine& u);

}  // namespace sandtable::rules::wotr
