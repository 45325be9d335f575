// A stand's combat values, AV-DV (MAV) (000 The Stands): from its figures, modified by its
// weapons and armour.
#pragma once

#include <string>

#include "Army.h"
#include "Tables.h"

namespace sandtable::rules::roberts {

struct Profile {
  int figures = 0;
  int av = 0;
  int dv = 0;
  int mav = 0;  // 0: no missile weapon
  // "5-4", or "3-2 (3)" with a missile weapon: the text's format.
  std::string text() const;
};

// The stand's values at the army's scale. The line's weapon, missile and armour ids must be in
// the tables (checkArmy reports them otherwise; here an unknown one adds nothing).
Profile profileOf(const Tables& t, Scale scale, const UnitLine& u);

}  // namespace sandtable::rules::roberts
