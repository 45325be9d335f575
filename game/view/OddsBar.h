// One bar of the odds chart ("How the odds moved, turn by turn", OddsPanel.cpp) in numbers,
// apart from its drawing so that tests can read it: how high each of its parts stands.
#pragma once

#include "session/Branch.h"

namespace sandtable::view {

// From the bottom up: side 1's wins, the draws, the unfinished games, side 2's wins. A game
// that stopped undecided with neither side left to act has no result at all, so it is not
// shown as a draw (BranchTally counts the two apart).
struct OddsBar {
  float side1 = 0;
  float drawn = 0;
  float unfinished = 0;
  float side2 = 0;
};

// The parts of a bar `height` high for these games; all 0 when there are none.
OddsBar oddsBar(const session::BranchTally& games, float height);

}  // namespace sandtable::view
