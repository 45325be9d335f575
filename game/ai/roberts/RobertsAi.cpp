// Robert's Rules' entry in the AI layer's registry (AiPlayer.h): its policy (RobertsPolicy.h)
// over the weights of config/ai/roberts.yaml.
#include "RobertsPolicy.h"
#include "ai/AiPlayer.h"

namespace sandtable::ai::systems {

SystemAi robertsAi() { return {"roberts", &roberts::makeRobertsPolicy}; }

}  // namespace sandtable::ai::systems
