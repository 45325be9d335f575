// MicroBattle's entry in the AI layer's registry (AiPlayer.h): its levels are the one AI's
// (LeveledAi) over its policy.
#include "MicroBattlePolicy.h"
#include "ai/AiPlayer.h"

namespace sandtable::ai::systems {

SystemAi microbattleAi() { return {"microbattle", &microbattle::makeMicroBattlePolicy}; }

}  // namespace sandtable::ai::systems
