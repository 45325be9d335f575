#include "WotrJudge.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>

#include "OrderPlan.h"
#include "ai/Weights.h"
#include "rules/wotr/Fire.h"
#include "rules/wotr/Melee.h"
#include "rules/wotr/Movement.h"
#include "rules/wotr/Rout.h"
#include "rules/wotr/WotrGame.h"

namespace sandtable::ai::wotr {

using namespace sandtable::rules;
using rules::wotr::Battle;
using rules::wotr::Mode;
using rules::wotr::Profile;
using rules::wotr::UnitState;
using rules::wotr::WotrGame;

JudgeWeights JudgeWeights::from(const Weights& w) {
  JudgeWeights j;
  j.endPhase = w.get("judge.end_phase");
  j.chargeBase = w.get("judge.charge_base");
  j.figureEdge = w.get("judge.figure_edge");
  j.chargeRouted = w.get("judge.charge_routed");
  j.shooterCharge = w.get("judge.shooter_charge");
  j.armyLeaderCharge = w.get("judge.army_leader_charge");
  j.armyLeaderTarget = w.get("judge.army_leader_target");
  j.advancePerInch = w.get("judge.advance_per_inch");
  j.retreatPerInch = w.get("judge.retreat_per_inch");
  j.intoReach = w.get("judge.into_reach");
  j.intoRange = w.get("judge.into_range");
  j.turnValue = w.get("judge.turn_value");
  j.orderWanted = w.get("judge.order_wanted");
  j.orderUnwanted = w.get("judge.order_unwanted");
  j.rallyRide = w.get("judge.rally_ride");
  j.squarePerQuarter = w.get("judge.square_per_quarter");
  j.reform = w.get("judge.reform");
  j.pikeRank = w.get("judge.pike_rank");
  j.deepUnderFire = w.get("judge.deep_under_fire");
  j.breakWeight = w.get("position.break_weight");
  j.clockWeight = w.get("position.clock_weight");
  return j;
}

namespace {

// Mostly shooters: its place is at range, not in the melee (002 Melee modifiers: shooters -1).
bool shooterUnit(const Profile& p) { return p.shootingWeapon && 2 * p.shooters >= p.figures; }

// Whether leader `i`'s loss breaks his army: the C-in-C (002: the army breaks when he is
// killed) or a leader the scenario names decisive, in any of his places in the list (a C-in-C
// who leads his own battle is listed twice).
bool armyLeader(const Battle& b, std::size_t i) {
  const std::vector<std::string>& decisive = b.setup().deployment.victory.decisiveLeaders;
  for (std::size_t j = 0; j < b.setup().leaders.size(); ++j) {
    const rules::wotr::LeaderSetup& l = b.setup().leaders[j];
    if (b.sameLeader(i, j) &&
        (l.wing == -1 || std::find(decisive.begin(), decisive.end(), l.listedAs) != decisive.end()))
      return true;
  }
  return false;
}

// Whether a leader whose death breaks his army is with unit `id`. Leaders ride in the open.
bool carriesArmyLeader(const Battle& b, UnitId id) {
  for (std::size_t i = 0; i < b.setup().leaders.size(); ++i) {
    const rules::wotr::LeaderState& now = b.leaders()[i];
    if (now.with == id && !now.killed && armyLeader(b, i)) return true;
  }
  return false;
}

// A leader's ride to a router rallies it in Event VI, but only after the router's hits there
// (002 Event VI: 2, 4 if attacked or pursued; cavalry half): the ride saves a unit that lives
// through them, and a router an enemy touches or pursues is counted as attacked. A leader
// leaves the battle with a unit that leaves the field, so one his army cannot spare (the
// C-in-C, whose messengers carry every change of orders, or a leader the scenario names
// decisive) rides only to a router no enemy touches or pursues.
double rallyRideScore(const WotrGame& g, const Action& a, const JudgeWeights& w) {
  const Battle& b = g.battle();
  if (b.unit(a.target).mode != Mode::Routed) return w.endPhase - 1;
  bool threatened = !b.enemiesInContact(a.target).empty();
  for (const UnitState& o : b.units())
    threatened = threatened || (o.active() && o.pursuing == a.target);
  const int hits = rules::wotr::routerHits(b.tables(), b.profileOf(a.target), threatened);
  if (b.figuresLeft(a.target) <= hits) return w.endPhase - 1;
  if (threatened && armyLeader(b, static_cast<std::size_t>(a.option))) return w.endPhase - 1;
  return w.rallyRide;
}

// How far a block at `at` stands from the nearest active enemy of `side` (gap between the
// blocks), in inches; for a shooter, only the part beyond its weapon's range counts.
double distanceToFight(const Battle& b, const Rect& at, Side side, const Profile& p) {
  double best = -1;
  for (const UnitState& o : b.units()) {
    if (!o.active() || b.sideOf(o.id) == side) continue;
    const double d = Battle::inchesOf(gap(at, b.block(o.id)));
    if (best < 0 || d < best) best = d;
  }
  if (best < 0) return 0;
  return shooterUnit(p) ? std::max(0.0, best - p.shootingWeapon->shooting.range) : best;
}

// Half the arc a unit of profile `p` fights in: a shooter's fire arc, any other's charge arc.
Angle frontArc(const Battle& b, const Profile& p) {
  return Battle::halfArc(shooterUnit(p) ? b.tables().fire.arcDegrees
                                        : b.tables().melee.chargeArcDegrees);
}

// Whether a unit of profile `p` standing at `at` has an enemy in good order it could charge
// next turn (in its 22.5-degree arc within a move) or, for a shooter, shoot in Event II (in its
// arc and range).
bool threatens(const Battle& b, const Rect& at, Side side, const Profile& p) {
  const bool shooter = shooterUnit(p);
  const Angle arc = frontArc(b, p);
  const double reach = rules::wotr::movementRate(b.tables(), p);
  for (const UnitState& o : b.units()) {
    if (!o.active() || b.sideOf(o.id) == side) continue;
    const Rect r = b.block(o.id);
    const double d = Battle::inchesOf(gap(at, r));
    const bool near = shooter ? rules::wotr::inRange(p, d) : d <= reach;
    if (near && b.inArcOf(at, r, arc)) return true;
  }
  return false;
}

// How far `facing` at `from` turns away from `to`, 0 (square on) to a half turn.
Angle offFront(Point from, Angle facing, Point to) {
  return static_cast<Angle>(std::abs(angleDifference(facing, bearing(from, to))));
}

// The centre of the nearest active enemy of `side` to a block at `at`; nullopt: none.
std::optional<Point> nearestEnemyCentre(const Battle& b, const Rect& at, Side side) {
  std::optional<Point> out;
  Length best = 0;
  for (const UnitState& o : b.units()) {
    if (!o.active() || b.sideOf(o.id) == side) continue;
    const Rect r = b.block(o.id);
    const Length d = gap(at, r);
    if (!out || d < best) out = r.centre, best = d;
  }
  return out;
}

// The centre of the enemy `unit` should square up to: the one it will fight soonest; nullopt:
// none. Facing another costs the whole move (002 Event III), so an enemy outside the unit's arc
// (the fire arc of a shooter, the charge arc of any other) stands a move farther off than its
// gap, unless it can charge the unit this turn (in its own charge arc and move): a block facing
// one enemy does not swing round to another barely nearer, and back again the next turn when
// the first draws nearer, but does turn to one about to strike its flank or rear.
std::optional<Point> enemyToFace(const Battle& b, UnitId unit) {
  const Side side = b.sideOf(unit);
  const Profile& p = b.profileOf(unit);
  const Rect at = b.block(unit);
  const Angle charge = Battle::halfArc(b.tables().melee.chargeArcDegrees);
  const Angle arc = frontArc(b, p);
  const double turning = rules::wotr::movementRate(b.tables(), p);
  std::optional<Point> out;
  double best = 0;
  for (const UnitState& o : b.units()) {
    if (!o.active() || b.sideOf(o.id) == side) continue;
    const Rect r = b.block(o.id);
    const double d = Battle::inchesOf(gap(at, r));
    const bool comesNow =
        b.inArcOf(at, r, arc) ||
        (d <= rules::wotr::movementRate(b.tables(), b.profileOf(o.id)) && b.inArcOf(r, at, charge));
    const double soon = d + (comesNow ? 0 : turning);
    if (!out || soon < best) out = r.centre, best = soon;
  }
  return out;
}

double moveScore(const WotrGame& g, const Action& a, const JudgeWeights& w) {
  const Battle& b = g.battle();
  if (!a.point || !a.facing) return w.endPhase;
  const Side side = b.sideOf(a.unit);
  const Profile& p = b.profileOf(a.unit);
  const Rect now = b.block(a.unit);
  const Rect end = b.blockAt(a.unit, {*a.point, *a.facing});
  const double gained = distanceToFight(b, now, side, p) - distanceToFight(b, end, side, p);
  double s = gained >= 0 ? gained * w.advancePerInch : -gained * w.retreatPerInch;
  if (threatens(b, end, side, p)) s += shooterUnit(p) ? w.intoRange : w.intoReach;
  // A charge goes only at an enemy in the arc at the start of the move (002 Event IV): a move
  // that ends facing the nearest enemy more squarely readies the next turn's charge.
  if (const std::optional<Point> e = nearestEnemyCentre(b, end, side)) {
    const double quarters =
        static_cast<double>(offFront(now.centre, b.unit(a.unit).pose.facing, *e) -
                            offFront(end.centre, *a.facing, *e)) /
        static_cast<double>(kQuarterTurn);
    s += quarters * w.squarePerQuarter;
  }
  return s;
}

double faceChangeScore(const WotrGame& g, const Action& a, const JudgeWeights& w) {
  const Battle& b = g.battle();
  if (!a.facing) return w.endPhase - 1;
  const Rect now = b.block(a.unit);
  const std::optional<Point> e = enemyToFace(b, a.unit);
  if (!e) return w.endPhase - 1;
  const Angle facing = b.unit(a.unit).pose.facing;
  const double quarters =
      static_cast<double>(offFront(now.centre, facing, *e) - offFront(now.centre, *a.facing, *e)) /
      static_cast<double>(kQuarterTurn);
  // Turning a few degrees squarer is not worth a whole move; facing an enemy on the flank is.
  return quarters > 0.5 ? quarters * w.turnValue : w.endPhase - 1;
}

double chargeScore(const WotrGame& g, const Action& a, const JudgeWeights& w) {
  const Battle& b = g.battle();
  if (a.target < 0) return w.chargeBase;
  const double ours = b.figuresLeft(a.unit), theirs = b.figuresLeft(a.target);
  double s = w.chargeBase + w.figureEdge * (ours - theirs) / std::max(1.0, ours + theirs);
  if (b.unit(a.target).mode == Mode::Routed) s += w.chargeRouted;
  if (shooterUnit(b.profileOf(a.unit))) s += w.shooterCharge;
  // After a melee costing his unit two figures the enemy's d6 kills him on a 6 (002 Melee
  // Results): the whole battle staked on the fight.
  if (carriesArmyLeader(b, a.unit)) s += w.armyLeaderCharge;
  if (carriesArmyLeader(b, a.target)) s += w.armyLeaderTarget;
  return s;
}

// Changing ranks costs 4" of the move and the charge this move (002 Event III): `reform`,
// below the bar. A pike block earns it back with each 3rd and 4th rank it gains for a front
// melee (002 Melee modifiers: +1 each) while an enemy in good order is near enough in front to
// bring the melee within a turn, and loses by standing 4 ranks deep where an enemy shooter
// reaches it (002 Fire modifiers: +1 to the shooter). A gun's limbering is `reform` alone: the
// guns stay in battery where the scenario deploys them.
double ranksScore(const WotrGame& g, const Action& a, const JudgeWeights& w) {
  const Battle& b = g.battle();
  const Profile& p = b.profileOf(a.unit);
  if (p.artillery()) return w.reform;
  const int before = b.unit(a.unit).ranks, after = a.option;
  const Side side = b.sideOf(a.unit);
  const Rect at = b.block(a.unit);
  const Angle front = Battle::halfArc(45);
  const double ourMove = rules::wotr::movementRate(b.tables(), p);
  bool meleeNear = false, underFire = false;
  for (const UnitState& o : b.units()) {
    if (o.mode != Mode::Ready || b.sideOf(o.id) == side) continue;
    const Profile& theirs = b.profileOf(o.id);
    const Rect r = b.block(o.id);
    const double d = Battle::inchesOf(gap(at, r));
    if (d <= ourMove + rules::wotr::movementRate(b.tables(), theirs) && b.inArcOf(at, r, front))
      meleeNear = true;
    if (rules::wotr::inRange(theirs, d)) underFire = true;
  }
  double s = w.reform;
  // As the melee counts them: a unit with any shooters gets no pike ranks (Melee.cpp).
  if (p.pikes && p.shooters == 0 && meleeNear)
    s += w.pikeRank * (rules::wotr::pikeRanksThirdFourth(after) -
                       rules::wotr::pikeRanksThirdFourth(before));
  const bool deep = rules::wotr::fourOrMoreRanksDeep(after);
  if (underFire && deep != rules::wotr::fourOrMoreRanksDeep(before))
    s += deep ? -w.deepUnderFire : w.deepUnderFire;
  return s;
}

// The order the side's plan wants of a wing is worth writing or sending; any other is not,
// and passing with orders still to write is below the bar.
double orderScore(const WotrGame& g, const Action& a, const JudgeWeights& w) {
  const std::optional<Action> want = nextOrder(g);
  if (a.kind == ActionKind::Pass) return want ? w.endPhase - 1 : w.endPhase;
  return want && *want == a ? w.orderWanted : w.orderUnwanted;
}

}  // namespace

double scoreAction(const WotrGame& g, const Action& a, const JudgeWeights& w) {
  switch (a.kind) {
    case ActionKind::Move:
      return moveScore(g, a, w);
    case ActionKind::Wheel:
      return faceChangeScore(g, a, w);
    case ActionKind::Charge:
      return chargeScore(g, a, w);
    case ActionKind::IssueOrder:
      return orderScore(g, a, w);
    case ActionKind::Pass:
      return g.stage() == rules::wotr::Stage::Orders ? orderScore(g, a, w) : w.endPhase;
    case ActionKind::ChangeFormation:
      return ranksScore(g, a, w);
    case ActionKind::MoveLeader:
      // Only a ride that rallies a router is worth a leader's leaving his unit.
      return rallyRideScore(g, a, w);
    default:
      return w.endPhase;
  }
}

double breakCloseness(const WotrGame& g, Side side) {
  const Battle& b = g.battle();
  int gone = 0;
  for (const UnitState& u : b.units()) {
    if (b.sideOf(u.id) != side) continue;
    // As the victory check counts: a unit in rout or off the field is gone whole.
    gone += u.mode == Mode::Ready ? u.lost : b.setupOf(u.id).figures;
  }
  const int start = b.setup().startFigures[static_cast<std::size_t>(sideIndex(side))];
  const double breaks = start * b.setup().deployment.victory.breakPercent / 100.0;
  return gone / std::max(1.0, breaks);
}

double positionPoints(const WotrGame& g, Side side, const JudgeWeights& w) {
  double p = w.breakWeight * (breakCloseness(g, opponent(side)) - breakCloseness(g, side));
  // The side the turn limit favours wins by lasting: each turn gone is worth something to it.
  const rules::wotr::Victory& v = g.battle().setup().deployment.victory;
  if (v.atTurnLimit != Side::None && v.turnLimit > 0) {
    const double gone = std::min(1.0, static_cast<double>(g.turn()) / v.turnLimit);
    p += (v.atTurnLimit == side ? 1.0 : -1.0) * w.clockWeight * gone;
  }
  return p;
}

}  // namespace sandtable::ai::wotr
