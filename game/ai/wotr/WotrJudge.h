// How the War of the Roses AI weighs an action and a position, from the match's own numbers: a
// move by how much nearer it brings the unit to the enemy (a shooter only until its weapon
// reaches), and whether it leaves an enemy in its 22.5-degree arc within a move, so that it may
// charge next turn, or within its range, so that it shoots in Event II; a charge by the figures
// on each side and the state of its target; a face change by how much more squarely the unit
// then faces its nearest enemy; a change of ranks by the pike ranks it gains for a melee near
// in front and the fire bonus it gives or takes away. A position is each army's figures routed or
// lost against the share that breaks it (002: more than half, by the scenario), and the clock for
// the side the turn limit favours.
#pragma once

#include "rules/core/Action.h"
#include "rules/core/Units.h"

namespace sandtable::rules::wotr {
class WotrGame;
}

namespace sandtable::ai {
class Weights;
}

namespace sandtable::ai::wotr {

struct JudgeWeights {
  double endPhase = 0;         // ending the movement: the bar every other action must clear
  double chargeBase = 0;       // a charge, before the figures on each side
  double figureEdge = 0;       // the charger's share of the figures in the fight, -1 to 1
  double chargeRouted = 0;     // a charge at a unit in rout
  double shooterCharge = 0;    // a charge by a unit that is mostly shooters
  double armyLeaderCharge = 0; // a charge by the unit of a leader whose death breaks the army
  double armyLeaderTarget = 0; // a charge at the unit of an enemy leader whose death breaks his
  double advancePerInch = 0;   // each inch nearer the nearest enemy
  double retreatPerInch = 0;   // each inch further from it (negative)
  double intoReach = 0;        // ending with an enemy in the charge arc within a move
  double intoRange = 0;        // a shooter ending with an enemy in range and in its arc
  double turnValue = 0;        // a quarter turn more squarely toward the nearest enemy
  double squarePerQuarter = 0; // a move ending a quarter turn squarer to the nearest enemy
  double orderWanted = 0;      // IssueOrder of the order the plan wants (OrderPlan.h)
  double orderUnwanted = 0;    // any other IssueOrder
  double reform = 0;           // changing ranks or limbering: 4" of the move and the charge
  double pikeRank = 0;         // each 3rd or 4th rank of pike gained with a melee near
  double deepUnderFire = 0;    // standing 4 ranks deep within an enemy shooter's range
  double rallyRide = 0;        // a leader riding to a routed unit, to rally it
  double breakWeight = 0;      // an army's figures gone against its break share
  double clockWeight = 0;      // the turns gone, for the side the turn limit favours

  static JudgeWeights from(const Weights& w);
};

// The judge's opinion of `a` for the side to act in `game` (higher is better).
double scoreAction(const rules::wotr::WotrGame& game, const rules::Action& a,
                   const JudgeWeights& w);

// How near `side`'s army is to breaking: its figures routed or lost over the number that
// breaks it (1 or more: broken).
double breakCloseness(const rules::wotr::WotrGame& game, rules::Side side);

// The position's points for `side` (higher is better), turned into a win chance by the policy.
double positionPoints(const rules::wotr::WotrGame& game, rules::Side side, const JudgeWeights& w);

}  // namespace sandtable::ai::wotr
