// 2.5 Shooting and 3.3.1-3.3.2 longbows and arbalests: styles and ranges, dice per front
// rank stand (and the second rank while stopped; massed longbows per file), hits on 4+, armour, horse and
// skirmisher targets, halting, casualties per stand shot at with cover, and the red dice
// for personalities (3.1.3.3).
#include <algorithm>

#include "Formation.h"
#include "Odds.h"
#include "WarlordsGame.h"

namespace sandtable::rules::warlords {

int WarlordsGame::shootingRange(const UnitState& shooter, ShotStyle style) const {
  const ShootingTable& s = tables().shooting;
  const UnitProfile& p = profile(shooter);
  MissileRange r;
  switch (p.missiles) {
    case MissileKind::None: return 0;
    case MissileKind::Hand: r = s.hand; break;
    case MissileKind::Light: r = s.light; break;
    case MissileKind::Heavy: r = s.heavy; break;
  }
  if (style == ShotStyle::Skirmishing) return r.skirmishing;
  if (p.arbalest && p.missiles == MissileKind::Heavy) return s.arbalestMassedRange;  // 3.3.2
  return r.massed;
}

int WarlordsGame::shootingDice(const UnitState& shooter, ShotStyle style, Length range) const {
  (void)range;
  const ShootingTable& s = tables().shooting;
  const UnitProfile& p = profile(shooter);
  const std::vector<int> w = widths(shooter);
  // 3.3.1: massed longbows roll 4d6 per file, however deep the files are: the second rank
  // adds no dice of its own (a unit re-formed in two ranks rolls half the dice it did in one).
  if (style != ShotStyle::Skirmishing && p.longbow && p.missiles == MissileKind::Heavy) {
    return s.longbowMassedDicePerFile * *std::max_element(w.begin(), w.end());
  }
  const int perStand = style == ShotStyle::Skirmishing ? s.skirmishDicePerStand : s.massedDicePerStand;
  int stands = w.front();
  // 2.5.3 A3: the second rank shoots too while the unit is stopped.
  if (w.size() > 1 && shooter.motion == Motion::Stopped) stands += w[1];
  return perStand * stands;
}

const char* WarlordsGame::checkShot(const UnitState& s, const UnitState& t, ShotStyle style) const {
  if (style != ShotStyle::Massed && style != ShotStyle::Skirmishing) return "shoot massed (option 1) or skirmishing (option 2)";
  if (!s.active() || !t.active()) return "the shooter or the target has left the table";
  if (s.side == t.side) return "units shoot only at enemy units";
  const UnitProfile& p = profile(s);
  if (p.missiles == MissileKind::None) return "the unit has no missile weapons";
  if (style == ShotStyle::Massed && !p.massed) return "the unit's missiles are not for massed shooting (1.5)";
  if (style == ShotStyle::Skirmishing && !p.skirmishing) return "the unit's missiles are not for skirmishing (1.5)";
  if (s.morale == Morale::Broken) return "a Broken unit may not shoot (1.7.3)";
  if (s.morale == Morale::Berserk) return "a Berserk unit does not shoot (2.5.4, 2.4.10)";
  if (!s.formed) return "an Unformed unit may not shoot (2.3.2)";
  if (s.formation == FormationKind::Wedge) return "a Wedge may not shoot (2.3.1.3)";
  if (style == ShotStyle::Massed && s.motion != Motion::Stopped) return "massed shooting only while stopped (2.5.1)";
  const int range = shootingRange(s, style);
  if (gapBetween(s, t) > range * span()) return "the target is out of range (2.5.2)";
  if (inContact(s)) return "a unit in contact fights; it does not shoot (reconstructed)";
  if (inContact(t)) return "the target is in melee with friends; Sandtable does not shoot into a melee (reconstructed)";
  if (!canSee(s, t, true)) return "the target is not visible within 45 degrees of the unit's front";
  if (!mFlat) {
    for (const Crossing& c : mSetup->battlefield->crossings(s.pose.front, block(t).centre)) {
      if (tables().effect(c.kind).blocksShooting) return "the terrain blocks shooting (3.2.1)";
    }
  }
  return nullptr;
}

const char* WarlordsGame::checkShoot(const Action& a) const {
  if (mPhase == Phase::Reaction) return checkReaction(a);
  if (mPhase == Phase::SupportFire) return checkSupportShot(a);
  if (const char* p = checkOrderUnit(a, true)) return p;
  if (a.square || a.point || a.facing) return "shoot names the unit, the target and the style";
  if (a.target < 0 || a.target >= static_cast<UnitId>(mUnits.size())) return "there is no such target";
  if (mActive.brokenChoice) return "a Broken unit may not shoot (1.7.3)";
  if (mActive.shot) return "the unit has already shot this activation";
  if (static_cast<ShotStyle>(a.option) == ShotStyle::Massed && mActive.moved) return "massed shooting only while stopped (2.5.1)";
  return checkShot(unit(a.unit), unit(a.target), static_cast<ShotStyle>(a.option));
}

void WarlordsGame::applyShoot(const Action& a, Dice& dice, EventSink& sink) {
  mActive.shot = true;
  if (static_cast<ShotStyle>(a.option) == ShotStyle::Massed) mActive.massedShot = true;
  shoot(mut(a.unit), mut(a.target), static_cast<ShotStyle>(a.option), dice, sink, "001 2.5.3 Shooting");
}

int WarlordsGame::standsShotAt(const UnitState& shooter, const UnitState& target) const {
  const std::vector<int> w = widths(target);
  switch (zoneOf(block(target), shooter.pose.front)) {
    case Zone::Front:
      // 2.3.1.3: a Wedge takes casualties from shooting as wide as its widest full rank.
      return target.formation == FormationKind::Wedge ? widestFullRank(target.formation, w) : w.front();
    case Zone::Rear: return w.back();
    case Zone::LeftFlank:
    case Zone::RightFlank: return static_cast<int>(w.size());
  }
  return w.front();
}

Cover WarlordsGame::coverOf(const UnitState& shooter, const UnitState& target) const {
  Cover best = Cover::None;
  auto take = [&](Cover c) { best = static_cast<Cover>(std::max(static_cast<int>(best), static_cast<int>(c))); };
  if (target.pavisesDeployed) take(Cover::Heavy);  // 3.3.3.4
  const Rect tb = block(target);
  for (const DefenceHit& h : defencesCrossed(shooter.pose.front, tb.centre)) {
    const FieldDefence& d = mSetup->defences[static_cast<std::size_t>(h.index)];
    if (distance(h.where, tb.centre) > tb.depth / 2 + span()) continue;  // only cover close in front of the target
    switch (d.kind) {
      case DefenceKind::Tabor: take(Cover::Heavy); break;  // 3.3.3.1
      case DefenceKind::Berm:
        // 3.3.3.2: only stands hard against the berm on its defended side count as inside it.
        if (!h.fromSpecialSide && distance(h.where, target.pose.front) <= span() / 2) take(Cover::Heavy);
        break;
      case DefenceKind::Obstacle: take(d.cover); break;  // 3.3.3.5: cover if appropriate
      case DefenceKind::Stakes: break;
    }
  }
  if (!mFlat) {
    const Battlefield& bf = *mSetup->battlefield;
    int heavy = 0, light = 0;
    for (const TerrainShare& s : bf.terrainUnder(tb)) {
      const Cover c = tables().effect(s.kind).cover;
      if (c == Cover::Heavy) heavy += s.permille;
      if (c == Cover::Light) light += s.permille;
    }
    if (heavy >= 500) take(Cover::Heavy);
    else if (heavy + light >= 500) take(Cover::Light);
    for (const Crossing& c : bf.crossings(shooter.pose.front, tb.centre)) {
      if (distance(c.where, tb.centre) <= tb.depth / 2 + span()) take(tables().effect(c.kind).cover);
    }
  }
  return best;
}

ShotTerms WarlordsGame::shotDiceTerms(const UnitState& s, const UnitState& t, ShotStyle style) const {
  const ShootingTable& tab = tables().shooting;
  const Length range = gapBetween(s, t);
  ShotTerms terms;
  terms.dice = shootingDice(s, style, range);
  terms.hitOn = tab.hitOn;
  // 2.5.3 B2: the target's armour rating changes the hits: an armoured target (-1, -2, a
  // large shield -1) takes fewer, an unarmoured one (+1) more. 3.3.1/3.3.2: longbows and
  // arbalests ignore all armour but shields at 4 spans or less (skirmishing: always); an
  // unarmoured target has no armour to ignore, so its +1 stands.
  const UnitProfile& sp = profile(s);
  const UnitProfile& tp = profile(t);
  terms.piercing = (sp.longbow || sp.arbalest) && sp.missiles == MissileKind::Heavy &&
                   (style == ShotStyle::Skirmishing || range <= tab.armourPiercingRange * span());
  terms.armour = terms.piercing ? std::max(0, tp.armour) - (tp.largeShield ? 1 : 0) : tp.armourRating();
  if (troop(t).horse) terms.multiplier = tab.horseMultiplier;
  if (troop(t).skirmisher) terms.divisor = tab.skirmisherDivisor;
  return terms;
}

double WarlordsGame::expectedHits(const UnitState& s, const UnitState& t, ShotStyle style) const {
  // The rules' own terms (dice, armour, horse, skirmishers) with the raw hits at their mean.
  const ShotTerms k = shotDiceTerms(s, t, style);
  const double hits = std::max(0.0, k.dice * (7.0 - k.hitOn) / 6.0 + k.armour);
  return hits * k.multiplier / k.divisor;
}

ShotTerms WarlordsGame::shotTerms(const UnitState& s, const UnitState& t, ShotStyle style) const {
  const ShootingTable& tab = tables().shooting;
  ShotTerms terms = shotDiceTerms(s, t, style);
  // 2.5.3 C2: hits divided by the stands shot at, each counting 2 in light and 3 in heavy cover.
  terms.cover = coverOf(s, t);
  const int perStand = terms.cover == Cover::Heavy  ? tab.heavyCoverStands
                       : terms.cover == Cover::Light ? tab.lightCoverStands
                                                     : 1;
  terms.standsShotAt = standsShotAt(s, t) * perStand;
  terms.width = combatWidth(t);
  return terms;
}

ShotOdds WarlordsGame::shotOdds(const UnitState& s, const UnitState& t, ShotStyle style) const {
  ShotOdds odds;
  odds.terms = shotTerms(s, t, style);
  const ShotTerms& k = odds.terms;
  const bool personalities = personalitiesIn(t) > 0;
  // P(raw hits = r) for r = 0..dice: each die hits on hitOn or more.
  const std::vector<double> raw = rules::odds::successes(k.dice, (7.0 - k.hitOn) / 6.0);
  static const rules::odds::DiceWays twoD6 = rules::odds::sumOf(2, 6);
  for (int r = 0; r < static_cast<int>(raw.size()); ++r) {
    const double pr = raw[static_cast<std::size_t>(r)];
    const int hits = k.hits(r);
    odds.expectedHits += pr * hits;
    odds.expectedCasualties += pr * k.casualties(r);
    if (k.casualties(r) > 0) odds.pCasualty += pr;
    if (k.halts(r)) odds.pHalt += pr;
    // 3.1.3.3: two red dice, the personality check when they score no more than the hits.
    if (personalities) {
      odds.pPersonalityDice +=
          pr * static_cast<double>(twoD6.atMost(hits)) / static_cast<double>(twoD6.total);
    }
  }
  return odds;
}

int WarlordsGame::shoot(UnitState& s, UnitState& t, ShotStyle style, Dice& dice, EventSink& sink, const char* rule) {
  const ShotTerms k = shotTerms(s, t, style);
  const int n = k.dice;
  std::vector<int> faces;
  int raw = 0;
  for (int i = 0; i < n; ++i) {
    faces.push_back(dice.roll(6));
    raw += faces.back() >= k.hitOn ? 1 : 0;
  }
  const int armour = k.armour;
  const bool piercing = k.piercing;
  const int armouredHits = std::max(0, raw + armour);
  const int hits = k.hits(raw);
  const Cover cover = k.cover;
  const int shotAt = k.standsShotAt;
  const int casualties = k.casualties(raw);
  const bool halts = k.halts(raw);
  if (sink.wantsText()) {
    RollRecord rec;
    rec.rule = rule;
    const char* styleName = style == ShotStyle::Massed ? "massed" : style == ShotStyle::Skirmishing ? "skirmishing" : "shower";
    rec.purpose = std::string(styleName) + " shooting by " + label(s.id) + " at " + label(t.id);
    rec.dice = std::to_string(n) + "d6, hits on " + std::to_string(k.hitOn) + "+";
    rec.faces = faces;
    rec.base = raw;
    if (armour != 0) {
      rec.modifiers.push_back({!piercing     ? "target's armour"
                               : armour > 0 ? "unarmoured target (longbow/arbalest)"
                                            : "shields only (longbow/arbalest)",
                               armour});
    }
    // The total is the hits the dice and armour give; the doubling against horse and the
    // halving against skirmishers (2.5.3 B3) follow it, each with the hits it leaves, so the
    // line's arithmetic reads in the order the rules apply it.
    rec.total = armouredHits;
    std::string how = plural(armouredHits, "hit");
    int running = armouredHits;
    if (troop(t).horse) {
      running *= k.multiplier;
      how += ", doubled against Horse: " + plural(running, "hit");
    }
    if (troop(t).skirmisher) {
      running /= k.divisor;
      how += ", halved against Skirmishers: " + plural(running, "hit");
    }
    rec.test = how + " / " + plural(shotAt, "stand") + " shot at" +
               (cover == Cover::Heavy ? " (heavy cover)" : cover == Cover::Light ? " (light cover)" : "");
    rec.outcome = plural(casualties, "casualty", "casualties") + (halts ? ", Halted" : "");
    Event e{EventKind::DiceRolled, s.side, s.id, t.id};
    e.value = hits;
    e.roll = rec;
    sink.emit(std::move(e));
  }
  {
    Event e{EventKind::ShotFired, s.side, s.id, t.id};
    e.from = s.pose.front;
    e.to = block(t).centre;
    e.value = hits;
    sink.emit(std::move(e));
  }
  // 3.1.3.3: two red dice with every shot; no more than the hits, and a personality may fall.
  if (personalitiesIn(t) > 0) {
    const int r1 = dice.roll(6);
    const int r2 = dice.roll(6);
    if (r1 + r2 <= hits) {
      const int red = dice.roll(6);
      const int yellow = dice.roll(6);
      const Zone edge = zoneOf(block(t), s.pose.front);
      personalityLossCheck(t, edgeStands(t, edge), s.id, dice, sink, "001 3.1.3.3 Shooting", red, yellow);
    }
  }
  applyCasualties(t, casualties, dice, sink, false);
  if (halts && t.active() && t.motion != Motion::Fleeing) {
    // 2.5.3 C1: more hits than the target's width Halt it.
    t.haltedByShooting = true;
    if (mCharge && mCharge->charger == t.id) mCharge->chargerHalted = true;
    halt(t, sink, "more hits than the unit's width (2.5.3 C1)");
  }
  return hits;
}

}  // namespace sandtable::rules::warlords
