// MicroBattle's entry in the AI layer's registry (AiPlayer.h): its easy, normal and hard levels.
#include "MicroBattleAi.h"

namespace sandtable::ai::systems {

SystemAi microbattleAi() {
  return {"microbattle", [](const std::string& level, std::uint64_t seed) -> std::unique_ptr<AiPlayer> {
            return std::make_unique<MicroBattleAi>(level, seed);
          }};
}

}  // namespace sandtable::ai::systems
