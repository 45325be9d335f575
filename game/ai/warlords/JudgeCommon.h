// The few small helpers that more than one of the judge's concerns uses (odds, placement,
// charges, reactions); the numbers it weighs by are its weights (JudgeWeights.h).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "WarlordsJudge.h"

namespace sandtable::ai::warlords::judge {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

// Kept in place of a supporting unit's gain where a charge would fight its target itself.
inline constexpr double kFightsItself = -1e300;

// The gap between two blocks, exact when they are close and roughly right when far apart
// (the judge asks about every pair for every candidate; far units only pull or push).
inline Length quickGap(const WarlordsGame& g, const Rect& a, const Rect& b, Length closeRange) {
  const Length bound = (a.width + a.depth + b.width + b.depth) / 2 + closeRange;
  const std::int64_t d2 = distanceSquared(a.centre, b.centre);
  if (d2 <= bound * bound) return g.gapOf(a, b);
  return distance(a.centre, b.centre) -
         (std::min(a.width, a.depth) + std::min(b.width, b.depth)) / 2;
}

// Whether a friend's block `fb` stands beside `me` (no more than 1.5 spans off either
// flank) and behind it by no more than its move of `moveSpans`, so that it can come level.
inline bool comesLevelBehind(const Rect& me, const Rect& fb, int moveSpans, Length span) {
  const Point l = toLocal(me, fb.centre);
  const double s = static_cast<double>(span);
  const double sideways = (std::abs(static_cast<double>(l.x)) - (me.width + fb.width) / 2.0) / s;
  const double behind = -static_cast<double>(l.y) / s;
  return sideways <= 1.5 && sideways >= -0.25 && behind > 0 && behind <= moveSpans + 0.5;
}

// P(the two highest of n d6 show the same face and, with `mod`, score at least `need`): a
// melee roll of doubles that deals a casualty, which brings the red and yellow dice (3.1.3.1).
inline double pTopDoublesScoring(int n, int mod, int need) {
  if (n < 2) return 0.0;
  double p = 0;
  for (int a = 1; a <= 6; ++a) {
    if (2 * a + mod < need) continue;
    // The highest face is a and some other die shows a too: all at most a, less all below a,
    // less exactly one a with the rest below.
    const double below = (a - 1) / 6.0;
    p += std::pow(a / 6.0, n) - std::pow(below, n) - n * (1.0 / 6.0) * std::pow(below, n - 1);
  }
  return p;
}

// What a check of the red and yellow dice (3.1.3.1, 3.1.3.3) made with chance `pCheck` costs the
// side of a decisive personality, the only one in the stands hit: the yellow die finds him one
// time in six, and the red then kills him one time in six and wounds him otherwise.
inline double leaderLossRisk(double pCheck, const JudgeWeights& w) {
  return pCheck * (1.0 / 6.0) * (1.0 / 6.0 + 5.0 / 6.0 * w.woundShare) * w.battleStake;
}

// P(some two of n d6 show the same face).
inline double pAnyDoubles(int n) {
  if (n > 6) return 1.0;
  double allDifferent = 1.0;
  for (int i = 0; i < n; ++i) allDifferent *= (6.0 - i) / 6.0;
  return 1.0 - allDifferent;
}

inline Zone edgeFacing(const UnitState& target, const Rect& block, Point from) {
  return target.formation == FormationKind::Hedgehog ? Zone::Front : zoneOf(block, from);
}

}  // namespace sandtable::ai::warlords::judge
