// Who plays a side: "human", or "ai:<level>" (random, easy, normal, hard).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sandtable::session {

struct PlayerSpec {
  bool human = true;
  std::string level;  // for AI players

  static std::optional<PlayerSpec> parse(std::string_view text);
  std::string str() const { return human ? "human" : "ai:" + level; }
};

}  // namespace sandtable::session
