// 2.4.4 Charging: reach and the straight path to contact (berms and tabors in the way),
// the charged unit's choice (counter-charge, evade, shoot or stand), other units shooting
// at the charger, and charges into a formation change. The move itself: ChargeMove.cpp.
#include <algorithm>
#include <cstdlib>
#include <vector>

#include "BlockMath.h"
#include "WarlordsGame.h"
#include "core/Wording.h"
#include "measured/ChargePath.h"

namespace sandtable::rules::warlords {

using namespace blockmath;

ChargePlan WarlordsGame::planCharge(const UnitState& c, const UnitState& t) const {
  ChargePlan plan;
  const Rect tb = block(t);
  const Rect cb = block(c);
  // Straight at the edge it faces, up to 45 degrees oblique (2.4.3); a Berserk unit's
  // "moving forward without wheeling" (1.7.1) is the same forward movement.
  const Angle dir =
      measured::chargeDirection(c.pose, tb, degrees(tables().movement.obliqueDegrees));
  plan.direction = dir;
  const Length apart = gapOf(cb, tb);
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
  const measured::BlockShape shape = shapeOf(c);
  const Length limit = (chargeSpans(c) + tables().randomMove.bigStep) * span();
  const Length step = std::max<Length>(span() / 4, kTolerance);
  const std::optional<Length> reach =
      measured::distanceToContact(shape, c.pose, dir, tb, limit, step, mGaps);
  if (!reach) {
    plan.problem = "the target cannot be reached moving straight ahead, up to 45 degrees oblique (2.4.3, 2.4.4)";
    return plan;
  }
  const Length hi = *reach;
  plan.distance = hi;
  const Pose contact{c.pose.front + heading(dir, hi), c.pose.facing};
  plan.targetEdge = measured::struckEdge(tb, contact, span() / 4);  // from just outside
  // Nothing else may stand in the way: no passage of lines while charging (2.4.6 rule 4).
  // The others stand still while the charger's path is tried, step after step.
  // Friends keep their looser clearance, enemies the contact rule (blockmath).
  std::vector<Rect> friends, enemies;
  for (const UnitState& o : mUnits) {
    if (o.id == c.id || o.id == t.id || !o.active()) continue;
    if (o.side == c.side) friends.push_back(shrunk(block(o)));
    else enemies.push_back(block(o));
  }
  switch (measured::chargePathBlock(shape, c.pose, dir, hi, step, mSetup->battlefield->bounds(),
                                    friends, enemies)) {
    case measured::PathBlock::LeavesTable:
      plan.problem = "the charge would leave the table";
      return plan;
    case measured::PathBlock::Blocked:
      plan.problem = "another unit is in the way of the charge";
      return plan;
    case measured::PathBlock::Clear:
      break;
  }
  const DefencesOnPath crossed = defencesOnPath(c, c.pose.front, contact.front);
  plan.crossesStakes = crossed.crossesStakes;
  plan.stoppedByBerm = crossed.stoppedByBerm;
  plan.blockedByTabor = crossed.blockedByTabor;
  if (plan.stoppedByBerm) {
    plan.problem = "a berm stops all charges (3.3.3.2)";
    return plan;
  }
  if (plan.blockedByTabor) {
    plan.problem = "a unit stops on meeting a tabor (3.3.3.1)";
    return plan;
  }
  // The ground along the charge decides both whether it can pass and how far it may go.
  const Ground along = groundAlong(c, c.pose, contact);
  if (!mFlat && along.impassable) {
    plan.problem = "the way is impassable";
    return plan;
  }
  plan.allowance = allowanceOver(c, chargeSpans(c), along);
  plan.dice = static_cast<int>(plan.allowance / span());
  if (plan.distance > plan.allowance + kTolerance) {
    plan.problem = "the target is beyond charge distance (2.4.4.1)";
    plan.outOfReach = true;
  }
  return plan;
}

bool WarlordsGame::mayCounterCharge(const UnitState& u, const UnitState& charger) const {
  // 2.4.4.2: Ready or Berserk, not Halted by shooting this turn; it must be able to charge.
  // Having activated already does not stop it: the counter-charge uses up the activation
  // if the unit still has it (docs/rules/warlords.md, Reactions).
  if (u.haltedByShooting || !u.active()) return false;
  if (u.morale != Morale::Ready && u.morale != Morale::Berserk) return false;
  if (!u.formed && u.morale != Morale::Berserk) return false;
  if (u.formation == FormationKind::Hedgehog || inContact(u)) return false;
  if (troop(u).skirmisher && !troop(charger).skirmisher) return false;
  const ChargePlan p = planCharge(u, charger);
  return !p.problem || p.outOfReach;  // it meets the charger halfway, however far
}

bool WarlordsGame::mayEvade(const UnitState& u, const UnitState& charger) const {
  // 2.4.7: Light troops and Cavalry; 2.3.2: not when Unformed. Whether or not it has
  // activated this turn, as with counter-charging.
  (void)charger;
  if (!u.active() || !u.formed) return false;
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
  const ChargePlan plan = planCharge(u, t);
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
  if (sink.wantsText())
    e.text = subjectVerb(label(chargerId), "charges") + " " + label(targetId) + " (2.4.4)";
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
  for (ShotStyle s : {ShotStyle::Massed, ShotStyle::Skirmishing}) canShoot = canShoot || !checkShot(t, c, s);
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
        return "a counter-charger must be Ready or Berserk, Formed, not Halted this turn, and able to meet the charger "
               "(2.4.4.2)";
      }
      if (a.kind == ActionKind::Evade && !mayEvade(u, c)) {
        return "only Formed Light troops and Cavalry, Ready or Worn and not in contact, may evade (2.4.7)";
      }
      return nullptr;
    case ActionKind::Shoot:
      if (a.target != c.id || a.point || a.facing || a.square) return "shoot names the unit, the charger and the style";
      return checkShot(u, c, static_cast<ShotStyle>(a.option));
    default: return "the charged unit may counter-charge, evade, shoot or hold its ground (2.4.4)";
  }
}

