// The judge's valuing of where a unit stands or goes: the charges it invites and threatens,
// the shots, the ground, the pull toward the enemy and the line.
#include "JudgeCommon.h"

namespace sandtable::ai::warlords {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using namespace judge;

double Judge::pull(Side side) const {
  // Time on its side (the turn limit, reached as things stand, gives it the battle: an army
  // clearly ahead, or one that has only to hold the field): it need not hurry, and lets the
  // enemy come to it. Otherwise patient early on, pressing as the day wears on.
  if (mLimitWinner == side) return wt.pullAhead;
  const int limit = std::max(1, g.setup().victory.turnLimit);
  double t = std::clamp((g.turn() - limit / 3.0) / (limit * 2.0 / 3.0), 0.0, 1.0);
  // Time against it (behind, or facing an army that has only to hold): no day to waste.
  if (mLimitWinner == opponent(side)) t = std::max(t, 0.5 + 0.5 * g.turn() / limit);
  return wt.pullEarly + (wt.pullLate - wt.pullEarly) * t;
}

double Judge::urgency(Side side) const {
  if (mLimitWinner != opponent(side)) return 0.0;
  double& cached = mUrgency[static_cast<std::size_t>(sideIndex(side))];
  if (cached >= 0) return cached;
  double turns = 0;
  int units = 0;
  for (const UnitState& f : g.unitStates()) {
    if (f.side != side || !f.active() || f.morale == Morale::Broken) continue;
    const UnitState* e = g.nearestEnemy(f, false);
    if (!e) continue;
    const double gapSpans =
        static_cast<double>(g.gapBetween(f, *e)) / static_cast<double>(g.span());
    turns += gapSpans / std::max(1, g.moveSpans(f));
    ++units;
  }
  const int left = std::max(1, g.setup().victory.turnLimit - g.turn() + 1);
  const double need = (units > 0 ? turns / units : 0.0) + wt.urgentFightTurns;
  cached = std::clamp(need / left, 0.0, 1.0);
  return cached;
}

double Judge::chargeThreat(const UnitState& e, const Rect& eb, const UnitState& u, const Rect& me,
                           double gapSpans, bool defences, bool going) {
  if (!canCharge(e) || (g.troop(e).skirmisher && !g.troop(u).skirmisher)) return 0.0;
  const int reach = g.chargeSpans(e) + 1;
  if (gapSpans > reach || !inArc(eb, me.centre, degrees(60))) return 0.0;
  const Zone edge = edgeFacing(u, me, e.pose.front);
  const bool frontGoing = going && mLimitWinner != u.side && edge == Zone::Front;
  double weight = !going || mLimitWinner == u.side ? wt.threat
                  : frontGoing                     ? wt.frontThreat
                                                   : wt.flankThreat;
  // A side the day is running out on cannot wait for a better place: the enemy's charges
  // it walks into weigh less the less of the day is left.
  if (going && wt.urgentNerve != 0) weight *= 1.0 - wt.urgentNerve * urgency(u.side);
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
  return weight * std::max(0.0, theirs - ourChargeOn(e, eb, u, me, gapSpans) - wt.clearlyOutweighs);
}

double Judge::ourChargeOn(const UnitState& e, const Rect& eb, const UnitState& u, const Rect& me,
                          double gapSpans) {
  if (!canCharge(u) || (g.troop(u).skirmisher && !g.troop(e).skirmisher)) return 0.0;
  if (gapSpans > g.chargeSpans(u) || !inArc(me, eb.centre, degrees(50))) return 0.0;
  const Zone edge = edgeFacing(e, eb, frontCentre(me));
  const double pReach = pRandomMoveReaches(g.chargeSpans(u), gapSpans, g.tables().randomMove);
  return pReach * activationChance(u, true) *
         std::max(0.0, exchangeAt(u, contactRect(eb, edge, me), e, eb, edge, true));
}

double Judge::shelter(const UnitState& u, const Rect& me) {
  if (g.setup().defences.empty()) return 0.0;
  double s = 0;
  for (const UnitState& e : g.unitStates()) {
    if (!e.active() || e.side == u.side) continue;
    const Rect eb = g.block(e);
    const double gapSpans =
        static_cast<double>(quickGap(g, me, eb, 14 * g.span())) / static_cast<double>(g.span());
    s += chargeThreat(e, eb, u, me, gapSpans, false, false) -
         chargeThreat(e, eb, u, me, gapSpans, true, false);
  }
  return s;
}

double Judge::shelterNow(const UnitState& u) {
  auto it = mShelterNow.find(u.id);
  if (it == mShelterNow.end()) it = mShelterNow.emplace(u.id, shelter(u, g.block(u))).first;
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
  const double chanceWeight = mLimitWinner == u.side ? wt.chanceWithTime : wt.chance;
  double bestShot = 0;
  double nearest = 1e9;
  double nearestShooter = 1e9;
  double nearestAny =
      1e9;  // Broken enemies too: 1.7.1 asks only for an enemy unit in charge distance
  const int decisive = decisiveIn(u);  // asked of every shooter below, the same each time
  // Ground (3.2.1, 2.6 uphill opponent): enemies that could fight the unit here next turn
  // and stand below it, or above it; and whether the nearest enemy is below it.
  int above = 0, below = 0;
  bool nearestBelow = false;
  for (const UnitState& e : g.unitStates()) {
    if (!e.active() || e.side == u.side) continue;
    const Rect eb = g.block(e);
    const double gapSpans =
        static_cast<double>(quickGap(g, me, eb, 14 * g.span())) / static_cast<double>(g.span());
    if (e.morale != Morale::Broken && !g.flat() && !g.troop(e).skirmisher &&
        gapSpans <= g.chargeSpans(e) + g.moveSpans(e) + 1) {
      const bool up = uphillOf(me, eb);
      if (up)
        ++above;
      else if (uphillOf(eb, me))
        ++below;
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
        value -= wt.missile * shotValue(e, u, st);
        // 3.1.3.3: every shot at a decisive personality's unit rolls the red dice for him.
        if (decisive > 0) value -= decisive * leaderShotRisk(e, u, st);
        // Shot at and unable to answer: close with the shooters.
        if (!shooter) nearestShooter = std::min(nearestShooter, gapSpans);
      }
    }
    // What we could do to it.
    if (chanceWeight > 0 && iCanCharge && e.morale != Morale::Broken &&
        !(g.troop(u).skirmisher && !g.troop(e).skirmisher)) {
      const int reach = g.chargeSpans(u);
      if (gapSpans <= reach && inArc(me, eb.centre, degrees(50))) {
        const Zone edge = edgeFacing(e, eb, myFront);
        const double pReach = pRandomMoveReaches(reach, gapSpans, g.tables().randomMove);
        bestChance = std::max(bestChance, pReach * activationChance(u, true) *
                                              strikeFrom(u, contactRect(eb, edge, me), e, edge));
      }
    }
    if (shooter && u.formation != FormationKind::Wedge) {
      for (ShotStyle st : {ShotStyle::Massed, ShotStyle::Skirmishing}) {
        if ((st == ShotStyle::Massed && !prof.massed) ||
            (st == ShotStyle::Skirmishing && !prof.skirmishing))
          continue;
        if (gapSpans <= g.shootingRange(u, st) && inArc(me, eb.centre, degrees(45))) {
          bestShot = std::max(bestShot, shotValue(u, e, st));
        }
      }
    }
  }
  value += chanceWeight * bestChance + wt.shot * bestShot;
  // Going, the charges on its front that field defences would stop or blunt still count: they
  // stop the enemy's charge, not ours.
  if (going && mLimitWinner != u.side) value += shelter(u, me);
  // Within charge distance of any enemy, an Impetuous unit carrying a decisive personality may
  // go Berserk at its next activation (a success with doubles, 1.7.1) and charge with him.
  if (nearestAny <= g.chargeSpans(u) && u.morale == Morale::Ready && decisive > 0 &&
      g.isImpetuous(u)) {
    value -= wt.decisiveBerserkCost * pAnyDoubles(g.tables().activation.dice + u.champions) *
             activationChance(u, false);
  }
  // A unit above the enemy holds its ground and lets them climb to it: it fights them at an
  // advantage there and gives it away by going down to meet them (or to the archers below).
  // A side the day is running out on must climb to them all the same: the slope it walks up
  // weighs the less, the less of the day is left.
  const double daylight = wt.urgentNerve != 0 ? 1.0 - wt.urgentNerve * urgency(u.side) : 1.0;
  value += wt.highGround * (std::min(above, 2) - daylight * std::min(below, 2));
  const double patience = nearestBelow ? wt.holdingPatience : 1.0;
  if (nearestShooter < 1e8) value -= patience * wt.shooterPull * nearestShooter;
  // Close with the enemy: melee troops to contact range, shooters to their range.
  if (nearest < 1e8) {
    double want = 1.0;
    if (shooter && !prof.shower) {
      want = std::max(2.0, static_cast<double>(g.shootingRange(
                               u, prof.massed ? ShotStyle::Massed : ShotStyle::Skirmishing)) -
                               1.0);
    }
    // A side the day is running out on closes the faster the less of it is left.
    double drawn = pull(u.side);
    if (wt.urgentPull != 0) drawn += wt.urgentPull * urgency(u.side);
    value -= patience * drawn * std::abs(nearest - want);
  }
  // Keep the line: friends close on either flank cover them.
  double flanked = 0;
  // A side the day is running out on cannot wait for a closed line before it closes with the
  // enemy: near it too, a friend a move behind counts (in part, the more as the day goes) as
  // one that will come level, so the line goes on advancing by steps into charge reach.
  const double stepsNear = wt.urgentLine != 0 ? wt.urgentLine * urgency(u.side) : 0.0;
  // And a unit standing just in front of a friend (archers before the foot that must assault)
  // makes way for it: the friend cannot advance through it.
  const double makeWay = wt.urgentMakeWay != 0 ? wt.urgentMakeWay * urgency(u.side) : 0.0;
  for (const UnitState& f : g.unitStates()) {
    if (!f.active() || f.side != u.side || f.id == u.id) continue;
    const Rect fb = g.block(f);
    const double gs =
        static_cast<double>(quickGap(g, me, fb, 2 * g.span())) / static_cast<double>(g.span());
    if (gs <= 1.5) {
      const Zone z = zoneOf(me, fb.centre);
      if (z == Zone::LeftFlank || z == Zone::RightFlank) {
        ++flanked;
        continue;
      }
      if (gs < 0.2 && z == Zone::Front) value -= wt.crowding;  // crowding the unit in front
      if (makeWay > 0 && gs < 1.0 && z == Zone::Rear && f.formed && !inContact(f)) value -= makeWay;
    }
    // With the enemy still far off, a friend up to a move behind on either hand will come
    // level at its own activation: the line advances by steps, one unit at a time. Were it
    // counted only when already level, no unit would step out first, and a host would sit
    // where it deployed facing an enemy that stands its ground (normal against a side that
    // never moved drew 63 meeting engagements in 100 and won 34; counting them, it won 175
    // of 200).
    if ((nearest > wt.lineRangeSpans || stepsNear > 0) &&
        comesLevelBehind(me, fb, g.moveSpans(f), g.span()) && f.formed && !inContact(f)) {
      flanked += nearest > wt.lineRangeSpans ? 1.0 : std::min(1.0, stepsNear);
    }
  }
  // A closed line matters most with the enemy near: a unit stepping out of it alone is
  // caught in the flank.
  value += (nearest <= wt.lineRangeSpans ? wt.lineNear : wt.lineFar) * std::min(flanked, 2.0);
  return value;
}

double Judge::moveScore(const UnitState& u, const Pose& to, bool leavesShieldwall) {
  auto it = mGoingFromNow.find(u.id);
  if (it == mGoingFromNow.end()) it = mGoingFromNow.emplace(u.id, placement(u, u.pose, true)).first;
  // A unit standing still that starts to move goes on moving until an activation lets it
  // stop (2.4.1). With time on its side it gives up its chosen ground only for a clear gain.
  const double start = u.motion != Motion::Moving && mLimitWinner == u.side ? wt.holdStill : 0.0;
  if (!leavesShieldwall) return placement(u, to, true) - it->second - wt.moveCost - start;
  // 2.3.1.2: a Shieldwall that moves at normal speed (or goes on moving) is a Line when it
  // gets there: judge it there as a Line (its melee dice and the charges it invites), and
  // count what formationScore counts for leaving a Shieldwall.
  const WarlordsGame& line = asLine(u);
  Judge there(line, wt);
  const double leaving = cavalryThreat(u) ? wt.leaveThreatened : wt.leaveHolding;
  return there.placement(line.unit(u.id), to, true) - it->second - wt.moveCost - leaving - start;
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

}  // namespace sandtable::ai::warlords
