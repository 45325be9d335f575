// What an order is likely to bring, from the rules' own odds and in words: an attack or a
// shot, or a charged unit's answer. A summary line for beside the target, and the reckoning
// behind it. The 3D table shows them beside its orders and in a study; `replay --verbose`
// prints them before each such action of a recording. Chances, never a verdict.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "rules/core/Game.h"

namespace sandtable::session {

struct OrderForecast {
  std::string summary;               // "reaches 83 %; first round won 55 %, lost 35 %"
  std::vector<std::string> details;  // one line each: the dice, the modifiers, the answers
};

// The forecast of lawful action `a` in `game`, whichever rule system plays it; nullopt where
// the action has none (a move) or is not lawful now.
std::optional<OrderForecast> forecastOrder(const rules::Game& game, const rules::Action& a);

// The forecast a system without words of its own gets: the rules' odds (rules::Game::odds),
// the first outcome as the summary, every outcome a line.
std::optional<OrderForecast> forecastFromOdds(const rules::Game& game, const rules::Action& a);

// A chance in words: "83 %"; "under 1 %" and "over 99 %" rather than a 0 or a 100 that is
// not certain.
std::string percentWords(double share);
// A modifier as the dice log writes it: "+1", "-2", "0".
std::string signedWords(int value);

// What the session layer asks of each rule system: its registry is built from the rule systems
// the build registers (SANDTABLE_RULE_SYSTEMS, top-level CMakeLists.txt); each system's folder
// here defines `systems::<id>Session()`.
struct SystemSession {
  std::string id;  // the rule system's id, as rules::Game::system() gives it
  // The system's forecast of `a` (a game of that system, the action lawful or not).
  std::optional<OrderForecast> (*forecast)(const rules::Game& game, const rules::Action& a) = nullptr;
  // The system's own name for the order `a` gives, where its rules name it otherwise than the
  // action kinds' common words (Robert's Rules' "set" where Warlords' says "hold ground"), in
  // lower case; "" for the common words.
  std::string (*orderVerb)(const rules::Game& game, const rules::Action& a) = nullptr;
};

// The verb of order `a` as `game`'s rule system names it: its own (SystemSession::orderVerb),
// else the action kind's common words (rules::actionInfo).
std::string orderVerb(const rules::Game& game, const rules::Action& a);
const SystemSession* findSystemSession(std::string_view system);

namespace systems {
#define SANDTABLE_RULE_SYSTEM(id) SystemSession id##Session();
#include "RuleSystems.inc"
#undef SANDTABLE_RULE_SYSTEM
}  // namespace systems

}  // namespace sandtable::session
