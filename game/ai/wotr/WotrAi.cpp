// War of the Roses' entry in the AI layer's registry (AiPlayer.h): its policy (WotrPolicy.h)
// over the weights of config/ai/wotr.yaml.
#include "WotrPolicy.h"
#include "ai/AiPlayer.h"

namespace sandtable::ai::systems {

SystemAi wotrAi() { return {"wotr", &wotr::makeWotrPolicy}; }

}  // namespace sandtable::ai::systems
