#include "DiceOdds.h"

#include <algorithm>
#include <stdexcept>

namespace sandtable::rules::odds {

namespace {

constexpr int kMaxBestTwoDice = 12;

// Exact distribution of the two highest of n d6, by a dynamic programme over the dice
// keeping only the best two faces seen so far.
std::array<double, 13> computeBestTwo(int n) {
  // state[a][b]: a >= b are the best two so far (0 = none yet).
  std::array<std::array<double, 7>, 7> state{};
  state[0][0] = 1.0;
  for (int i = 0; i < n; ++i) {
    std::array<std::array<double, 7>, 7> next{};
    for (int a = 0; a <= 6; ++a) {
      for (int b = 0; b <= a; ++b) {
        if (state[a][b] == 0) continue;
        for (int f = 1; f <= 6; ++f) {
          int na = a, nb = b;
          if (f > na)
            nb = na, na = f;
          else if (f > nb)
            nb = f;
          next[na][nb] += state[a][b] / 6.0;
        }
      }
    }
    state = next;
  }
  std::array<double, 13> out{};
  for (int a = 0; a <= 6; ++a) {
    for (int b = 0; b <= a; ++b) out[a + b] += state[a][b];
  }
  return out;
}

}  // namespace

const std::array<double, 13>& bestTwoOfD6(int n) {
  static const std::vector<std::array<double, 13>> table = [] {
    std::vector<std::array<double, 13>> t;
    for (int i = 0; i <= kMaxBestTwoDice; ++i) t.push_back(computeBestTwo(std::max(2, i)));
    return t;
  }();
  return table[static_cast<std::size_t>(std::clamp(n, 2, kMaxBestTwoDice))];
}

std::vector<double> successes(int n, double p) {
  // Built up one try at a time.
  std::vector<double> out{1.0};
  for (int i = 0; i < n; ++i) {
    std::vector<double> next(out.size() + 1, 0.0);
    for (std::size_t r = 0; r < out.size(); ++r) {
      next[r] += out[r] * (1.0 - p);
      next[r + 1] += out[r] * p;
    }
    out = std::move(next);
  }
  return out;
}

std::uint64_t DiceWays::atMost(int t) const {
  std::uint64_t n = 0;
  for (int s = 0; s <= t && s < static_cast<int>(ways.size()); ++s)
    n += ways[static_cast<std::size_t>(s)];
  return n;
}

std::uint64_t DiceWays::atLeast(int t) const {
  std::uint64_t n = 0;
  for (int s = std::max(0, t); s < static_cast<int>(ways.size()); ++s)
    n += ways[static_cast<std::size_t>(s)];
  return n;
}

DiceWays sumOf(int n, int sides) {
  // 6^24 and 20^14 still fit in 64 bits; no rule system rolls that many dice at once.
  if (n < 0 || sides < 1 || n > 24) throw std::invalid_argument("sumOf: dice out of range");
  DiceWays d;
  d.ways = {1};
  for (int i = 0; i < n; ++i) {
    std::vector<std::uint64_t> next(d.ways.size() + static_cast<std::size_t>(sides), 0);
    for (std::size_t s = 0; s < d.ways.size(); ++s) {
      for (int f = 1; f <= sides; ++f) next[s + static_cast<std::size_t>(f)] += d.ways[s];
    }
    d.ways = std::move(next);
    d.total *= static_cast<std::uint64_t>(sides);
  }
  return d;
}

int facesReaching(int sides, int modifier, int target) {
  return std::clamp(sides + 1 - (target - modifier), 0, sides);
}

double choose(int n, int k) {
  double r = 1;
  for (int i = 1; i <= k; ++i) r = r * (n - k + i) / i;
  return r;
}

}  // namespace sandtable::rules::odds
