// 000 Casualties and Morale: a unit's losses as hits land. Until half its Hits are lost it only
// counts them; that hit Demoralizes it (never a Fanatic unit); each further hit removes a
// stand. A unit that fails a Break Check forced by a nearby rout takes a hit per stand.
#pragma once

#include "Tables.h"

namespace sandtable::rules::roberts {

struct UnitLosses {
  int startingStands = 0;
  int stands = 0;
  int hitsTaken = 0;
};
UnitLosses freshLosses(int stands);

struct HitsLanded {
  int standsRemoved = 0;
  bool becameDemoralized = false;
  bool destroyed = false;  // no stands left
};
HitsLanded takeHits(const Tables& t, UnitLosses& u, const AttributeSet& attributes, int hits);

bool isDemoralized(const Tables& t, const UnitLosses& u, const AttributeSet& attributes);

// The hits of a failed Break Check forced by a nearby rout: one per stand in the unit.
int hitsForFailedBreakCheck(const Tables& t, const UnitLosses& u);

// A Break Check at the end of the Combat Phase: the unit lost stands and is still there
// ('If a unit is destroyed ... through normal combat, no Break Checks are required').
bool needsBreakCheck(int standsLostThisPhase, const UnitLosses& u);

}  // namespace sandtable::rules::roberts
