// The movement rate by arm, protection and kind.
#include "Movement.h"

namespace sandtable::rules::wotr {

double movementRate(const Tables& t, const Profile& p, bool limbered) {
  const MovementRates& m = t.movement;
  if (p.artillery()) return limbered ? m.limberedArtillery : m.unlimberedArtillery;
  if (p.cavalry()) {
    if (p.protection == Protection::None) return m.leadersMessengersUnarmouredCavalry;
    if (p.protection == Protection::Full) return m.fullyArmouredCavalry;
    return m.otherCavalry;
  }
  if (p.kind == Kind::Knight && p.protection == Protection::Full)
    return m.fullyArmouredDismountedKnights;
  return m.infantry;
}

}  // namespace sandtable::rules::wotr
