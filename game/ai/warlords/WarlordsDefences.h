// What the field defences of 3.3.3 do to a charge, as the Warlords AI foresees it: a berm
// or a tabor in the way stops it, stakes crossed from their sharp side make the charger pass
// a second activation and take their attack as a rank of Pike, and an obstacle costs it
// ground. Pavises have no effect on a charge (only on missiles, 3.3.3.4).
#pragma once

#include "rules/warlords/WarlordsGame.h"

namespace sandtable::ai::warlords {

struct DefencesOnCharge {
  bool stopped = false;          // a berm (3.3.3.2) or a tabor (3.3.3.1) in the way
  bool stakes = false;           // through the sharp side of stakes (3.3.3.3)
  double stakesCasualties = 0;   // the casualties the stakes' attack is expected to inflict
  int spansLost = 0;             // a linear obstacle to climb (3.3.3.5; the movement table's penalty)
};

// The defences crossed by a charge of `charger` whose front goes from `from` to `contact`
// (as WarlordsGame::planCharge finds them: a line touched only at the point of contact is
// not crossed).
DefencesOnCharge defencesOnCharge(const rules::warlords::WarlordsGame& g, const rules::warlords::UnitState& charger,
                                  rules::Point from, rules::Point contact);

}  // namespace sandtable::ai::warlords
