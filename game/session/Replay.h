// Re-applies a match file's actions and checks every recorded hash, naming the first
// action whose state differs: a tampered or out-of-date file is reported, never accepted.
// A file whose actions record no hashes cannot be checked that way: it replays, but its
// report says it is unverified rather than that every hash matched.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "data/ConfigError.h"
#include "rules/core/Event.h"
#include "rules/core/Game.h"
#include "scenario/MatchFile.h"

namespace sandtable::session {

struct ReplayReport {
  bool ok = true;
  std::size_t applied = 0;  // actions applied before stopping
  data::ConfigError error;  // what differs and where, when not ok
  std::string problem() const { return error.str(); }  // "file:line:col: what differs"
  std::uint64_t finalHash = 0;
  rules::Result result;
  int turns = 0;
  std::unique_ptr<rules::Game> finalState;  // the game as the replay left it
  // The turn after each number of actions applied (applied + 1 entries, from the start).
  std::vector<int> turnAfter;
  std::size_t hashesChecked = 0;       // actions whose recorded hash was compared (and matched)
  std::size_t actionsWithoutHash = 0;  // actions applied with no hash recorded to compare
  // Every action replayed and every one's recorded hash matched: a changed action would have
  // been named. Without hashes (stripped, or never written) a changed action goes unnoticed.
  bool verified() const { return ok && actionsWithoutHash == 0; }
  // Why a replay that went through is not verified, in words ("" when it is).
  std::string unverifiedReason() const;
};

// The first number of actions after which it is turn `turn` (the turn's first position), in
// a replay's turnAfter; turnAfter.size() when the replay never reaches that turn.
std::size_t firstPositionOfTurn(const std::vector<int>& turnAfter, int turn);

// With `before`, each recorded action is shown to it (with the number of actions applied
// before it, and the game it is about to be applied to) just before it is applied: `replay
// --verbose` prints it, so that an action can be found to branch before it or to replace
// (`whatif --at-action N --instead`), with an attack's odds before its dice.
using ReplayStep = std::function<void(std::size_t, const rules::Action&, const rules::Game&)>;
ReplayReport replayMatch(const scenario::LoadedMatch& match, rules::EventSink& sink, const ReplayStep& before = {});

}  // namespace sandtable::session
