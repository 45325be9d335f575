// How the Robert's Rules AI weighs an action and a position, from the rules' own numbers: a
// charge or a melee by the exact odds of the simultaneous combat it starts (CombatOdds), a
// volley by the chance of disrupting and hitting, a march by how much nearer it brings the unit
// to the enemy it should fight, a turn by how much more squarely the unit then faces it, a free
// Captain's ride by the Formed units it brings into (or takes out of) the General's command. A
// position is each side's points destroyed against the share that breaks its army, the hits its
// units carry, and the clock for the side that holds the field at the turn limit.
#pragma once

#include "rules/core/Action.h"
#include "rules/core/Units.h"

namespace sandtable::rules::roberts {
class RobertsGame;
struct UnitState;
}  // namespace sandtable::rules::roberts

namespace sandtable::ai {
class Weights;
}

namespace sandtable::ai::roberts {

struct JudgeWeights {
  double endPhase = 0;      // ending the phase: the bar every other action must clear
  double chargeBase = 0;    // a charge declared, before its odds
  double hitValue = 0;      // one hit dealt (or taken, negated) in a melee or by fire
  double pushValue = 0;     // a Push Back won (or suffered)
  double fireBase = 0;      // a volley, before its odds
  double disruptValue = 0;  // an enemy stand Disrupted
  double counterchargeBase = 0;
  double setValue = 0;        // Set against a charge
  double pursueValue = 0;     // following a beaten column
  double advancePerInch = 0;  // each inch nearer the nearest enemy
  double holderAdvance = 0;   // the share of that for the side that holds the field at the limit
  double retreatPerInch = 0;  // each inch back (a Retrograde), negative
  double turnValue = 0;       // a quarter turn more squarely toward the nearest enemy
  double stopNearEnemy = 0;   // a Stop within a march of the enemy
  double formationChange = 0;
  double reform = 0;       // a Change Formation that brings a unit's columns back in line
  double freeAction = 0;   // the General's free Action used instead of a roll
  double captainCommand = 0;  // a Formed unit brought into the General's command by a Captain's ride
  double decisiveLeader = 0;  // a decisive leader lost: the battle, as an army's break
  double breakWeight = 0;  // an army's losses against its break share
  double hitWear = 0;      // a unit's hits against the hits it can take
  double clockWeight = 0;  // the turns gone, for the side that holds at the limit

  static JudgeWeights from(const Weights& w);
};

// The judge's opinion of `a` for the side to act in `game` (higher is better).
double scoreAction(const rules::roberts::RobertsGame& game, const rules::Action& a,
                   const JudgeWeights& w);

// The position's points for `side` (higher is better), turned into a win chance by the policy.
double positionPoints(const rules::roberts::RobertsGame& game, rules::Side side,
                      const JudgeWeights& w);

}  // namespace sandtable::ai::roberts
