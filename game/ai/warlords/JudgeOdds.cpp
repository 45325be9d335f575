// The judge's valuing of melees: the odds of a round, where it is fought, and what it is
// worth to each side (its own melee, or the help a charge gives friends already fighting).
#include "JudgeCommon.h"

namespace sandtable::ai::warlords {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using namespace judge;

Judge::Odds Judge::oddsWith(const UnitState& a, const UnitState& d,
                            const WarlordsGame::Supposed* s) const {
  const auto oa = g.meleeOddsWith(a, d, s);
  const auto od = g.meleeOddsWith(d, a, s);
  return {oa.dice, oa.modifierTotal(), g.combatWidth(a),
          od.dice, od.modifierTotal(), g.combatWidth(d)};
}

const Judge::Odds& Judge::odds(const UnitState& a, const UnitState& d, Zone edge, bool charging,
                               bool both) {
  const auto key =
      std::make_tuple(a.id, d.id, static_cast<int>(edge) * 4 + (charging ? 2 : 0) + (both ? 1 : 0));
  if (auto it = mOdds.find(key); it != mOdds.end()) return it->second;
  WarlordsGame::Supposed s{a.id, d.id, edge, charging, both};
  return mOdds.emplace(key, oddsWith(a, d, &s)).first->second;
}

double Judge::valueOf(const UnitState& a, const UnitState& d, const Odds& o) const {
  if (d.morale == Morale::Broken)
    return 1.0;  // it runs again (1.7.3): little to gain, nothing to lose
  const MeleeForecast f =
      forecastMelee(o.aDice, o.aMod, o.aWidth, o.dDice, o.dMod, o.dWidth, g.tables().melee);
  const double gain = f.pTheyBreak * worth(d) + f.casDealt * casualtyCost(d) +
                      (f.pWin - f.pTheyBreak) * wt.meleeWon + f.pTheyTwice * wt.meleeTwice;
  double loss =
      f.pIBreak * worth(a) + f.casTaken * casualtyCost(a) + (f.pLose - f.pIBreak) * wt.meleeWon;
  // 3.1.3.1: a round whose casualties come with doubles may strike down a personality in the
  // stands hit; where he is decisive, the battle rides on it, on either side. (Counting a flat 3
  // points a round for our own, random won 43 of 2,000 Hastings games, seed 101, by a leader
  // lost; priced so, with wt.decisiveBerserkCost, 26.)
  // A side the day is running out on loses the battle at nightfall whatever it keeps: what a
  // round costs it weighs the less, the less of the day is left (not its decisive leader,
  // whose loss loses the battle at once).
  if (wt.urgentDaring != 0) loss *= 1.0 - wt.urgentDaring * urgency(a.side);
  loss += decisiveIn(a) * leaderLossRisk(pTopDoublesScoring(o.dDice, o.dMod, o.aWidth), wt);
  const double leaderGain =
      decisiveIn(d) * leaderLossRisk(pTopDoublesScoring(o.aDice, o.aMod, o.dWidth), wt);
  return gain + leaderGain - loss;
}

double Judge::exchangeWith(const UnitState& a, const UnitState& d,
                           const WarlordsGame::Supposed* s) {
  if (d.morale == Morale::Broken) return 1.0;
  return valueOf(a, d, oddsWith(a, d, s));
}

double Judge::exchange(const UnitState& a, const UnitState& d, Zone edge, bool charging,
                       bool both) {
  const auto key = std::make_tuple(
      a.id, d.id, static_cast<int>(edge) * 4 + (charging ? 2 : 0) + (both ? 1 : 0), 0);
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
  if (it == mElevations.end())
    it = mElevations.emplace(r, g.setup().battlefield->footprintElevation(r)).first;
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
    case Zone::Front:
      break;
    case Zone::Rear:
      out = target.facing + kHalfTurn;
      break;
    case Zone::LeftFlank:
      out = target.facing - kQuarterTurn;
      reach = target.width;
      break;
    case Zone::RightFlank:
      out = target.facing + kQuarterTurn;
      reach = target.width;
      break;
  }
  Rect r = mover;
  r.facing = normalizeAngle(out + kHalfTurn);
  r.centre = target.centre + heading(out, (reach + mover.depth) / 2);
  return r;
}

double Judge::exchangeAt(const UnitState& a, const Rect& ar, const UnitState& d, const Rect& dr,
                         Zone edge, bool charging, bool both) {
  if (d.morale == Morale::Broken) return 1.0;
  if (g.flat()) return exchange(a, d, edge, charging, both);
  Odds o = odds(a, d, edge, charging, both);
  // The rules judged the ground where the two stand now; judge it where they would fight.
  const GroundChange change = groundChange(a, ar, d, dr);
  o.aMod += change.a;
  o.dMod += change.d;
  return valueOf(a, d, o);
}

Judge::GroundChange Judge::groundChange(const UnitState& a, const Rect& ar, const UnitState& d,
                                        const Rect& dr) const {
  const Rect an = g.block(a);
  const Rect dn = g.block(d);
  return {groundModifier(a, ar, dr) - groundModifier(a, an, dn),
          groundModifier(d, dr, ar) - groundModifier(d, dn, an)};
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

}  // namespace sandtable::ai::warlords
