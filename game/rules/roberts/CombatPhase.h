// 000 Melee Combat in the match: the combats the Combat Phase still owes. Every pair of enemy
// stands in contact (MeleeGeometry.h) fights; a stand attacks once a phase, so a pair is owed
// while either of its stands has not attacked. The Acting Player picks the order, one
// combat an action: Action{ResolveMelee, his unit, the enemy unit, option = the pair's index
// among meleePairs of the two, plus kPursueIfPushed to pursue a Push Back}.
#pragma once

#include <vector>

#include "BattleState.h"
#include "MeleeGeometry.h"
#include "Table.h"

namespace sandtable::rules::roberts {

// An action's option: pursue if this combat Pushes the enemy Back (Impetuous units always do).
inline constexpr int kPursueIfPushed = 100;

struct Bout {
  UnitId a = kNoUnit;  // the Acting Player's unit
  UnitId b = kNoUnit;  // the enemy unit
  int index = 0;       // into meleePairs(a, b)
  MeleePair pair;
};

// Every pair of stands in contact between `a` and `b`.
std::vector<MeleePair> pairsBetween(const Table& table, UnitId a, UnitId b);

// The combats still owed this phase, the Acting Player's (`acting`) units first by id.
std::vector<Bout> pendingBouts(const Table& table, const BattleState& battle, Side acting);

}  // namespace sandtable::rules::roberts
