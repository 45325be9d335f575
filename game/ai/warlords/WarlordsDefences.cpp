#include "WarlordsDefences.h"

#include "rules/warlords/Odds.h"

namespace sandtable::ai::warlords {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

DefencesOnCharge defencesOnCharge(const WarlordsGame& g, const UnitState& charger, Point from, Point contact) {
  DefencesOnCharge out;
  if (g.setup().defences.empty()) return out;
  const WarlordsGame::DefencesOnPath crossed = g.defencesOnPath(charger, from, contact);
  out.stopped = crossed.stoppedByBerm || crossed.blockedByTabor;
  out.stakes = crossed.crossesStakes;
  if (crossed.crossesObstacle) out.spansLost = g.tables().movement.obstaclePenalty;
  if (out.stakes) {
    // 3.3.3.3: a single rank of Pike (2d6 and a die for the rank, the two highest, +2 for
    // Pike fighting a unit in front) with the charger's own armour, one casualty per multiple
    // of its width: ChargeMove's stakesAttack, as a forecast.
    const MeleeTable& m = g.tables().melee;
    const int dice = m.dice + m.perRankDice * g.tables().fieldDefences.stakesPikeRanks;
    const int mod = m.pikeFront + g.profile(charger).armourRating();
    out.stakesCasualties = forecastMelee(dice, mod, 1, m.dice, 0, g.combatWidth(charger), m).casDealt;
  }
  return out;
}

}  // namespace sandtable::ai::warlords
