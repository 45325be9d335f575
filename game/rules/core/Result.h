// How a match ended: who won, what decided it, and why in words.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "Units.h"

namespace sandtable::rules {

// What decided a battle, so that many games can be tallied by it (`sandtable-cli whatif`):
// a teacher asking how Hastings tends to end wants to see the English holding until
// nightfall apart from Harold falling, which the winner alone does not show.
enum class Ending : std::uint8_t {
  None,           // not over yet
  ArmyBroken,     // an army broke (both at once: a draw)
  ArmyDestroyed,  // an army has no unit left
  ArmyRetreated,  // an army failed its army morale roll
  LeaderLost,     // a personality the scenario names as decisive was killed or captured
  TurnLimit,      // the scenario's turn limit decided it, or drew it
};

// "army_broken", "turn_limit", ...: stable keys for JSON and tallies.
std::string_view endingName(Ending e);

struct Result {
  bool over = false;
  Side winner = Side::None;  // None with over == true: a draw
  Ending ending = Ending::None;
  std::string reason;  // "side2's army retreats (morale 3 < 4)", "turn limit: draw"
};

}  // namespace sandtable::rules
