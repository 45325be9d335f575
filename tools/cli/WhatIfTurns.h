// `sandtable-cli whatif --match FILE --each-turn`: how the odds moved through a recorded
// battle. From the start of every recorded turn, the same games are played on by the AI and
// tallied by side, a turn to a line: where the battle turned shows as the turn where the
// shares move, and the biggest swing is named with what happened in each turn (units broken,
// dispersed or gone Berserk, personalities lost). The 3D table's chart of a studied battle
// plays exactly these games.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "session/PlayerSpec.h"

namespace sandtable::cli {

struct EachTurnRun {
  std::string match;
  int games = 20;  // from each turn's start
  std::uint64_t seed = 1;
  std::array<session::PlayerSpec, 2> players;
  bool json = false;
  bool progress = true;
  bool each = false;  // list every game
  unsigned jobs = 1;  // games played at once (0: one per core)
};

// Prints the table (or JSON); a bad match file throws data::ConfigErrors.
int runWhatIfEachTurn(const EachTurnRun& run);

}  // namespace sandtable::cli
