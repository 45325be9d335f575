// The MicroBattle AI's reckoning of single attacks and of where a unit can get to, shared by
// normal's scoring of actions (MicroBattleRanking) and its look at the enemy's reply
// (MicroBattleReply). Every odd comes from the rules' own attackOdds; nothing here writes
// out a modifier again.
#pragma once

#include <functional>

#include "MicroBattleWeights.h"
#include "rules/microbattle/MicroBattleGame.h"

namespace sandtable::ai::microbattle {

using rules::Square;
using rules::microbattle::MicroBattleGame;
using rules::microbattle::UnitState;
using rules::microbattle::UnitType;

// The chance that a unit of this type fails its Def roll.
double pFailDef(const UnitType& t);

// What losing this unit to a failed Def roll costs its side, army morale included.
double damageValue(const MicroBattleGame& g, const UnitState& u, const JudgeWeights& w);

// The chance that a unit with a variable move (1-2, 2-3) gets the higher, from the rules.
double pFarMove(const MicroBattleGame& g);

// Can `u`, standing on `from`, attack `t` (range, sight, terrain)?
bool canAttackFrom(const MicroBattleGame& g, const UnitState& u, const UnitState& t, Square from);

// Expected value of `u` attacking `t` from `from`, net of the counterattack it risks.
double attackValue(const MicroBattleGame& g, const UnitState& u, const UnitState& t, Square from,
                   bool charging, const JudgeWeights& w);

// Calls `visit(square, steps, cameFrom)` for every square `u` could end a move on, starting
// from `start` already `startSteps` steps into a move of at most `maxSteps`: through empty
// squares it may enter, stopping where the ground ends its move. Breadth first, so each square
// once and by a shortest way; `cameFrom` is the square before it on that way (`start` is its
// own).
void walkReachable(const MicroBattleGame& g, const UnitState& u, Square start, int startSteps,
                   int maxSteps, const std::function<void(Square, int, Square)>& visit);

}  // namespace sandtable::ai::microbattle
