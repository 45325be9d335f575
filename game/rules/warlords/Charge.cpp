// 2.4.4 Charging: reach and the straight path to contact, the charged unit's choice
// (counter-charge, evade, shoot or stand), other units shooting at the charger, the
// random charge move, stakes, berms and tabors, and meeting the enemy.
#include <algorithm>
#include <cstdlib>

#include "WarlordsGame.h"

namespace sandtable::rules::warlords {

namespace {

constexpr Length kTolerance = 500;

Rect shrunk(const Rect& r) {
  Rect s = r;
  s.width = std::max<Length>(1, r.width - 2 * kTolerance);
  s.depth = std::max<Length>(1, r.depth - 2 * kTolerance);
  return s;
}

// The two ends of one edge of a block, in the block's own order (left to right as seen from
// outside does not matter here).
std::pair<Point, Point> edgeOf(const Rect& r, Zone z) {
  const auto c = corners(r);  // front-left, front-right, rear-right, rear-left
  switch (z) {
    case Zone::Front: return {c[0], c[1]};
    case Zone::RightFlank: return {c[1], c[2]};
    case Zone::Rear: return {c[2], c[3]};
    case Zone::LeftFlank: return {c[3], c[0]};
  }
  return {c[0], c[1]};
}

Point closestOnSegment(Point p, Point a, Point b) {
  const Point ab = b - a;
  const std::int64_t len2 = dot(ab, ab);
  if (len2 == 0) return a;
  const std::int64_t t = dot(p - a, ab);
  if (t <= 0) return a;
  if (t >= len2) return b;
  __extension__ typedef __int128 Int128;
  return {a.x + static_cast<Length>(static_cast<Int128>(ab.x) * t / len2),
          a.y + static_cast<Length>(static_cast<Int128>(ab.y) * t / len2)};
}

Angle outwardNormal(const Rect& r, Zone z) {
  switch (z) {
    case Zone::Front: return r.facing;
    case Zone::RightFlank: return normalizeAngle(r.facing + kQuarterTurn);
    case Zone::Rear: return normalizeAngle(r.facing + kHalfTurn);
    case Zone::LeftFlank: return normalizeAngle(r.facing - kQuarterTurn);
  }
  return r.facing;
}

}  // namespace

ChargePlan WarlordsGame::planCharge(const UnitState& c, const UnitState& t, bool berserk) const {
  ChargePlan plan;
  const Rect tb = block(t);
  const Rect cb = block(c);
  const Zone z = zoneOf(tb, c.pose.front);
  const auto [ea, eb] = edgeOf(tb, z);
  const Point aim = closestOnSegment(c.pose.front, ea, eb);
  const Angle oblique = degrees(tables().movement.obliqueDegrees);
  Angle dir = c.pose.facing;
  if (!berserk && aim != c.pose.front) {
    const Angle off = std::clamp(angleDifference(c.pose.facing, bearing(c.pose.front, aim)), -oblique, oblique);
    dir = normalizeAngle(c.pose.facing + off);
  }
  plan.direction = dir;
  const Length apart = gap(cb, tb);
  if (apart <= kTolerance) {
    plan.problem = "the units are already in contact";
    return plan;
  }
  if (apart > (chargeSpans(c) + tables().randomMove.bigStep) * span()) {
    plan.problem = "the target is beyond charge distance (2.4.4.1)";
    plan.outOfReach = true;
    plan.distance = apart;
    return plan;
  }
  const int n = c.standCount();
  auto at = [&](Length d) { return blockAt(c, {c.pose.front + heading(dir, d), c.pose.facing}, c.formation, c.ranks, n); };
  const Length limit = (chargeSpans(c) + tables().randomMove.bigStep) * span();
  const Length step = std::max<Length>(span() / 4, kTolerance);
  Length lo = 0, hi = -1;
  Length best = INT64_MAX / 4;
  for (Length d = step;; d = std::min(d + step, limit)) {
    const Length g = gap(at(d), tb);
    if (g <= kTolerance) {
      hi = d;
      break;
    }
    if (g > best + kTolerance) break;  // moving away again: it passes the target by
    best = std::min(best, g);
    lo = d;
    if (d == limit) break;
  }
  if (hi < 0) {
    plan.problem = "the target cannot be reached moving straight ahead, up to 45 degrees oblique (2.4.3, 2.4.4)";
    return plan;
  }
  // The first touch, to the micrometre: the coarse step found a place within the
  // tolerance; a little further on the blocks touch or overlap (gap 0).
  hi += 2 * kTolerance;
  while (hi - lo > 1) {
    const Length mid = (lo + hi) / 2;
    if (gap(at(mid), tb) == 0) hi = mid;
    else lo = mid;
  }
  plan.distance = hi;
  const Pose contact{c.pose.front + heading(dir, hi), c.pose.facing};
  plan.targetEdge = zoneOf(tb, contact.front - heading(contact.facing, span() / 4));  // from just outside
  // Nothing else may stand in the way: no passage of lines while charging (2.4.6 rule 4).
  const Rect table = mSetup->battlefield->bounds();
  for (Length d = step; d < hi + step; d += step) {
    const Rect r = shrunk(at(std::min(d, hi)));
    for (const Point& p : corners(r)) {
      if (!contains(table, p)) {
        plan.problem = "the charge would leave the table";
        return plan;
      }
    }
    for (const UnitState& o : mUnits) {
      if (o.id == c.id || o.id == t.id || !o.active()) continue;
      if (overlaps(r, shrunk(block(o)))) {
        plan.problem = "another unit is in the way of the charge";
        return plan;
      }
    }
  }
  for (const DefenceHit& h : defencesCrossed(c.pose.front, contact.front)) {
    if (distance(h.where, contact.front) <= kTolerance) continue;  // contact at the line itself
    const FieldDefence& d = mSetup->defences[static_cast<std::size_t>(h.index)];
    if (d.kind == DefenceKind::Stakes && h.fromSpecialSide) plan.crossesStakes = true;
    if (d.kind == DefenceKind::Berm) plan.stoppedByBerm = true;
    if (d.kind == DefenceKind::Tabor && !(h.throughPort && c.formation == FormationKind::MarchColumn)) {
      plan.blockedByTabor = true;
    }
  }
  if (plan.stoppedByBerm) {
    plan.problem = "a berm stops all charges (3.3.3.2)";
    return plan;
  }
  if (plan.blockedByTabor) {
    plan.problem = "a unit stops on meeting a tabor (3.3.3.1)";
    return plan;
  }
  if (!mFlat && groundAlong(c, c.pose, contact).impassable) {
    plan.problem = "the way is impassable";
    return plan;
  }
  plan.allowance = moveAllowanceSpans(c, chargeSpans(c), c.pose, contact);
  plan.dice = static_cast<int>(plan.allowance / span());
  if (plan.distance > plan.allowance + kTolerance) {
    plan.problem = "the target is beyond charge distance (2.4.4.1)";
    plan.outOfReach = true;
  }
  return plan;
}

bool WarlordsGame::mayCounterCharge(const UnitState& u, const UnitState& charger) const {
  // 2.4.4.2: Ready or Berserk, not Halted by shooting this turn; it must be able to charge.
  if (u.activated || u.haltedByShooting || !u.active()) return false;
  if (u.morale != Morale::Ready && u.morale != Morale::Berserk) return false;
  if (!u.formed && u.morale != Morale::Berserk) return false;
  if (u.formation == FormationKind::Hedgehog || inContact(u)) return false;
  if (troop(u).skirmisher && !troop(charger).skirmisher) return false;
  const ChargePlan p = planCharge(u, charger, false);
  return !p.problem || p.outOfReach;  // it meets the charger halfway, however far
}

bool WarlordsGame::mayEvade(const UnitState& u, const UnitState& charger) const {
  // 2.4.7: Light troops and Cavalry; 2.3.2: not when Unformed.
  (void)charger;
  if (u.activated || !u.active() || !u.formed) return false;
  const TroopType& t = troop(u);
  if (!t.light && t.kind != TroopKind::Cavalry) return false;
  if (u.morale != Morale::Ready && u.morale != Morale::Worn) return false;
  return u.formation != FormationKind::Hedgehog && !inContact(u);
}

const char* WarlordsGame::checkCharge(const Action& a) const {
  if (a.square || a.point || a.facing || a.option != 0) return "a charge names only the unit and its target";
  const UnitId count = static_cast<UnitId>(mUnits.size());
  if (a.unit < 0 || a.unit >= count || a.target < 0 || a.target >= count) return "there is no such unit";
  const UnitState& u = unit(a.unit);
  const UnitState& t = unit(a.target);
  if (mPhase == Phase::Interrupt) {
    if (!mFormation || a.target != mFormation->unit) return "only the unit changing formation may be charged now (2.3.3)";
    if (u.side != mToAct) return "that unit is not on the side that may interrupt";
    if (u.activated) return "the charger must still have its activation this turn (2.3.3)";
  } else {
    if (const char* p = checkOrderUnit(a, false)) return p;
    if (!mActive.success && !mActive.aggressiveCharge) return "a charge needs a successful activation (2.2.2)";
    if (mActive.orderDone) return "the unit has already acted on this activation (2.2.2)";
    if (mActive.massedShot) return "a unit that shot massed stays stopped (2.5.1)";
    if (mActive.brokenChoice) return "a Broken unit may not charge (1.7.3)";
  }
  if (!u.active() || !t.active()) return "the unit or its target has left the table";
  if (t.side == u.side) return "units charge only enemy units";
  if (u.morale == Morale::Worn || u.morale == Morale::Broken) return "a Worn or Broken unit may not charge (1.7.2)";
  if (u.morale == Morale::Berserk) return "a Berserk unit charges on its own (2.4.10)";
  if (!u.formed) return "an Unformed unit may only charge if Berserk (2.3.2)";
  if (u.formation == FormationKind::Hedgehog) return "a Hedgehog may not charge (2.3.1.4)";
  if (inContact(u)) return "a unit in contact may only break off (2.4.8)";
  if (troop(u).skirmisher && !troop(t).skirmisher) return "Skirmishers may only charge other Skirmishers (2.4.4)";
  const ChargePlan plan = planCharge(u, t, false);
  if (plan.problem) return plan.problem;
  if (!canSee(u, t, true)) return "the target is not visible within 45 degrees of the unit's front";
  return nullptr;
}

void WarlordsGame::applyCharge(const Action& a, Dice& dice, EventSink& sink) {
  if (mActive.aggressiveCharge) {
    // 3.1.2 Aggressive: the +1 may be added after the roll when charging.
    mActive.success = true;
    mActive.aggressiveCharge = false;
    Event e{EventKind::UnitActivated, unit(a.unit).side, a.unit};
    if (sink.wantsText()) e.text = label(a.unit) + "'s Aggressive commander adds +1: the activation succeeds (3.1.2)";
    sink.emit(std::move(e));
  }
  mActive.orderDone = true;
  declareCharge(a.unit, a.target, ChargeOrigin::Orders, sink, dice);
}

void WarlordsGame::declareCharge(UnitId chargerId, UnitId targetId, ChargeOrigin origin, EventSink& sink, Dice& dice) {
  UnitState& c = mut(chargerId);
  UnitState& t = mut(targetId);
  if (c.formation == FormationKind::Shieldwall) c.formation = FormationKind::Line;  // 2.3.1.2
  c.motion = Motion::Moving;
  PendingCharge pc;
  pc.charger = chargerId;
  pc.target = targetId;
  pc.origin = origin;
  pc.targetStart = t.pose;
  mCharge = pc;
  Event e{EventKind::UnitCharged, c.side, chargerId, targetId};
  e.from = c.pose.front;
  e.to = block(t).centre;
  if (sink.wantsText()) e.text = label(chargerId) + " charges " + label(targetId) + " (2.4.4)";
  sink.emit(std::move(e));

  if (t.morale == Morale::Broken) {
    // 1.7.3: a Broken unit charged by the enemy starts fleeing again.
    flee(t, &c, dice, sink);
    resolveCharge(dice, sink);
    return;
  }
  if (origin == ChargeOrigin::MeleeBerserk || origin == ChargeOrigin::Interrupt) {
    afterReaction(dice, sink);
    return;
  }
  bool canShoot = false;
  for (ShotStyle s : {ShotStyle::Massed, ShotStyle::Skirmishing}) canShoot = canShoot || !checkShot(t, c, s, true);
  if (mayCounterCharge(t, c) || mayEvade(t, c) || canShoot) {
    mPhase = Phase::Reaction;
    mToAct = t.side;
    return;
  }
  afterReaction(dice, sink);
}

const char* WarlordsGame::checkReaction(const Action& a) const {
  if (mPhase != Phase::Reaction || !mCharge) return "only a charged unit reacts, as the charge is declared (2.4.4)";
  if (a.unit != mCharge->target) return "only the charged unit reacts now";
  const UnitState& u = unit(a.unit);
  const UnitState& c = unit(mCharge->charger);
  switch (a.kind) {
    case ActionKind::HoldGround:
      if (a.target != kNoUnit || a.option != 0 || a.point || a.facing || a.square) return "hold_ground takes only the unit";
      return nullptr;
    case ActionKind::CounterCharge:
    case ActionKind::Evade:
      if (a.target != c.id || a.option != 0 || a.point || a.facing || a.square) {
        return "counter-charge and evade name the unit and the charger";
      }
      if (a.kind == ActionKind::CounterCharge && !mayCounterCharge(u, c)) {
        return "a counter-charger must be Ready or Berserk, Formed, not Halted this turn, with its activation, and able "
               "to meet the charger (2.4.4.2)";
      }
      if (a.kind == ActionKind::Evade && !mayEvade(u, c)) {
        return "only Formed Light troops and Cavalry that still have their activation may evade (2.4.7)";
      }
      return nullptr;
    case ActionKind::Shoot:
      if (a.target != c.id || a.point || a.facing || a.square) return "shoot names the unit, the charger and the style";
      return checkShot(u, c, static_cast<ShotStyle>(a.option), true);
    default: return "the charged unit may counter-charge, evade, shoot or hold its ground (2.4.4)";
  }
}

void WarlordsGame::applyReaction(const Action& a, Dice& dice, EventSink& sink) {
  UnitState& u = mut(a.unit);
  UnitState& c = mut(mCharge->charger);
  switch (a.kind) {
    case ActionKind::HoldGround: {
      Event e{EventKind::UnitActivated, u.side, u.id};
      if (sink.wantsText()) e.text = label(u.id) + " stands to receive the charge";
      sink.emit(std::move(e));
      break;
    }
    case ActionKind::CounterCharge: {
      // 2.4.4.2: it uses up the activation; roll now.
      u.activated = true;
      const Roll r = rollActivation(u, dice, sink, "counter-charge", false, 0, true);
      const bool berserk = isImpetuous(u) && u.morale == Morale::Ready && r.doubles && r.score > activationWidth(u);
      if (berserk) goBerserk(u, sink);
      if (r.score > activationWidth(u) || berserk) {
        mCharge->counterCharged = true;
        if (u.formation == FormationKind::Shieldwall) u.formation = FormationKind::Line;
        Event e{EventKind::UnitCharged, u.side, u.id, c.id};
        e.from = u.pose.front;
        e.to = block(c).centre;
        if (sink.wantsText()) e.text = label(u.id) + " counter-charges " + label(c.id) + " (2.4.4.2)";
        sink.emit(std::move(e));
      } else if (r.score <= u.casualties) {
        loseMoraleStep(u, dice, sink, "counter-charge activation failed at or below its casualties (2.2.1)");
      }
      break;
    }
    case ActionKind::Evade: {
      u.activated = true;
      bool ok = isDrilledOrVeteranSkirmisher(u);  // 2.4.7: they evade without a roll
      int score = 0;
      if (!ok) {
        const int spans = static_cast<int>(gapBetween(u, c) / span());
        const Roll r = rollActivation(u, dice, sink, "evasion", true, spans, false);
        score = r.score;
        ok = r.score > activationWidth(u);
      }
      if (ok) {
        evade(u, c, dice, sink);
        mCharge->evaded = true;
      } else {
        if (score <= u.casualties) loseMoraleStep(u, dice, sink, "evasion failed at or below its casualties (2.2.1)");
        if (u.active() && u.motion != Motion::Fleeing) flee(u, &c, dice, sink);  // 2.2.1: evading units flee instead
        mCharge->evaded = true;
      }
      break;
    }
    case ActionKind::Shoot: {
      u.activated = true;
      const Roll r = rollActivation(u, dice, sink, "activation to shoot at a charger", false, 0, false);
      if (r.score > activationWidth(u)) {
        shoot(u, c, static_cast<ShotStyle>(a.option), dice, sink, "001 2.5.4 Shooting at charging units");
      } else if (r.score <= u.casualties) {
        loseMoraleStep(u, dice, sink, "activation failed at or below its casualties (2.2.1)");
      }
      break;
    }
    default: break;
  }
  afterReaction(dice, sink);
}

bool WarlordsGame::anySupportShooter(Side side, UnitId charger) const {
  const UnitState& c = unit(charger);
  for (const UnitState& u : mUnits) {
    if (u.side != side || !u.active() || u.activated || (mCharge && u.id == mCharge->target)) continue;
    for (ShotStyle s : {ShotStyle::Massed, ShotStyle::Skirmishing}) {
      if (!checkShot(u, c, s, true)) return true;
    }
  }
  return false;
}

void WarlordsGame::afterReaction(Dice& dice, EventSink& sink) {
  if (!mCharge) return;
  const UnitState& c = unit(mCharge->charger);
  if (c.active() && anySupportShooter(opponent(c.side), c.id)) {
    mPhase = Phase::SupportFire;
    mToAct = opponent(c.side);
    return;
  }
  resolveCharge(dice, sink);
}

const char* WarlordsGame::checkSupportShot(const Action& a) const {
  if (mPhase != Phase::SupportFire || !mCharge) return "units shoot at a charger only as it charges (2.4.4)";
  if (a.target != mCharge->charger || a.point || a.facing || a.square) return "shoot names the unit, the charger and the style";
  if (a.unit < 0 || a.unit >= static_cast<UnitId>(mUnits.size())) return "there is no such unit";
  const UnitState& u = unit(a.unit);
  if (u.side != mToAct) return "only the charged side shoots at the charger";
  if (u.id == mCharge->target) return "the charged unit has already made its choice";
  return checkShot(u, unit(mCharge->charger), static_cast<ShotStyle>(a.option), true);
}

void WarlordsGame::applySupportShot(const Action& a, Dice& dice, EventSink& sink) {
  UnitState& u = mut(a.unit);
  UnitState& c = mut(mCharge->charger);
  u.activated = true;  // 2.4.4: it uses up its activation for the turn
  const Roll r = rollActivation(u, dice, sink, "activation to shoot at a charger", false, 0, false);
  if (r.score > activationWidth(u)) {
    shoot(u, c, static_cast<ShotStyle>(a.option), dice, sink, "001 2.4.4 Shooting at charging units");
  } else if (r.score <= u.casualties) {
    loseMoraleStep(u, dice, sink, "activation failed at or below its casualties (2.2.1)");
  }
  if (!c.active() || !anySupportShooter(u.side, c.id)) resolveCharge(dice, sink);
}

bool WarlordsGame::anyInterruptCharger(const UnitState& forming) const {
  for (const UnitState& o : mUnits) {
    if (!o.active() || o.side == forming.side || o.activated) continue;
    if (o.morale != Morale::Ready || !o.formed || o.formation == FormationKind::Hedgehog || inContact(o)) continue;
    if (troop(o).skirmisher && !troop(forming).skirmisher) continue;
    if (!canSee(o, forming, true)) continue;
    if (!planCharge(o, forming, false).problem) return true;
  }
  return false;
}

void WarlordsGame::applyInterruptCharge(const Action& a, Dice& dice, EventSink& sink) {
  UnitState& b = mut(a.unit);
  UnitState& f = mut(mFormation->unit);
  b.activated = true;
  const Roll r = rollActivation(b, dice, sink, "activation to charge a unit changing formation", false, 0, true);
  const PendingFormation pf = *mFormation;
  mFormation.reset();
  if (r.score <= activationWidth(b)) {
    if (r.score <= b.casualties) loseMoraleStep(b, dice, sink, "activation failed at or below its casualties (2.2.1)");
    completeFormation(f, pf, sink);
    mToAct = f.side;
    finishActivation(sink);
    return;
  }
  // 2.3.3: the unit changing formation must make a successful activation to finish first.
  const Roll fr = rollActivation(f, dice, sink, "activation to finish the formation change", false, 0, false);
  if (fr.score > activationWidth(f)) {
    completeFormation(f, pf, sink);
  } else {
    Event e{EventKind::FormationChanged, f.side, f.id};
    e.from = e.to = f.pose.front;
    if (sink.wantsText()) e.text = label(f.id) + " fails to finish its formation change and stays as it was (2.2.1)";
    sink.emit(std::move(e));
  }
  declareCharge(b.id, f.id, ChargeOrigin::Interrupt, sink, dice);
}

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
    const ChargePlan plan = planCharge(c, t, berserk);
    if (!plan.problem || plan.outOfReach) {
      // The counter-charger goes straight at the charger along its own charge path (it had
      // to be able to charge it), half the distance or its normal move, whichever is less.
      const ChargePlan mine = planCharge(t, c, false);
      const Angle toward = (!mine.problem || mine.outOfReach) ? mine.direction : normalizeAngle(plan.direction + kHalfTurn);
      const Length half = std::min(std::max(plan.distance, mine.distance) / 2, moveSpans(t) * span());
      const Length go = clearAdvance(t, toward, half, false);
      if (go > 0) {
        moveUnitTo(t, {t.pose.front + heading(toward, go), t.pose.facing}, EventKind::UnitMoved, sink,
                   "counter-charges to meet the enemy (2.4.4.2)");
      }
      const ChargePlan rest = planCharge(c, t, berserk);
      if (rest.distance > 0) contact = bringIntoContact(c, t, rest, rest.distance, sink);
      if (contact) {
        c.charging = true;
        t.charging = true;
      }
    }
  } else if (t.active()) {
    ChargePlan plan = planCharge(c, t, berserk);
    const int diceCount = std::max(1, plan.dice > 0 ? plan.dice : chargeSpans(c));
    Length rolled = randomMove(c, diceCount, dice, sink, "001 2.4.4.1 Charge movement", "charge move");
    if (!plan.problem && plan.crossesStakes) {
      // 3.3.3.3: a charger reaching the sharp side of stakes goes on only if it passes an
      // activation test (a Berserk unit goes on regardless), and the stakes attack it.
      bool goOn = berserk;
      if (!berserk) {
        const Roll r = rollActivation(c, dice, sink, "activation to cross the stakes", false, 0, true);
        goOn = r.score > activationWidth(c);
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
      contact = bringIntoContact(c, t, plan, plan.distance, sink);
      if (contact && !pc.chargerHalted) c.charging = true;
    } else if (c.active()) {
      const Length d = clearAdvance(c, plan.direction, std::min(rolled, plan.problem ? rolled : plan.distance), false);
      if (d > 0) {
        moveUnitTo(c, {c.pose.front + heading(plan.direction, d), c.pose.facing}, EventKind::UnitMoved, sink,
                   "falls short in its charge (2.4.4.1)");
      }
      c.motion = Motion::Stopped;
      if (pc.counterCharged && t.active() && !contact) {
        // 2.4.4.2: with the charger Halted, the counter-charger goes on as a random move.
        const ChargePlan back = planCharge(t, c, false);
        const Length go = randomMove(t, std::max(1, moveSpans(t)), dice, sink, "001 2.4.4.2 Counter charging",
                                     "counter-charge move");
        if (!back.problem && go + kTolerance >= back.distance) contact = bringIntoContact(t, c, back, back.distance, sink);
      }
    }
  }
  if (pc.chargerHalted && c.active()) halt(c, sink, "Halted while charging (2.4.4.1)");
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
                                    EventSink& sink) {
  const Pose from = mover.pose;
  mover.pose = {mover.pose.front + heading(plan.direction, moved), mover.pose.facing};
  conform(mover, other, sink);
  const Pose to = mover.pose;
  mover.pose = from;
  moveUnitTo(mover, to, EventKind::ContactMade, sink, "makes contact with " + label(other.id) + " (2.4.5)");
  return contactBetween(mover, other).has_value();
}

