// An army as a player buys it (000 Point Cost, Forming Units, Captains and Generals): lines of
// units, each one or more identical units of identical stands, and the leaders.
#pragma once

#include <string>
#include <vector>

#include "Tables.h"

namespace sandtable::rules::roberts {

// One kind of stand and how it is formed. Every stand of a unit is this stand, so a unit is
// identical stands by construction (000 Forming Units: "Each unit must be composed of
// identical stands").
struct UnitLine {
  std::string id;    // the army file's key
  std::string name;  // "Militia spearmen"
  TroopKind type = TroopKind::HeavyFoot;
  bool formed = true;   // Unformed units are always a single stand
  int stands = 1;       // stands in each unit
  int count = 1;        // how many such units the line buys
  std::string weapon;   // ids into the tables
  std::string missile;  // empty: none
  std::string armour;
  AttributeSet attributes;  // as bought (free ones by type are added by effectiveAttributes)
};

enum class LeaderRank { General, Captain };

struct LeaderLine {
  std::string name;
  LeaderRank rank = LeaderRank::Captain;
  std::string with;  // the unit line it is attached to; empty: roams free (Captains only)
};

struct Army {
  std::string name;
  std::string source;  // where the army comes from (a worked example), if anywhere
  Scale scale = Scale::Mm25;
  int points = 0;  // the allotment; 0: none given
  std::vector<UnitLine> units;
  std::vector<LeaderLine> leaders;
};

// The stand's attributes: those bought, those its type brings free, and those another implies
// (Impetuous stands are automatically Eager).
AttributeSet effectiveAttributes(const Tables& t, const UnitLine& u);
// 000 Forming Units: Regular unless Elite or Militia.
Training trainingOf(const AttributeSet& attributes);

}  // namespace sandtable::rules::roberts
