// Size limits in stands: the training level's total Size, times the scale's multiplier,
// divided by the stand's Size ("Dividing by 4, this means our unit must consist of 4-9
// stands"): the fewest whole stands that reach the minimum, the most that stay within the
// maximum.
#include "UnitSize.h"

#include <algorithm>

namespace sandtable::rules::roberts {

SizeRange sizeRange(const Tables& t, Scale scale, const UnitLine& u) {
  const TroopType& type = t.troop(u.type);
  SizeRange r;
  r.training = trainingOf(effectiveAttributes(t, u));
  r.standSize = std::max(1, type.size);
  const int times = t.scale(scale).unitSizeMultiplier;
  const SizeLimits& limits = t.limits(r.training);
  r.minimumApplies = type.minimumSizeApplies;
  r.minSize = r.minimumApplies ? limits.minSize * times : 0;
  r.maxSize = limits.maxSize * times;
  r.minStands = std::max(1, (r.minSize + r.standSize - 1) / r.standSize);
  r.maxStands = r.maxSize / r.standSize;
  return r;
}

}  // namespace sandtable::rules::roberts
