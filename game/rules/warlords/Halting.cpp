// 2.2.1 / 2.4.1 Stopping: a moving unit stops in good order on a success, or on a failure
// lurches on a random move and Halts, the random move spent first on a wheel if the player
// wishes and the unit may wheel during a move (2.4.9).
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>

#include "WarlordsGame.h"
#include "core/Wording.h"

namespace sandtable::rules::warlords {

const char* WarlordsGame::checkHalt(const Action& a) const {
  if (const char* p = checkOrderUnit(a, false)) return p;
  if (a.target != kNoUnit || a.option != 0 || a.square || a.point) return "halt takes only a unit and, wheeling, a facing";
  const UnitState& u = unit(a.unit);
  if (mActive.orderDone) return "the unit has already acted on this activation (2.2.2)";
  if (mActive.brokenChoice) {
    if (a.facing) return "a Broken unit stops where it is; it may wheel to face the enemy after (2.2.2)";
    if (u.motion == Motion::Stopped) return "the unit is not moving";
    return nullptr;
  }
  if (u.motion != Motion::Moving) return "only a moving unit can stop (2.4.1)";
  if (a.facing) return haltWheelProblem(u, *a.facing);
  return nullptr;
}

const char* WarlordsGame::haltWheelProblem(const UnitState& u, Angle facing) const {
  // 2.4.9: a random move's distance "may be used up in wheeling ... as long as all the
  // movement is used and is legal for the type of move": only the random move before a
  // Halt (2.2.1) is the player's to steer, and it is a move, so only units that may wheel
  // during a move may (2.4.3).
  if (facing < 0 || facing >= kFullTurn) return "facing must be in [0, 65536)";
  if (mActive.success) return "a unit that stops on a success stops where it is; the random move is a failure's (2.2.1)";
  if (facing == u.pose.facing) return "give a facing only when the unit wheels";
  if (!mayWheelWhileMoving(u)) return "only drilled units and Skirmishers may wheel during a move (2.2.2, 2.4.1)";
  if (u.formation == FormationKind::Hedgehog) return "a Hedgehog may not move (2.3.1.4)";
  PathRules rules;
  const Pose to = wheeled(u, u.pose, facing);
  if (const char* why = pathProblem(u, pathPoses(u, u.pose, to), rules)) {
    return std::strcmp(why, "a unit that is not charging stops 1 span from the enemy; only a charge makes contact (2.4.1)") == 0
               ? "a wheeling unit must stop 1 span away from contact with the enemy (2.4.3)"
               : why;
  }
  return nullptr;
}

Length WarlordsGame::wheelFirst(UnitState& u, Angle facing, Length d, EventSink& sink) {
  // 2.4.9: the wheel takes what it needs of the random move, or all of it, turning as far
  // as that carries it; the rest goes straight on.
  const Angle turn = angleDifference(u.pose.facing, facing);
  const Length cost = wheelCost(u, turn);
  if (cost <= 0 || d <= 0) return d;
  const Angle made = cost <= d ? turn : static_cast<Angle>(static_cast<std::int64_t>(turn) * d / cost);
  if (made == 0) return d;
  const Angle to = normalizeAngle(u.pose.facing + made);
  moveUnitTo(u, wheeled(u, u.pose, to), EventKind::UnitWheeled, sink,
             "spends the random move wheeling to face " + std::to_string(toDegrees(to)) +
                 " degrees (2.4.9)");
  return std::max<Length>(0, d - cost);
}

void WarlordsGame::applyHalt(const Action& a, Dice& dice, EventSink& sink) {
  UnitState& u = mut(a.unit);
  mActive.orderDone = true;
  if (!mActive.brokenChoice && !mActive.success) {
    // 2.2.1: a moving unit that fails and is told to stop makes a random move, then Halts.
    Length d = randomMove(u, moveSpans(u), dice, sink, "001 2.2.1 Activation failure", "random move before halting");
    if (a.facing) d = wheelFirst(u, *a.facing, d, sink);
    d = std::min(d, clearAdvance(u, u.pose.facing, d, true));
    if (d > 0) {
      moveUnitTo(u, {u.pose.front + heading(u.pose.facing, d), u.pose.facing}, EventKind::UnitMoved,
                 sink, "lurches on before halting (2.2.1)");
    }
    halt(u, sink, "failed activation (2.2.1)");
    finishActivation(sink);
    return;
  }
  // A Broken unit's success stops its flight (2.2.2); any other success stops a moving unit
  // in good order (2.4.1). Either way it stops where it stands, not Unformed as a Halt leaves
  // a unit (2.4.1.1).
  u.motion = Motion::Stopped;
  const char* how = "stops in good order (2.4.1)";
  if (mActive.brokenChoice) {
    mActive.brokenHalted = true;
    how = "stops fleeing (2.2.2)";
  } else {
    mActive.haltedBySuccess = true;
  }
  Event e{EventKind::UnitHalted, u.side, u.id};
  e.from = e.to = u.pose.front;
  if (sink.wantsText()) e.text = subjectVerb(label(u.id), how);
  sink.emit(std::move(e));
}

}  // namespace sandtable::rules::warlords
