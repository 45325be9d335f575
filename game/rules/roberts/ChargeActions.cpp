// 000 Charging as the match plays it. In the Action Phase the Acting Player declares charges
// (no roll) with units within their base depth of an enemy stand they face; in the Reaction
// Phase the charged side may Countercharge (Shock and Eager units; an Eager unit must try) or
// Set; in the Assault Phase a charger may Set instead and forfeits its charge; in the Charge
// Phase a Countermand keeps a charger back. As the Charge Phase ends every charge still
// standing moves: a unit with Reluctant (or Disrupted) stands in its front rank must pass a
// Morale Check for them to lead it, and on a failure their columns go in with the block but
// do not charge (docs/rules/roberts.md "Part of a unit charging"); the charger goes its base
// depth straight at the target into contact, and a charge met by a countercharge meets it
// halfway. Skirmishers in the path, and the screen of skirmishers emerged from the target
// (HiddenSkirmishers.cpp), cost the charge movement (the geometry's) and each attempts its
// Withdrawal (Withdrawal.cpp); one still in the charger's way when it arrives is caught and
// lost. A charger passes through its own skirmishers.
#include <algorithm>

#include "ActionRoll.h"
#include "ChargeGeometry.h"
#include "Combatants.h"
#include "Morale.h"
#include "RobertsGame.h"
#include "Skirmishers.h"
#include "core/Wording.h"
#include "measured/Contact.h"

