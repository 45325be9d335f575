// 2.6 Melee: opponents and supporting units, the dice and every modifier, casualties per
// multiple of the opponent's width, the outcome moves at >, 2x and 3x, and what follows
// when a unit breaks (champions picked up, impetuous units going Berserk).
#include <algorithm>
#include <cstdlib>

#include "core/Wording.h"
#include "Formation.h"
#include "BlockMath.h"
#include "WarlordsGame.h"

namespace sandtable::rules::warlords {

using namespace blockmath;

int WarlordsGame::MeleeOdds::modifierTotal() const {
  int t = 0;
  for (const Modifier& m : modifiers) t += m.value;
  return t;
}

std::optional<Contact> WarlordsGame::contactSupposing(const UnitState& x, const UnitState& y, const Supposed* sup) const {
  if (sup && ((x.id == sup->charger && y.id == sup->target) || (x.id == sup->target && y.id == sup->charger))) {
    Contact c;
    c.a = x.id;
    c.b = y.id;
    c.edgeA = x.id == sup->charger ? Zone::Front : sup->edge;
    c.edgeB = x.id == sup->charger ? sup->edge : Zone::Front;
    c.overlap = span();  // a stand's width: only meleePairs asks more of it
    return c;
  }
  if (sup && (x.id == sup->charger || y.id == sup->charger)) return std::nullopt;  // it has left its old place
  return contactBetween(x, y);
}

WarlordsGame::MeleeOdds WarlordsGame::meleeOddsWith(const UnitState& me, const UnitState& opp,
                                                    const Supposed* sup) const {
  const MeleeTable& m = tables().melee;
  MeleeOdds o;
  o.dice = m.dice;
  const UnitProfile& p = profile(me);
  const TroopType& t = troop(me);
  auto contactOf = [&](const UnitState& x, const UnitState& y) { return contactSupposing(x, y, sup); };
  auto charging = [&](const UnitState& x) {
    if (sup && x.id == sup->charger) return sup->charging;
    if (sup && x.id == sup->target) return sup->bothCharging;
    return x.charging;
  };
  auto hitInFlank = [&](const UnitState& x) {
    if (sup && x.id == sup->target) {
      const UnitState& c = unit(sup->charger);
      return x.hitInFlankByHeavyCharge || (sup->charging && troop(c).heavy && sup->edge != Zone::Front &&
                                           x.formation != FormationKind::Hedgehog);
    }
    return x.hitInFlankByHeavyCharge;
  };
  const auto c = contactOf(me, opp);
  const bool oppInFront = c && isFront(me, c->edgeA);
  auto die = [&](std::string label, int n) {
    if (n == 0) return;
    o.dice += n;
    o.extraDice.push_back({std::move(label), n});
  };
  auto mod = [&](std::string label, int v) {
    if (v != 0) o.modifiers.push_back({std::move(label), v});
  };
  // A: extra dice.
  const std::vector<int> w = widths(me);
  if (oppInFront && me.formed) {
    if (t.kind == TroopKind::CloseFoot && me.formation != FormationKind::Shieldwall && w.size() > 1 &&
        isFullRank(me.formation, w, 1)) {
      die("Close Foot with a 2nd rank", m.closeFootSecondRankDice);
    }
    if ((me.formation == FormationKind::Shieldwall && t.kind == TroopKind::CloseFoot) || t.kind == TroopKind::Pike) {
      die(std::to_string(fullRanks(me.formation, w)) + " ranks of " + (t.kind == TroopKind::Pike ? "Pike" : "Shieldwall"),
          m.perRankDice * fullRanks(me.formation, w));
    }
  }
  if (opp.formation != FormationKind::Hedgehog) {
    // Each flank (and the rear) of the enemy overlapped or contacted by my side.
    const Rect ob = block(opp);
    bool left = false, right = false, rear = false;
    for (const UnitState& f : mUnits) {
      if (f.side != me.side || !f.active()) continue;
      const auto fc = contactOf(f, opp);
      if (!fc) continue;
      if (fc->edgeB == Zone::LeftFlank) left = true;
      if (fc->edgeB == Zone::RightFlank) right = true;
      if (fc->edgeB == Zone::Rear) rear = true;
      if (fc->edgeB == Zone::Front && !(sup && f.id == sup->charger)) {
        const measured::Overhang past = measured::overhang(ob, block(f), kTolerance);
        if (past.left) left = true;
        if (past.right) right = true;
      }
    }
    die("enemy's flanks and rear overlapped or contacted", m.flankDice * (left + right + rear));
  }
  if (p.veteran) die("Veteran", m.veteranDice);
  for (const PersonalityState& ps : mPersonalities) {
    if (ps.present() && ps.unit == opp.id && personalitySetup(ps).has(Trait::Hated)) {
      die(asSubject(personalitySetup(ps).name) + " is Hated", m.hatedDice);
    }
  }
  // B: modifiers.
  mod("opponent's armour", profile(opp).armourRating());
  if (!mFlat && groundUnder(block(me)).rough) mod("own armour on rough ground", p.armourRating());
  if (charging(me)) {
    mod("charging", m.charging);
    mod(std::to_string(me.champions) + " champions charging", m.perChampionCharging * me.champions);
    if (me.formation == FormationKind::Wedge && me.formed && opp.formation == FormationKind::Shieldwall && opp.formed) {
      mod("Wedge charging Shieldwall", m.wedgeVsShieldwall);
    }
    if (t.kind == TroopKind::Cavalry && troop(opp).kind != TroopKind::Pike) {
      mod("Cavalry charging", m.cavalryCharging);
      if (p.weapon == HandWeapon::Lances) mod("lances", m.lancesCharging);
    }
  }
  if (p.elite) mod("Elite", m.elite);
  if (t.kind == TroopKind::Pike && me.formed && oppInFront) mod("Pike fighting a unit in front", m.pikeFront);
  if (!mFlat && mSetup->battlefield->isUphillOf(block(opp), block(me), span() / 8)) mod("uphill opponent", m.uphillOpponent);
  if (p.weapon == HandWeapon::Light) mod("light weapons", m.lightWeapons);
  if (me.formation != FormationKind::Hedgehog) {
    bool leftHit = false, rightHit = false, rearHit = false;
    for (const UnitState& e : mUnits) {
      if (e.side == me.side || !e.active()) continue;
      const auto ec = contactOf(me, e);
      if (!ec || !isFront(e, ec->edgeB)) continue;
      leftHit = leftHit || ec->edgeA == Zone::LeftFlank;
      rightHit = rightHit || ec->edgeA == Zone::RightFlank;
      rearHit = rearHit || ec->edgeA == Zone::Rear;
    }
    mod("flanks contacted by an enemy front", m.flankContacted * (leftHit + rightHit));
    if (rearHit) mod("rear contacted by an enemy front", m.rearContacted);
  }
  if (hitInFlank(me)) mod("struck in flank or rear by charging heavy troops this turn", m.chargedInFlankByHeavy);
  // 3.1.2 personalities.
  const std::vector<int> front = edgeStands(me, Zone::Front);
  int lowest = 1 << 20;
  bool allFront = !front.empty();
  for (int standId : front) {
    bool here = false;
    for (const PersonalityState& ps : mPersonalities) {
      if (ps.present() && ps.unit == me.id && ps.stand == standId) {
        here = true;
        lowest = std::min(lowest, personalitySetup(ps).prowess);
      }
    }
    allFront = allFront && here;
  }
  if (allFront) mod("prowess of the front rank's personalities", lowest);
  if (hasPersonality(me, Trait::Coward, true)) mod("Coward commander", m.coward);
  for (const PersonalityState& ps : mPersonalities) {
    if (!ps.present()) continue;
    const PersonalitySetup& s = personalitySetup(ps);
    if (ps.unit == me.id && s.has(Trait::Nemesis)) {
      for (const PersonalityState& q : mPersonalities) {
        if (q.present() && q.unit == opp.id && personalitySetup(q).name == s.nemesis)
          mod(asSubject(s.name) + " faces his nemesis", m.nemesis);
      }
    }
    if (ps.unit == opp.id && s.has(Trait::Bounty)) mod("bounty on " + s.name, m.bounty);
  }
  return o;
}

std::vector<MeleePair> WarlordsGame::meleePairs(const Supposed* sup) const {
  // 2.6: the opponents are the enemy pairs with the greatest front-edge contact; everyone
  // else in contact supports. A Hedgehog's largest contact is its opponent (2.3.1.4).
  // A supposed charge conforms to the edge it strikes (2.4.5), so it touches the whole of
  // the shorter of its front and that edge.
  auto contactOf = [&](const UnitState& a, const UnitState& b) {
    std::optional<Contact> c = contactSupposing(a, b, sup);
    if (c && sup && (a.id == sup->charger || b.id == sup->charger)) {
      const Rect target = block(unit(sup->target));
      const bool endOn = sup->edge == Zone::Front || sup->edge == Zone::Rear;
      c->overlap = std::min(block(unit(sup->charger)).width, endOn ? target.width : target.depth);
    }
    return c;
  };
  struct Candidate {
    Contact c;
    int fronts;
    Length key;
  };
  std::vector<Candidate> all;
  for (const UnitState& a : mUnits) {
    if (!a.active() || a.side != Side::One) continue;
    for (const UnitState& b : mUnits) {
      if (!b.active() || b.side != Side::Two) continue;
      const auto c = contactOf(a, b);
      if (!c) continue;
      const int fronts = (c->edgeA == Zone::Front ? 1 : 0) + (c->edgeB == Zone::Front ? 1 : 0);
      const bool hedgehog = a.formation == FormationKind::Hedgehog || b.formation == FormationKind::Hedgehog;
      all.push_back({*c, hedgehog ? 2 : fronts, hedgehog ? b.standCount() + a.standCount() : c->overlap});
    }
  }
  std::stable_sort(all.begin(), all.end(), [](const Candidate& l, const Candidate& r) {
    if (l.fronts != r.fronts) return l.fronts > r.fronts;
    if (l.key != r.key) return l.key > r.key;
    return std::make_pair(l.c.a, l.c.b) < std::make_pair(r.c.a, r.c.b);
  });
  std::vector<MeleePair> out;
  std::vector<bool> taken(mUnits.size(), false);
  for (const Candidate& k : all) {
    if (taken[static_cast<std::size_t>(k.c.a)] || taken[static_cast<std::size_t>(k.c.b)]) continue;
    taken[static_cast<std::size_t>(k.c.a)] = taken[static_cast<std::size_t>(k.c.b)] = true;
    out.push_back({k.c.a, k.c.b});
  }
  return out;
}

std::vector<int> WarlordsGame::edgeStands(const UnitState& u, Zone edge) const {
  std::vector<int> out;
  if (u.stands.empty()) return out;
  const std::vector<int> w = widths(u);
  const std::vector<Slot> ss = slots(u.formation, w, span(), standDepth(u));
  for (std::size_t i = 0; i < u.stands.size() && i < ss.size(); ++i) {
    if (measured::slotOnEdge(ss[i].rank, ss[i].file, w, edge)) out.push_back(u.stands[i]);
  }
  return out;
}

void WarlordsGame::applyCasualties(UnitState& u, int casualties, Dice& dice, EventSink& sink, bool melee) {
  if (casualties <= 0 || !u.active()) return;
  if (melee && u.morale == Morale::Broken) {
    // 1.7.3: a Broken unit loses stands instead of gaining casualty figures.
    std::vector<int> lost;
    for (int i = u.standCount() - 1; i >= 0 && static_cast<int>(lost.size()) < casualties; --i) {
      lost.push_back(u.stands[static_cast<std::size_t>(i)]);
    }
    loseStands(u, lost, dice, sink, "a Broken unit loses stands in melee (1.7.3)", true);
    return;
  }
  u.casualties += casualties;
  Event e{EventKind::CasualtiesTaken, u.side, u.id};
  e.from = e.to = u.pose.front;
  e.value = casualties;
  if (sink.wantsText()) {
    e.text = subjectVerb(label(u.id), "takes") + " " +
             plural(casualties, "casualty", "casualties") + " (" + std::to_string(u.casualties) +
             " in all)";
  }
  sink.emit(std::move(e));
}

std::optional<MeleePair> WarlordsGame::nextMelee() const {
  if (mPhase != Phase::Melee) return std::nullopt;
  for (std::size_t i = mMeleeNext; i < mMelees.size(); ++i) {
    // A melee whose opponents have parted (a fall back, a flight) is passed over.
    if (contactBetween(unit(mMelees[i].a), unit(mMelees[i].b))) return mMelees[i];
  }
  return std::nullopt;
}

void WarlordsGame::resolveNextMelee(Dice& dice, EventSink& sink) {
  const std::optional<MeleePair> m = nextMelee();
  if (!m) {
    mMeleeNext = mMelees.size();
    return;
  }
  while (mMelees[mMeleeNext].a != m->a || mMelees[mMeleeNext].b != m->b) ++mMeleeNext;
  ++mMeleeNext;
  fight(mut(m->a), mut(m->b), dice, sink);
}

void WarlordsGame::fight(UnitState& a, UnitState& b, Dice& dice, EventSink& sink) {
  const MeleeTable& m = tables().melee;
  mFoughtThisPhase.push_back(a.id);
  mFoughtThisPhase.push_back(b.id);
  struct Side_ {
    UnitState* u;
    UnitState* opp;
    MeleeOdds odds;
    std::vector<int> faces;
    int best = 0;
    int score = 0;
    bool doubles = false;
    int red = 0, yellow = 0;
    int casualtiesDealt = 0;
  };
  std::array<Side_, 2> s{Side_{&a, &b, meleeOdds(a, b)}, Side_{&b, &a, meleeOdds(b, a)}};
  for (Side_& x : s) {
    for (int i = 0; i < x.odds.dice; ++i) x.faces.push_back(dice.roll(6));
    // 3.1.3.1: a red and a yellow die against a unit with a personality.
    if (personalitiesIn(*x.opp) > 0) {
      x.red = dice.roll(6);
      x.yellow = dice.roll(6);
    }
    std::vector<int> sorted = x.faces;
    std::sort(sorted.begin(), sorted.end(), std::greater<int>());
    for (int i = 0; i < m.keep && i < static_cast<int>(sorted.size()); ++i) x.best += sorted[static_cast<std::size_t>(i)];
    x.doubles = sorted.size() >= 2 && sorted[0] == sorted[1];
    x.score = x.best + x.odds.modifierTotal();
  }
  for (Side_& x : s) {
    // 2.6.1 C: one casualty per multiple of the opponent's width.
    x.casualtiesDealt = x.score > 0 ? x.score / combatWidth(*x.opp) : 0;
  }
  for (const Side_& x : s) {
    if (sink.wantsText()) {
      RollRecord rec;
      rec.rule = "001 2.6.1 Melee";
      rec.purpose = label(x.u->id) + " against " + label(x.opp->id);
      rec.dice = std::to_string(x.odds.dice) + "d6, two highest";
      for (const Modifier& d : x.odds.extraDice) rec.dice += "; +" + std::to_string(d.value) + "d6 " + d.label;
      rec.faces = x.faces;
      rec.base = x.best;
      rec.modifiers = x.odds.modifiers;
      rec.total = x.score;
      rec.test = "1 casualty per multiple of the opponent's width " + std::to_string(combatWidth(*x.opp));
      rec.outcome = plural(x.casualtiesDealt, "casualty", "casualties");
      if (x.red) rec.outcome += "; red " + std::to_string(x.red) + ", yellow " + std::to_string(x.yellow);
      Event e{EventKind::DiceRolled, x.u->side, x.u->id, x.opp->id};
      e.value = x.score;
      e.roll = rec;
      sink.emit(std::move(e));
    }
    Event e{EventKind::MeleeFought, x.u->side, x.u->id, x.opp->id};
    e.from = x.u->pose.front;
    e.to = x.opp->pose.front;
    e.value = x.score;
    sink.emit(std::move(e));
  }
  // 3.1.3.1: casualties caused with a roll of doubles may strike down a personality in the
  // stands the enemy hit.
  for (Side_& x : s) {
    if (x.casualtiesDealt > 0 && x.doubles && x.red > 0) {
      const auto c = contactBetween(*x.u, *x.opp);
      const Zone hitEdge = c ? c->edgeB : Zone::Front;
      personalityLossCheck(*x.opp, edgeStands(*x.opp, hitEdge), x.u->id, dice, sink, "001 3.1.3.1 Melee", x.red, x.yellow);
    }
  }
  for (Side_& x : s) applyCasualties(*x.opp, x.casualtiesDealt, dice, sink, true);
  for (Side_& x : s) {
    // 1.7.5: champions are picked up when a unit finishes the first round of a melee; they
    // come out again for its next melee (endTurn clears foughtMelee once it is out of contact).
    if (!x.u->foughtMelee) x.u->champions = 0;
    x.u->foughtMelee = true;
  }
  if (!a.active() || !b.active() || s[0].score == s[1].score) return;
  // 2.6.1 D: outcome moves, cumulative. A score below the floor counts as the floor in the
  // multiples, so that a score of 0 or less is not "tripled" by any score at all.
  Side_& hi = s[0].score > s[1].score ? s[0] : s[1];
  Side_& lo = s[0].score > s[1].score ? s[1] : s[0];
  const int base = std::max(lo.score, m.ratioFloor);
  const bool twice = hi.score >= m.unformMultiple * base;
  const bool thrice = hi.score >= m.breakMultiple * base;
  UnitState& winner = *hi.u;
  UnitState& loser = *lo.u;
  const int spans = m.fallBackSpans * (1 + (twice ? 1 : 0));
  std::vector<UnitId> enemiesInContact;
  std::vector<UnitId> frontSupporters;
  for (const Contact& c : contactsOf(loser)) {
    enemiesInContact.push_back(c.b);
    if (c.b != winner.id && c.edgeA == Zone::Front) frontSupporters.push_back(c.b);
  }
  const Point before = loser.pose.front;
  // Supporting units of the loser fall back with it, as far as it does (2.6.2).
  std::vector<UnitId> supporters;
  for (const Contact& c : contactsOf(winner)) {
    if (c.b != loser.id) supporters.push_back(c.b);
  }
  fallBack(loser, winner, spans * span(), dice, sink, false);
  for (UnitId sid : supporters) {
    UnitState& su = mut(sid);
    if (su.active()) fallBack(su, winner, spans * span(), dice, sink, true);
  }
  if (!loser.active()) return;
  const TroopType& lt = troop(loser);
  if (twice && lt.heavy && !profile(loser).drilled() && loser.formed) {
    loser.formed = false;
    Event e{EventKind::UnitHalted, loser.side, loser.id};
    e.from = e.to = loser.pose.front;
    if (sink.wantsText())
      e.text = subjectVerb(label(loser.id), "is") +
               " Unformed: irregular heavy troops beaten by twice their score (2.6.1 D)";
    sink.emit(std::move(e));
  }
  if (thrice) {
    breakUnit(loser, &winner, dice, sink);
    impetuousReaction(loser, enemiesInContact, dice, sink);
    return;
  }
  const Point shift = loser.pose.front - before;
  if (shift == Point{} || winner.morale == Morale::Worn || winner.morale == Morale::Broken) return;
  PendingFollowUp f{winner.id, loser.id, shift, winner.morale == Morale::Berserk, frontSupporters};
  if (f.must) {
    mFollowUp = f;
    applyFollowUp({ActionKind::FollowUp, winner.id, kNoUnit, std::nullopt, std::nullopt, std::nullopt, 1}, sink);
    return;
  }
  mFollowUp = f;
  mPhase = Phase::FollowUp;
  mToAct = winner.side;
}

void WarlordsGame::impetuousReaction(const UnitState& broken, const std::vector<UnitId>& enemies, Dice& dice,
                                     EventSink& sink) {
  // 2.6.3: when a unit breaks, an Impetuous opponent or supporting unit rolls to see whether
  // it goes Berserk; if it does it charges at once an enemy in charge reach, or else makes
  // a random move toward the fleeing enemy (not the ordinary Berserk move of 2.4.10).
  for (UnitId id : enemies) {
    UnitState& u = mut(id);
    if (!u.active() || !isImpetuous(u) || u.morale != Morale::Ready) continue;
    const Roll r = rollActivation(u, dice, sink, "roll to go Berserk as the enemy breaks", false, 0, false);
    if (r.score <= activationWidth(u) || !r.doubles) continue;
    goBerserk(u, sink);
    const BerserkAim aim = berserkAim(u);
    if (aim.charges) {
      declareCharge(u.id, aim.target->id, ChargeOrigin::MeleeBerserk, sink, dice);
      if (mPhase != Phase::Melee) return;  // its charge is being resolved
      continue;
    }
    rushAfterFleeing(u, broken, dice, sink);
  }
}

void WarlordsGame::rushAfterFleeing(UnitState& u, const UnitState& fleeing, Dice& dice, EventSink& sink) {
  // A random move at full speed (as every Berserk move, 2.4.10) straight toward where the
  // fleeing enemy has got to (where it left the table, if it did), keeping its facing, and
  // stopping short of anyone in the way.
  const Angle dir = bearing(u.pose.front, block(fleeing).centre);
  Length d = randomMove(u, moveSpans(u), dice, sink, "001 2.6.3 Berserk as the enemy breaks", "rush");
  d = std::min(d, clearAdvance(u, dir, d, true));
  moveUnitTo(u, {u.pose.front + heading(dir, d), u.pose.facing}, EventKind::UnitMoved, sink,
             "rushes after the fleeing " + label(fleeing.id) + " (2.6.3)");
  u.motion = Motion::Moving;
}

}  // namespace sandtable::rules::warlords
