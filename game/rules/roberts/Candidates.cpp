// The representative candidate actions a Robert's Rules match offers on the measured table: in
// the Action Phase, marches straight ahead, shifting or wheeling toward the nearest enemy (a
// march toward an enemy stops within a base depth of it), a Retrograde, Stop, facing and
// formation changes, each also by the General's free Action where one may give it, and a free
// Captain's rides (FreeCaptains.cpp); in the Reaction Phase, facing and formation changes; and
// the end of every phase. check() is the authority on any other action.
#include <algorithm>
#include <cstdlib>

#include "ActionRoll.h"
#include "RobertsGame.h"
#include "measured/Contact.h"
#include "measured/Wheel.h"

namespace sandtable::rules::roberts {

using measured::kTolerance;

// The least march offered as an order: a tenth of an inch, the table's least shown distance.
constexpr Length kLeastMarch = kInch / 10;

void RobertsGame::pushIfLegal(const Action& a, std::vector<Action>& out) const {
  if (std::find(out.begin(), out.end(), a) != out.end()) return;
  if (check(a)) out.push_back(a);
}

void RobertsGame::legalActions(std::vector<Action>& out) const {
  out.clear();
  if (mResult.over) return;
  switch (mPlay.clock.phase()) {
    case Phase::Action:
      actionPhaseCandidates(out);
      break;
    case Phase::Reaction:
      for (const UnitState& u : mTable.units()) {
        if (u.active() && mTable.sideOf(u.id) == mPlay.clock.phasePlayer())
          facingAndFormationCandidates(u, out);
      }
      reactionCandidates(out);
      break;
    case Phase::Assault:
      assaultCandidates(out);
      break;
    case Phase::Charge:
      chargeCandidates(out);
      break;
    case Phase::Combat:
      combatCandidates(out);
      break;
    case Phase::Count_:
      break;
  }
  const Action end{rules::ActionKind::EndTurn};
  if (check(end)) out.push_back(end);
}

// The Reacting Player's missile fire, Countercharges and Set Actions; the Assault Phase's fire
// and the chargers' Set; the Charge Phase's Countermands; the Combat Phase's combats.
void RobertsGame::reactionCandidates(std::vector<Action>& out) const {
  fireCandidates(out);
  emergingCandidates(out);
  for (const UnitState& u : mTable.units()) {
    if (u.active() && mTable.sideOf(u.id) == mPlay.clock.phasePlayer()) chargeCandidatesOf(u, out);
  }
}
void RobertsGame::assaultCandidates(std::vector<Action>& out) const {
  fireCandidates(out);
  for (const UnitState& u : mTable.units()) {
    if (u.active() && mTable.sideOf(u.id) == mPlay.clock.phasePlayer()) chargeCandidatesOf(u, out);
  }
}
void RobertsGame::chargeCandidates(std::vector<Action>& out) const {
  for (const UnitState& u : mTable.units()) {
    if (u.active() && mTable.sideOf(u.id) == mPlay.clock.phasePlayer()) chargeCandidatesOf(u, out);
  }
}
void RobertsGame::combatCandidates(std::vector<Action>& out) const { meleeCandidates(out); }

void RobertsGame::actionPhaseCandidates(std::vector<Action>& out) const {
  const Tables& t = mTable.tables();
  for (const UnitState& u : mTable.units()) {
    if (!u.active() || mTable.sideOf(u.id) != mPlay.clock.phasePlayer()) continue;
    rejoinCandidates(u, out);  // each column apart rolls for itself
    if (mPlay.ledger.hasFailed(Roller{u.id, RollerKind::Unit, 0})) continue;
    moveCandidates(u, out);
    if (u.moving) {
      Action stop{rules::ActionKind::Halt, u.id};
      pushIfLegal(stop, out);
      if (automaticBecause(t, mTable.actorOf(u), ActionKind::Stop, Phase::Action).empty()) {
        stop.option = kGeneralsFreeAction;
        pushIfLegal(stop, out);
      }
    }
    facingAndFormationCandidates(u, out);
    chargeCandidatesOf(u, out);
  }
  captainRideCandidates(out);
}

void RobertsGame::moveCandidates(const UnitState& u, std::vector<Action>& out) const {
  if (u.movedThisPhase || !u.columnShift.empty()) return;  // out of line: it re-forms first
  const Length left = marchLeft(mTable, u);
  if (left <= kTolerance) return;
  const bool general = generalFor(u).has_value();
  // Each candidate goes where the march would stop: its full extent, or within a base depth
  // of an enemy Formed stand, or short of contact.
  auto push = [&](const Pose& to, bool retrograde) {
    const MovePlan plan = planMove(mTable, u, to, retrograde);
    if (!plan.verdict) return;
    // A march stopped at once (in contact, or already within a base depth) goes nowhere: not
    // an order worth a roll, though a wheel in place is.
    if (plan.end.facing == u.pose.facing && distance(plan.end.front, u.pose.front) < kLeastMarch)
      return;
    Action m{rules::ActionKind::Move, u.id};
    m.point = plan.end.front;
    m.facing = plan.end.facing;
    m.option = retrograde ? kRetrogradeOption : 0;
    pushIfLegal(m, out);
    if (general) {
      m.option += kGeneralsFreeAction;
      pushIfLegal(m, out);
    }
  };
  const Pose& p = u.pose;
  // Straight ahead, toward the enemy's side of the table: the whole march and half of it.
  push({p.front + heading(p.facing, left), p.facing}, false);
  if (left / 2 >= mTable.inches(1)) push({p.front + heading(p.facing, left / 2), p.facing}, false);
  const Actor actor = mTable.actorOf(u);
  const TrainingMoves& moves = mTable.tables().play.movesOf(actor.training());
  if (const UnitState* e = mTable.nearestEnemy(u)) {
    const Point target = mTable.block(*e).centre;
    // Shifting toward it as far as the training allows while marching forward.
    if (moves.shiftInches > 0) {
      const Rect me = mTable.block(u);
      const Length lateral = toLocal(me, target).x;
      const Length most = std::min(mTable.inches(moves.shiftInches), left);
      const Length shift = std::clamp(lateral, -most, most);
      if (std::abs(shift) > kTolerance) {
        const Length forward = left - std::abs(shift);
        push({p.front + heading(p.facing, forward) + heading(p.facing + kQuarterTurn, shift),
              p.facing},
             false);
      }
    }
    // Wheeling to face it, then marching on toward it with what is left.
    if (moves.wheels) {
      const Angle face = normalizeAngle(bearing(p.front, target));
      const Angle turn = angleDifference(p.facing, face);
      if (std::abs(turn) > degrees(5)) {
        const Length width = mTable.block(u).width;
        const Pose wheeled = measured::wheeled(p, width, face);
        const Length rest = left - measured::wheelArc(width, turn);
        if (rest >= 0) push({wheeled.front + heading(face, rest), face}, false);
      }
    }
  }
  // An Elite unit's Retrograde: back half its march, and the whole of it.
  const Angle back = normalizeAngle(p.facing + kHalfTurn);
  push({p.front + heading(back, left), p.facing}, true);
  push({p.front + heading(back, left / 2), p.facing}, true);
}

void RobertsGame::facingAndFormationCandidates(const UnitState& u, std::vector<Action>& out) const {
  if (mPlay.ledger.hasFailed(Roller{u.id, RollerKind::Unit, 0})) return;
  for (Angle turn : {kHalfTurn, kQuarterTurn, -kQuarterTurn}) {
    Action w{rules::ActionKind::Wheel, u.id};
    w.facing = normalizeAngle(u.pose.facing + turn);
    pushIfLegal(w, out);
  }
  // Out of line, or keeping the places its stands stood in, it may also re-form in its ranks.
  const bool reform = !u.columnShift.empty() || !u.columnStands.empty();
  for (int ranks : {u.ranks - 1, u.ranks + 1, reform ? u.ranks : 0}) {
    if (ranks < 1 || ranks > u.stands) continue;
    Action f{rules::ActionKind::ChangeFormation, u.id};
    f.option = ranks;
    pushIfLegal(f, out);
  }
}

}  // namespace sandtable::rules::roberts
