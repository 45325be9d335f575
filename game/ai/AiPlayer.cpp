#include "AiPlayer.h"

#include <stdexcept>

#include "RandomAi.h"
#include "ScriptedAi.h"

namespace sandtable::ai {

namespace {

const std::vector<SystemAi>& systemAis() {
  static const std::vector<SystemAi> kAis{
#define SANDTABLE_RULE_SYSTEM(id) systems::id##Ai(),
#include "RuleSystems.inc"
#undef SANDTABLE_RULE_SYSTEM
  };
  return kAis;
}

}  // namespace

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
  for (const SystemAi& s : systemAis()) {
    if (s.id == system) return s.make(std::string(level), seed);
  }
  throw std::invalid_argument("no '" + std::string(level) + "' AI for ruleset '" + std::string(system) + "'");
}

}  // namespace sandtable::ai
