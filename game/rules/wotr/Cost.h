// Figure points (002 Making an Army, Figure points value): a figure costs its kind, its morale,
// its protection and each of its weapons; a unit its figures; an army its units. The outline's
// note: an armoured professional mounted crossbowman costs 10.
#pragma once

#include <string>
#include <vector>

#include "Army.h"
#include "Tables.h"

namespace sandtable::rules::wotr {

int figureCost(const Tables& t, Kind kind, MoraleClass morale, Protection protection,
               const std::vector<std::string>& weapons);
int groupCost(const Tables& t, const UnitLine& u, const FigureGroup& g);
int unitCost(const Tables& t, const UnitLine& u);
int armyCost(const Tables& t, const Army& army);

// The army's cost as a person checks it: each unit, each group's figure cost item by item,
// the figures times it, and the total.
struct CostLine {
  int indent = 0;      // 0: a heading or total; 1: an item of the line above
  std::string label;   // "Knight", "12 figures x 13"
  std::string amount;  // "+4", "156" (empty: none)
};
std::vector<CostLine> costBreakdown(const Tables& t, const Army& army);

}  // namespace sandtable::rules::wotr
