// 000 Skirmishers: 'Enemy units can move adjacent to Skirmisher stands during a Movement
// Action, forcing the Reacting Player to immediately make a Withdrawal Action attempt for each
// involved Skirmisher stand. If the Action Roll succeeds, the Skirmisher may retreat;
// otherwise, the Skirmisher is lost. Regardless, the enemy unit may continue its movement,
// minus a penalty for the contact.' Charging: skirmishers a charge runs into 'must attempt to
// Withdraw' (ChargeActions.cpp). A skirmisher falls back straight away from the enemy that
// reached it (roberts.yaml skirmishers.withdrawal_inches); one that cannot get clear is lost.
#include <sstream>

#include "Attempt.h"
#include "RobertsGame.h"
#include "Skirmishers.h"
#include "core/Wording.h"
#include "measured/Contact.h"

namespace sandtable::rules::roberts {

using measured::kTolerance;

bool RobertsGame::reachedSkirmisher(const UnitState& u, const MoveStop& stop) const {
  return stop.cause == StopCause::EnemyContact && stop.by != kNoUnit &&
         mTable.unit(stop.by).active() && mTable.sideOf(stop.by) != mTable.sideOf(u.id) &&
         isSkirmisher(mTable, stop.by);
}

void RobertsGame::loseSkirmisher(UnitId s, UnitId by, const std::string& why, EventSink& sink) {
  UnitState& u = mTable.unit(s);
  const int standsLost = u.stands;
  u.removed = true;
  u.moving = false;
  u.stands = 0;
  u.disrupted.clear();
  mBattle.standsLeft(s, 0);
  // The stand is lost as surely as one hit off the table, and is told the same way (Hits.cpp):
  // a battle's account of stands lost counts it.
  if (standsLost > 0) {
    Event lost{EventKind::StandsLost, mTable.sideOf(s), s};
    lost.other = by;
    lost.value = standsLost;
    if (sink.wantsText())
      lost.text = subjectVerb(mTable.label(s), "loses") + " " + plural(standsLost, "stand");
    sink.emit(std::move(lost));
  }
  Event e{EventKind::UnitDispersed, mTable.sideOf(s), s};
  e.other = by;
  e.from = e.to = u.pose.front;
  if (sink.wantsText())
    e.text = mTable.label(s) + " " + agreeing(mTable.label(s), why) + " and " +
             agreeing(mTable.label(s), "is") + " lost (000 Skirmishers)";
  sink.emit(std::move(e));
}

AttemptRequest RobertsGame::withdrawalRequest(UnitId s) const {
  AttemptRequest q;
  q.roller = Roller{s, RollerKind::Unit, 0};
  q.kind = ActionKind::Withdrawal;
  q.phasePlayer = mTable.sideOf(s) == mPlay.clock.phasePlayer();
  return q;
}

double RobertsGame::withdrawalChance(UnitId s, Phase phase) const {
  const Tables& t = mTable.tables();
  const Actor actor = mTable.actorOf(mTable.unit(s));
  const PhaseLedger fresh(phase);
  AttemptRequest q = withdrawalRequest(s);
  q.phasePlayer = false;
  if (!checkAttempt(t, fresh, actor, q)) return 0;
  return chanceOf(t, fresh, actor, q);
}

bool RobertsGame::withdrawalRoll(UnitId s, UnitId by, Dice& dice, EventSink& sink) {
  const Tables& t = mTable.tables();
  const UnitState& u = mTable.unit(s);
  const AttemptRequest q = withdrawalRequest(s);
  const Actor actor = mTable.actorOf(u);
  // A skirmisher that has failed a roll this phase may attempt nothing more: it cannot withdraw.
  if (Verdict v = checkAttempt(t, mPlay.ledger, actor, q); !v) {
    loseSkirmisher(s, by, "cannot attempt a Withdrawal (" + v.why + ")", sink);
    return false;
  }
  const Attempt at = attempt(t, mPlay.ledger, actor, q, dice);
  if (at.roll) {
    emitRoll(s, by, *at.roll, sink);
  }
  if (!at.success) {
    loseSkirmisher(s, by, "fails the Withdrawal before " + mTable.label(by), sink);
    return false;
  }
  return true;
}

bool RobertsGame::withdraw(UnitId s, UnitId by, Dice& dice, EventSink& sink) {
  if (!withdrawalRoll(s, by, dice, sink)) return false;
  const Tables& t = mTable.tables();
  UnitState& u = mTable.unit(s);
  const Side side = mTable.sideOf(s);
  const Angle away = bearing(mTable.block(mTable.unit(by)).centre, mTable.block(u).centre);
  const Length limit = mTable.inches(t.skirmishers.withdrawalInches);
  const Point from = u.pose.front;
  // Its own Movement, if any, does not carry it on after it has fallen back.
  u.moving = false;
  MoveStop stop;
  const Length d = clearAdvance(mTable, u, u.pose, away, limit, &stop);
  u.pose.front = u.pose.front + heading(away, d);
  if (mTable.gapBetween(u, mTable.unit(by)) <= kTolerance) {
    u.pose.front = from;
    loseSkirmisher(s, by, "cannot get clear of " + mTable.label(by), sink);
    return false;
  }
  Event e{EventKind::UnitEvaded, side, s};
  e.other = by;
  e.from = from;
  e.to = u.pose.front;
  e.value = static_cast<int>(mTable.scale().hundredths(d));
  if (sink.wantsText()) {
    std::ostringstream w;
    w.precision(3);
    if (d > kTolerance)
      w << subjectVerb(mTable.label(s), "withdraws") << " " << e.value / 100.0 << "\" before "
        << mTable.label(by);
    else
      w << subjectVerb(mTable.label(s), "passes") << " " << itsOrTheir(mTable.label(s))
        << " Withdrawal before " << mTable.label(by) << " but " << agreeing(mTable.label(s), "has")
        << " no room to fall back";
    w << " (000 Skirmishers)";
    e.text = w.str();
  }
  sink.emit(std::move(e));
  return true;
}

}  // namespace sandtable::rules::roberts
