// Exact chances of dice, for the odds a rule system gives of an action before its dice are
// rolled (Game::odds) and for the AI's reckoning. Exact means enumerated, not sampled: each
// function works through every way the dice can fall.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace sandtable::rules::odds {

// P(the two highest of n d6 sum to s), s = 0..12 (n >= 2; n is capped at 12).
const std::array<double, 13>& bestTwoOfD6(int n);

// P(exactly r of n tries succeed), r = 0..n, each try succeeding with chance p (n dice each
// hitting on the same faces).
std::vector<double> successes(int n, double p);

// The number of ways n dice of `sides` faces sum to each total (index = total, 0..n*sides),
// and how many ways there are in all: whole numbers, so sums of them stay exact.
struct DiceWays {
  std::vector<std::uint64_t> ways;
  std::uint64_t total = 1;
  // The ways the sum is at most `t` (0 below the least sum).
  std::uint64_t atMost(int t) const;
  // The ways the sum is at least `t`.
  std::uint64_t atLeast(int t) const;
};
DiceWays sumOf(int n, int sides);

// P(a die of `sides` faces, plus `modifier`, reaches `target`): the hitting faces over the
// faces.
int facesReaching(int sides, int modifier, int target);

// n choose k, as a double (small n: dice counts).
double choose(int n, int k);

}  // namespace sandtable::rules::odds
