// Losses read roberts.yaml's `casualties` and `morale`; the thresholds are Casualties.h's.
#include "Losses.h"

#include "Casualties.h"

namespace sandtable::rules::roberts {

UnitLosses freshLosses(int stands) { return {stands, stands, 0}; }

namespace {

// The hits lost after which each hit removes a stand: half the Hits, for every unit; a
// Fanatic unit is never Demoralized but loses stands from the same point.
int standLossAfter(const Tables& t, const UnitLosses& u) {
  return demoralizedAfter(t, u.startingStands, {}).value_or(0);
}

}  // namespace

HitsLanded takeHits(const Tables& t, UnitLosses& u, const AttributeSet& attributes, int hits) {
  HitsLanded out;
  const bool wasDemoralized = isDemoralized(t, u, attributes);
  for (int i = 0; i < hits && u.stands > 0; ++i) {
    if (u.hitsTaken >= standLossAfter(t, u)) {
      --u.stands;
      ++out.standsRemoved;
    }
    ++u.hitsTaken;
  }
  out.becameDemoralized = !wasDemoralized && isDemoralized(t, u, attributes);
  out.destroyed = u.stands == 0;
  return out;
}

bool isDemoralized(const Tables& t, const UnitLosses& u, const AttributeSet& attributes) {
  const auto at = demoralizedAfter(t, u.startingStands, attributes);
  return at.has_value() && u.hitsTaken >= *at;
}

int hitsForFailedBreakCheck(const Tables& t, const UnitLosses& u) {
  return t.combat.morale.hitsPerStandOnFailure * u.stands;
}

bool needsBreakCheck(int standsLostThisPhase, const UnitLosses& u) {
  return standsLostThisPhase > 0 && u.stands > 0;
}

}  // namespace sandtable::rules::roberts
