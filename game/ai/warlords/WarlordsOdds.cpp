#include "WarlordsOdds.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <vector>

#include "rules/warlords/RandomMove.h"

namespace sandtable::ai::warlords {

namespace {

constexpr int kMaxDice = 12;

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
          if (f > na) nb = na, na = f;
          else if (f > nb) nb = f;
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

double choose(int n, int k) {
  double r = 1;
  for (int i = 1; i <= k; ++i) r = r * (n - k + i) / i;
  return r;
}

}  // namespace

const std::array<double, 13>& bestTwoOf(int n) {
  static const std::vector<std::array<double, 13>> table = [] {
    std::vector<std::array<double, 13>> t;
    for (int i = 0; i <= kMaxDice; ++i) t.push_back(computeBestTwo(std::max(2, i)));
    return t;
  }();
  return table[static_cast<std::size_t>(std::clamp(n, 2, kMaxDice))];
}

double pActivation(int dice, int modifier, int width) {
  const auto& d = bestTwoOf(dice);
  double p = 0;
  for (int s = 0; s <= 12; ++s) p += s + modifier > width ? d[static_cast<std::size_t>(s)] : 0.0;
  return p;
}

double pRandomMoveReaches(int dice, double needSpans, const rules::warlords::RandomMoveTable& t) {
  if (dice <= 0) return needSpans <= 0 ? 1.0 : 0.0;
  double p = 0;
  for (int six = 0; six <= dice; ++six) {
    for (int one = 0; six + one <= dice; ++one) {
      const int rest = dice - six - one;
      const double pr = choose(dice, six) * choose(dice - six, one) * std::pow(1.0 / 6, six + one) *
                        std::pow(4.0 / 6, rest);
      const int adjust = rules::warlords::randomMoveAdjust(six, one, t);
      if (dice + adjust >= needSpans - 1e-9) p += pr;
    }
  }
  return p;
}

MeleeForecast forecastMelee(int myDice, int myMod, int myWidth, int theirDice, int theirMod, int theirWidth,
                            const rules::warlords::MeleeTable& t) {
  const auto& mine = bestTwoOf(myDice);
  const auto& theirs = bestTwoOf(theirDice);
  MeleeForecast f;
  for (int a = 2; a <= 12; ++a) {
    const double pa = mine[static_cast<std::size_t>(a)];
    if (pa == 0) continue;
    const int sa = a + myMod;
    const double dealt = sa > 0 ? static_cast<double>(sa / std::max(1, theirWidth)) : 0.0;
    f.casDealt += pa * dealt;
    for (int b = 2; b <= 12; ++b) {
      const double pb = theirs[static_cast<std::size_t>(b)];
      if (pb == 0) continue;
      const double p = pa * pb;
      const int sb = b + theirMod;
      if (sa > sb) {
        f.pWin += p;
        const int base = std::max(sb, t.ratioFloor);
        if (sa >= t.unformMultiple * base) f.pTheyTwice += p;
        if (sa >= t.breakMultiple * base) f.pTheyBreak += p;
      } else if (sb > sa) {
        f.pLose += p;
        const int base = std::max(sa, t.ratioFloor);
        if (sb >= t.breakMultiple * base) f.pIBreak += p;
      }
    }
  }
  for (int b = 2; b <= 12; ++b) {
    const int sb = b + theirMod;
    f.casTaken += theirs[static_cast<std::size_t>(b)] * (sb > 0 ? static_cast<double>(sb / std::max(1, myWidth)) : 0.0);
  }
  return f;
}

}  // namespace sandtable::ai::warlords
