// Exact odds of Warlords' dice, before they are rolled: activations against a width, random
// moves reaching a distance, and a melee round's outcome from both sides' dice and modifiers
// (casualties per multiple of width, falling back, breaking). WarlordsGame::odds gives them
// for an action; the AI and the table's forecasts read them too.
#pragma once

#include <array>

#include "Tables.h"
#include "core/DiceOdds.h"

namespace sandtable::rules::warlords {

// P(the two highest of n d6 sum to s), s = 0..12 (n >= 2; n is capped at 12): the score of
// an activation or a melee (2.2, 2.6).
inline const std::array<double, 13>& bestTwoOf(int n) { return odds::bestTwoOfD6(n); }

// P(the two highest of n d6 + modifier > width).
double pActivation(int dice, int modifier, int width);

// P(a random move of `dice` d6 covers at least `needSpans` spans), 2.4.9.
double pRandomMoveReaches(int dice, double needSpans, const RandomMoveTable& t);

// What a melee round between `me` and `them` is expected to bring, from my side.
struct MeleeForecast {
  double pWin = 0;        // my score higher: they fall back
  double pLose = 0;       // theirs higher
  double pTheyBreak = 0;  // mine at least 3x theirs
  double pIBreak = 0;
  double pTheyTwice = 0;  // mine at least 2x theirs (they fall back 2 spans)
  double casDealt = 0;    // expected casualties they take
  double casTaken = 0;
};
MeleeForecast forecastMelee(int myDice, int myMod, int myWidth, int theirDice, int theirMod,
                            int theirWidth, const MeleeTable& t);

}  // namespace sandtable::rules::warlords
