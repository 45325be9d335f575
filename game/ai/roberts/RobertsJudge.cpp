#include "RobertsJudge.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "ai/Weights.h"
#include "rules/roberts/Casualties.h"
#include "rules/roberts/CombatOdds.h"
#include "rules/roberts/CombatPhase.h"
#include "rules/roberts/FirePhase.h"
#include "rules/roberts/Combatants.h"
#include "rules/roberts/Melee.h"
#include "rules/roberts/MissileFire.h"
#include "rules/roberts/RobertsGame.h"
#include "rules/roberts/Skirmishers.h"

namespace sandtable::ai::roberts {

using namespace sandtable::rules;
// Robert's Rules has an ActionKind of its own (the text's Actions): rules::ActionKind is meant.
using rules::ActionKind;
using rules::roberts::Fighter;
using rules::roberts::fighterOfStand;
using rules::roberts::hitsOf;
using rules::roberts::kGeneralsFreeAction;
using rules::roberts::kPursueIfPushed;
using rules::roberts::meleeModifiers;
using rules::roberts::MeleeOdds;
using rules::roberts::MeleePair;
using rules::roberts::MeleeSituation;
using rules::roberts::pairsBetween;
using rules::roberts::RobertsGame;
using rules::roberts::Setup;
using rules::roberts::simultaneousOdds;
using rules::roberts::Table;
using rules::roberts::Tables;
using rules::roberts::UnitSetup;
using rules::roberts::UnitState;
using rules::roberts::Victory;

JudgeWeights JudgeWeights::from(const Weights& w) {
  JudgeWeights j;
  j.decisiveLeader = w.get("judge.decisive_leader");
  j.endPhase = w.get("judge.end_phase");
  j.chargeBase = w.get("judge.charge_base");
  j.hitValue = w.get("judge.hit_value");
  j.pushValue = w.get("judge.push_value");
  j.fireBase = w.get("judge.fire_base");
  j.disruptValue = w.get("judge.disrupt_value");
  j.counterchargeBase = w.get("judge.countercharge_base");
  j.setValue = w.get("judge.set_value");
  j.pursueValue = w.get("judge.pursue_value");
  j.advancePerInch = w.get("judge.advance_per_inch");
  j.holderAdvance = w.get("judge.holder_advance");
  j.retreatPerInch = w.get("judge.retreat_per_inch");
  j.turnValue = w.get("judge.turn_value");
  j.stopNearEnemy = w.get("judge.stop_near_enemy");
  j.formationChange = w.get("judge.formation_change");
  j.reform = w.get("judge.reform");
  j.freeAction = w.get("judge.free_action");
  j.captainCommand = w.get("judge.captain_command");
  j.breakWeight = w.get("position.break_weight");
  j.hitWear = w.get("position.hit_wear");
  j.clockWeight = w.get("position.clock_weight");
  return j;
}

namespace {

int sumOf(const std::vector<Modifier>& ms) {
  return std::accumulate(ms.begin(), ms.end(), 0,
                         [](int s, const Modifier& m) { return s + m.value; });
}

// The chance that a hit landing on `u` loses its side the battle: a leader attached to it whose
// loss breaks his army (the scenario's decisive leaders: Harold, William) fails the Break Check
// every hit on his unit brings. 0 for a unit without one.
double decisiveStake(const RobertsGame& g, const UnitState& u) {
  const Table& t = g.table();
  const std::vector<std::string>& decisive = t.setup().deployment.victory.decisiveLeaders;
  if (decisive.empty()) return 0;
  for (int l : u.leaders) {
    const auto i = static_cast<std::size_t>(l);
    if (t.leaders()[i].removed) continue;
    if (std::find(decisive.begin(), decisive.end(), t.setup().leaders[i].listedAs) !=
        decisive.end())
      return 1.0 - rules::roberts::moraleChance(t.tables(), 0);  // unmodified (Morale.h)
  }
  return 0;
}

// The value to the first fighter of a simultaneous combat between two stands: hits and Push
// Backs each way by their exact chances, and a decisive leader's risk on either side.
double exchange(const RobertsGame& g, const UnitState& a, int sa, const MeleeSituation& ma,
                const UnitState& b, int sb, const MeleeSituation& mb, const JudgeWeights& w) {
  const Tables& t = g.table().tables();
  const Fighter fa = fighterOfStand(g.table(), a, sa);
  const Fighter fb = fighterOfStand(g.table(), b, sb);
  const MeleeOdds o = simultaneousOdds(t, sumOf(meleeModifiers(t, fa, fb, ma)),
                                       sumOf(meleeModifiers(t, fb, fa, mb)));
  const double pushedThem = o.first[0] + o.first[1] + o.first[2];
  const double pushedUs = o.second[0] + o.second[1] + o.second[2];
  const double dealt = o.first[1] + 2 * o.first[2];
  const double taken = o.second[1] + 2 * o.second[2];
  const double risk = (o.first[1] + o.first[2]) * decisiveStake(g, b) -
                      (o.second[1] + o.second[2]) * decisiveStake(g, a);
  return w.hitValue * (dealt - taken) + w.pushValue * (pushedThem - pushedUs) +
         w.decisiveLeader * risk;
}

// The chance that `firer`'s volley (its column `column`), if it is made, lands at least one hit
// on `target` as the units stand on `t`: every attack of the match's own plan, each by its
// exact chance (the ground's modifiers left out).
double volleyHitChance(const RobertsGame& g, const Table& t, UnitId firer, UnitId target,
                       int column) {
  const rules::roberts::FirePlan plan =
      rules::roberts::planFire(t, g.battle(), firer, target, column, g.halfTurnCount());
  if (!plan.verdict) return 0;
  double none = 1;
  for (const rules::roberts::FireAttack& f : plan.attacks) {
    const int modifier = sumOf(
        rules::roberts::missileModifiers(t.tables(), fighterOfStand(t, t.unit(firer), f.shooter),
                                         fighterOfStand(t, t.unit(target), f.target)));
    const double p = rules::roberts::missileOdds(t.tables(), modifier).disruptedAndHit;
    for (int i = 0; i < f.attacks; ++i) none *= 1 - p;
  }
  return 1 - none;
}

double volleyHitChance(const RobertsGame& g, const Action& a) {
  return volleyHitChance(g, g.table(), a.unit, a.target, rules::roberts::fireColumnOf(a));
}

// The chance that the enemy's volleys land a hit on unit `id` were it to stand as on `t`: each
// enemy unit that could fire at it there fires once with its whole front.
double volleyExposure(const RobertsGame& g, const Table& t, UnitId id) {
  double none = 1;
  for (const UnitState& o : t.units()) {
    if (!o.active() || t.sideOf(o.id) == t.sideOf(id)) continue;
    none *= 1 - volleyHitChance(g, t, o.id, id, rules::roberts::kWholeUnit);
  }
  return 1 - none;
}

const UnitState* nearestEnemy(const Table& t, Point from, Side side, Length* gapOut) {
  const UnitState* best = nullptr;
  Length bestD = 0;
  for (const UnitState& o : t.units()) {
    if (!o.active() || t.sideOf(o.id) == side) continue;
    const Length d = distance(from, t.block(o).centre);
    if (!best || d < bestD) {
      best = &o;
      bestD = d;
    }
  }
  if (gapOut) *gapOut = bestD;
  return best;
}

// How far `facing` at `from` turns away from `to`, 0 (square on) to a half turn.
Angle offFront(Point from, Angle facing, Point to) {
  return static_cast<Angle>(std::abs(angleDifference(facing, bearing(from, to))));
}

bool holdsTheField(const RobertsGame& g, Side side) {
  return g.table().setup().deployment.victory.holdsAtTurnLimit == side;
}

double moveScore(const RobertsGame& g, const Action& a, const JudgeWeights& w) {
  const Table& t = g.table();
  const UnitState& u = t.unit(a.unit);
  const Side side = t.sideOf(u.id);
  const Rect now = t.block(u);
  Length before = 0;
  const UnitState* enemy = nearestEnemy(t, now.centre, side, &before);
  if (!enemy || !a.point) return w.endPhase;
  // The block keeps its shape: its centre moves as its front does.
  const Point shift = *a.point - u.pose.front;
  const Point centreAfter = now.centre + shift;
  const Length after = distance(centreAfter, t.block(*enemy).centre);
  const double inches = t.inchesOf(before - after);
  double s = inches >= 0 ? inches * w.advancePerInch : -inches * w.retreatPerInch;
  if (inches > 0 && holdsTheField(g, side)) s *= w.holderAdvance;
  // A decisive leader's unit weighs the enemy's bows: every hit on it risks the battle.
  if (const double stake = decisiveStake(g, u); stake > 0) {
    Table moved = t;
    moved.unit(u.id).pose.front = *a.point;
    if (a.facing) moved.unit(u.id).pose.facing = *a.facing;
    s -= w.decisiveLeader * stake * (volleyExposure(g, moved, u.id) - volleyExposure(g, t, u.id));
  }
  return s;
}

double turnScore(const RobertsGame& g, const Action& a, const JudgeWeights& w) {
  const Table& t = g.table();
  const UnitState& u = t.unit(a.unit);
  const Rect now = t.block(u);
  const UnitState* enemy = nearestEnemy(t, now.centre, t.sideOf(u.id), nullptr);
  if (!enemy || !a.facing) return w.endPhase - 1;
  const Point e = t.block(*enemy).centre;
  const double gained = static_cast<double>(offFront(now.centre, u.pose.facing, e) -
                                            offFront(now.centre, *a.facing, e)) /
                        static_cast<double>(kQuarterTurn);
  // Squaring up by a few degrees is not worth an Action; facing an enemy on the flank is.
  return gained > 0.25 ? gained * w.turnValue : w.endPhase - 1;
}

double chargeScore(const RobertsGame& g, const Action& a, const JudgeWeights& w, double base) {
  const Table& t = g.table();
  if (a.target < 0) return base;
  // A charge that friends beside it or the ground would stop short is an Action thrown away.
  if (a.kind == ActionKind::Charge && !g.chargeWouldReach(a.unit, a.target)) return w.endPhase - 1;
  MeleeSituation mine;
  mine.charging = true;
  return base + exchange(g, t.unit(a.unit), 0, mine, t.unit(a.target), 0, MeleeSituation{}, w);
}

// A hidden skirmisher's Countercharge, by which it emerges to screen its host
// (HiddenSkirmishers.cpp): worth the combat it denies the charger when the screen's penalty
// turns the charge short, less the stand itself should its Withdrawal fail as the charge runs
// into it. A screen that stops nothing only shows the enemy it is there.
double emergeScore(const RobertsGame& g, const Action& a, const JudgeWeights& w) {
  const Table& t = g.table();
  const UnitState& s = t.unit(a.unit);
  if (a.target < 0 || !g.chargeWouldReach(a.target, s.host) ||
      g.chargeWouldReach(a.target, s.host, 1))
    return w.endPhase - 1;
  MeleeSituation charging;
  charging.charging = true;
  const double denied =
      exchange(g, t.unit(a.target), 0, charging, t.unit(s.host), 0, MeleeSituation{}, w);
  // The skirmisher's points in hits of its host, as victory points count them.
  const UnitSetup& host = t.setupOf(s.host);
  const double pointsPerHit =
      static_cast<double>(host.standHundredths) / std::max(1, hitsOf(t.tables(), 1));
  const double stand = static_cast<double>(t.setupOf(s.id).unitCost) * 100.0 / pointsPerHit;
  const double lost =
      (1.0 - g.withdrawalChance(s.id, rules::roberts::Phase::Charge)) * w.hitValue * stand;
  return w.endPhase + denied - lost;
}

// A Set against a charge. A defender's (Reaction Phase) takes the charger's bonus. An
// attacker's in the Assault Phase forfeits its own charge (000 Charging): worth it only against
// an enemy charging it, and only by what the Set is worth over the charge given up.
double setScore(const RobertsGame& g, const Action& a, const JudgeWeights& w) {
  const auto& b = g.battle();
  const UnitId own = b.chargeAt[static_cast<std::size_t>(a.unit)];
  if (own == kNoUnit || b.countercharging[static_cast<std::size_t>(a.unit)]) return w.setValue;
  const bool chargedBy =
      std::find(b.chargeAt.begin(), b.chargeAt.end(), a.unit) != b.chargeAt.end();
  if (!chargedBy) return w.endPhase - 1;
  const double charge = chargeScore(g, Action{ActionKind::Charge, a.unit, own}, w, w.chargeBase);
  return w.setValue - std::max(0.0, charge - w.endPhase);
}

double meleeScore(const RobertsGame& g, const Action& a, const JudgeWeights& w) {
  const Table& t = g.table();
  const std::vector<MeleePair> pairs = pairsBetween(t, a.unit, a.target);
  const auto index = static_cast<std::size_t>(a.option % kPursueIfPushed);
  if (index >= pairs.size()) return w.endPhase;
  const double x = exchange(g, t.unit(a.unit), pairs[index].a, MeleeSituation{}, t.unit(a.target),
                            pairs[index].b, MeleeSituation{}, w);
  // Following a beaten column pays when the combat favours us, and risks it when it does not.
  const bool pursue = a.option >= kPursueIfPushed;
  return x + (pursue ? (x > 0 ? w.pursueValue : -w.pursueValue) : 0);
}

double fireScore(const RobertsGame& g, const Action& a, const JudgeWeights& w) {
  const Table& t = g.table();
  if (a.target < 0) return w.fireBase;
  // A volley's worth grows with how near and how crowded the target is: closer, more of the
  // firers reach it; a unit already Demoralized is nearer its break.
  const UnitState& target = t.unit(a.target);
  double s = w.fireBase + w.disruptValue * std::min(target.stands, 4) / 4.0;
  if (target.demoralized) s += w.hitValue;
  // A volley at a decisive leader's unit may end the battle.
  if (const double stake = decisiveStake(g, target); stake > 0)
    s += w.decisiveLeader * stake * volleyHitChance(g, a);
  return s;
}

// A free Captain's ride: the Formed units of his side it brings into the General's command
// (each one more that may have his free Action), less those it leaves; a ride that changes
// nothing is not worth taking.
double rideScore(const RobertsGame& g, const Action& a, const JudgeWeights& w) {
  if (!a.point || !g.isFreeCaptain(a.option)) return w.endPhase - 1;
  const Side side = g.table().setup().leaders[static_cast<std::size_t>(a.option)].side;
  const RobertsGame::CaptainAt moved{a.option, *a.point};
  const int gained = g.unitsInCommand(side, &moved) - g.unitsInCommand(side);
  return gained > 0 ? gained * w.captainCommand : w.endPhase - 1;
}

// The Reacting Player's decision to Pursue: worth the hits the Pursuit Attack is expected to
// score (Game::odds, exact), taken only when the advance can reach; staying keeps the line.
double followUpScore(const RobertsGame& g, const Action& a, const JudgeWeights& w) {
  if (a.option != 1) return w.endPhase;
  const std::optional<ActionOdds> o = g.odds(a);
  if (!o || o->lossesDealt <= 0) return w.endPhase - 1;
  return w.endPhase + w.pursueValue + w.hitValue * o->lossesDealt;
}

}  // namespace

namespace {

// The Actions a player takes only by choice: never owed, as a melee is, an Eager unit's
// Countercharge or an Impetuous unit's Pursuit.
bool takenOnlyByChoice(ActionKind k) {
  switch (k) {
    case ActionKind::Move:
    case ActionKind::Wheel:
    case ActionKind::Halt:
    case ActionKind::ChangeFormation:
    case ActionKind::MoveLeader:
    case ActionKind::Shoot:
    case ActionKind::HoldGround:
    case ActionKind::Charge:
      return true;
    default:
      return false;
  }
}

// Below ending the phase, far enough that no owed action is ever scored beneath it.
constexpr double kBelowTheBar = 1000;

double judged(const RobertsGame& g, const Action& a, const JudgeWeights& w);

}  // namespace

// An Action by choice that the judge thinks worse than ending the phase is not taken; when
// the phase cannot end (a melee is owed, an Eager unit must try its Countercharge) it must not
// be taken instead, to put off a combat the judge dislikes (a unit of a Breakthrough changing
// formation back and forth until a roll fails, rather than fight).
double scoreAction(const RobertsGame& g, const Action& a, const JudgeWeights& w) {
  const double s = judged(g, a, w);
  return takenOnlyByChoice(a.kind) && s < w.endPhase ? s - kBelowTheBar : s;
}

namespace {

double judged(const RobertsGame& g, const Action& a, const JudgeWeights& w) {
  double s = w.endPhase;
  switch (a.kind) {
    case ActionKind::EndTurn:
      return w.endPhase;
    case ActionKind::Charge:
      s = chargeScore(g, a, w, w.chargeBase);
      break;
    case ActionKind::CounterCharge:
      if (g.table().unit(a.unit).hidden()) return emergeScore(g, a, w);
      s = chargeScore(g, a, w, w.counterchargeBase);
      break;
    case ActionKind::HoldGround:
      s = setScore(g, a, w);
      break;
    case ActionKind::ResolveMelee:
      return meleeScore(g, a, w);
    case ActionKind::Shoot:
      s = fireScore(g, a, w);
      // A fire group adds its partners' MAVs to one attack; one column's own volley is weighed
      // below the whole unit's.
      if (a.option % kGeneralsFreeAction == rules::roberts::kFireGroupOption)
        s += w.disruptValue / 4;
      else if (a.option % kGeneralsFreeAction > 0)
        s -= w.disruptValue / 4;
      break;
    case ActionKind::Move:
      // A column stepping into its place in its unit's line: as much as the unit's re-forming.
      s = a.option % kGeneralsFreeAction >= rules::roberts::kRejoinOption ? w.reform
                                                                          : moveScore(g, a, w);
      break;
    case ActionKind::Wheel:
      s = turnScore(g, a, w);
      break;
    case ActionKind::Halt: {
      const Table& t = g.table();
      const UnitState& u = t.unit(a.unit);
      Length d = 0;
      nearestEnemy(t, t.block(u).centre, t.sideOf(u.id), &d);
      s = t.inchesOf(d) < 12 ? w.stopNearEnemy : w.endPhase - 1;
      break;
    }
    case ActionKind::ChangeFormation: {
      const UnitState& u = g.table().unit(a.unit);
      s = u.columnShift.empty() ? w.formationChange : w.reform;
      break;
    }
    case ActionKind::MoveLeader:
      return rideScore(g, a, w);
    case ActionKind::FollowUp:
      return followUpScore(g, a, w);
    default:
      break;
  }
  if (a.option >= kGeneralsFreeAction && a.kind != ActionKind::ResolveMelee) s += w.freeAction;
  return s;
}

}  // namespace

double positionPoints(const RobertsGame& g, Side side, const JudgeWeights& w) {
  const Table& t = g.table();
  const Setup& setup = t.setup();
  const Victory& v = setup.deployment.victory;
  double p = 0;
  for (Side s : {Side::One, Side::Two}) {
    const double sign = s == side ? -1.0 : 1.0;  // losses of `side` count against it
    const double army =
        static_cast<double>(setup.armyHundredths[static_cast<std::size_t>(sideIndex(s))]);
    const double breakAt = std::max(1.0, army * v.armyBreaksAtPercent / 100.0);
    const double lost = static_cast<double>(g.victoryHundredths(opponent(s))) / breakAt;
    p += sign * w.breakWeight * lost;
    // Hits not yet costing stands wear a unit down toward its next stand and its Demoralization.
    double wear = 0;
    for (const UnitState& u : t.units()) {
      if (!u.active() || t.sideOf(u.id) != s) continue;
      const UnitSetup& us = t.setupOf(u.id);
      const int most = std::max(1, hitsOf(t.tables(), us.startStands));
      wear += static_cast<double>(us.unitCost) * 100.0 / breakAt * u.hits / most;
    }
    p += sign * w.hitWear * wear;
  }
  // The side that holds the field at the turn limit wins by lasting: each half-turn gone is
  // worth something to it.
  if (v.holdsAtTurnLimit != Side::None && v.turnLimit > 0) {
    const double gone = std::min(1.0, g.halfTurnCount() / (2.0 * v.turnLimit));
    p += (v.holdsAtTurnLimit == side ? 1.0 : -1.0) * w.clockWeight * gone;
  }
  return p;
}

}  // namespace sandtable::ai::roberts
