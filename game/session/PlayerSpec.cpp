#include "PlayerSpec.h"

#include "ai/AiPlayer.h"

namespace sandtable::session {

std::optional<PlayerSpec> PlayerSpec::parse(std::string_view text) {
  if (text == "human") return PlayerSpec{true, ""};
  if (text.substr(0, 3) == "ai:" && ai::isAiLevel(text.substr(3))) return PlayerSpec{false, std::string(text.substr(3))};
  return std::nullopt;
}

}  // namespace sandtable::session
