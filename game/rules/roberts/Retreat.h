// 000 Melee Combat: how far a Pushed Back stand's column retreats. One base depth; none when
// attacked in the flank or rear or for types that cannot retreat; Vulnerable stands roll a Fall
// Back Action and go half as far on a failure. The table moves the column.
#pragma once

#include <optional>
#include <string>

#include "Fighter.h"

namespace sandtable::rules::roberts {

// Vulnerable: bought, or a Shock or Impetuous stand that charged this phase ('Impetuous troops
// become Vulnerable when charging'; the Shock cavalry 'is Vulnerable during a charge').
bool isVulnerable(const Fighter& f, bool charged);

struct RetreatNeed {
  bool canRetreat = true;
  bool mustRollFallBack = false;  // Vulnerable: a Fall Back Action Roll decides the distance
  std::string why;                // why it cannot retreat, or why it rolls
};
RetreatNeed retreatNeedOf(const Tables& t, const Fighter& f, bool flankOrRear, bool charged);

// The distance in base depths: full, half on a failed Fall Back, none when it cannot retreat.
double retreatDepths(const Tables& t, const RetreatNeed& need,
                     std::optional<bool> fallBackSucceeded = std::nullopt);

}  // namespace sandtable::rules::roberts
