// 2.4.4.1-2.4.5 and 2.4.7 The charge move itself: the random move, meeting a counter-charge,
// stakes (3.3.3.3), conforming to contact, evasion, and showered missiles at contact.
#include <algorithm>
#include <cstdlib>

#include "BlockMath.h"
#include "WarlordsGame.h"
#include "core/Wording.h"
#include "measured/Displacement.h"

namespace sandtable::rules::warlords {

using namespace blockmath;

void WarlordsGame::resolveCharge(Dice& dice, EventSink& sink) {
  if (!mCharge) return;
  PendingCharge& pc = *mCharge;
  UnitState& c = mut(pc.charger);
  UnitState& t = mut(pc.target);
  if (!c.active() || c.morale == Morale::Broken) {
    endChargeExchange(dice, sink);
    return;
  }
  pc.chargerHalted = pc.chargerHalted || (c.haltedByShooting && !c.formed);
  const bool berserk = c.morale == Morale::Berserk;
  bool contact = false;
  if (t.active() && pc.counterCharged && !pc.chargerHalted) {
    // 2.4.4.2: the two units meet halfway between their starting points.
    const ChargePlan plan = planCharge(c, t);
    if (!plan.problem || plan.outOfReach) {
      // The counter-charger goes straight at the charger along its own charge path (it had
      // to be able to charge it), half the distance or its normal move, whichever is less.
      const ChargePlan mine = planCharge(t, c);
      const Angle toward = (!mine.problem || mine.outOfReach) ? mine.direction : normalizeAngle(plan.direction + kHalfTurn);
      const Length half = std::min(std::max(plan.distance, mine.distance) / 2, moveSpans(t) * span());
      const Length go = clearAdvance(t, toward, half, false);
      if (go > 0) {
        moveUnitTo(t, {t.pose.front + heading(toward, go), t.pose.facing}, EventKind::UnitMoved, sink,
                   "counter-charges to meet the enemy (2.4.4.2)");
      }
      const ChargePlan rest = planCharge(c, t);
      if (rest.distance > 0) contact = bringIntoContact(c, t, rest, rest.distance, sink, true);
      if (contact) {
        c.charging = true;
        t.charging = true;
      }
    }
  } else if (t.active()) {
    ChargePlan plan = planCharge(c, t);
    const int diceCount = std::max(1, plan.dice > 0 ? plan.dice : chargeSpans(c));
    Length rolled = randomMove(c, diceCount, dice, sink, "001 2.4.4.1 Charge movement", "charge move");
    if (!plan.problem && plan.crossesStakes) {
      // 3.3.3.3: a charger reaching the sharp side of stakes goes on only if it passes an
      // activation test (a Berserk unit goes on regardless), and the stakes attack it.
      bool goOn = berserk;
      if (!berserk) {
        const Roll r = rollActivation(c, dice, sink, "activation to cross the stakes", false, 0, true);
        goOn = r.score > activationWidth(c);
        // 2.2.1: a failure no higher than the casualties costs a morale step, as every
        // activation roll does.
        if (!goOn && r.score <= c.casualties) {
          loseMoraleStep(
              c, dice, sink,
              "activation to cross the stakes failed at or below the casualties taken (2.2.1)");
        }
      }
      if (goOn) {
        stakesAttack(c, dice, sink);
      } else {
        for (const DefenceHit& h : defencesCrossed(c.pose.front, c.pose.front + heading(plan.direction, plan.distance))) {
          if (mSetup->defences[static_cast<std::size_t>(h.index)].kind == DefenceKind::Stakes) {
            rolled = std::min(rolled, std::max<Length>(0, distance(c.pose.front, h.where) - kTolerance));
            break;
          }
        }
        plan.problem = "stopped at the stakes (3.3.3.3)";
      }
    }
    if (c.active() && !plan.problem && rolled + kTolerance >= plan.distance) {
      contact = bringIntoContact(c, t, plan, plan.distance, sink, false);
      if (contact && !pc.chargerHalted) c.charging = true;
    } else if (c.active() && c.morale != Morale::Broken) {  // a unit broken at the stakes has fled
      const Length d = clearAdvance(c, plan.direction, std::min(rolled, plan.problem ? rolled : plan.distance), false);
      if (d > 0) {
        moveUnitTo(c, {c.pose.front + heading(plan.direction, d), c.pose.facing},
                   EventKind::UnitMoved, sink, "falls short in the charge (2.4.4.1)");
      }
      c.motion = Motion::Stopped;
      if (pc.counterCharged && t.active() && !contact) {
        // 2.4.4.2: with the charger Halted, the counter-charger goes on as a random move.
        const ChargePlan back = planCharge(t, c);
        const Length go = randomMove(t, std::max(1, moveSpans(t)), dice, sink, "001 2.4.4.2 Counter charging",
                                     "counter-charge move");
        if (!back.problem && go + kTolerance >= back.distance) {
          contact = bringIntoContact(t, c, back, back.distance, sink, false);
        } else if (const Length d = clearAdvance(t, back.direction, go, false); d > 0) {
          // "If this doesn't get it into contact, too bad": it ends where the move took it.
          moveUnitTo(t, {t.pose.front + heading(back.direction, d), t.pose.facing},
                     EventKind::UnitMoved, sink, "falls short in the counter-charge (2.4.4.2)");
        }
      }
    }
  }
  if (pc.chargerHalted && c.active()) halt(c, sink, "shot to a halt while charging (2.4.4.1)");
  if (contact) {
    const auto ct = contactBetween(c, t);
    if (ct && c.charging && troop(c).heavy && t.formation != FormationKind::Hedgehog && ct->edgeB != Zone::Front) {
      t.hitInFlankByHeavyCharge = true;
    }
    showerShooting(c, t, dice, sink);
    c.motion = Motion::Stopped;
    t.motion = Motion::Stopped;
  }
  endChargeExchange(dice, sink);
}

bool WarlordsGame::bringIntoContact(UnitState& mover, UnitState& other, const ChargePlan& plan, Length moved,
                                    EventSink& sink, bool otherMoving) {
  const Pose from = mover.pose;
  mover.pose = {mover.pose.front + heading(plan.direction, moved), mover.pose.facing};
  const bool pushOn = conform(mover, other, sink);
  const Pose to = mover.pose;
  mover.pose = from;
  moveUnitTo(mover, to, EventKind::ContactMade, sink, "makes contact with " + label(other.id) + " (2.4.5)");
  // 2.4.5: a heavier unit that has swung a stationary lighter one square goes on one more
  // span, backing the lighter unit up before it.
  if (pushOn && !otherMoving && contactBetween(mover, other)) pushOneMoreSpan(mover, other, sink);
  return contactBetween(mover, other).has_value();
}

void WarlordsGame::pushOneMoreSpan(UnitState& heavier, UnitState& lighter, EventSink& sink) {
  // Both go the same way, the heavier's facing, as far as the lighter can back up and the
  // heavier can follow, up to a span: neither may run into a unit or closer than 1 span to
  // an enemy it is not fighting (stepping down a quarter span at a time until both can).
  for (const Contact& c : contactsOf(lighter)) {
    if (c.b != heavier.id) return;  // backing up would part it from another enemy
  }
  const Angle dir = heavier.pose.facing;
  const Length most = clearAdvance(lighter, dir, span(), true);
  const Length step = std::max<Length>(span() / 4, kTolerance);
  PathRules rules;
  rules.allowPassage = false;
  rules.ignore = lighter.id;
  const Pose heavierWas = heavier.pose;
  const Pose lighterWas = lighter.pose;
  for (Length d = most; d > kTolerance; d = d > step ? d - step : 0) {
    lighter.pose = {lighterWas.front + heading(dir, d), lighterWas.facing};
    const Pose to{heavierWas.front + heading(dir, d), heavierWas.facing};
    const bool clear = !pathProblem(heavier, pathPoses(heavier, heavierWas, to), rules);
    lighter.pose = lighterWas;
    if (!clear) continue;
    moveUnitTo(lighter, {lighterWas.front + heading(dir, d), lighterWas.facing},
               EventKind::UnitMoved, sink, "is backed up by " + label(heavier.id) + " (2.4.5)");
    moveUnitTo(heavier, to, EventKind::UnitMoved, sink, "goes on one more span, pushing " + label(lighter.id) + " back (2.4.5)");
    return;
  }
}

bool WarlordsGame::conform(UnitState& mover, UnitState& other, EventSink& sink) {
  // 2.4.5: the lighter unit conforms to the heavier; when both weigh the same Sandtable
  // squares the mover against the other (see docs/rules/warlords.md). If the one that
  // should conform has no room to, the other does; if neither can, they stay as they met.
  // Returns whether the other, lighter, was swung to the mover (then the mover goes on one
  // more span when the other stood still).
  const Rect ob = block(other);
  // The edge struck, judged from just behind the mover's front (its front centre lies on the line).
  const Zone z = measured::struckEdge(ob, mover.pose, span() / 4);
  const auto [ea, eb] = edgeOf(ob, z);
  const Point x = closestOnSegment(mover.pose.front, ea, eb);
  const std::vector<Length> noGaps(mUnits.size(), INT64_MAX);

  // Contact holds until a rule parts it: a unit already fighting another enemy is neither
  // swung round nor backed up away from it; the mover conforms to it instead.
  auto fightingAnother = [&](const UnitState& u, UnitId besides) {
    for (const Contact& c : contactsOf(u)) {
      if (c.b != besides) return true;
    }
    return false;
  };
  auto otherTurns = [&]() {
    // The lighter stationary unit is wheeled about the point of contact to face square on.
    if (fightingAnother(other, mover.id)) return false;
    const Angle want = normalizeAngle(mover.pose.facing + kHalfTurn);
    const Angle turn = angleDifference(outwardNormal(ob, z), want);
    const Pose np = measured::turnedAbout(other.pose, x, turn);
    PathRules rules;
    rules.keepSpan = false;
    rules.allowPassage = false;
    rules.ignore = mover.id;
    if (poseProblem(other, np, rules, noGaps, true)) return false;
    // The mover closes onto the turned edge; both must have room.
    const Pose otherWas = other.pose;
    other.pose = np;
    const Rect nb = block(other);
    const auto [na, nbp] = edgeOf(nb, z);
    const Pose moverTo{closestOnSegment(x, na, nbp), mover.pose.facing};
    PathRules moverRules;
    moverRules.keepSpan = false;
    moverRules.allowPassage = false;
    moverRules.ignore = other.id;
    if (poseProblem(mover, moverTo, moverRules, noGaps, true)) {
      other.pose = otherWas;
      return false;
    }
    mover.pose = moverTo;
    if (!(np == otherWas)) {
      Event e{EventKind::UnitWheeled, other.side, other.id};
      e.from = otherWas.front;
      e.to = np.front;
      if (sink.wantsText())
        e.text = subjectVerb(label(other.id), "is") + " pushed round to face " + label(mover.id) +
                 " (2.4.5)";
      sink.emit(std::move(e));
    }
    return true;
  };
  auto moverSquares = [&]() {
    // The mover squares up against the edge it struck, sliding along it if friends are there,
    // coming no closer than 1 span to another enemy ("none can move closer than 1 span to a
    // unit they aren't fighting").
    const Angle facing = measured::squareFacing(ob, z);
    const Length len = distance(ea, eb);
    PathRules rules;
    rules.keepSpan = true;
    rules.allowPassage = false;
    rules.ignore = other.id;
    const std::vector<Length> gaps = startingGaps(mover, span() + len);
    const Length step = std::max<Length>(span() / 4, kTolerance);
    for (const Point& front : measured::placesAlongEdge(ea, eb, x, step)) {
      const Pose p{front, facing};
      if (!poseProblem(mover, p, rules, gaps, true)) {
        mover.pose = p;
        return true;
      }
    }
    return false;
  };
  const bool otherFirst = troop(other).weight < troop(mover).weight;
  bool otherTurned = false;
  bool done = false;
  if (otherFirst) {
    otherTurned = otherTurns();
    done = otherTurned || moverSquares();
  } else {
    done = moverSquares() || otherTurns();
  }
  if (!done) {
    Event e{EventKind::MoveBlocked, mover.side, mover.id};
    e.from = e.to = mover.pose.front;
    if (sink.wantsText())
      e.text = subjectVerb(label(mover.id), "has") + " no room to close up square with " +
               label(other.id);
    sink.emit(std::move(e));
  }
  return otherTurned;
}

bool WarlordsGame::stakesAttack(UnitState& u, Dice& dice, EventSink& sink) {
  // 3.3.3.3: the stakes attack as a single rank of Pike: 2d6 and a die for the rank, the
  // two highest, +2 Pike fighting a unit in front, and the armour of their victim.
  const MeleeTable& m = tables().melee;
  const int n = m.dice + m.perRankDice * tables().fieldDefences.stakesPikeRanks;
  std::vector<int> faces;
  for (int i = 0; i < n; ++i) faces.push_back(dice.roll(6));
  std::vector<int> sorted = faces;
  std::sort(sorted.begin(), sorted.end(), std::greater<int>());
  int best = 0;
  for (int i = 0; i < m.keep && i < n; ++i) best += sorted[static_cast<std::size_t>(i)];
  const int score = best + m.pikeFront + profile(u).armourRating();
  const int casualties = score > 0 ? score / combatWidth(u) : 0;
  if (sink.wantsText()) {
    RollRecord rec;
    rec.rule = "001 3.3.3.3 Stakes";
    rec.purpose = "the stakes attack " + label(u.id);
    rec.dice = std::to_string(n) + "d6, two highest";
    rec.faces = faces;
    rec.base = best;
    rec.modifiers = {{"Pike fighting a unit in front", m.pikeFront}, {"armour of " + label(u.id), profile(u).armourRating()}};
    rec.total = score;
    rec.test = "1 casualty per multiple of its width " + std::to_string(combatWidth(u));
    rec.outcome = plural(casualties, "casualty", "casualties");
    Event e{EventKind::DiceRolled, u.side, u.id};
    e.value = score;
    e.roll = rec;
    sink.emit(std::move(e));
  }
  applyCasualties(u, casualties, dice, sink, true);
  return u.active();
}

void WarlordsGame::evade(UnitState& u, UnitState& charger, Dice& dice, EventSink& sink) {
  // 2.4.7: straight to the front or the rear, whichever takes it away from the charger;
  // an about-face first when it runs to the rear.
  const Point local = toLocal(block(u), charger.pose.front);
  const bool toRear = local.y >= 0;
  const bool canShoot = profile(u).missiles != MissileKind::None && (troop(u).skirmisher || troop(u).kind == TroopKind::Cavalry);
  ShotStyle style = profile(u).skirmishing ? ShotStyle::Skirmishing : ShotStyle::Massed;
  bool shot = false;
  if (canShoot && !checkShot(u, charger, style)) {
    // Facing the charger at the start of the evasion (2.4.7).
    shoot(u, charger, style, dice, sink, "001 2.4.7 Evading");
    shot = true;
  }
  if (toRear) {
    u.pose = measured::aboutFace(u.pose, block(u).depth);
  }
  const Length d = clearAdvance(u, u.pose.facing, moveAllowance(u, u.pose, u.pose), true);
  const Pose from = u.pose;
  moveUnitTo(u, {u.pose.front + heading(u.pose.facing, d), u.pose.facing}, EventKind::UnitEvaded, sink,
             "evades " + label(charger.id) + " (2.4.7)");
  (void)from;
  if (troop(u).skirmisher) {
    // Skirmishers may stop and turn about at the end; they do, to face the enemy again.
    if (toRear) u.pose = measured::aboutFace(u.pose, block(u).depth);
    u.motion = Motion::Stopped;
  } else {
    u.motion = Motion::Moving;  // Loose Foot and Cavalry end facing the way they went
  }
  if (!canShoot || shot || !u.active() || !charger.active()) return;
  if (!checkShot(u, charger, style)) {
    // Facing the charger at the end of the evasion (skirmishers turned about).
    shoot(u, charger, style, dice, sink, "001 2.4.7 Evading");
  } else if (moveSpans(u) > moveSpans(charger)) {
    // Faster than its pursuer, it may shoot from its rear edge: it shoots as if that edge
    // were its front, without turning.
    const Pose kept = u.pose;
    u.pose = measured::aboutFace(u.pose, block(u).depth);
    if (!checkShot(u, charger, style)) shoot(u, charger, style, dice, sink, "001 2.4.7 Evading");
    u.pose = kept;
  }
}

void WarlordsGame::showerShooting(UnitState& a, UnitState& b, Dice& dice, EventSink& sink) {
  // 2.5.1: showered missiles are shot by units completing or receiving a charge, after
  // contact and before the melee.
  if (a.active() && b.active() && profile(a).shower && a.morale != Morale::Broken && a.formation != FormationKind::Wedge) {
    shoot(a, b, ShotStyle::Shower, dice, sink, "001 2.5.1 Shower");
  }
  if (a.active() && b.active() && profile(b).shower && b.morale != Morale::Broken && b.formation != FormationKind::Wedge) {
    shoot(b, a, ShotStyle::Shower, dice, sink, "001 2.5.1 Shower");
  }
}

void WarlordsGame::endChargeExchange(Dice& dice, EventSink& sink) {
  (void)dice;
  const ChargeOrigin origin = mCharge ? mCharge->origin : ChargeOrigin::Orders;
  mCharge.reset();
  if (origin == ChargeOrigin::MeleeBerserk) {
    mPhase = Phase::Melee;
    mToAct = mFirst;
    return;
  }
  mPhase = Phase::Orders;
  finishActivation(sink);
}

}  // namespace sandtable::rules::warlords
