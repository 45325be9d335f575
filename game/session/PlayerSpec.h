// Who plays a side: "human", or "ai:<level>" (random, scripted, easy, normal, hard).
#pragma once

#include <cstdint>
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

// The seed of side `index`'s AI (0 or 1) in a match seeded `matchSeed`: its own stream, so its
// choices are reproducible and never shift the match's dice. A match and a branch played
// from a position both seed their AIs so.
std::uint64_t aiSeed(std::uint64_t matchSeed, int index);

}  // namespace sandtable::session
