// An AI opponent chooses one of the legal actions the ruleset offers; it sees only what a
// player at the table sees, and its own random stream is separate from the match dice.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "Policy.h"
#include "rules/core/Game.h"
#include "rules/core/Rng.h"

namespace sandtable::ai {

// One of the actions `hard` weighed for a choice, and how the search scored it: for a player
// or a teacher asking why the AI did what it did.
struct Alternative {
  rules::Action action;
  double prior = 0;  // the policy's first opinion
  int visits = 0;    // how many of the search's playouts went through it
  double value = 0;  // their mean: the chance of winning the search saw after it, 0 to 1
};

class AiPlayer {
 public:
  virtual ~AiPlayer() = default;
  // Returns one of game.legalActions(); the game must not be over.
  virtual rules::Action choose(const rules::Game& game) = 0;
  virtual std::string_view level() const = 0;
  // The alternatives the last choice weighed, the chosen first; empty where it did not search.
  virtual std::vector<Alternative> lastAlternatives() const { return {}; }
};

// The levels every ruleset offers. random and scripted ("advance and attack the nearest") are
// the yardsticks the others are measured against; they play every ruleset alike.
const std::vector<std::string>& aiLevels();  // random, scripted, easy, normal, hard
// Also accepted, for measurement, not offered to players: "legacy" (normal with the weights of
// config/ai/legacy/<system>.yaml, the judge as it played before the one AI) and any of the
// five with "generic-" before it ("generic-hard"): the level with the system's own policy
// switched off, the defaults alone, as a new system plays before its policy exists.
bool isAiLevel(std::string_view level);

// Builds the AI for a ruleset at a level; `seed` feeds its own random stream.
// Throws std::invalid_argument for an unknown level. The AI it builds is sighted (below).
std::unique_ptr<AiPlayer> makeAi(std::string_view level, std::string_view system,
                                 std::uint64_t seed);

// `inner`, handed only what its side may see: where the match hides something from the side
// to act (rules::Game::hidesFrom), `inner` chooses on the match as that side knows it
// (rules::Game::asSeenBy), with a fresh guess at the hidden part, drawn from a stream derived
// from `seed`, at every choice.
std::unique_ptr<AiPlayer> sighted(std::unique_ptr<AiPlayer> inner, std::uint64_t seed);

// A rule system's policy (Policy.h): the AI layer's registry is built from the rule systems
// the build registers (SANDTABLE_RULE_SYSTEMS, top-level CMakeLists.txt); each system's
// folder here defines `systems::<id>Ai()`. A system that gives no policy plays on the
// generic defaults.
struct SystemAi {
  std::string id;  // the rule system's id, as rules::Game::system() gives it
  PolicyMaker policy = nullptr;
};

namespace systems {
#define SANDTABLE_RULE_SYSTEM(id) SystemAi id##Ai();
#include "RuleSystems.inc"
#undef SANDTABLE_RULE_SYSTEM
}  // namespace systems

}  // namespace sandtable::ai
