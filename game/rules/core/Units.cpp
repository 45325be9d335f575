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

std::string_view moraleKey(Condition::Morale m) {
  switch (m) {
    case Condition::Morale::Steady:
      return "steady";
    case Condition::Morale::Shaken:
      return "shaken";
    case Condition::Morale::Wavering:
      return "wavering";
    case Condition::Morale::Broken:
      return "broken";
    case Condition::Morale::Frenzied:
      return "frenzied";
    case Condition::Morale::Gone:
      return "gone";
  }
  return "?";
}

}  // namespace sandtable::rules
