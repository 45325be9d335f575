#include "WarlordsJudge.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace sandtable::ai::warlords {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

namespace {

// Per span toward the enemy: at first, and by the end (a battle is won by fighting), and for
// an army with time on its side. (A stronger pull, 0.3 to 0.8 or 0.5 to 1.0, won a few more
// meeting engagements against random and lost more at Hastings, where the Normans climbed
// into the shieldwall too soon: measured over 600 games a scenario.)
constexpr double kPullEarly = 0.15;
constexpr double kPullLate = 0.6;
constexpr double kPullAhead = 0.075;
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
constexpr double kThreatWeight = 1.8;       // standing, or going with time on its side
constexpr double kFlankThreatWeight = 1.0;  // going without it: a charge on a flank or the rear ...
constexpr double kFrontThreatWeight = 1.0;  // ... or on its front, by what it outweighs ours by
constexpr double kClearlyOutweighs = 4.0;   // more than this
// ... and so is ours, but less: where we could charge next turn the enemy mostly can too,
// and an enemy who charges whenever it may takes the chance first. At 0.8 normal stepped into
// that mutual reach and lost a third of the open-field games to the scripted "advance and
// attack" player; at 0.4 it won three in four (docs/ai.md). Since Berserk units come to their
// senses under their casualties (2.2.1, stop 33) 0.2 does better still, with the press below:
// 492 open-field games of 600 against scripted (seeds 21 to 26) where 0.4 won 445, and more
// against random in both the meeting engagement and at Hastings (docs/rules/warlords.md).
constexpr double kChanceWeight = 0.2;
// A side with time on its side (it holds the field, or is clearly ahead) has no need of a
// fight, and a place from which it could charge next turn is mostly one from which the enemy
// can charge it: it gives such places no credit. Hastings against random, seeds 101 to 707
// (14,000 games): 13,311 won against 13,264 at 0.2, the English holding 4,734 of 5,000 games on
// the five tuning seeds against 4,712; meeting engagements unchanged (9,571 against 9,567).
constexpr double kChanceWeightWithTime = 0.0;
constexpr double kMissileWeight = 0.5;
constexpr double kShooterPull = 0.25;       // per span toward enemy shooters that can hit it
constexpr double kShotWeight = 0.6;
constexpr double kHoldStill = 0.5;          // with time on its side: starting to move ...
constexpr double kHoldCharge = 1.0;         // ... or charging gives up its chosen ground
// Time against it (the turn limit, as things stand, gives the battle to the enemy: the Normans
// before Harold's line all day, a host clearly behind on strength) a side wins only by
// breaking the enemy before nightfall, and a charge the exchange finds about even is still a
// step toward that where standing off is none: each charge such a side may make counts this
// much more. Measured against random, 2,000 games a seed: Hastings, seeds 101, 202, 303, 404
// and 505, went from 9,309 to 9,384 of 10,000 (the Normans' games lost at nightfall from 251
// to 191); meeting engagements (seeds 101 and 303) and Stamford Bridge (seeds 31 to 34, 400
// games) were unchanged. At 1.5 Hastings gained less (seeds 101 and 303: 3,757 of 4,000
// against 3,765).
constexpr double kPressWhenBehind = 3.0;
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
constexpr double kPressNotFavoured = 1.5;
constexpr double kPressSkirmishers = 3.0;
constexpr double kActivationCost = 0.6;     // a reaction spends the unit's activation
constexpr double kHighGround = 0.6;         // per enemy within reach below (or above) the unit
constexpr double kHoldingPatience = 0.3;    // the pull toward the enemy for a unit above it
constexpr double kLineNear = 1.1;           // per friend on a flank with the enemy within kLineRange
constexpr double kLineFar = 0.7;
constexpr double kLineRange = 8.0;          // spans
// A personality whose loss loses the battle (the scenario's decisive ones: Harold, William)
// makes his unit worth far more, and every melee it fights carries the risk of the red and
// yellow dice finding him (3.1.3.1: about 1 in 36 killed, 5 in 36 wounded, per round in
// which his stand is hit), so he is kept out of fights the army can win without him.
constexpr double kDecisiveWorth = 25.0;
// What losing him costs: the battle, which WarlordsAi::evaluate counts as 1,000 points. A
// wounded personality is gone from the battle, but lost (captured) only if his unit then breaks
// (3.1.3.1): a wound is counted at this share of a death.
constexpr double kBattleStake = 1000.0;
constexpr double kWoundShare = 0.3;
// An Impetuous unit that carries him goes Berserk on doubles when an enemy is within its charge
// distance (1.7.1, 2.2) and must then charge, whatever the odds and whoever leads it: with his
// melees priced by kBattleStake, each of the 20 Williams normal lost in 1,000 Hastings games
// against random had gone Berserk first. Where it stands within that distance it pays this for
// each Berserk activation it risks.
constexpr double kDecisiveBerserkCost = 30.0;
// 2.2.1: an activation scoring no more than the unit's casualties (each of which is also -1
// to the score) costs a morale step, and casualties never heal: a unit with three
// casualties loses a step at four activations in ten on two dice. The judge looks this
// many activations ahead when it prices a casualty, a champion (a die more) or a Worn unit.
constexpr int kMoraleHorizon = 3;
// A failed activation (score not above the width) halts the unit Unformed after a random
// move: what a wide formation risks every turn.
constexpr double kFailedActivationCost = 2.0;
// Kept in place of a supporting unit's gain where a charge would fight its target itself.
constexpr double kFightsItself = -1e300;

// The gap between two blocks, exact when they are close and roughly right when far apart
// (the judge asks about every pair for every candidate; far units only pull or push).
Length quickGap(const WarlordsGame& g, const Rect& a, const Rect& b, Length closeRange) {
  const Length bound = (a.width + a.depth + b.width + b.depth) / 2 + closeRange;
  const std::int64_t d2 = distanceSquared(a.centre, b.centre);
  if (d2 <= bound * bound) return g.gapOf(a, b);
  return distance(a.centre, b.centre) - (std::min(a.width, a.depth) + std::min(b.width, b.depth)) / 2;
}

// Whether a friend's block `fb` stands beside `me` (no more than 1.5 spans off either
// flank) and behind it by no more than its move of `moveSpans`, so that it can come level.
bool comesLevelBehind(const Rect& me, const Rect& fb, int moveSpans, Length span) {
  const Point l = toLocal(me, fb.centre);
  const double s = static_cast<double>(span);
  const double sideways = (std::abs(static_cast<double>(l.x)) - (me.width + fb.width) / 2.0) / s;
  const double behind = -static_cast<double>(l.y) / s;
  return sideways <= 1.5 && sideways >= -0.25 && behind > 0 && behind <= moveSpans + 0.5;
}

// P(the two highest of n d6 show the same face and, with `mod`, score at least `need`): a
// melee roll of doubles that deals a casualty, which brings the red and yellow dice (3.1.3.1).
double pTopDoublesScoring(int n, int mod, int need) {
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
double leaderLossRisk(double pCheck) {
  return pCheck * (1.0 / 6.0) * (1.0 / 6.0 + 5.0 / 6.0 * kWoundShare) * kBattleStake;
}

// P(some two of n d6 show the same face).
double pAnyDoubles(int n) {
  if (n > 6) return 1.0;
  double allDifferent = 1.0;
  for (int i = 0; i < n; ++i) allDifferent *= (6.0 - i) / 6.0;
  return 1.0 - allDifferent;
}

Zone edgeFacing(const UnitState& target, const Rect& block, Point from) {
  return target.formation == FormationKind::Hedgehog ? Zone::Front : zoneOf(block, from);
}

}  // namespace

Judge::Judge(const WarlordsGame& game)
    // Clearly ahead on strength, not by a stand or two the next melee may turn round.
    : g(game), mLimitWinner(game.turnLimitFavours(100)), mActivationMod(2 * game.unitStates().size(), kUnknown),
      mInContact(game.unitStates().size(), -1) {
  for (std::size_t k = 0; k < kTerrainKindCount; ++k) {
    if (g.tables().effect(static_cast<TerrainKind>(k)).rough) mRoughKinds |= terrainKindBit(static_cast<TerrainKind>(k));
  }
}

std::size_t Judge::RectHash::operator()(const Rect& r) const {
  std::uint64_t h = static_cast<std::uint64_t>(r.centre.x) * 0x9E3779B97F4A7C15ull;
  h = (h ^ (h >> 29) ^ static_cast<std::uint64_t>(r.centre.y)) * 0xBF58476D1CE4E5B9ull;
  h = (h ^ (h >> 31) ^ static_cast<std::uint64_t>(r.facing)) * 0x94D049BB133111EBull;
  h = (h ^ (h >> 27) ^ static_cast<std::uint64_t>(r.width) ^ (static_cast<std::uint64_t>(r.depth) << 32));
  return static_cast<std::size_t>(h ^ (h >> 31));
}

int Judge::activationModifier(const UnitState& u, bool charging) const {
  // Only a unit the game holds is remembered: a copy with changes (a unit as it would stand
  // after a move) is worked out afresh every time.
  if (&u != &g.unit(u.id)) return g.activationModifier(u, false, 0, charging, nullptr);
  int& m = mActivationMod[2 * static_cast<std::size_t>(u.id) + (charging ? 1 : 0)];
  if (m == kUnknown) m = g.activationModifier(u, false, 0, charging, nullptr);
  return m;
}

bool Judge::inContact(const UnitState& u) const {
  if (&u != &g.unit(u.id)) return g.inContact(u);  // as activationModifier above
  signed char& c = mInContact[static_cast<std::size_t>(u.id)];
  if (c < 0) c = g.inContact(u) ? 1 : 0;
  return c == 1;
}

bool Judge::canCharge(const UnitState& u) const {
  if (!u.active() || u.morale == Morale::Worn || u.morale == Morale::Broken) return false;
  if (!u.formed && u.morale != Morale::Berserk) return false;
  return u.formation != FormationKind::Hedgehog && !inContact(u);
}

double Judge::pull(Side side) const {
  // Time on its side (the turn limit, reached as things stand, gives it the battle: an army
  // clearly ahead, or one that has only to hold the field): it need not hurry, and lets the
  // enemy come to it. Otherwise patient early on, pressing as the day wears on.
  if (mLimitWinner == side) return kPullAhead;
  const int limit = std::max(1, g.setup().victory.turnLimit);
  double t = std::clamp((g.turn() - limit / 3.0) / (limit * 2.0 / 3.0), 0.0, 1.0);
  // Time against it (behind, or facing an army that has only to hold): no day to waste.
  if (mLimitWinner == opponent(side)) t = std::max(t, 0.5 + 0.5 * g.turn() / limit);
  return kPullEarly + (kPullLate - kPullEarly) * t;
}

double Judge::baseWorth(const UnitState& u) const {
  double w = 10.0 + 1.5 * u.standCount();
  w += g.personalitiesIn(u) * 2.0;
  // A wounded leader still loses the battle if his unit breaks.
  w += decisiveBoundTo(u) * kDecisiveWorth;
  return w;
}

double Judge::moraleLossChance(const UnitState& u, int casualties, int champions) const {
  if (u.morale == Morale::Berserk || casualties <= 0) return 0.0;
  const ActivationTable& t = g.tables().activation;
  const int mod = activationModifier(u, false) + t.perCasualty * (casualties - u.casualties);
  return 1.0 - pActivation(t.dice + champions, mod, casualties);
}

double Judge::moraleRisk(const UnitState& u, int casualties, int champions) const {
  // Over the next few activations: the chance of losing a step, weighted by what the step
  // costs (Ready to Worn loses the champions and brings the break one step nearer; Worn to
  // Broken loses the unit).
  const double p = moraleLossChance(u, casualties, champions);
  const double stepCost = u.morale == Morale::Worn ? 1.0 : 0.45;
  return std::min(0.9, stepCost * (1.0 - std::pow(1.0 - p, kMoraleHorizon)));
}

double Judge::worth(const UnitState& u) const {
  if (!u.active() || u.morale == Morale::Broken) return 0.0;
  const double base = baseWorth(u);
  double w = base;
  if (u.morale == Morale::Worn) w *= 0.7;
  if (!u.formed) w -= 1.5;
  w -= 0.3 * u.casualties;
  w -= base * moraleRisk(u, u.casualties, u.champions);
  return std::max(w, 3.0);
}

int Judge::decisiveWith(const UnitState& u, bool woundedToo) const {
  const auto& names = g.setup().victory.decisivePersonalities;
  if (names.empty()) return 0;
  int n = 0;
  for (const PersonalityState& p : g.personalities()) {
    if (p.unit != u.id || !(p.present() || (woundedToo && p.fate == Fate::Wounded))) continue;
    if (std::find(names.begin(), names.end(), g.personalitySetup(p).name) != names.end()) ++n;
  }
  return n;
}

int Judge::decisiveIn(const UnitState& u) const { return decisiveWith(u, false); }

int Judge::decisiveBoundTo(const UnitState& u) const { return decisiveWith(u, true); }

double Judge::casualtyCost(const UnitState& u) const {
  if (!u.active() || u.morale == Morale::Broken) return 0.2;
  // The figure itself, and the morale it costs from now on (2.2.1).
  const double risk = moraleRisk(u, u.casualties + 1, u.champions) - moraleRisk(u, u.casualties, u.champions);
  return 1.0 + (u.morale == Morale::Worn ? 0.5 : 0.0) + baseWorth(u) * risk;
}

double Judge::activationChance(const UnitState& u, bool charging, int extra) const {
  const int dice = g.tables().activation.dice + u.champions;
  return pActivation(dice, activationModifier(u, charging) + extra, g.activationWidth(u));
}

Judge::Odds Judge::oddsWith(const UnitState& a, const UnitState& d, const WarlordsGame::Supposed* s) const {
  const auto oa = g.meleeOddsWith(a, d, s);
  const auto od = g.meleeOddsWith(d, a, s);
  return {oa.dice, oa.modifierTotal(), g.combatWidth(a), od.dice, od.modifierTotal(), g.combatWidth(d)};
}

const Judge::Odds& Judge::odds(const UnitState& a, const UnitState& d, Zone edge, bool charging, bool both) {
  const auto key = std::make_tuple(a.id, d.id, static_cast<int>(edge) * 4 + (charging ? 2 : 0) + (both ? 1 : 0));
  if (auto it = mOdds.find(key); it != mOdds.end()) return it->second;
  WarlordsGame::Supposed s{a.id, d.id, edge, charging, both};
  return mOdds.emplace(key, oddsWith(a, d, &s)).first->second;
}

double Judge::valueOf(const UnitState& a, const UnitState& d, const Odds& o) const {
  if (d.morale == Morale::Broken) return 1.0;  // it runs again (1.7.3): little to gain, nothing to lose
  const MeleeForecast f = forecastMelee(o.aDice, o.aMod, o.aWidth, o.dDice, o.dMod, o.dWidth, g.tables().melee);
  const double gain = f.pTheyBreak * worth(d) + f.casDealt * casualtyCost(d) + (f.pWin - f.pTheyBreak) * 1.5 +
                      f.pTheyTwice * 1.0;
  double loss = f.pIBreak * worth(a) + f.casTaken * casualtyCost(a) + (f.pLose - f.pIBreak) * 1.5;
  // 3.1.3.1: a round whose casualties come with doubles may strike down a personality in the
  // stands hit; where he is decisive, the battle rides on it, on either side. (Counting a flat 3
  // points a round for our own, random won 43 of 2,000 Hastings games, seed 101, by a leader
  // lost; priced so, with kDecisiveBerserkCost, 26.)
  loss += decisiveIn(a) * leaderLossRisk(pTopDoublesScoring(o.dDice, o.dMod, o.aWidth));
  const double leaderGain = decisiveIn(d) * leaderLossRisk(pTopDoublesScoring(o.aDice, o.aMod, o.dWidth));
  return gain + leaderGain - loss;
}

double Judge::exchangeWith(const UnitState& a, const UnitState& d, const WarlordsGame::Supposed* s) {
  if (d.morale == Morale::Broken) return 1.0;
  return valueOf(a, d, oddsWith(a, d, s));
}

double Judge::exchange(const UnitState& a, const UnitState& d, Zone edge, bool charging, bool both) {
  const auto key = std::make_tuple(a.id, d.id, static_cast<int>(edge) * 4 + (charging ? 2 : 0) + (both ? 1 : 0), 0);
  if (auto it = mExchange.find(key); it != mExchange.end()) return it->second;
  const double v = valueOf(a, d, odds(a, d, edge, charging, both));
  mExchange[key] = v;
  return v;
}

bool Judge::rough(const Rect& r) const {
  const Battlefield& bf = *g.setup().battlefield;
  if (!bf.mayFindTerrain(r, mRoughKinds)) return false;  // no rough ground near it
  for (const Point& q : {r.centre, toWorld(r, {-r.width / 3, 0}), toWorld(r, {r.width / 3, 0})}) {
    if (g.tables().effect(bf.terrainAt(q)).rough) return true;
  }
  return false;
}

bool Judge::uphillOf(const Rect& a, const Rect& b) const {
  // Battlefield::isUphillOf(a, b, margin), with the margin Melee.cpp uses for "uphill opponent".
  return elevationUnder(a) > elevationUnder(b) + g.span() / 8;
}

Length Judge::elevationUnder(const Rect& r) const {
  auto it = mElevations.find(r);
  if (it == mElevations.end()) it = mElevations.emplace(r, g.setup().battlefield->footprintElevation(r)).first;
  return it->second;
}

int Judge::groundModifier(const UnitState& me, const Rect& mine, const Rect& theirs) const {
  if (g.flat()) return 0;
  int m = 0;
  if (rough(mine)) m += g.profile(me).armourRating();
  if (uphillOf(theirs, mine)) m += g.tables().melee.uphillOpponent;
  return m;
}

Rect Judge::contactRect(const Rect& target, Zone edge, const Rect& mover) const {
  Angle out = target.facing;
  Length reach = target.depth;
  switch (edge) {
    case Zone::Front: break;
    case Zone::Rear: out = target.facing + kHalfTurn; break;
    case Zone::LeftFlank: out = target.facing - kQuarterTurn; reach = target.width; break;
    case Zone::RightFlank: out = target.facing + kQuarterTurn; reach = target.width; break;
  }
  Rect r = mover;
  r.facing = normalizeAngle(out + kHalfTurn);
  r.centre = target.centre + heading(out, (reach + mover.depth) / 2);
  return r;
}

double Judge::exchangeAt(const UnitState& a, const Rect& ar, const UnitState& d, const Rect& dr, Zone edge,
                         bool charging, bool both) {
  if (d.morale == Morale::Broken) return 1.0;
  if (g.flat()) return exchange(a, d, edge, charging, both);
  Odds o = odds(a, d, edge, charging, both);
  // The rules judged the ground where the two stand now; judge it where they would fight.
  const GroundChange change = groundChange(a, ar, d, dr);
  o.aMod += change.a;
  o.dMod += change.d;
  return valueOf(a, d, o);
}

Judge::GroundChange Judge::groundChange(const UnitState& a, const Rect& ar, const UnitState& d, const Rect& dr) const {
  const Rect an = g.block(a);
  const Rect dn = g.block(d);
  return {groundModifier(a, ar, dr) - groundModifier(a, an, dn), groundModifier(d, dr, ar) - groundModifier(d, dn, an)};
}

double Judge::reachChance(const ChargePlan& plan) const {
  const double need = static_cast<double>(plan.distance) / static_cast<double>(g.span());
  return pRandomMoveReaches(plan.dice, need, g.tables().randomMove);
}

double Judge::chargerReaches(const ChargePlan& plan, double extraSpans) const {
  if (plan.problem) return 0.0;
  const double need = static_cast<double>(plan.distance) / static_cast<double>(g.span());
  return pRandomMoveReaches(std::max(1, plan.dice), need + extraSpans, g.tables().randomMove);
}

Judge::Meeting Judge::meetingPlace(const UnitState& c, const UnitState& t, const ChargePlan& plan) const {
  // The counter-charger goes out toward the charger by half the distance or its move, and
  // fights there, giving up the ground it stood on.
  const ChargePlan mine = g.planCharge(t, c);
  const Angle toward = (!mine.problem || mine.outOfReach) ? mine.direction : normalizeAngle(plan.direction + kHalfTurn);
  const Length half = std::min(std::max(plan.distance, mine.distance) / 2, g.moveSpans(t) * g.span());
  Meeting m;
  m.target = g.block(t);
  m.target.centre = m.target.centre + heading(toward, half);
  m.charger = contactRect(m.target, Zone::Front, g.block(c));
  return m;
}

double Judge::evadeChance(const UnitState& t, double needSpans) const {
  return g.isDrilledOrVeteranSkirmisher(t) ? 1.0 : activationChance(t, false, static_cast<int>(needSpans));
}

bool Judge::friendsFight(const UnitState& u, const UnitState& e) const {
  for (const Contact& c : g.contactsOf(e)) {
    if (g.unit(c.b).side == u.side && c.b != u.id) return true;
  }
  return false;
}

UnitId Judge::meleeJoined(const UnitState& c, const UnitState& t, Zone edge) const {
  if (!friendsFight(c, t)) return kNoUnit;
  const WarlordsGame::Supposed s{c.id, t.id, edge, true, false};
  for (const MeleePair& p : g.meleePairs(&s)) {
    if (p.a != t.id && p.b != t.id) continue;
    const UnitId other = p.a == t.id ? p.b : p.a;
    return other == c.id ? kNoUnit : other;
  }
  return kNoUnit;
}

double Judge::strike(const UnitState& u, const UnitState& e, Zone edge) {
  const Rect eb = g.block(e);
  return strikeFrom(u, contactRect(eb, edge, g.block(u)), e, edge);
}

double Judge::strikeFrom(const UnitState& u, const Rect& from, const UnitState& e, Zone edge) {
  // Friends already fighting e: striking it too mostly makes u a supporting unit (2.6) that
  // adds dice and penalties to their melee and risks nothing itself. But the opponents are
  // the two with the greatest front-edge contact: striking e's front where friends touch
  // only its flanks, u fights e itself (with their help) and its own melee is the measure.
  if (!friendsFight(u, e)) return exchangeAt(u, from, e, g.block(e), edge, true);
  const auto key = std::make_tuple(u.id, e.id, static_cast<int>(edge), 1);
  auto it = mExchange.find(key);
  if (it == mExchange.end()) {
    double gain = kFightsItself;
    if (meleeJoined(u, e, edge) != kNoUnit) {
      gain = 0;
      for (const Contact& c : g.contactsOf(e)) {
        const UnitState& f = g.unit(c.b);
        if (f.side != u.side || f.id == u.id) continue;
        WarlordsGame::Supposed s{u.id, e.id, edge, true, false};
        gain += exchangeWith(f, e, &s) - exchangeWith(f, e, nullptr);
      }
    }
    it = mExchange.emplace(key, gain).first;
  }
  // (Its own melee depends on where it strikes from, so it is not kept with the gain.)
  return it->second == kFightsItself ? exchangeAt(u, from, e, g.block(e), edge, true) : it->second;
}

double Judge::chargeThreat(const UnitState& e, const Rect& eb, const UnitState& u, const Rect& me, double gapSpans,
                           bool defences, bool going) {
  if (!canCharge(e) || (g.troop(e).skirmisher && !g.troop(u).skirmisher)) return 0.0;
  const int reach = g.chargeSpans(e) + 1;
  if (gapSpans > reach || !inArc(eb, me.centre, degrees(60))) return 0.0;
  const Zone edge = edgeFacing(u, me, e.pose.front);
  const bool frontGoing = going && mLimitWinner != u.side && edge == Zone::Front;
  const double weight = !going || mLimitWinner == u.side ? kThreatWeight
                        : frontGoing                         ? kFrontThreatWeight
                                                             : kFlankThreatWeight;
  const Rect at = contactRect(me, edge, eb);
  int dice = g.chargeSpans(e);
  double threat = exchangeAt(e, at, u, me, edge, true);
  if (defences) {
    const DefencesOnCharge d = defencesOnCharge(g, e, e.pose.front, frontCentre(at));
    if (d.stopped) return 0.0;
    dice -= d.spansLost;
    threat = throughDefences(e, d, threat);
  }
  const double pReach = pRandomMoveReaches(dice, gapSpans, g.tables().randomMove);
  const double theirs = pReach * activationChance(e, true) * std::max(0.0, threat);
  if (!frontGoing) return weight * theirs;
  return weight * std::max(0.0, theirs - ourChargeOn(e, eb, u, me, gapSpans) - kClearlyOutweighs);
}

double Judge::ourChargeOn(const UnitState& e, const Rect& eb, const UnitState& u, const Rect& me, double gapSpans) {
  if (!canCharge(u) || (g.troop(u).skirmisher && !g.troop(e).skirmisher)) return 0.0;
  if (gapSpans > g.chargeSpans(u) || !inArc(me, eb.centre, degrees(50))) return 0.0;
  const Zone edge = edgeFacing(e, eb, frontCentre(me));
  const double pReach = pRandomMoveReaches(g.chargeSpans(u), gapSpans, g.tables().randomMove);
  return pReach * activationChance(u, true) * std::max(0.0, exchangeAt(u, contactRect(eb, edge, me), e, eb, edge, true));
}

double Judge::shelter(const UnitState& u, const Rect& me) {
  if (g.setup().defences.empty()) return 0.0;
  double s = 0;
  for (const UnitState& e : g.unitStates()) {
    if (!e.active() || e.side == u.side) continue;
    const Rect eb = g.block(e);
    const double gapSpans = static_cast<double>(quickGap(g, me, eb, 14 * g.span())) / static_cast<double>(g.span());
    s += chargeThreat(e, eb, u, me, gapSpans, false, false) - chargeThreat(e, eb, u, me, gapSpans, true, false);
  }
  return s;
}

double Judge::throughDefences(const UnitState& c, const DefencesOnCharge& d, double value) const {
  if (d.stopped) return 0.0;
  if (!d.stakes) return value;
  // A Berserk unit goes on regardless and just suffers the attack.
  const double pGoesOn = c.morale == Morale::Berserk ? 1.0 : activationChance(c, true);
  return pGoesOn * (value - d.stakesCasualties * casualtyCost(c));
}

double Judge::shelterNow(const UnitState& u) {
  auto it = mShelterNow.find(u.id);
  if (it == mShelterNow.end()) it = mShelterNow.emplace(u.id, shelter(u, g.block(u))).first;
  return it->second;
}

bool Judge::mayChargeSoon(const UnitState& u) const {
  if (!canCharge(u)) return false;
  for (const UnitState& e : g.unitStates()) {
    if (!e.active() || e.side == u.side || e.morale == Morale::Broken) continue;
    if (g.troop(u).skirmisher && !g.troop(e).skirmisher) continue;  // 2.4.4
    if (g.gapBetween(u, e) <= (g.chargeSpans(u) + g.moveSpans(u)) * g.span()) return true;
  }
  return false;
}

bool Judge::cavalryThreat(const UnitState& u) const {
  for (const UnitState& e : g.unitStates()) {
    if (!e.active() || e.side == u.side || e.morale == Morale::Broken) continue;
    if (g.troop(e).kind != TroopKind::Cavalry) continue;
    if (g.gapBetween(u, e) <= (g.chargeSpans(e) + 2) * g.span()) return true;
  }
  return false;
}

double Judge::shotWorth(const UnitState& t, double casualties, double hits, double pHalt) const {
  return casualties * casualtyCost(t) + 0.15 * hits + pHalt * (t.charging || t.motion == Motion::Moving ? 3.0 : 1.5);
}

double Judge::shotValue(const UnitState& s, const UnitState& t, ShotStyle style) const {
  const double hits = g.expectedHits(s, t, style);
  const double perStand = std::max(1, g.combatWidth(t));
  const double casualties = std::floor(hits / perStand + 0.25);
  return shotWorth(t, casualties, hits, hits > g.combatWidth(t) ? 1.0 : 0.0);
}

double Judge::exactShotValue(const UnitState& s, const UnitState& t, ShotStyle style) const {
  const rules::warlords::ShotOdds so = g.shotOdds(s, t, style);
  return shotWorth(t, so.expectedCasualties, so.expectedHits, so.pHalt);
}

double Judge::leaderShotRisk(const UnitState& e, const UnitState& u, ShotStyle style) {
  // The odds are those of the shot at the unit as it stands (its cover included), whatever
  // place a candidate move would take it to: worked out once a decision for the game's units.
  auto risk = [&] { return leaderLossRisk(g.shotOdds(e, u, style).pPersonalityDice); };
  if (&u != &g.unit(u.id) || &e != &g.unit(e.id)) return risk();
  const auto key = std::make_tuple(e.id, u.id, static_cast<int>(style));
  auto it = mLeaderShotRisk.find(key);
  if (it == mLeaderShotRisk.end()) it = mLeaderShotRisk.emplace(key, risk()).first;
  return it->second;
}

double Judge::placement(const UnitState& u, const Pose& p, bool going) {
  const Rect me = g.blockAt(u, p, u.formation, u.ranks, u.standCount());
  const Point myFront = p.front;
  const bool iCanCharge = canCharge(u);
  const UnitProfile& prof = g.profile(u);
  const bool shooter = prof.missiles != MissileKind::None && (prof.massed || prof.skirmishing);
  double value = 0;
  double bestChance = 0;
  // A side with time on its side gives its own charge chances no weight: not worked out then.
  const double chanceWeight = mLimitWinner == u.side ? kChanceWeightWithTime : kChanceWeight;
  double bestShot = 0;
  double nearest = 1e9;
  double nearestShooter = 1e9;
  double nearestAny = 1e9;  // Broken enemies too: 1.7.1 asks only for an enemy unit in charge distance
  const int decisive = decisiveIn(u);  // asked of every shooter below, the same each time
  // Ground (3.2.1, 2.6 uphill opponent): enemies that could fight the unit here next turn
  // and stand below it, or above it; and whether the nearest enemy is below it.
  int above = 0, below = 0;
  bool nearestBelow = false;
  for (const UnitState& e : g.unitStates()) {
    if (!e.active() || e.side == u.side) continue;
    const Rect eb = g.block(e);
    const double gapSpans = static_cast<double>(quickGap(g, me, eb, 14 * g.span())) / static_cast<double>(g.span());
    if (e.morale != Morale::Broken && !g.flat() && !g.troop(e).skirmisher &&
        gapSpans <= g.chargeSpans(e) + g.moveSpans(e) + 1) {
      const bool up = uphillOf(me, eb);
      if (up) ++above;
      else if (uphillOf(eb, me)) ++below;
      if (gapSpans < nearest) nearestBelow = up;
    }
    if (e.morale != Morale::Broken) nearest = std::min(nearest, gapSpans);
    nearestAny = std::min(nearestAny, gapSpans);
    // What this enemy could do to us from here next turn.
    value -= chargeThreat(e, eb, u, me, gapSpans, !g.setup().defences.empty(), going);
    const UnitProfile& ep = g.profile(e);
    if (ep.missiles != MissileKind::None && e.formed && e.morale != Morale::Broken) {
      const ShotStyle st = ep.massed ? ShotStyle::Massed : ShotStyle::Skirmishing;
      if (gapSpans <= g.shootingRange(e, st) && inArc(eb, me.centre, degrees(45))) {
        value -= kMissileWeight * shotValue(e, u, st);
        // 3.1.3.3: every shot at a decisive personality's unit rolls the red dice for him.
        if (decisive > 0) value -= decisive * leaderShotRisk(e, u, st);
        // Shot at and unable to answer: close with the shooters.
        if (!shooter) nearestShooter = std::min(nearestShooter, gapSpans);
      }
    }
    // What we could do to it.
    if (chanceWeight > 0 && iCanCharge && e.morale != Morale::Broken && !(g.troop(u).skirmisher && !g.troop(e).skirmisher)) {
      const int reach = g.chargeSpans(u);
      if (gapSpans <= reach && inArc(me, eb.centre, degrees(50))) {
        const Zone edge = edgeFacing(e, eb, myFront);
        const double pReach = pRandomMoveReaches(reach, gapSpans, g.tables().randomMove);
        bestChance = std::max(bestChance, pReach * activationChance(u, true) * strikeFrom(u, contactRect(eb, edge, me), e, edge));
      }
    }
    if (shooter && u.formation != FormationKind::Wedge) {
      for (ShotStyle st : {ShotStyle::Massed, ShotStyle::Skirmishing}) {
        if ((st == ShotStyle::Massed && !prof.massed) || (st == ShotStyle::Skirmishing && !prof.skirmishing)) continue;
        if (gapSpans <= g.shootingRange(u, st) && inArc(me, eb.centre, degrees(45))) {
          bestShot = std::max(bestShot, shotValue(u, e, st));
        }
      }
    }
  }
  value += chanceWeight * bestChance + kShotWeight * bestShot;
  // Going, the charges on its front that field defences would stop or blunt still count: they
  // stop the enemy's charge, not ours.
  if (going && mLimitWinner != u.side) value += shelter(u, me);
  // Within charge distance of any enemy, an Impetuous unit carrying a decisive personality may
  // go Berserk at its next activation (a success with doubles, 1.7.1) and charge with him.
  if (nearestAny <= g.chargeSpans(u) && u.morale == Morale::Ready && decisive > 0 && g.isImpetuous(u)) {
    value -= kDecisiveBerserkCost * pAnyDoubles(g.tables().activation.dice + u.champions) * activationChance(u, false);
  }
  // A unit above the enemy holds its ground and lets them climb to it: it fights them at an
  // advantage there and gives it away by going down to meet them (or to the archers below).
  value += kHighGround * (std::min(above, 2) - std::min(below, 2));
  const double patience = nearestBelow ? kHoldingPatience : 1.0;
  if (nearestShooter < 1e8) value -= patience * kShooterPull * nearestShooter;
  // Close with the enemy: melee troops to contact range, shooters to their range.
  if (nearest < 1e8) {
    double want = 1.0;
    if (shooter && !prof.shower) {
      want = std::max(2.0, static_cast<double>(g.shootingRange(u, prof.massed ? ShotStyle::Massed : ShotStyle::Skirmishing)) - 1.0);
    }
    value -= patience * pull(u.side) * std::abs(nearest - want);
  }
  // Keep the line: friends close on either flank cover them.
  int flanked = 0;
  for (const UnitState& f : g.unitStates()) {
    if (!f.active() || f.side != u.side || f.id == u.id) continue;
    const Rect fb = g.block(f);
    const double gs = static_cast<double>(quickGap(g, me, fb, 2 * g.span())) / static_cast<double>(g.span());
    if (gs <= 1.5) {
      const Zone z = zoneOf(me, fb.centre);
      if (z == Zone::LeftFlank || z == Zone::RightFlank) {
        ++flanked;
        continue;
      }
      if (gs < 0.2 && z == Zone::Front) value -= 0.5;  // crowding the unit in front
    }
    // With the enemy still far off, a friend up to a move behind on either hand will come
    // level at its own activation: the line advances by steps, one unit at a time. Were it
    // counted only when already level, no unit would step out first, and a host would sit
    // where it deployed facing an enemy that stands its ground (normal against a side that
    // never moved drew 63 meeting engagements in 100 and won 34; counting them, it won 175
    // of 200).
    if (nearest > kLineRange && comesLevelBehind(me, fb, g.moveSpans(f), g.span()) && f.formed && !inContact(f)) {
      ++flanked;
    }
  }
  // A closed line matters most with the enemy near: a unit stepping out of it alone is
  // caught in the flank.
  value += (nearest <= kLineRange ? kLineNear : kLineFar) * std::min(flanked, 2);
  return value;
}

double Judge::moveScore(const UnitState& u, const Pose& to, bool leavesShieldwall) {
  auto it = mGoingFromNow.find(u.id);
  if (it == mGoingFromNow.end()) it = mGoingFromNow.emplace(u.id, placement(u, u.pose, true)).first;
  // A unit standing still that starts to move goes on moving until an activation lets it
  // stop (2.4.1). With time on its side it gives up its chosen ground only for a clear gain.
  const double start = u.motion != Motion::Moving && mLimitWinner == u.side ? kHoldStill : 0.0;
  if (!leavesShieldwall) return placement(u, to, true) - it->second - 0.05 - start;
  // 2.3.1.2: a Shieldwall that moves at normal speed (or goes on moving) is a Line when it
  // gets there: judge it there as a Line (its melee dice and the charges it invites), and
  // count what formationScore counts for leaving a Shieldwall.
  const WarlordsGame& line = asLine(u);
  Judge there(line);
  const double leaving = cavalryThreat(u) ? 1.5 : 0.5;
  return there.placement(line.unit(u.id), to, true) - it->second - 0.05 - leaving - start;
}

const WarlordsGame& Judge::asLine(const UnitState& u) {
  auto lt = mAsLine.find(u.id);
  if (lt == mAsLine.end()) {
    auto copy = g.supposeFormation(u.id, formationCode(FormationKind::Line, u.ranks), std::nullopt);
    lt = mAsLine.emplace(u.id, std::move(copy)).first;
  }
  return *lt->second;
}

bool Judge::moveLeavesShieldwall(const UnitState& u, const Pose& to) const {
  if (u.formation != FormationKind::Shieldwall) return false;
  // As applyMove decides: more than the Slow move of a Shieldwall leaves it.
  const MovementTable& m = g.tables().movement;
  const bool alreadySlow = g.profile(u).slow || g.profile(u).armour <= m.slowArmour;
  const int full = std::max(1, g.moveSpans(u));
  const int slow = full - (alreadySlow ? 0 : m.slowPenalty);
  const Length cost = g.wheelCost(u, angleDifference(u.pose.facing, to.facing)) +
                      distance(g.wheeled(u, u.pose, to.facing).front, to.front);
  const Length slowAllowance = g.moveAllowance(u, u.pose, to) * slow / full;
  return cost > slowAllowance + g.span() / 20;
}

double Judge::chargeScore(const UnitState& c, const UnitState& t) {
  const ChargePlan plan = g.planCharge(c, t);
  if (plan.problem) return -5;
  const double need = static_cast<double>(plan.distance) / static_cast<double>(g.span());
  const double pReach = reachChance(plan);
  const Point contact = c.pose.front + heading(plan.direction, plan.distance);
  const DefencesOnCharge crossed = defencesOnCharge(g, c, c.pose.front, contact);
  double value = throughDefences(c, crossed, strike(c, t, plan.targetEdge));
  // The target may run away or meet the charge (a counter-charge meets it before any stakes).
  if (g.mayEvade(t, c)) {
    value *= 1.0 - 0.8 * evadeChance(t, need);
  }
  if (g.mayCounterCharge(t, c)) {
    const double counter = exchangeAt(c, contactRect(g.block(t), Zone::Front, g.block(c)), t, g.block(t), Zone::Front, true, true);
    value = std::min(value, 0.5 * value + 0.5 * counter);
  }
  // Falling short leaves the charger close in front of the enemy.
  const double shortfall = -1.0;
  // What the turn limit says of charging (a Berserk unit has no say in it): with time on its
  // side a unit leaves its ground only for a clear gain; without it every charge is a step
  // toward the win it still needs, and more so with time against it, but a decisive leader's
  // unit is not pressed into the red and yellow dice.
  double time = 0.0;
  if (c.morale != Morale::Berserk) {
    if (mLimitWinner == c.side) {
      time = -kHoldCharge;
    } else if (decisiveBoundTo(c) == 0) {
      time = kPressNotFavoured + (g.troop(c).skirmisher ? kPressSkirmishers : 0.0);
      if (mLimitWinner == opponent(c.side)) time += kPressWhenBehind;
    }
  }
  // A unit behind field defences gives up their shelter: it ends in contact beyond them, or
  // short of the target in the open, and the enemy's charges on it no longer cross them.
  double unsheltered = 0.0;
  if (!g.setup().defences.empty()) {
    unsheltered = shelterNow(c) - shelter(c, contactRect(g.block(t), plan.targetEdge, g.block(c)));
  }
  return pReach * value + (1.0 - pReach) * shortfall + (t.charging ? 0 : 0.2) + time - unsheltered;
}

double Judge::formationScore(const UnitState& u, const Action& a) {
  const bool pavises = a.option >= 10000;
  const FormationKind f = formationOfCode(a.option % 10000);
  double v = -0.4;          // a formation change spends the activation
  if (!u.formed) v += 4.4;  // dress ranks: an Unformed unit can do nothing else
  // Judge the unit as it would stand in the new formation: its threats, chances and line.
  auto it = mPlacementNow.find(u.id);
  if (it == mPlacementNow.end()) it = mPlacementNow.emplace(u.id, placement(u, u.pose)).first;
  const auto after = g.supposeFormation(u.id, a.option, a.facing);
  Judge there(*after);
  v += there.placement(after->unit(u.id), after->unit(u.id).pose) - it->second;
  // A wide front fails its activations more often (2.2: the score must beat the width), and
  // each failure halts it Unformed after a random move: a line one rank deep pays that
  // every turn for the dice it gains in melee.
  v += kFailedActivationCost * (there.activationChance(after->unit(u.id), false) - activationChance(u, false));
  // What the placement cannot see: Shieldwall and Hedgehog are slow or fixed, and leaving
  // them again costs another activation; columns are for marching, not for battle.
  const bool threatened = cavalryThreat(u);
  const bool holding = f == FormationKind::Shieldwall || f == FormationKind::Hedgehog;
  const bool wasHolding = u.formation == FormationKind::Shieldwall || u.formation == FormationKind::Hedgehog;
  if (holding && !wasHolding) v += threatened ? 0.5 : (mayChargeSoon(u) ? -1.0 : -0.5);
  if (wasHolding && !holding && u.formed) v -= threatened ? 1.5 : 0.5;
  if (f == FormationKind::MarchColumn && u.formation != FormationKind::MarchColumn) v -= 2.0;
  if (pavises) {
    bool shotAt = false;
    for (const UnitState& e : g.unitStates()) {
      if (e.active() && e.side != u.side && g.profile(e).missiles != MissileKind::None &&
          g.gapBetween(u, e) <= 13 * g.span()) {
        shotAt = true;
      }
    }
    v += u.pavisesDeployed ? (shotAt ? -2.0 : 0.2) : (shotAt ? 2.0 : -0.5);
  }
  return v;
}

double Judge::reactionScore(const Action& a) {
  const auto& pc = *g.pendingCharge();
  const UnitState& c = g.unit(pc.charger);
  const UnitState& t = g.unit(a.unit);
  const ChargePlan plan = g.planCharge(c, t);
  const Zone edge = plan.problem ? Zone::Front : plan.targetEdge;
  const double need = static_cast<double>(plan.distance) / static_cast<double>(g.span());
  const double pReach = chargerReaches(plan);
  const Rect tb = g.block(t);
  const Rect at = contactRect(tb, edge, g.block(c));
  // Field defences the charge crosses (stakes before the target) are met only if the target
  // stays behind them: a counter-charge goes out beyond them.
  const Point contact = c.pose.front + heading(plan.direction, plan.distance);
  const DefencesOnCharge crossed = plan.problem ? DefencesOnCharge{} : defencesOnCharge(g, c, c.pose.front, contact);
  const double hold = -pReach * throughDefences(c, crossed, exchangeAt(c, at, t, tb, edge, true));
  switch (a.kind) {
    case ActionKind::HoldGround: return hold;
    case ActionKind::CounterCharge: {
      // The two meet halfway, where the counter-charger gives up the slope it stood on.
      const Meeting met = meetingPlace(c, t, plan);
      const double p = activationChance(t, true);
      // Out beyond its field defences, it gives up their shelter from the next charges too.
      const double unsheltered = g.setup().defences.empty() ? 0.0 : shelterNow(t) - shelter(t, met.target);
      // A Shieldwall that goes out is a Line when it meets them (2.3.1.2): its Shieldwall dice
      // stay behind.
      double struck = 0;
      if (t.formation == FormationKind::Shieldwall) {
        const WarlordsGame& line = asLine(t);
        Judge there(line);
        struck = there.exchangeAt(line.unit(c.id), met.charger, line.unit(t.id), met.target, Zone::Front, true, true);
      } else {
        struck = exchangeAt(c, met.charger, t, met.target, Zone::Front, true, true);
      }
      const double meeting = -struck - unsheltered;
      return p * meeting + (1 - p) * hold - kActivationCost;
    }
    case ActionKind::Evade: {
      const double p = evadeChance(t, need);
      const double flee = -0.35 * worth(t);
      // Away it goes by its move, and the charger comes on after it (2.4.7): a charge that
      // still reaches catches all but skirmishers (who turn to face again) from the rear.
      const bool facesAgain = g.troop(t).skirmisher;
      const double pCatch = chargerReaches(plan, g.moveSpans(t));
      const double caught = -std::max(0.0, exchange(c, t, facesAgain ? Zone::Front : Zone::Rear, true));
      const double away = pCatch * caught + (1 - pCatch) * -0.5;
      return p * away + (1 - p) * flee - kActivationCost * 0.5;
    }
    case ActionKind::Shoot: {
      const double p = activationChance(t, false);
      const double shot = shotValue(t, c, static_cast<ShotStyle>(a.option));
      const double halted = -pReach * throughDefences(c, crossed, exchangeAt(c, at, t, tb, edge, false));
      const bool mayHalt = g.expectedHits(t, c, static_cast<ShotStyle>(a.option)) > g.combatWidth(c) * 0.8;
      return p * (shot + (mayHalt ? 0.5 * (halted - hold) : 0.0)) + hold - kActivationCost;
    }
    default: return hold;
  }
}

double Judge::activationPriority(const UnitState& u) {
  if (inContact(u)) return 0.0;
  double best = 0;
  if (canCharge(u)) {
    for (const UnitState& e : g.unitStates()) {
      if (!e.active() || e.side == u.side) continue;
      if (g.gapBetween(u, e) > g.chargeSpans(u) * g.span()) continue;
      if (g.troop(u).skirmisher && !g.troop(e).skirmisher) continue;
      best = std::max(best, 10.0 + chargeScore(u, e));
    }
  }
  const UnitProfile& p = g.profile(u);
  if (best == 0 && p.missiles != MissileKind::None) {
    for (const UnitState& e : g.unitStates()) {
      if (!e.active() || e.side == u.side) continue;
      for (ShotStyle st : {ShotStyle::Massed, ShotStyle::Skirmishing}) {
        if (!g.checkShot(u, e, st)) best = std::max(best, 6.0 + shotValue(u, e, st));
      }
    }
  }
  if (best == 0) {
    const UnitState* e = g.nearestEnemy(u, false);
    const double d = e ? static_cast<double>(g.gapBetween(u, *e)) / static_cast<double>(g.span()) : 30.0;
    best = 5.0 - std::min(4.5, d / 4.0);
  }
  return best;
}

double Judge::score(const Action& a) {
  switch (a.kind) {
    case ActionKind::RollInitiative:
    case ActionKind::ResolveMelee: return 1.0;
    case ActionKind::Pass: return 0.0;
    case ActionKind::SwapUnits: return -1.0;
    case ActionKind::ActivateUnit: return activationPriority(g.unit(a.unit));
    case ActionKind::EndActivation: {
      const UnitState& u = g.unit(a.unit);
      const ActiveUnit& act = g.active();
      if (act.aggressiveCharge) return 0.0;
      if (!act.orderDone && u.motion == Motion::Moving && !act.brokenChoice) {
        // It goes on straight ahead (2.4.1): judge where that leaves it.
        const Length go = g.clearAdvance(u, u.pose.facing, g.moveAllowance(u, u.pose, u.pose), true);
        // A Shieldwall that goes on moving leaves it (continueMove).
        return moveScore(u, {u.pose.front + heading(u.pose.facing, go), u.pose.facing},
                         u.formation == FormationKind::Shieldwall) + 0.05;
      }
      return 0.0;
    }
    case ActionKind::Move: {
      const UnitState& u = g.unit(a.unit);
      const Pose to{*a.point, *a.facing};
      return moveScore(u, to, moveLeavesShieldwall(u, to));
    }
    case ActionKind::Wheel: {
      const UnitState& u = g.unit(a.unit);
      if (g.active().brokenChoice) return 0.1;
      return moveScore(u, g.wheeled(u, u.pose, *a.facing));
    }
    case ActionKind::Halt: {
      const UnitState& u = g.unit(a.unit);
      if (g.active().brokenChoice) {
        const UnitState* e = g.nearestEnemy(u, false);
        return e && g.gapBetween(u, *e) > 8 * g.span() ? 0.3 : -0.3;
      }
      if (!g.active().success) return -2.0;  // a random move and Unformed: rarely worth it
      // Stop where we are rather than blunder on (drilled troops may then wheel or form).
      const Length go = g.clearAdvance(u, u.pose.facing, g.moveAllowance(u, u.pose, u.pose), true);
      const double onward = moveScore(u, {u.pose.front + heading(u.pose.facing, go), u.pose.facing},
                                      u.formation == FormationKind::Shieldwall);
      return std::max(-0.05, -onward) + 0.02;
    }
    case ActionKind::ChangeFormation: return formationScore(g.unit(a.unit), a);
    case ActionKind::AddChampion: {
      // A champion is +1 when charging and a die more to activate; each is worth less than
      // the last, and standing to gather them while the enemy is far away wins nothing.
      const UnitState& u = g.unit(a.unit);
      double v = (mayChargeSoon(u) ? 1.0 : 0.25) * std::pow(0.6, u.champions);
      // A die more for every activation: fewer failures, and a unit with casualties keeps
      // its morale (2.2.1).
      const ActivationTable& t = g.tables().activation;
      const int mod = activationModifier(u, false);
      const int width = g.activationWidth(u);
      v += kFailedActivationCost * (pActivation(t.dice + u.champions + 1, mod, width) - pActivation(t.dice + u.champions, mod, width));
      v += baseWorth(u) * (moraleRisk(u, u.casualties, u.champions) - moraleRisk(u, u.casualties, u.champions + 1));
      // But an Impetuous unit goes Berserk on doubles among any two of its dice (2.2, 1.7.1):
      // each champion's die makes that far likelier (one in six on two dice, four in nine on
      // three), and a Berserk unit is Unformed and must charge whatever the odds, leaving a
      // shieldwall or a hill to do it.
      if (g.isImpetuous(u)) {  // its champions stay with it for the battle
        const bool holding = u.formation == FormationKind::Shieldwall || u.formation == FormationKind::Hedgehog;
        // With a decisive leader in it, a Berserk activation is priced as his (the Duke's
        // knights gathered champions and went Berserk on three dice, four times in nine).
        const double berserkCost = decisiveIn(u) > 0 ? kDecisiveBerserkCost : holding ? 4.0 : 2.0;
        v -= berserkCost * (pAnyDoubles(t.dice + u.champions + 1) - pAnyDoubles(t.dice + u.champions));
      }
      // Standing still under missiles to gather champions is a poor bargain.
      for (const UnitState& e : g.unitStates()) {
        if (!e.active() || e.side == u.side || g.profile(e).missiles == MissileKind::None) continue;
        if (!g.checkShot(e, u, ShotStyle::Massed) || !g.checkShot(e, u, ShotStyle::Skirmishing)) {
          v -= 0.5;
          break;
        }
      }
      return v;
    }
    case ActionKind::Charge: {
      const UnitState& c = g.unit(a.unit);
      const UnitState& t = g.unit(a.target);
      if (g.currentPhase() == Phase::Interrupt) return activationChance(c, true) * chargeScore(c, t) - kActivationCost;
      return chargeScore(c, t);
    }
    case ActionKind::Shoot: {
      if (g.currentPhase() == Phase::Reaction) return reactionScore(a);
      const UnitState& s = g.unit(a.unit);
      const UnitState& t = g.unit(a.target);
      const double v = exactShotValue(s, t, static_cast<ShotStyle>(a.option));
      if (g.currentPhase() == Phase::SupportFire) {
        const bool mayHalt = g.expectedHits(s, t, static_cast<ShotStyle>(a.option)) > g.combatWidth(t) * 0.8;
        return activationChance(s, false) * (v + (mayHalt ? 2.0 : 0.0)) - kActivationCost;
      }
      return v + 0.1;
    }
    case ActionKind::CounterCharge:
    case ActionKind::Evade:
    case ActionKind::HoldGround: return reactionScore(a);
    case ActionKind::FollowUp: {
      const auto& f = *g.pendingFollowUp();
      if (a.option == 0) return 0.0;
      const UnitState& w = g.unit(f.winner);
      // Horse would rather charge again next turn (+1, +1 Cavalry, +1 lances) than grind on.
      const double keepGoing = g.troop(w).horse ? -0.5 : 0.8;
      return moveScore(w, {w.pose.front + f.shift, w.pose.facing}) + keepGoing;
    }
    case ActionKind::BreakOff: {
      const UnitState& u = g.unit(a.unit);
      double worst = 0;
      for (const Contact& c : g.contactsOf(u)) worst = std::min(worst, exchange(u, g.unit(c.b), c.edgeB, false));
      return -worst * 0.7 - 1.0 - 0.1 * a.option;
    }
    default: return 0.0;
  }
}

}  // namespace sandtable::ai::warlords
