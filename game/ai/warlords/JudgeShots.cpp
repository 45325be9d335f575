// The judge's valuing of shots: quick ones from the mean hits, exact ones from the rules'
// odds, and the red dice they roll for a decisive personality.
#include "JudgeCommon.h"

namespace sandtable::ai::warlords {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using namespace judge;

double Judge::shotWorth(const UnitState& t, double casualties, double hits, double pHalt) const {
  return casualties * casualtyCost(t) + wt.shotHit * hits +
         pHalt * (t.charging || t.motion == Motion::Moving ? wt.haltMoving : wt.haltStanding);
}

double Judge::shotValue(const UnitState& s, const UnitState& t, ShotStyle style) const {
  const double hits = g.expectedHits(s, t, style);
  const double perStand = std::max(1, g.combatWidth(t));
  const double casualties = std::floor(hits / perStand + 0.25);
  return shotWorth(t, casualties, hits, hits > g.combatWidth(t) ? 1.0 : 0.0);
}

double Judge::exactShotValue(const UnitState& s, const UnitState& t, ShotStyle style) const {
  const rules::warlords::ShotOdds so = g.shotOdds(s, t, style);
  return shotWorth(t, so.expectedCasualties, so.expectedHits, so.pHalt);
}

double Judge::leaderShotRisk(const UnitState& e, const UnitState& u, ShotStyle style) {
  // The odds are those of the shot at the unit as it stands (its cover included), whatever
  // place a candidate move would take it to: worked out once a decision for the game's units.
  auto risk = [&] { return leaderLossRisk(g.shotOdds(e, u, style).pPersonalityDice, wt); };
  if (&u != &g.unit(u.id) || &e != &g.unit(e.id)) return risk();
  const auto key = std::make_tuple(e.id, u.id, static_cast<int>(style));
  auto it = mLeaderShotRisk.find(key);
  if (it == mLeaderShotRisk.end()) it = mLeaderShotRisk.emplace(key, risk()).first;
  return it->second;
}

}  // namespace sandtable::ai::warlords
