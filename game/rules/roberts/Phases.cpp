// The end of each phase and what it brings: a unit under way marches on as the Action Phase
// ends, Disruption ends with the half-turn, the turn limit ends the battle; and the result
// from the Victory of the Deployment. The Reaction, Assault, Charge and Combat Phases' ends
// are the seams where missile fire, charges and combat are resolved.
#include <algorithm>

#include "Cost.h"
#include "Names.h"
#include "RobertsGame.h"
#include "core/Wording.h"

namespace sandtable::rules::roberts {

void RobertsGame::endPhase(Dice& dice, EventSink& sink) {
  switch (mPlay.clock.phase()) {
    case Phase::Action:
      finishActionPhase(dice, sink);
      break;
    case Phase::Reaction:
      finishReactionPhase(dice, sink);
      break;
    case Phase::Assault:
      finishAssaultPhase(dice, sink);
      break;
    case Phase::Charge:
      finishChargePhase(dice, sink);
      break;
    case Phase::Combat:
      finishCombatPhase(dice, sink);
      break;
    case Phase::Count_:
      break;
  }
  const int turn = mPlay.clock.turn();
  const int half = mPlay.clock.halfTurn();
  const bool lastPhase = mPlay.clock.phase() == Phase::Combat &&
                         half == mTable.tables().play.sequence.halfTurnsPerTurn;
  if (lastPhase) {
    Event e{EventKind::TurnEnded};
    e.value = turn;
    if (sink.wantsText()) e.text = "turn " + std::to_string(turn) + " ends";
    sink.emit(std::move(e));
    if (turn >= mSetup->deployment.victory.turnLimit) {
      updateResult(true, sink);
      return;
    }
  }
  mPlay.advance();
  if (mPlay.clock.halfTurn() != half || mPlay.clock.turn() != turn) beginHalfTurn();
  if (mPlay.clock.turn() != turn) {
    Event e{EventKind::TurnBegan};
    e.value = mPlay.clock.turn();
    if (sink.wantsText()) e.text = "turn " + std::to_string(e.value) + " begins";
    sink.emit(std::move(e));
  }
  beginPhase(sink);
}

void RobertsGame::finishActionPhase(Dice& dice, EventSink& sink) {
  for (const UnitState& s : mTable.units()) {
    UnitState& u = mTable.unit(s.id);
    if (u.active() && u.moving && mTable.sideOf(u.id) == mPlay.clock.acting())
      marchOn(u, dice, sink, "a Movement carries on until Stopped (000 Movement and Formations)");
  }
}

// Missile fire, Countercharges, Set Actions, Countermands and the combats are the phases' own
// actions (FireActions.cpp, ChargeActions.cpp, CombatActions.cpp); the charges move as the
// Charge Phase ends, and the Break Checks fall as the Combat Phase ends (Routs.cpp).
void RobertsGame::finishReactionPhase(Dice& /*dice*/, EventSink& /*sink*/) {}
void RobertsGame::finishAssaultPhase(Dice& /*dice*/, EventSink& /*sink*/) {}
void RobertsGame::finishChargePhase(Dice& dice, EventSink& sink) {
  moveCharges(dice, sink);
  screensComeOut(sink);
}
void RobertsGame::finishCombatPhase(Dice& dice, EventSink& sink) {
  if (mBattle.combatStep == 0) breakChecks(dice, sink);  // combatsEnd has made them otherwise
}

void RobertsGame::beginPhase(EventSink& /*sink*/) {
  const bool action = mPlay.clock.phase() == Phase::Action;
  mBattle.beginPhase();
  for (const UnitState& s : mTable.units()) {
    UnitState& u = mTable.unit(s.id);
    u.marched = 0;
    u.movedThisPhase = false;
    u.facedAboutThisPhase = false;
    if (action) u.stoppedBy = kNoUnit;
  }
  for (std::size_t i = 0; i < mTable.leaders().size(); ++i)
    mTable.leader(static_cast<int>(i)).rodeThisPhase = false;
}

void RobertsGame::beginHalfTurn() {
  mBattle.beginHalfTurn();
  for (const UnitState& s : mTable.units()) {
    UnitState& u = mTable.unit(s.id);
    u.disrupted.assign(u.disrupted.size(), false);
  }
}

void RobertsGame::updateResult(bool turnLimitPassed, EventSink& sink) {
  if (mResult.over) return;
  const Victory& v = mSetup->deployment.victory;
  std::array<bool, 2> broken{};
  std::array<bool, 2> destroyed{};
  for (Side s : {Side::One, Side::Two}) {
    const auto i = static_cast<std::size_t>(sideIndex(s));
    const long long lost = victoryHundredths(opponent(s));
    const long long army = mSetup->armyHundredths[i];
    broken[i] = army > 0 && lost > 0 && lost * 100 >= army * v.armyBreaksAtPercent;
    destroyed[i] = true;
    for (const UnitState& u : mTable.units()) {
      if (u.active() && mTable.sideOf(u.id) == s) destroyed[i] = false;
    }
  }
  auto name = [&](Side s) { return mTable.sideName(s); };
  // A decisive leader lost breaks his army whatever its points.
  std::array<std::string, 2> fallen;
  for (std::size_t i = 0; i < mTable.leaders().size(); ++i) {
    const LeaderSetup& ls = mSetup->leaders[i];
    if (!mTable.leaders()[i].removed ||
        std::find(v.decisiveLeaders.begin(), v.decisiveLeaders.end(), ls.listedAs) ==
            v.decisiveLeaders.end())
      continue;
    const auto side = static_cast<std::size_t>(sideIndex(ls.side));
    broken[side] = true;
    if (fallen[side].empty()) fallen[side] = ls.name;
  }
  Result r;
  if (destroyed[0] || destroyed[1]) {
    r.over = true;
    r.ending = Ending::ArmyDestroyed;
    r.winner = destroyed[0] && destroyed[1] ? Side::None : destroyed[0] ? Side::Two : Side::One;
    r.reason = r.winner == Side::None
                   ? "both armies are destroyed"
                   : subjectVerb(name(opponent(r.winner)), "has") + " no unit left";
  } else if (broken[0] || broken[1]) {
    r.over = true;
    r.ending = Ending::ArmyBroken;
    r.winner = broken[0] && broken[1] ? Side::None : broken[0] ? Side::Two : Side::One;
    const std::string& leader = fallen[static_cast<std::size_t>(sideIndex(opponent(r.winner)))];
    const std::string beaten = name(opponent(r.winner));
    r.reason = r.winner == Side::None ? "both armies break"
               : !leader.empty()
                   ? leader + " is lost and " + subjectVerb(beaten, "breaks")
                   : subjectVerb(beaten, "has") + " lost " + std::to_string(v.armyBreaksAtPercent) +
                         "% of " + itsOrTheir(beaten) + " points and " + agreeing(beaten, "breaks");
  } else if (turnLimitPassed) {
    r.over = true;
    r.ending = Ending::TurnLimit;
    const long long one = victoryHundredths(Side::One);
    const long long two = victoryHundredths(Side::Two);
    if (v.holdsAtTurnLimit != Side::None) {
      r.winner = v.holdsAtTurnLimit;
      r.reason = "turn limit: " + subjectVerb(name(r.winner), "holds") + " the field";
    } else {
      r.winner = one > two ? Side::One : two > one ? Side::Two : Side::None;
      r.reason = "turn limit: victory points " + pointsText(one) + " to " + pointsText(two) +
                 (r.winner == Side::None ? ", a draw" : ", " + subjectVerb(name(r.winner), "wins"));
    }
  }
  if (!r.over) return;
  r.reason = theWithinSentences(r.reason);
  mResult = r;
  Event e{EventKind::GameOver, r.winner};
  if (sink.wantsText()) e.text = r.reason;
  sink.emit(std::move(e));
}

}  // namespace sandtable::rules::roberts
