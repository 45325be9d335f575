// MicroBattle "hard": normal's best few actions played forward with rollouts of the real rules,
// each to the end of the enemy's next turn, the positions reached judged by the chance of
// winning from them, and normal's first choice overruled only when another is clearly better.
#pragma once

#include <vector>

#include "ai/Rollout.h"
#include "rules/core/Rng.h"

namespace sandtable::rules::microbattle {
class MicroBattleGame;
}

namespace sandtable::ai::microbattle {

// Chooses among `ranked` (normal's ranking after its look one turn on, best first); `policy`
// plays both sides in the rollouts (normal itself, so that the enemy is the one hard meets).
// Rolls only `rng` (the AI's own dice), so the same seed and position give the same choice.
rules::Action chooseHard(const rules::microbattle::MicroBattleGame& g, const std::vector<RankedAction>& ranked,
                         const RolloutPolicy& policy, rules::Rng& rng);

// The chance, 0 to 1, that `side` goes on to win from `g` (not yet over), from what decides a
// MicroBattle: units still fighting and SHAKEN, how many more routs each army can take before
// its morale is tested, what each side's next turn could strike, and the objectives held,
// the last two weighing more as the turn limit nears.
double winChance(const rules::microbattle::MicroBattleGame& g, rules::Side side);

}  // namespace sandtable::ai::microbattle
