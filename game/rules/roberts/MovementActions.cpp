// Moving a unit on the table: a Movement Action as planned (it is then under way until Stopped
// or stopped by the enemy), and the march of a unit under way ("Until Stopped, a unit will
// continue to march").
#include <sstream>

#include "RobertsGame.h"
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
  if (sink.wantsText()) e.text = t.label(u.id) + " is " + stopWords(t, s);
  sink.emit(std::move(e));
}

}  // namespace

void RobertsGame::moveTo(UnitState& u, const Pose& to, EventSink& sink, const std::string& why) {
  Event e{EventKind::UnitMoved, mTable.sideOf(u.id), u.id};
  e.from = u.pose.front;
  e.to = to.front;
  e.value = static_cast<int>(mTable.scale().hundredths(distance(u.pose.front, to.front)));
  u.pose = {to.front, normalizeAngle(to.facing)};
  if (sink.wantsText()) {
    std::ostringstream s;
    s.precision(3);
    s << mTable.label(u.id) << " " << why << " (" << e.value / 100.0 << "\")";
    e.text = s.str();
  }
  sink.emit(std::move(e));
}

void RobertsGame::move(UnitState& u, const Pose& to, bool retrograde, EventSink& sink) {
  const MovePlan plan = planMove(mTable, u, to, retrograde);
  u.marched += plan.used;
  u.movedThisPhase = true;
  moveTo(u, plan.end, sink, retrograde ? "marches back (Retrograde)" : "marches");
  // A Retrograde is one march of its own and does not carry on (docs/rules/roberts.md).
  u.moving = !retrograde;
  if (plan.stop.cause != StopCause::None) stopped(mTable, u, plan.stop, sink);
}

void RobertsGame::marchOn(UnitState& u, EventSink& sink, const char* why) {
  if (!u.moving) return;
  const Length left = marchLeft(mTable, u);
  if (left <= kTolerance) return;
  MoveStop stop;
  const Length d = clearAdvance(mTable, u, u.pose, u.pose.facing, left, &stop);
  u.marched += d;
  if (d > 0) moveTo(u, {u.pose.front + heading(u.pose.facing, d), u.pose.facing}, sink, why);
  if (stop.cause != StopCause::None) stopped(mTable, u, stop, sink);
}

}  // namespace sandtable::rules::roberts
