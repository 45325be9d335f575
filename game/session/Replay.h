// Re-applies a match file's actions and checks every recorded hash, naming the first
// action whose state differs: a tampered or out-of-date file is reported, never accepted.
#pragma once

#include <cstdint>
#include <string>

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
};

ReplayReport replayMatch(const scenario::LoadedMatch& match, rules::EventSink& sink);

}  // namespace sandtable::session
