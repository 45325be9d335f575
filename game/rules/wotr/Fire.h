// Event II, fire (002): a unit's shooters roll 2d6 (artillery 1d6), modified by the Fire
// Modifiers; the score times the fraction of the firers' weapon against the target's
// protection, rounded down, is the casualties. The geometry (closest enemy, the 22.5-degree
// arc, the distance) comes from the table; here it is given.
#pragma once

#include <vector>

#include "Profile.h"
#include "core/Dice.h"
#include "core/Event.h"

namespace sandtable::rules::wotr {

struct FireSituation {
  int firerCasualties = 0;  // figures the firing unit has lost
  double distance = 0;      // inches from the firers to the target
  bool targetFourRanksDeep = false;
  bool targetAvoidedLastTurn = false;  // skirmishers that avoided an enemy last turn
  Cover cover = Cover::None;           // what the target stands behind
};

// Whether `firer` can shoot at `distance` (its weapon's range; no shooters, no fire).
// Whether a target `ranks` deep gives its shooters the +1 (002 Fire Modifiers: 'Target is 4 or
// more ranks deep').
inline bool fourOrMoreRanksDeep(int ranks) { return ranks >= 4; }
bool inRange(const Profile& firer, double distance);

std::vector<Modifier> fireModifiers(const Tables& t, const Profile& firer, const Profile& target,
                                    const FireSituation& s);

struct FireResult {
  RollRecord roll;
  Fraction fraction;
  int casualties = 0;
};

// The firer must have shooters (profile.shootingWeapon).
FireResult resolveFire(const Tables& t, const Profile& firer, const Profile& target,
                       const FireSituation& s, Dice& dice);

}  // namespace sandtable::rules::wotr
