#include "WarlordsDefences.h"

#include "WarlordsOdds.h"
#include "rules/warlords/BlockMath.h"

namespace sandtable::ai::warlords {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

DefencesOnCharge defencesOnCharge(const WarlordsGame& g, const UnitState& charger, Point from, Point contact) {
  DefencesOnCharge out;
  const auto& defences = g.setup().defences;
  if (defences.empty()) return out;
  for (const WarlordsGame::DefenceHit& h : g.defencesCrossed(from, contact)) {
    if (distance(h.where, contact) <= blockmath::kTolerance) continue;  // contact at the line itself
    const FieldDefence& d = defences[static_cast<std::size_t>(h.index)];
    switch (d.kind) {
      case DefenceKind::Berm: out.stopped = true; break;
      case DefenceKind::Tabor:
        if (!(h.throughPort && charger.formation == FormationKind::MarchColumn)) out.stopped = true;
        break;
      case DefenceKind::Stakes:
        if (h.fromSpecialSide) out.stakes = true;
        break;
      case DefenceKind::Obstacle: out.spansLost = g.tables().movement.obstaclePenalty; break;
    }
  }
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
