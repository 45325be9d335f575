// Warlords' entry in the AI layer's registry (AiPlayer.h): its easy, normal and hard levels.
#include "WarlordsAi.h"

namespace sandtable::ai::systems {

SystemAi warlordsAi() {
  return {"warlords", [](const std::string& level, std::uint64_t seed) -> std::unique_ptr<AiPlayer> {
            return std::make_unique<WarlordsAi>(level, seed);
          }};
}

}  // namespace sandtable::ai::systems
