// An army's cost as a person checks it by hand: each unit line item by item (base, each
// percentage, each attribute, the stand's cost, size, the stands, the premium), each leader,
// and the total.
#pragma once

#include <string>
#include <vector>

#include "Army.h"
#include "Tables.h"

namespace sandtable::rules::roberts {

struct BreakdownLine {
  int indent = 0;      // 0: a heading or total; 1: an item of the line above
  std::string label;   // "Militia", "9 stands x 10"
  std::string amount;  // "-50%", "90" (empty: none)
};

// The army must have passed checkArmy (the ids in its lines are in the tables).
std::vector<BreakdownLine> costBreakdown(const Tables& t, const Army& army);

}  // namespace sandtable::rules::roberts
