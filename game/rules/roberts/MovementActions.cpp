// Moving a unit on the table: a Movement Action as planned (it is then under way until Stopped
// or stopped by the enemy), and the march of a unit under way ("Until Stopped, a unit will
// continue to march").
#include <algorithm>
#include <sstream>

#include "RobertsGame.h"
#include "core/Wording.h"
#include "measured/Contact.h"

namespace sandtable::rules::roberts {

namespace {

using measured::kTolerance;

// A stop by the enemy ends the Movement ("short of bumping into the enemy"); so does one by
// anything else in its way, which it cannot march through.
void stopped(const Table& t, UnitState& u, const MoveStop& s, EventSink& sink) {
  u.moving = false;
  if (s.cause == StopCause::EnemyBaseDepth || s.cause == StopCause::EnemyContact)
    u.stoppedBy = s.by;
  Event e{EventKind::MoveBlocked, t.sideOf(u.id), u.id};
  e.other = s.by;
  e.from = e.to = u.pose.front;
  if (sink.wantsText()) e.text = subjectVerb(t.label(u.id), "is") + " " + stopWords(t, s);
  sink.emit(std::move(e));
}

// A march on of no more than the measuring tolerance: the unit closing the last fraction of a
// gap its march stopped short of within the tolerance, not a march a player would see. It moves
// without a log line ("marches on (0.01\")" before "is stopped by ..." told nothing).
bool closingUp(Length d) { return d <= kTolerance; }

}  // namespace

void RobertsGame::moveTo(UnitState& u, const Pose& to, EventSink& sink, std::string_view verb,
                         std::string_view reason) {
  Event e{EventKind::UnitMoved, mTable.sideOf(u.id), u.id};
  e.from = u.pose.front;
  e.to = to.front;
  e.value = static_cast<int>(mTable.scale().hundredths(distance(u.pose.front, to.front)));
  u.pose = {to.front, normalizeAngle(to.facing)};
  if (sink.wantsText() && !verb.empty()) {
    std::ostringstream s;
    s.precision(3);
    s << mTable.label(u.id) << " " << agreeing(mTable.label(u.id), verb) << " (" << e.value / 100.0
      << "\")";
    if (!reason.empty()) s << ": " << reason;
    e.text = s.str();
  }
  sink.emit(std::move(e));
}

void RobertsGame::move(UnitState& u, const Pose& to, bool retrograde, Dice& dice, EventSink& sink) {
  const MovePlan plan = planMove(mTable, u, to, retrograde);
  u.marched += plan.used;
  u.movedThisPhase = true;
  moveTo(u, plan.end, sink, retrograde ? "marches back" : "marches",
         retrograde ? "a Retrograde (000 Movement and Formations)" : "");
  // A Retrograde is one march of its own and does not carry on (docs/rules/roberts.md).
  u.moving = !retrograde;
  if (reachedSkirmisher(u, plan.stop)) {
    pressOn(u, plan.stop, bearing(plan.end.front, to.front), distance(plan.end.front, to.front),
            dice, sink);
  } else if (plan.stop.cause != StopCause::None) {
    stopped(mTable, u, plan.stop, sink);
  }
}

void RobertsGame::marchOn(UnitState& u, Dice& dice, EventSink& sink, std::string_view reason) {
  if (!u.moving) return;
  const Length left = marchLeft(mTable, u);
  if (left <= kTolerance) return;
  MoveStop stop;
  const Length d = clearAdvance(mTable, u, u.pose, u.pose.facing, left, &stop);
  u.marched += d;
  if (d > 0)
    moveTo(u, {u.pose.front + heading(u.pose.facing, d), u.pose.facing}, sink,
           closingUp(d) ? "" : "marches on", reason);
  pressOn(u, stop, u.pose.facing, left - d, dice, sink);
}

void RobertsGame::pressOn(UnitState& u, MoveStop stop, Angle direction, Length wanted, Dice& dice,
                          EventSink& sink) {
  // Each skirmisher reached withdraws or is lost, and is not in the way again; the guard only
  // bounds a march that keeps reaching skirmishers.
  for (int reached = 0; reachedSkirmisher(u, stop) && reached < 32; ++reached) {
    withdraw(stop.by, u.id, dice, sink);
    u.marched += mTable.inches(mTable.tables().skirmishers.adjacentPenaltyInches);
    const Length limit = std::min(wanted, marchLeft(mTable, u));
    stop = {};
    if (limit <= kTolerance) return;
    const Length d = clearAdvance(mTable, u, u.pose, direction, limit, &stop);
    u.marched += d;
    wanted -= d;
    if (d > 0)
      moveTo(u, {u.pose.front + heading(direction, d), u.pose.facing}, sink,
             closingUp(d) ? "" : "marches on past the skirmishers");
  }
  if (stop.cause != StopCause::None) stopped(mTable, u, stop, sink);
}

}  // namespace sandtable::rules::roberts
