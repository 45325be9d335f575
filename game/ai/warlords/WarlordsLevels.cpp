// Warlords' entry in the AI layer's registry (AiPlayer.h): its policy, over which the one AI
// (LeveledAi) plays easy, normal and hard.
#include "WarlordsPolicy.h"
#include "ai/AiPlayer.h"

namespace sandtable::ai::systems {

SystemAi warlordsAi() { return {"warlords", &warlords::makeWarlordsPolicy}; }

}  // namespace sandtable::ai::systems
