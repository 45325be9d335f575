// The outline's two roundings of casualties (002 Fires/melee casualties): shooting rounds
// down; melee rounds to the nearest, a half down ("1,50 is 1 and 1,51 is 2").
#pragma once

#include "Tables.h"

namespace sandtable::rules::wotr {

// score x fraction, rounded down; a score below 0 inflicts nothing.
int roundedDown(int score, const Fraction& f);
// score x fraction to the nearest whole number, an exact half down.
int roundedHalfDown(int score, const Fraction& f);

}  // namespace sandtable::rules::wotr
