// What a charge is likely to bring, for the player declaring it (or answering one with a
// Countercharge) and for a study of the battle after: whether it would reach as the table
// stands, then the first clash of the charger's leading stand with the stand it makes for. A
// clash face to face is simultaneous (000 Melee Combat: only the higher roll counts); into a
// flank or the rear only the charger's attack is reckoned, since the stand struck there answers,
// if at all, only after it. The charge's own bonuses count (Shock, Impetuous, Set against it);
// a Set or a Countercharge still to come, and the columns beside, are not foreseen.
#include <array>

#include "ActionRoll.h"
#include "ChargeGeometry.h"
#include "CombatOdds.h"
#include "Combatants.h"
#include "Melee.h"
#include "RobertsGame.h"
#include "core/Wording.h"

namespace sandtable::rules::roberts {

namespace {

// The stand of `stands` (rank 0 only when `front`) whose footprint lies nearest `to`.
int nearestStand(const std::vector<TableStand>& stands, Point to, bool front) {
  int best = -1;
  Length bestD = 0;
  for (std::size_t i = 0; i < stands.size(); ++i) {
    if (front && stands[i].rank != 0) continue;
    const Length d = distance(stands[i].footprint.centre, to);
    if (best < 0 || d < bestD) {
      best = static_cast<int>(i);
      bestD = d;
    }
  }
  return best;
}

}  // namespace

std::optional<ActionOdds> RobertsGame::chargeOdds(UnitId charger, UnitId target, bool countercharge,
                                                  std::optional<ActionOdds> roll) const {
  const UnitState& c = mTable.unit(charger);
  const UnitState& e = mTable.unit(target);
  if (!c.active() || !e.active()) return roll;
  ActionOdds out = roll.value_or(ActionOdds{1.0, 0, 0, 0, 0, {}});
  const double goes = out.success;  // the charge is made: certain, or its roll passed
  // A countercharge meets its charger halfway; a charge goes its base depth, less what the
  // skirmishers in its way cost, and may stop short.
  if (!countercharge && !chargeWouldReach(charger, target)) {
    out.success = 0;
    out.outcomes.push_back({"the charge would stop short of " + mTable.setupOf(target).name, goes});
    return out;
  }
  const TableUnit cu = tableUnitOf(mTable, c);
  const TableUnit eu = tableUnitOf(mTable, e);
  const std::vector<TableStand> mine = standsOf(cu);
  const std::vector<TableStand> theirs = standsOf(eu);
  // The stand it makes for: the one its declaration names, else the nearest to its front.
  const ChargeDeclaration d = mayDeclareCharge(cu, eu, mTable.tables().charging);
  const int ts = d.stand >= 0 ? d.stand : nearestStand(theirs, c.pose.front, false);
  if (ts < 0) return roll;
  const Rect& struck = theirs[static_cast<std::size_t>(ts)].footprint;
  const int cs = nearestStand(mine, struck.centre, true);
  if (cs < 0) return roll;
  const Tables& t = mTable.tables();
  MeleeSituation mineS = groundAndSupport(charger, cs, target, ts);
  mineS.charging = true;
  // The target of a countercharge is a charger too, and both strike with the charge's bonuses;
  // the target of a charge stands, Set against it or not.
  MeleeSituation theirsS = groundAndSupport(target, ts, charger, cs);
  theirsS.charging = countercharge;
  theirsS.afterFirstContact = !countercharge;
  theirsS.setAgainstCharge = !countercharge && mBattle.set[static_cast<std::size_t>(target)];
  const Fighter fc = fighterOfStand(mTable, c, cs);
  const Fighter fe = fighterOfStand(mTable, e, ts);
  const int toCharger = totalOf(meleeModifiers(t, fc, fe, mineS));
  const bool faceToFace =
      zoneOf(struck, mine[static_cast<std::size_t>(cs)].footprint.centre) == Zone::Front;
  const MeleeOdds o =
      faceToFace ? simultaneousOdds(t, toCharger, totalOf(meleeModifiers(t, fe, fc, theirsS)))
                 : singleAttackOdds(t, toCharger);
  const std::string who = mTable.setupOf(charger).name;
  const std::string whom = mTable.setupOf(target).name;
  out.lossesDealt = goes * (o.first[1] + 2 * o.first[2]);
  out.lossesTaken = goes * (o.second[1] + 2 * o.second[2]);
  // Who pushes whom back in the first clash, and with how many hits.
  const auto pushes = [&](const std::string& a, const std::string& b,
                          const std::array<double, 3>& p) {
    const std::string words = subjectVerb(a, "pushes") + " " + b + " back";
    out.outcomes.push_back(
        {"in the first clash" + std::string(faceToFace ? "" : ", in flank or rear") + ", " + words,
         goes * (p[0] + p[1] + p[2])});
    for (std::size_t h = 1; h < p.size(); ++h)
      out.outcomes.push_back(
          {words + " with " + std::to_string(h) + (h == 1 ? " hit" : " hits"), goes * p[h]});
  };
  pushes(who, whom, o.first);
  if (faceToFace) pushes(whom, who, o.second);
  out.outcomes.push_back({"neither is pushed back", goes * o.none});
  return out;
}

}  // namespace sandtable::rules::roberts
