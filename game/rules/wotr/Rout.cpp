// Routers, rallies and the leader's risk.
#include "Rout.h"

#include "Roll.h"

namespace sandtable::rules::wotr {

int routerHits(const Tables& t, const Profile& p, bool attackedOrPursued) {
  const RoutRules& r = t.routs;
  if (attackedOrPursued) return p.cavalry() ? r.attackedCavalryHits : r.attackedHits;
  return p.cavalry() ? r.cavalryHits : r.hits;
}

bool leavesField(const Tables& t, int initialFigures, int lost) {
  return initialFigures > 0 && lost * 100 >= initialFigures * t.routs.leaveFieldPercent;
}

RallyResult rallyByLeader() { return {std::nullopt, RallyOutcome::Rallied}; }

RallyResult rallyWithoutLeader(const Tables& t, const Profile& p, bool optionalModifiers,
                               Dice& dice) {
  RallyResult r;
  const int needs = t.kind(p.kind).rallyNeeds;
  if (needs <= 0) return r;  // "Levy unit cannot be rallied without a leader"
  std::vector<Modifier> mods;
  if (optionalModifiers)
    add(mods, t.moraleClass(p.morale).name, t.moraleClass(p.morale).rallyModifier);
  RollRecord roll = rollWith(dice, 1, t.routs.rallyDie, "002 Event VI", "rally", std::move(mods));
  roll.test = "needs " + std::to_string(needs) + "+";
  r.outcome = roll.total >= needs ? RallyOutcome::Rallied : RallyOutcome::Removed;
  roll.outcome = r.outcome == RallyOutcome::Rallied ? "rallied" : "removed from the game";
  r.roll = std::move(roll);
  return r;
}

bool leaderAtRisk(const Tables& t, int meleeCasualties) {
  return meleeCasualties >= t.leaders.riskCasualties;
}

LeaderRiskResult rollLeaderRisk(const Tables& t, Dice& dice) {
  LeaderRiskResult r;
  r.roll = rollWith(dice, 1, t.leaders.riskDie, "002 Melee Results", "risk to the leader", {});
  const int face = r.roll.total;
  r.fate = face >= t.leaders.killedOn          ? LeaderFate::Killed
           : face >= t.leaders.incapacitatedOn ? LeaderFate::Incapacitated
                                               : LeaderFate::Unharmed;
  r.roll.outcome = r.fate == LeaderFate::Killed          ? "killed"
                   : r.fate == LeaderFate::Incapacitated ? "incapacitated for a move"
                                                         : "unharmed";
  return r;
}

}  // namespace sandtable::rules::wotr
