// 000 Forming Units: a Formed unit's size limits by its Training Level, in stands of its type,
// at the army's scale.
#pragma once

#include "Army.h"
#include "Tables.h"

namespace sandtable::rules::roberts {

struct SizeRange {
  Training training = Training::Regular;
  int standSize = 1;  // the type's Size Cost
  int minSize = 0;    // total Size at this scale (0: no minimum)
  int maxSize = 0;
  int minStands = 1;  // what those allow
  int maxStands = 0;
  bool minimumApplies = true;  // not for artillery or battle platforms
};

SizeRange sizeRange(const Tables& t, Scale scale, const UnitLine& u);

}  // namespace sandtable::rules::roberts
