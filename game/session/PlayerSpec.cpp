#include "PlayerSpec.h"

#include "ai/AiPlayer.h"
#include "rules/core/Rng.h"

namespace sandtable::session {

std::optional<PlayerSpec> PlayerSpec::parse(std::string_view text) {
  if (text == "human") return PlayerSpec{true, ""};
  if (text.substr(0, 3) == "ai:" && ai::isAiLevel(text.substr(3))) return PlayerSpec{false, std::string(text.substr(3))};
  return std::nullopt;
}

std::uint64_t aiSeed(std::uint64_t matchSeed, int index) {
  return rules::deriveSeed(matchSeed, static_cast<std::uint64_t>(0xA1 + index));
}

}  // namespace sandtable::session
