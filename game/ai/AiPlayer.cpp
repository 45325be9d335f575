#include "AiPlayer.h"

#include <stdexcept>

#include "MicroBattleAi.h"
#include "RandomAi.h"
#include "ScriptedAi.h"
#include "WarlordsAi.h"

namespace sandtable::ai {

const std::vector<std::string>& aiLevels() {
  static const std::vector<std::string> kLevels{"random", "scripted", "easy", "normal", "hard"};
  return kLevels;
}

bool isAiLevel(std::string_view level) {
  for (const std::string& l : aiLevels()) {
    if (l == level) return true;
  }
  return false;
}

std::unique_ptr<AiPlayer> makeAi(std::string_view level, std::string_view system, std::uint64_t seed) {
  if (!isAiLevel(level)) throw std::invalid_argument("unknown AI level '" + std::string(level) + "'");
  if (level == "random") return std::make_unique<RandomAi>(seed);
  if (level == "scripted") return std::make_unique<ScriptedAi>();
  if (system == "microbattle") return std::make_unique<MicroBattleAi>(std::string(level), seed);
  if (system == "warlords") return std::make_unique<WarlordsAi>(std::string(level), seed);
  throw std::invalid_argument("no '" + std::string(level) + "' AI for ruleset '" + std::string(system) + "'");
}

}  // namespace sandtable::ai
