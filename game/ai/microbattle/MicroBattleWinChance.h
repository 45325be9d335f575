// How a MicroBattle position stands: the chance that a side goes on to win from it, the
// policy's evaluation (MicroBattlePolicy) that hard's search judges its playouts by.
#pragma once

#include "MicroBattleWeights.h"
#include "rules/core/Game.h"

namespace sandtable::rules::microbattle {
class MicroBattleGame;
}

namespace sandtable::ai::microbattle {

// The chance, 0 to 1, that `side` goes on to win from `g` (not yet over), from what decides a
// MicroBattle: units still fighting and SHAKEN, how many more routs each army can take before
// its morale is tested, what each side's next turn could strike, and the objectives held,
// the last two weighing more as the turn limit nears (the weights win.*).
double winChance(const rules::microbattle::MicroBattleGame& g, rules::Side side,
                 const JudgeWeights& w);

}  // namespace sandtable::ai::microbattle