namespace sandtable::rules::roberts {

namespace {

// By column of `u`: whether its front-rank stand is Reluctant (the unit's attribute, or the
// stand Disrupted: 'for the duration of that half-turn, the afflicted stand becomes Reluctant').
std::vector<bool> reluctantLeaders(const Table& table, const UnitState& u) {
  const std::vector<TableStand> stands = standsOf(tableUnitOf(table, u));
  const bool all = table.actorOf(u).has(Attribute::Reluctant);
  std::vector<bool> out(static_cast<std::size_t>(table.shapeAt(u, u.ranks).files), false);
  for (std::size_t k = 0; k < stands.size(); ++k) {
    if (stands[k].rank != 0) continue;
    const auto c = static_cast<std::size_t>(stands[k].column);
    if (c >= out.size()) continue;
    out[c] = all || (k < u.disrupted.size() && u.disrupted[k]);
  }
  return out;
}

}  // namespace

Verdict RobertsGame::checkDeclare(const Action& a) const {
  if (mPlay.clock.phase() != Phase::Action)
    return Verdict::no("charges are declared in the Action Phase (000 Charging)");
  const auto n = static_cast<UnitId>(mTable.units().size());
  if (a.unit < 0 || a.unit >= n || a.target < 0 || a.target >= n)
    return Verdict::no("a charge names the charger and its target");
  const UnitState& u = mTable.unit(a.unit);
  const UnitState& e = mTable.unit(a.target);
  if (!u.active() || !e.active()) return Verdict::no("both units must be on the table");
  if (!u.columnShift.empty()) return Verdict::no(kOutOfLine);
  if (mTable.sideOf(u.id) != mPlay.clock.acting())
    return Verdict::no("the Acting Player declares charges (000 Charging)");
  if (mTable.sideOf(e.id) == mTable.sideOf(u.id)) return Verdict::no("a unit charges the enemy");
  if (mBattle.chargeAt[static_cast<std::size_t>(u.id)] != kNoUnit)
    return Verdict::no(subjectVerb(mTable.label(u.id), "has") + " declared " +
                       itsOrTheir(mTable.label(u.id)) + " charge already");
  if (mTable.inContact(u, e)) return Verdict::no("the units are in contact already");
  const ChargeDeclaration d =
      mayDeclareCharge(tableUnitOf(mTable, u), tableUnitOf(mTable, e), mTable.tables().charging);
  switch (d.problem) {
    case ChargeDeclaration::Problem::None:
      return Verdict::ok();
    case ChargeDeclaration::Problem::TooFar:
      return Verdict::no(
          "a charger must be within its base depth of an enemy stand (000 "
          "Charging)");
    case ChargeDeclaration::Problem::NotFacing:
      return Verdict::no("a charger must face the enemy stand it charges (000 Charging)");
  }
  return Verdict::ok();
}

void RobertsGame::declare(const Action& a, EventSink& sink) {
  UnitState& u = mTable.unit(a.unit);
  mBattle.chargeAt[static_cast<std::size_t>(u.id)] = a.target;
  u.moving = false;  // it stops where the enemy's nearness stopped it
  Event e{EventKind::UnitCharged, mTable.sideOf(u.id), u.id};
  e.other = a.target;
  e.from = u.pose.front;
  e.to = mTable.unit(a.target).pose.front;
  if (sink.wantsText())
    e.text = subjectVerb(mTable.label(u.id), "declares") + " a charge on " + mTable.label(a.target);
  sink.emit(std::move(e));
}

bool RobertsGame::isCharged(UnitId id) const {
  for (UnitId at : mBattle.chargeAt) {
    if (at == id) return true;
  }
  return false;
}

Verdict RobertsGame::checkChargeAction(const Action& a, ActionKind k) const {
  const std::size_t i = static_cast<std::size_t>(a.unit);
  switch (k) {
    case ActionKind::Countercharge: {
      const auto n = static_cast<UnitId>(mTable.units().size());
      if (a.target < 0 || a.target >= n ||
          mBattle.chargeAt[static_cast<std::size_t>(a.target)] != a.unit)
        return Verdict::no("a unit countercharges the enemy that declared a charge on it");
      if (mBattle.countercharging[i]) return Verdict::no("it countercharges already");
      return Verdict::ok();
    }
    case ActionKind::Set:
      if (mBattle.set[i]) return Verdict::no("the unit is Set already");
      if (mPlay.clock.phase() == Phase::Reaction && !isCharged(a.unit))
        return Verdict::no("a defender Sets against a charge declared on it (000 Charging)");
      if (mPlay.clock.phase() == Phase::Assault && mBattle.chargeAt[i] == kNoUnit)
        return Verdict::no("in the Assault Phase a unit that declared a charge may Set");
      return Verdict::ok();
    case ActionKind::Countermand:
      if (mBattle.chargeAt[i] == kNoUnit)
        return Verdict::no("only a unit about to charge can be Countermanded");
      return Verdict::ok();
    default:
      return Verdict::ok();
  }
}

void RobertsGame::performChargeAction(const Action& a, ActionKind k, EventSink& sink) {
  const std::size_t i = static_cast<std::size_t>(a.unit);
  const UnitState& u = mTable.unit(a.unit);
  switch (k) {
    case ActionKind::Countercharge: {
      if (u.hidden()) {
        reveal(a, sink);
        return;
      }
      mBattle.countercharging[i] = true;
      mBattle.chargeAt[i] = a.target;
      Event e{EventKind::UnitCharged, mTable.sideOf(u.id), u.id};
      e.other = a.target;
      e.from = u.pose.front;
      e.to = mTable.unit(a.target).pose.front;
      if (sink.wantsText())
        e.text = subjectVerb(mTable.label(u.id), "countercharges") + " " + mTable.label(a.target);
      sink.emit(std::move(e));
      return;
    }
    case ActionKind::Set: {
      mBattle.set[i] = true;
      const bool forfeits = mBattle.chargeAt[i] != kNoUnit && !mBattle.countercharging[i];
      if (forfeits) mBattle.chargeAt[i] = kNoUnit;
      Event e{EventKind::UnitHalted, mTable.sideOf(u.id), u.id};
      e.from = e.to = u.pose.front;
      if (sink.wantsText())
        e.text = subjectVerb(mTable.label(u.id), "is") + " Set to receive a charge" +
                 (forfeits ? ", forfeiting " + itsOrTheir(mTable.label(u.id)) + " own" : "");
      sink.emit(std::move(e));
      return;
    }
    case ActionKind::Countermand: {
      mBattle.chargeAt[i] = kNoUnit;
      mBattle.countercharging[i] = false;
      Event e{EventKind::UnitHalted, mTable.sideOf(u.id), u.id};
      e.from = e.to = u.pose.front;
      if (sink.wantsText()) e.text = mTable.label(u.id) + "'s charge is Countermanded";
      sink.emit(std::move(e));
      return;
    }
    default:
      return;
  }
}

void RobertsGame::chargeCandidatesOf(const UnitState& u, std::vector<Action>& out) const {
  const Phase ph = mPlay.clock.phase();
  const std::size_t i = static_cast<std::size_t>(u.id);
  if (ph == Phase::Action) {
    for (const UnitState& e : mTable.units()) {
      if (!e.active() || mTable.sideOf(e.id) == mTable.sideOf(u.id)) continue;
      Action c{rules::ActionKind::Charge, u.id, e.id};
      if (checkDeclare(c)) out.push_back(c);
    }
  } else if (ph == Phase::Reaction) {
    for (std::size_t c = 0; c < mBattle.chargeAt.size(); ++c) {
      if (mBattle.chargeAt[c] != u.id) continue;
      pushIfLegal({rules::ActionKind::CounterCharge, u.id, static_cast<UnitId>(c)}, out);
    }
    pushIfLegal({rules::ActionKind::HoldGround, u.id}, out);
  } else if (ph == Phase::Assault) {
    if (mBattle.chargeAt[i] != kNoUnit) pushIfLegal({rules::ActionKind::HoldGround, u.id}, out);
  } else if (ph == Phase::Charge) {
    if (mBattle.chargeAt[i] != kNoUnit) pushIfLegal({rules::ActionKind::Halt, u.id}, out);
  }
}

Verdict RobertsGame::eagerMustTry() const {
  if (mPlay.clock.phase() != Phase::Reaction) return Verdict::ok();
  for (const UnitState& u : mTable.units()) {
    if (!u.active() || mTable.sideOf(u.id) != mPlay.clock.phasePlayer()) continue;
    if (!mTable.actorOf(u).has(Attribute::Eager) ||
        mBattle.countercharging[static_cast<std::size_t>(u.id)])
      continue;
    const Roller r{u.id, RollerKind::Unit, 0};
    if (mPlay.ledger.actionsTaken(r) > 0 || mPlay.ledger.hasFailed(r)) continue;
    for (std::size_t c = 0; c < mBattle.chargeAt.size(); ++c) {
      if (mBattle.chargeAt[c] != u.id) continue;
      if (check({rules::ActionKind::CounterCharge, u.id, static_cast<UnitId>(c)}))
        return Verdict::no(mTable.label(u.id) +
                           " is Eager and must attempt its Countercharge (000 Charging)");
    }
  }
  return Verdict::ok();
}

bool RobertsGame::leadTheCharge(UnitId id, UnitId target, std::vector<bool>& behind, Dice& dice,
                                EventSink& sink) {
  const Tables& t = mTable.tables();
  const UnitState& u = mTable.unit(id);
  const Actor actor = mTable.actorOf(u);
  const std::vector<bool> reluctant = reluctantLeaders(mTable, u);
  const int leaders = static_cast<int>(std::count(reluctant.begin(), reluctant.end(), true));
  if (leaders == 0 || !passesMoraleBecause(t, actor).empty()) return true;
  const RollRecord r = rollMorale(t, actor, MoraleCheck::LeadCharge, dice);
  emitRoll(id, target, r, sink);
  if (passed(t, r)) return true;
  const std::vector<TableStand> stands = standsOf(tableUnitOf(mTable, u));
  const int columns = stands.empty() ? 0 : mTable.shapeAt(u, u.ranks).files;
  Event e{EventKind::UnitHalted, mTable.sideOf(id), id};
  e.from = e.to = u.pose.front;
  if (leaders >= columns) {
    if (sink.wantsText()) {
      const std::string who = mTable.label(id);
      e.text = subjectVerb(who, "fails") + " " + itsOrTheir(who) + " Morale Check and " +
               agreeing(who, "does") + " not charge";
    }
    sink.emit(std::move(e));
    return false;
  }
  // "if some but not all of his front-line stands had been Disrupted, then some would have
  // charged while others remained behind": the block goes, its Reluctant-led columns do not
  // charge.
  behind.assign(stands.size(), false);
  for (std::size_t k = 0; k < stands.size(); ++k) {
    const int c = stands[k].column;
    behind[k] =
        c >= 0 && c < static_cast<int>(reluctant.size()) && reluctant[static_cast<std::size_t>(c)];
  }
  e.value = leaders;
  if (sink.wantsText())
    e.text = subjectVerb(mTable.label(id), "fails") + " " + itsOrTheir(mTable.label(id)) +
             " Morale Check: " + std::to_string(leaders) + " of " + itsOrTheir(mTable.label(id)) +
             " " + std::to_string(columns) + " columns " +
             (leaders == 1 ? "stays behind and does not" : "stay behind and do not") +
             " charge (000 Charging)";
  sink.emit(std::move(e));
  return true;
}

bool RobertsGame::leaveColumnsBehind(UnitState& u, const std::vector<bool>& behind,
                                     const Pose& was) {
  const std::vector<TableStand> stands = standsOf(tableUnitOf(mTable, u));
  std::vector<int> held;
  for (std::size_t k = 0; k < stands.size() && k < behind.size(); ++k) {
    if (behind[k] && std::find(held.begin(), held.end(), stands[k].column) == held.end())
      held.push_back(stands[k].column);
  }
  const int files = mTable.shapeAt(u, u.ranks).files;
  if (held.empty() || files <= 1 || static_cast<int>(held.size()) >= files) return false;
  // How far the charge went, along the facing it ends on (a charge squared up onto the edge it
  // struck may have turned a little: its columns keep back along the new facing).
  const Length went = static_cast<Length>(
      dot(u.pose.front - was.front, heading(u.pose.facing, 1 << 10)) / (1 << 10));
  if (went <= 0) return false;
  UnitState left = u;
  if (left.columnStands.empty()) left.columnStands = standsByColumn(mTable, u);
  left.columnShift = shiftedColumns(u, held, -went);
  for (int c : held) {
    if (!partFits(left, mTable.columnRect(left, c), {})) return false;
  }
  u.columnStands = std::move(left.columnStands);
  u.columnShift = std::move(left.columnShift);
  return true;
}

void RobertsGame::moveCharges(Dice& dice, EventSink& sink) {
  const Tables& t = mTable.tables();
  for (const UnitState& s : mTable.units()) {
    const std::size_t i = static_cast<std::size_t>(s.id);
    const UnitId target = mBattle.chargeAt[i];
    if (!s.active() || target == kNoUnit || mBattle.countercharging[i]) continue;
    if (mTable.sideOf(s.id) != mPlay.clock.acting()) continue;
    UnitState& u = mTable.unit(s.id);
    mBattle.chargeAt[i] = kNoUnit;
    if (!mTable.unit(target).active()) continue;
    // "Reluctant stands must pass a Morale Check in order to lead an charge."
    std::vector<bool> behind;
    if (!leadTheCharge(u.id, target, behind, dice, sink)) continue;
    UnitState& e = mTable.unit(target);
    const std::size_t ti = static_cast<std::size_t>(target);
    const Point from = u.pose.front;
    const Angle fromFacing = u.pose.facing;
    bool contact = false;
    if (mBattle.countercharging[ti] && mBattle.chargeAt[ti] == u.id) {
      const Meeting m = meetHalfway(tableUnitOf(mTable, u), tableUnitOf(mTable, e), t.charging);
      mBattle.chargeAt[ti] = kNoUnit;
      if (m.met) {
        const Pose uWas = u.pose;
        const Pose eWas = e.pose;
        u.pose = m.charger;
        e.pose = m.countercharger;
        if (!mTable.overlapProblem().empty()) {
          u.pose = uWas;
          e.pose = eWas;
        } else {
          contact = true;
          mBattle.charged[ti] = true;
          Event c{EventKind::ContactMade, mTable.sideOf(target), target};
          c.other = u.id;
          c.from = eWas.front;
          c.to = e.pose.front;
          if (sink.wantsText())
            c.text =
                subjectVerb(mTable.label(target), "countercharges") + " into " + mTable.label(u.id);
          sink.emit(std::move(c));
        }
      }
    } else {
      std::vector<UnitId> skirmishers;  // the unit of each of ChargeScene::skirmishers
      ChargeScene scene = chargeScene(u.id, target, &skirmishers);
      const std::vector<UnitId> screen = screenOf(target);
      scene.screen = static_cast<int>(screen.size());
      const ChargeMove cm = planCharge(tableUnitOf(mTable, u), tableUnitOf(mTable, e), scene,
                                       t.charging, mTable.scale());
      // "the Skirmishers must attempt to Withdraw, and the charging unit suffers a movement
      // penalty per skirmisher stand contacted" (the penalty is in cm's reach).
      for (int k : cm.skirmishers.stands) {
        const UnitId sk = skirmishers.at(static_cast<std::size_t>(k));
        if (mTable.unit(sk).active()) withdraw(sk, u.id, dice, sink);
      }
      screenWithdraws(target, u.id,
                      std::vector<UnitId>(screen.begin(), screen.begin() + cm.skirmishers.screened),
                      dice, sink);
      if (cm.reaches) {
        const Pose was = u.pose;
        u.pose = cm.path.contact;
        // Struck at an angle, the charger wheels onto the edge it struck, as a player closes
        // the stands up: only edges that lie along each other make a combat.
        u.pose = squaredUp(u, e, cm.path.targetEdge, skirmishers);
        // A skirmisher still where the charger arrives is caught, if the charge stands there.
        const Rect arrived = mTable.block(u);
        std::vector<UnitId> caught;
        for (UnitId sk : skirmishers) {
          UnitState& o = mTable.unit(sk);
          if (o.active() && measured::blocksOverlap(arrived, mTable.block(o))) {
            caught.push_back(sk);
            o.removed = true;
          }
        }
        const bool fits = mTable.overlapProblem().empty();
        for (UnitId sk : caught) mTable.unit(sk).removed = false;
        if (!fits) {
          u.pose = was;
        } else {
          contact = true;
          for (UnitId sk : caught)
            loseSkirmisher(sk, u.id, "is caught in the path of " + mTable.label(u.id) + "'s charge",
                           sink);
        }
      }
    }
    if (!contact) {
      Event b{EventKind::MoveBlocked, mTable.sideOf(u.id), u.id};
      b.other = target;
      b.from = b.to = u.pose.front;
      if (sink.wantsText()) b.text = mTable.label(u.id) + "'s charge does not reach its target";
      sink.emit(std::move(b));
      continue;
    }
    mBattle.charged[i] = true;
    mBattle.heldBack[i] = behind;
    // "some would have charged while others remained behind": the columns the Reluctant stands
    // lead stay where they stood, out of place until they step back into the line; where the ground
    // they left is no longer theirs, they are carried in and fight as no chargers.
    if (std::find(behind.begin(), behind.end(), true) != behind.end())
      leaveColumnsBehind(u, behind, Pose{from, fromFacing});
    // Contact ends a Movement under way on both sides: the unit charged (or countercharging)
    // has met the enemy that stops it, and does not march on next half-turn.
    u.moving = false;
    e.moving = false;
    Event c{EventKind::ContactMade, mTable.sideOf(u.id), u.id};
    c.other = target;
    c.from = from;
    c.to = u.pose.front;
    if (sink.wantsText())
      c.text = subjectVerb(mTable.label(u.id), "charges") + " into " + mTable.label(target);
    sink.emit(std::move(c));
  }
}

}  // namespace sandtable::rules::roberts
