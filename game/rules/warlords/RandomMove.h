// 2.4.9 Random moves: one die per span; more sixes than ones adds a span, three times as
// many (and at least three) adds two; more ones than sixes takes a span off, three times as
// many (and at least three) takes two.
#pragma once

#include <vector>

#include "Tables.h"

namespace sandtable::rules::warlords {

struct RandomMoveResult {
  int dice = 0;
  int sixes = 0;
  int ones = 0;
  int adjust = 0;  // -2 .. +2
  int spans = 0;   // dice + adjust, never below 0
};

// The spans added (taken off, negative) for this many sixes and ones.
int randomMoveAdjust(int sixes, int ones, const RandomMoveTable& t);

// Reads the faces of a random move. "At least three times as many" needs at least three:
// with no ones, two spans more takes three sixes, as with one one (docs/rules/warlords.md).
RandomMoveResult readRandomMove(const std::vector<int>& faces, const RandomMoveTable& t);

}  // namespace sandtable::rules::warlords
