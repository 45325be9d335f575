// Event III's numbers a unit carries (002): its movement rate. The table's movement itself
// (wheels, terrain, the command radius) is not built yet.
#pragma once

#include "Profile.h"

namespace sandtable::rules::wotr {

// Inches a move: unarmoured cavalry 12, fully armoured cavalry 8, other cavalry 10, infantry 8,
// fully armoured dismounted knights 6, artillery 8 limbered and 1 unlimbered.
double movementRate(const Tables& t, const Profile& p, bool limbered = true);

}  // namespace sandtable::rules::wotr