void WarlordsGame::conform(UnitState& mover, UnitState& other, EventSink& sink) {
  // 2.4.5: the lighter unit conforms to the heavier; when both weigh the same Sandtable
  // squares the mover against the other (see docs/rules/warlords.md). If the one that
  // should conform has no room to, the other does; if neither can, they stay as they met.
  const Rect ob = block(other);
  // The edge struck, judged from just behind the mover's front (its front centre lies on the line).
  const Zone z = zoneOf(ob, mover.pose.front - heading(mover.pose.facing, span() / 4));
  const auto [ea, eb] = edgeOf(ob, z);
  const Point x = closestOnSegment(mover.pose.front, ea, eb);
  const std::vector<Length> noGaps(mUnits.size(), INT64_MAX);

  auto otherTurns = [&]() {
    // The lighter stationary unit is wheeled about the point of contact to face square on.
    const Angle want = normalizeAngle(mover.pose.facing + kHalfTurn);
    const Angle turn = angleDifference(outwardNormal(ob, z), want);
    const Length r = distance(x, other.pose.front);
    const Point nf = r == 0 ? x : x + heading(bearing(x, other.pose.front) + turn, r);
    const Pose np{nf, normalizeAngle(other.pose.facing + turn)};
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
      if (sink.wantsText()) e.text = label(other.id) + " is pushed round to face " + label(mover.id) + " (2.4.5)";
      sink.emit(std::move(e));
    }
    return true;
  };
  auto moverSquares = [&]() {
    // The mover squares up against the edge it struck, sliding along it if friends are there.
    const Angle facing = normalizeAngle(outwardNormal(ob, z) + kHalfTurn);
    const Length len = distance(ea, eb);
    const Angle along = bearing(ea, eb);
    PathRules rules;
    rules.keepSpan = false;
    rules.allowPassage = false;
    rules.ignore = other.id;
    const Length step = std::max<Length>(span() / 4, kTolerance);
    const Length base = distance(ea, x);
    for (Length k = 0; k <= len; k += step) {
      for (int sign : {1, -1}) {
        if (k == 0 && sign < 0) continue;
        const Length pos = base + sign * k;
        if (pos < 0 || pos > len) continue;
        const Pose p{ea + heading(along, pos), facing};
        if (!poseProblem(mover, p, rules, noGaps, true)) {
          mover.pose = p;
          return true;
        }
      }
    }
    return false;
  };
  const bool otherFirst = troop(other).weight < troop(mover).weight;
  const bool done = otherFirst ? (otherTurns() || moverSquares()) : (moverSquares() || otherTurns());
  if (!done) {
    Event e{EventKind::MoveBlocked, mover.side, mover.id};
    e.from = e.to = mover.pose.front;
    if (sink.wantsText()) e.text = label(mover.id) + " has no room to close up square with " + label(other.id);
    sink.emit(std::move(e));
  }
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
    rec.outcome = std::to_string(casualties) + " casualties";
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
  if (canShoot && !checkShot(u, charger, style, true)) {
    // Facing the charger at the start of the evasion (2.4.7).
    shoot(u, charger, style, dice, sink, "001 2.4.7 Evading");
    shot = true;
  }
  if (toRear) {
    const Pose about{u.pose.front - heading(u.pose.facing, block(u).depth), normalizeAngle(u.pose.facing + kHalfTurn)};
    u.pose = about;
  }
  const Length d = clearAdvance(u, u.pose.facing, moveAllowance(u, u.pose, u.pose), true);
  const Pose from = u.pose;
  moveUnitTo(u, {u.pose.front + heading(u.pose.facing, d), u.pose.facing}, EventKind::UnitEvaded, sink,
             "evades " + label(charger.id) + " (2.4.7)");
  (void)from;
  if (troop(u).skirmisher) {
    // Skirmishers may stop and turn about at the end; they do, to face the enemy again.
    if (toRear) u.pose = {u.pose.front - heading(u.pose.facing, block(u).depth), normalizeAngle(u.pose.facing + kHalfTurn)};
    u.motion = Motion::Stopped;
  } else {
    u.motion = Motion::Moving;  // Loose Foot and Cavalry end facing the way they went
  }
  if (canShoot && !shot && moveSpans(u) > moveSpans(charger)) {
    // Faster than its pursuer, it may shoot from its rear edge.
    for (ShotStyle s : {ShotStyle::Skirmishing, ShotStyle::Massed}) {
      if (!shot && !checkShot(u, charger, s, true)) {
        shoot(u, charger, s, dice, sink, "001 2.4.7 Evading");
        shot = true;
      }
    }
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
