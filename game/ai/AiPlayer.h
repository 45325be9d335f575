// An AI opponent chooses one of the legal actions the ruleset offers; it sees only what a
// player at the table sees, and its own random stream is separate from the match dice.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "rules/core/Game.h"
#include "rules/core/Rng.h"

namespace sandtable::ai {

class AiPlayer {
 public:
  virtual ~AiPlayer() = default;
  // Returns one of game.legalActions(); the game must not be over.
  virtual rules::Action choose(const rules::Game& game) = 0;
  virtual std::string_view level() const = 0;
};

// The levels every ruleset offers. random and scripted ("advance and attack the nearest") are
// the yardsticks the others are measured against; they play every ruleset alike.
const std::vector<std::string>& aiLevels();  // random, scripted, easy, normal, hard
bool isAiLevel(std::string_view level);

// Builds the AI for a ruleset at a level; `seed` feeds its own random stream.
// Throws std::invalid_argument for an unknown level. The AI it builds is sighted (below).
std::unique_ptr<AiPlayer> makeAi(std::string_view level, std::string_view system, std::uint64_t seed);

// `inner`, handed only what its side may see: where the match hides something from the side
// to act (rules::Game::hidesFrom), `inner` chooses on the match as that side knows it
// (rules::Game::asSeenBy), with a fresh guess at the hidden part, drawn from a stream derived
// from `seed`, at every choice.
std::unique_ptr<AiPlayer> sighted(std::unique_ptr<AiPlayer> inner, std::uint64_t seed);

// A rule system's own levels (easy, normal, hard): the AI layer's registry is built from the
// rule systems the build registers (SANDTABLE_RULE_SYSTEMS, top-level CMakeLists.txt); each
// system's folder here defines `systems::<id>Ai()`.
struct SystemAi {
  std::string id;  // the rule system's id, as rules::Game::system() gives it
  std::unique_ptr<AiPlayer> (*make)(const std::string& level, std::uint64_t seed) = nullptr;
};

namespace systems {
#define SANDTABLE_RULE_SYSTEM(id) SystemAi id##Ai();
#include "RuleSystems.inc"
#undef SANDTABLE_RULE_SYSTEM
}  // namespace systems

}  // namespace sandtable::ai
