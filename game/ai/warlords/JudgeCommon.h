// The judge's shared pieces: the weights it is built from and the few small helpers that
// more than one of its concerns uses (odds, placement, charges, reactions).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "WarlordsJudge.h"

namespace sandtable::ai::warlords::judge {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

// Per span toward the enemy: at first, and by the end (a battle is won by fighting), and for
// an army with time on its side. (A stronger pull, 0.3 to 0.8 or 0.5 to 1.0, won a few more
// meeting engagements against random and lost more at Hastings, where the Normans climbed
// into the shieldwall too soon: measured over 600 games a scenario.)
inline constexpr double kPullEarly = 0.15;
inline constexpr double kPullLate = 0.6;
inline constexpr double kPullAhead = 0.075;
// An enemy charge that could strike a unit next turn, as placement() weighs it. Where a unit
// stands as it is (a formation to meet cavalry, field defences to shelter behind), every charge
// counts. Where it goes, a side with time on its side (it holds the field, or is clearly ahead)
// still goes where no charge can hurt it. A side that has still to win the battle weighs the
// charges that would strike a flank or the rear, and what field defences take off the others;
// but a charge on its front only where it outweighs, clearly, the charge it could make on that
// enemy from the same place: the front it offers is the front it charges with. Pricing every
// front within reach kept normal hovering just outside it, a host that would not close until
// the day was gone (meeting engagements against random, whatif --games 2000 --alternate, seeds
// 101 and 202: 3,619 of 4,000 won counting every charge, 3,760 so; against itself, 1,000 games
// in each seat, seed 101, the second judge won 1,114 to 848); pricing no front at all walked the
// English at Bannockburn into the reach of Scots who charge down on them whenever they may (as
// the English against ai:scripted, 400 games from seed 31: 119 of 200 counting every charge, 83
// counting none, 107 so).
inline constexpr double kThreatWeight = 1.8;  // standing, or going with time on its side
inline constexpr double kFlankThreatWeight =
    1.0;  // going without it: a charge on a flank or the rear ...
inline constexpr double kFrontThreatWeight =
    1.0;  // ... or on its front, by what it outweighs ours by
inline constexpr double kClearlyOutweighs = 4.0;  // more than this
// ... and so is ours, but less: where we could charge next turn the enemy mostly can too,
// and an enemy who charges whenever it may takes the chance first. At 0.8 normal stepped into
// that mutual reach and lost a third of the open-field games to the scripted "advance and
// attack" player; at 0.4 it won three in four (docs/ai.md). Since Berserk units come to their
// senses under their casualties (2.2.1, stop 33) 0.2 does better still, with the press below:
// 492 open-field games of 600 against scripted (seeds 21 to 26) where 0.4 won 445, and more
// against random in both the meeting engagement and at Hastings (docs/rules/warlords.md).
inline constexpr double kChanceWeight = 0.2;
// A side with time on its side (it holds the field, or is clearly ahead) has no need of a
// fight, and a place from which it could charge next turn is mostly one from which the enemy
// can charge it: it gives such places no credit. Hastings against random, seeds 101 to 707
// (14,000 games): 13,311 won against 13,264 at 0.2, the English holding 4,734 of 5,000 games on
// the five tuning seeds against 4,712; meeting engagements unchanged (9,571 against 9,567).
inline constexpr double kChanceWeightWithTime = 0.0;
inline constexpr double kMissileWeight = 0.5;
inline constexpr double kShooterPull = 0.25;  // per span toward enemy shooters that can hit it
inline constexpr double kShotWeight = 0.6;
inline constexpr double kHoldStill = 0.5;   // with time on its side: starting to move ...
inline constexpr double kHoldCharge = 1.0;  // ... or charging gives up its chosen ground
// Time against it (the turn limit, as things stand, gives the battle to the enemy: the Normans
// before Harold's line all day, a host clearly behind on strength) a side wins only by
// breaking the enemy before nightfall, and a charge the exchange finds about even is still a
// step toward that where standing off is none: each charge such a side may make counts this
// much more. Measured against random, 2,000 games a seed: Hastings, seeds 101, 202, 303, 404
// and 505, went from 9,309 to 9,384 of 10,000 (the Normans' games lost at nightfall from 251
// to 191); meeting engagements (seeds 101 and 303) and Stamford Bridge (seeds 31 to 34, 400
// games) were unchanged. At 1.5 Hastings gained less (seeds 101 and 303: 3,757 of 4,000
// against 3,765).
inline constexpr double kPressWhenBehind = 3.0;
// A side the turn limit does not favour (not clearly ahead, or attacking a side that holds the
// field) has still to win the battle, and wins it only by fighting: each charge it may make
// counts this much more, on top of the press above where the limit would leave it beaten. A
// skirmisher's charge (on enemy skirmishers only, 2.4.4) counts kPressSkirmishers more again:
// the screens of two hosts otherwise shoot at each other all day across the Wend, the stand-off
// that leaves a meeting engagement to nightfall, and a fight between them risks no more than
// the skirmishers. At stop 32 this press won meeting engagements but lost Stamford Bridge games
// to random (297 of 400 against 319) and was not kept; with Berserk units coming to their
// senses (stop 33) Stamford Bridge is at 292 with or without it, and with kChanceWeight at 0.2
// it took the meeting engagement from 9,425 to 9,567 of 10,000 (docs/rules/warlords.md).
inline constexpr double kPressNotFavoured = 1.5;
inline constexpr double kPressSkirmishers = 3.0;
inline constexpr double kActivationCost = 0.6;   // a reaction spends the unit's activation
inline constexpr double kHighGround = 0.6;       // per enemy within reach below (or above) the unit
inline constexpr double kHoldingPatience = 0.3;  // the pull toward the enemy for a unit above it
inline constexpr double kLineNear = 1.1;  // per friend on a flank with the enemy within kLineRange
inline constexpr double kLineFar = 0.7;
inline constexpr double kLineRange = 8.0;  // spans
// A personality whose loss loses the battle (the scenario's decisive ones: Harold, William)
// makes his unit worth far more, and every melee it fights carries the risk of the red and
// yellow dice finding him (3.1.3.1: about 1 in 36 killed, 5 in 36 wounded, per round in
// which his stand is hit), so he is kept out of fights the army can win without him.
inline constexpr double kDecisiveWorth = 25.0;
// What losing him costs: the battle, which WarlordsAi::evaluate counts as 1,000 points. A
// wounded personality is gone from the battle, but lost (captured) only if his unit then breaks
// (3.1.3.1): a wound is counted at this share of a death.
inline constexpr double kBattleStake = 1000.0;
inline constexpr double kWoundShare = 0.3;
// An Impetuous unit that carries him goes Berserk on doubles when an enemy is within its charge
// distance (1.7.1, 2.2) and must then charge, whatever the odds and whoever leads it: with his
// melees priced by kBattleStake, each of the 20 Williams normal lost in 1,000 Hastings games
// against random had gone Berserk first. Where it stands within that distance it pays this for
// each Berserk activation it risks.
inline constexpr double kDecisiveBerserkCost = 30.0;
// 2.2.1: an activation scoring no more than the unit's casualties (each of which is also -1
// to the score) costs a morale step, and casualties never heal: a unit with three
// casualties loses a step at four activations in ten on two dice. The judge looks this
// many activations ahead when it prices a casualty, a champion (a die more) or a Worn unit.
inline constexpr int kMoraleHorizon = 3;
// A failed activation (score not above the width) halts the unit Unformed after a random
// move: what a wide formation risks every turn.
inline constexpr double kFailedActivationCost = 2.0;
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
inline double leaderLossRisk(double pCheck) {
  return pCheck * (1.0 / 6.0) * (1.0 / 6.0 + 5.0 / 6.0 * kWoundShare) * kBattleStake;
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
