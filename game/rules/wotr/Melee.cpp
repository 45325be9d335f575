// The melee roll, its modifiers and its casualties.
#include "Melee.h"

#include "Roll.h"
#include "Rounding.h"

namespace sandtable::rules::wotr {

namespace {

int strengthOf(const MeleeSide& s) { return s.figures > 0 ? s.figures : s.initialFigures - s.lost; }

bool atHalfOrLess(const Tables& t, const MeleeSide& s) {
  return (s.initialFigures - s.lost) * 100 <= s.initialFigures * t.melee.halfStrengthPercent;
}

// The casualties its modifiers count: at half strength or less, only those past the half
// ("do not apply modifiers for casualties till 50%").
int countedCasualties(const Tables& t, const MeleeSide& s) {
  if (!atHalfOrLess(t, s)) return s.lost;
  const int toHalf =
      s.initialFigures - s.initialFigures * t.melee.halfStrengthPercent / 100;  // lost at half
  return s.lost > toHalf ? s.lost - toHalf : 0;
}

}  // namespace

int meleeDice(const Tables& t, const MeleeSide& s) {
  return s.fightingTwoMelees || s.fightingInFlankOrRear || atHalfOrLess(t, s) ? t.melee.reducedDice
                                                                              : t.melee.dice;
}

std::vector<Modifier> meleeModifiers(const Tables& t, const MeleeSide& self,
                                     const MeleeSide& opponent) {
  const MeleeModifiers& m = t.meleeModifiers;
  const Profile& u = *self.unit;
  const Profile& o = *opponent.unit;
  std::vector<Modifier> out;
  // Weapons: a unit with shooters fights as shooters, the worst of a mixed unit's weapons.
  const bool shooters = u.shooters > 0 && !u.artillery();
  if (shooters)
    add(out, u.longbowsOnly ? "longbowmen" : "shooters",
        u.longbowsOnly ? m.longbowmen.value : m.shooters.value);
  add(out, t.kind(u.kind).name, t.kind(u.kind).meleeModifier);
  if (u.cavalry()) add(out, "cavalry", m.cavalry.value);
  add(out, t.moraleClass(u.morale).name, t.moraleClass(u.morale).meleeModifier);
  const bool pikes = u.pikes && !shooters;
  if (pikes && ((self.charging && !o.cavalry()) || (!self.charging && o.cavalry())))
    add(out, "pike charging infantry or standing against cavalry",
        m.pikeChargingInfantryOrStandingVsCavalry.value);
  if (self.charging || self.pursuing) {
    if (u.cavalry() && u.lances)
      add(out, "cavalry with lances charging or pursuing", m.lanceChargingOrPursuing.value);
    else
      add(out, "charging or pursuing", m.othersChargingOrPursuing.value);
  }
  if (self.firstMelee && (t.moraleClass(u.morale).firstMelee || self.furious))
    add(out, "chivalric, fanatic or furious in the first melee",
        m.chivalricFanaticOrFuriousFirstMelee.value);
  if (self.leaderCommanding) add(out, "leader commanding", m.leaderCommanding.value);
  if (pikes)
    add(out, "3rd and 4th ranks of pike",
        self.pikeRanksThirdFourth * m.pikeThirdFourthRankEach.value);
  if (self.furiousClosingMove == 2)
    add(out, "furious closing in the second move", m.furiousClosingSecondMove.value);
  else if (self.furiousClosingMove > 2)
    add(out, "furious closing in a later move", m.furiousClosingLaterMove.value);
  if (self.interpenetrated)
    add(out, "interpenetrating or interpenetrated", m.interpenetrating.value);
  if (self.attackingFlank) add(out, "attacking from flank", m.attackingFlank.value);
  if (self.attackingRear) add(out, "attacking from rear", m.attackingRear.value);
  if (self.advantageOfGround) add(out, "advantage of ground", m.advantageOfGround.value);
  if (self.opponentInEarthworks)
    add(out, "opponents defending earthworks", m.opponentsInEarthworks.value);
  const int counted = countedCasualties(t, self);
  if (u.cavalry())
    add(out, "each casualty (cavalry)", counted * m.perCasualtyCavalry.value);
  else
    add(out, "each 2 casualties (infantry)", counted / 2 * m.perTwoCasualtiesInfantry.value);
  if (self.attackingBehindObstacle)
    add(out, "attacking an enemy behind an obstacle",
        u.cavalry() ? m.cavalryAttackingObstacle.value : m.infantryAttackingObstacle.value);
  if (u.cavalry() && !o.cavalry() && !o.artillery() && o.shooters == 0 && !opponent.charging)
    add(out, "cavalry against standing infantry", m.cavalryVsStandingInfantry.value);
  if (self.chargingUphill) add(out, "charging uphill", m.chargingUphill.value);
  const int own = strengthOf(self), enemy = strengthOf(opponent);
  if (enemy >= 3 * own)
    add(out, "outnumbered 3 to 1", m.outnumbered3To1.value);
  else if (enemy >= 2 * own)
    add(out, "outnumbered 2 to 1", m.outnumbered2To1.value);
  else if (2 * enemy >= 3 * own)
    add(out, "outnumbered 3 to 2", m.outnumbered3To2.value);
  if (u.cavalry() && self.firedThisMove)
    add(out, "cavalry that fired this move", m.cavalryFiredThisMove.value);
  if (self.attackedInFlankOrRearNotFrontal)
    add(out, "attacked in flank or rear", m.attackedInFlankOrRear.value);
  if (self.previouslyRouted) add(out, "previously routed", m.previouslyRouted.value);
  return out;
}

namespace {

MeleeRoll rollSide(const Tables& t, const MeleeSide& self, const MeleeSide& opponent, Dice& dice) {
  MeleeRoll r;
  r.roll = rollWith(dice, meleeDice(t, self), 6, "002 Event IV", "melee",
                    meleeModifiers(t, self, opponent));
  const Fraction& f = t.casualtyFraction(CasualtyColumn::Melee, opponent.unit->protection);
  r.inflicted = roundedHalfDown(r.roll.total, f);
  r.roll.test = "x " + std::to_string(f.num) + "/" + std::to_string(f.den) + " to the nearest";
  r.roll.outcome = plural(r.inflicted, "casualty", "casualties");
  return r;
}

}  // namespace

MeleeResult resolveMelee(const Tables& t, const MeleeSide& a, const MeleeSide& b, Dice& dice) {
  MeleeResult r;
  r.first = rollSide(t, a, b, dice);
  r.second = rollSide(t, b, a, dice);
  r.outcome = r.first.inflicted > r.second.inflicted   ? MeleeOutcome::FirstWins
              : r.second.inflicted > r.first.inflicted ? MeleeOutcome::SecondWins
                                                       : MeleeOutcome::Draw;
  return r;
}

bool removedOnContact(const Profile& p) { return p.artillery(); }

bool avoidsContact(const Profile& p, const Profile& enemy) { return p.skirmish && !enemy.skirmish; }

}  // namespace sandtable::rules::wotr
