// Exact odds of Warlords' dice for the AI: the two highest of n d6, activations against a
// width, random moves reaching a distance, and a melee's outcome from both sides' dice and
// modifiers (casualties per multiple of width, falling back, breaking).
#pragma once

#include <array>

#include "rules/warlords/Tables.h"

namespace sandtable::ai::warlords {

// P(the two highest of n d6 sum to s), s = 0..12 (n >= 2; n is capped at 12).
const std::array<double, 13>& bestTwoOf(int n);

// P(the two highest of n d6 + modifier > width).
double pActivation(int dice, int modifier, int width);

// P(a random move of `dice` d6 covers at least `needSpans` spans), 2.4.9.
double pRandomMoveReaches(int dice, double needSpans, const rules::warlords::RandomMoveTable& t);

// What a melee round between `me` and `them` is expected to bring, from my side.
struct MeleeForecast {
  double pWin = 0;         // my score higher: they fall back
  double pLose = 0;        // theirs higher
  double pTheyBreak = 0;   // mine at least 3x theirs
  double pIBreak = 0;
  double pTheyTwice = 0;   // mine at least 2x theirs (they fall back 2 spans)
  double casDealt = 0;     // expected casualties they take
  double casTaken = 0;
};
MeleeForecast forecastMelee(int myDice, int myMod, int myWidth, int theirDice, int theirMod, int theirWidth,
                            const rules::warlords::MeleeTable& t);

}  // namespace sandtable::ai::warlords