void WarlordsGame::applyReaction(const Action& a, Dice& dice, EventSink& sink) {
  UnitState& u = mut(a.unit);
  UnitState& c = mut(mCharge->charger);
  switch (a.kind) {
    case ActionKind::HoldGround: {
      Event e{EventKind::UnitActivated, u.side, u.id};
      if (sink.wantsText()) e.text = subjectVerb(label(u.id), "stands") + " to receive the charge";
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
        if (sink.wantsText())
          e.text = subjectVerb(label(u.id), "counter-charges") + " " + label(c.id) + " (2.4.4.2)";
        sink.emit(std::move(e));
      } else if (r.score <= u.casualties) {
        loseMoraleStep(u, dice, sink,
                       "counter-charge activation failed at or below the casualties taken (2.2.1)");
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
        if (score <= u.casualties)
          loseMoraleStep(u, dice, sink, "evasion failed at or below the casualties taken (2.2.1)");
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
        loseMoraleStep(u, dice, sink, "activation failed at or below the casualties taken (2.2.1)");
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
      if (!checkShot(u, c, s)) return true;
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
  if (u.activated) return "other units shoot at a charger by using up their activation, and this one has used it (2.4.4)";
  return checkShot(u, unit(mCharge->charger), static_cast<ShotStyle>(a.option));
}

void WarlordsGame::applySupportShot(const Action& a, Dice& dice, EventSink& sink) {
  UnitState& u = mut(a.unit);
  UnitState& c = mut(mCharge->charger);
  u.activated = true;  // 2.4.4: it uses up its activation for the turn
  const Roll r = rollActivation(u, dice, sink, "activation to shoot at a charger", false, 0, false);
  if (r.score > activationWidth(u)) {
    shoot(u, c, static_cast<ShotStyle>(a.option), dice, sink, "001 2.4.4 Shooting at charging units");
  } else if (r.score <= u.casualties) {
    loseMoraleStep(u, dice, sink, "activation failed at or below the casualties taken (2.2.1)");
  }
  if (!c.active() || !anySupportShooter(u.side, c.id)) resolveCharge(dice, sink);
}

bool WarlordsGame::anyInterruptCharger(const UnitState& forming) const {
  for (const UnitState& o : mUnits) {
    if (!o.active() || o.side == forming.side || o.activated) continue;
    if (o.morale != Morale::Ready || !o.formed || o.formation == FormationKind::Hedgehog || inContact(o)) continue;
    if (troop(o).skirmisher && !troop(forming).skirmisher) continue;
    if (!canSee(o, forming, true)) continue;
    if (!planCharge(o, forming).problem) return true;
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
    if (r.score <= b.casualties)
      loseMoraleStep(b, dice, sink, "activation failed at or below the casualties taken (2.2.1)");
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
    if (sink.wantsText())
      e.text = subjectVerb(label(f.id), "fails") +
               " to finish the formation change, staying as before (2.2.1)";
    sink.emit(std::move(e));
  }
  declareCharge(b.id, f.id, ChargeOrigin::Interrupt, sink, dice);
}

}  // namespace sandtable::rules::warlords
