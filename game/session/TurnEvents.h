// What happened in each turn of a recorded battle that is likely to have turned it: units
// broken (routed) or dispersed, units gone Berserk, personalities killed, wounded or captured.
// The odds chart of a studied battle and `whatif --each-turn` name them beside the turn where
// the odds moved, so a class sees what the swing was made of.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "rules/core/Event.h"
#include "scenario/MatchFile.h"

namespace sandtable::session {

// Whether an event of this kind is one of those above.
bool isTurningEvent(rules::EventKind kind);

// The turning events of the recording, in words as the dice log gives them, by the turn in
// which they happened (a turn's melees and endings included); turns without any are absent.
// Replays the recording as `replay` does and throws data::ConfigErrors, placed in the file,
// when it is bad.
std::map<int, std::vector<std::string>> turningEvents(const scenario::LoadedMatch& match);

}  // namespace sandtable::session
