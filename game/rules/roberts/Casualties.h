// 000 Casualties and Morale: a unit's Hits and when it becomes Demoralized.
#pragma once

#include <optional>

#include "Tables.h"

namespace sandtable::rules::roberts {

// "a number of Hits equal to twice the original number of stands in the unit".
int hitsOf(const Tables& t, int startingStands);
// The hits lost at which the unit becomes Demoralized ("When a unit has lost half of its
// Hits"); none for a unit whose attributes are never Demoralized (Fanatic).
std::optional<int> demoralizedAfter(const Tables& t, int startingStands,
                                    const AttributeSet& attributes);

}  // namespace sandtable::rules::roberts
