// Narration cues of a historical scenario: short passages a teacher reads out to a class as
// the battle reaches them ("the Bretons on the left give way..."), each tied to one event of
// the game: a turn beginning, a unit broken, dispersed or gone Berserk, a personality lost, the
// battle's end. They are loaded with the scenario (its `narration:` list, NarrationYaml.cpp);
// session::NarrationTracker says when each fires. A teacher's own notes on a recorded battle
// (a match file's `notes:`, MatchFile.h) travel the same way, as cues tied to a point of the
// recording, so the chronicle, the log, the replay and the report show them where they fall.
// They are presentation only: no rule reads them, so they never change a game's state or its
// hash.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "rules/core/Units.h"

namespace sandtable::scenario {

enum class CueTrigger : std::uint8_t {
  Turn,             // turn N begins (turn 1: the battle's first position)
  UnitBroken,       // the unit is Broken and routs, or is dispersed, whichever comes first
  UnitDispersed,    // the unit is dispersed
  UnitBerserk,      // the unit goes Berserk
  PersonalityLost,  // the personality is killed, wounded or captured (or slips away for good)
  BattleOver,       // the battle ends with the result named
  TeacherNote,      // a match file's note: once `action` recorded actions have been applied
};

// The key a scenario writes the trigger with: "turn", "unit_broken", ...
std::string_view cueTriggerKey(CueTrigger t);

// Whether a cue's subject or a note's text has nothing in it but white space.
bool blankText(std::string_view text);

struct NarrationCue {
  CueTrigger trigger = CueTrigger::Turn;
  int turn = 0;                         // Turn
  rules::UnitId unit = rules::kNoUnit;  // UnitBroken, UnitDispersed, UnitBerserk
  int personality = -1;                 // PersonalityLost: the place in ScenarioInfo::personalities
  // BattleOver: the winner it waits for (Side::None: a draw), or any ending at all.
  rules::Side winner = rules::Side::None;
  bool anyEnding = false;
  std::size_t action = 0;  // TeacherNote: the number of actions applied when it shows
  std::string subject;  // the trigger's value as written: "5", "Breton foot", "side2"
  std::string text;     // what the teacher reads out
  std::string source;   // where the history comes from, may be empty
};

}  // namespace sandtable::scenario
