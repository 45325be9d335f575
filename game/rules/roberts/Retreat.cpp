// Retreats read roberts.yaml's `melee` (retreat_base_depths, failed_fall_back_fraction,
// cannot_retreat_types).
#include "Retreat.h"

namespace sandtable::rules::roberts {

bool isVulnerable(const Fighter& f, bool charged) {
  return f.has(Attribute::Vulnerable) ||
         (charged && (f.has(Attribute::Shock) || f.has(Attribute::Impetuous)));
}

RetreatNeed retreatNeedOf(const Tables& t, const Fighter& f, bool flankOrRear, bool charged) {
  if (flankOrRear) return {false, false, "a stand attacked in the flank or rear cannot retreat"};
  if (t.combat.melee.cannotRetreat.test(static_cast<std::size_t>(f.actor.type)))
    return {false, false, t.troop(f.actor.type).name + " cannot retreat"};
  if (isVulnerable(f, charged))
    return {true, true, "a Vulnerable stand rolls to Fall Back its full base depth"};
  return {};
}

double retreatDepths(const Tables& t, const RetreatNeed& need,
                     std::optional<bool> fallBackSucceeded) {
  const MeleeRule& r = t.combat.melee;
  if (!need.canRetreat) return 0;
  if (need.mustRollFallBack && !fallBackSucceeded.value_or(false))
    return r.retreatBaseDepths * r.failedFallBackFraction;
  return r.retreatBaseDepths;
}

}  // namespace sandtable::rules::roberts
