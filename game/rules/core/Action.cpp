#include "Action.h"

namespace sandtable::rules {

std::string toString(const Action& a) {
  std::string s(actionKindName(a.kind));
  if (a.unit != kNoUnit) s += " u" + std::to_string(a.unit);
  if (a.target != kNoUnit) s += " -> u" + std::to_string(a.target);
  if (a.square) s += " to (" + std::to_string(a.square->col) + "," + std::to_string(a.square->row) + ")";
  if (a.point) s += " to (" + std::to_string(a.point->x) + "," + std::to_string(a.point->y) + ")um";
  if (a.facing) s += " facing " + std::to_string(toDegrees(*a.facing)) + "deg";
  if (a.option != 0) s += " option " + std::to_string(a.option);
  return s;
}

}  // namespace sandtable::rules
