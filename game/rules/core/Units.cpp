#include "Units.h"

namespace sandtable::rules {

std::string_view sideKey(Side s) {
  switch (s) {
    case Side::One: return "side1";
    case Side::Two: return "side2";
    case Side::None: break;
  }
  return "none";
}

std::string_view unitStatusName(UnitStatus s) {
  switch (s) {
    case UnitStatus::Active: return "active";
    case UnitStatus::Routed: return "routed";
    case UnitStatus::Removed: return "removed";
  }
  return "?";
}

}  // namespace sandtable::rules
