// The match's state machine: whose action it is, which actions are legal and what each does;
// the events themselves are in Events.cpp, the movement in Moves.cpp.
#include "WotrGame.h"

#include "core/Wording.h"
#include "measured/Contact.h"

namespace sandtable::rules::wotr {

WotrGame::WotrGame(std::shared_ptr<const Setup> setup)
    : mSetup(setup), mBattle(std::move(setup)), mOrders(openingBook(*mSetup)) {
  mStage = mOrders.battleBegun ? Stage::Initiative : Stage::Orders;
}

std::unique_ptr<WotrGame> startGame(std::shared_ptr<const Tables> tables,
                                    std::shared_ptr<const Battlefield> battlefield,
                                    Deployment deployment) {
  return std::make_unique<WotrGame>(
      Battle::setUp(std::move(tables), std::move(battlefield), std::move(deployment)));
}

PhaseInfo WotrGame::phase() const {
  PhaseInfo p;
  p.turn = mTurn;
  switch (mStage) {
    case Stage::Orders:
      p.phase = "orders";
      p.sideToAct = mMover == 0 ? Side::One : Side::Two;
      break;
    case Stage::Initiative:
      p.phase = "initiative";
      p.sideToAct = Side::One;
      break;
    case Stage::Choice:
      p.phase = "initiative choice";
      p.sideToAct = mWinner;
      break;
    case Stage::Movement:
      p.phase = "movement";
      p.sideToAct = mMover == 0 ? mFirst : opponent(mFirst);
      break;
    case Stage::Pursuit:
      p.phase = "pursuit";
      p.sideToAct = mPursuits.empty() ? Side::None : mBattle.sideOf(mPursuits.front().winner);
      break;
    case Stage::Over:
      p.phase = "over";
      p.sideToAct = Side::None;
      break;
  }
  return p;
}

void WotrGame::legalActions(std::vector<Action>& out) const {
  out.clear();
  switch (mStage) {
    case Stage::Orders:
      orderCandidates(out);
      out.push_back({ActionKind::Pass});
      break;
    case Stage::Initiative:
      out.push_back({ActionKind::RollInitiative});
      break;
    case Stage::Choice: {
      Action first{ActionKind::Pass};
      first.option = kMoveFirst;
      Action second = first;
      second.option = kMoveSecond;
      out.push_back(first);
      out.push_back(second);
      break;
    }
    case Stage::Movement: {
      const bool owing = movementCandidates(out);
      orderCandidates(out);
      leaderRideCandidates(out);
      if (!owing) out.push_back({ActionKind::EndTurn});
      break;
    }
    case Stage::Pursuit:
      if (!mPursuits.empty()) {
        for (const int option : {1, 0}) {
          Action a{ActionKind::FollowUp, mPursuits.front().winner, mPursuits.front().loser};
          a.option = option;
          out.push_back(a);
        }
      }
      break;
    case Stage::Over:
      break;
  }
}

Verdict WotrGame::check(const Action& a) const {
  if (mStage == Stage::Over) return Verdict::no("the battle is over");
  switch (a.kind) {
    case ActionKind::RollInitiative:
      return mStage == Stage::Initiative
                 ? Verdict::ok()
                 : Verdict::no("002 Event I: the initiative is rolled once a turn");
    case ActionKind::Pass:
      if (mStage == Stage::Orders)
        return a.option == 0 ? Verdict::ok()
                             : Verdict::no("002 Event I: the orders are written (option 0)");
      if (mStage != Stage::Choice)
        return Verdict::no("002 Event I: only the initiative's winner chooses, once a turn");
      return a.option == kMoveFirst || a.option == kMoveSecond
                 ? Verdict::ok()
                 : Verdict::no(
                       "002 Event I: the winner moves first (option 1) or second (option 2)");
    case ActionKind::EndTurn: {
      if (mStage != Stage::Movement) return Verdict::no("not in the movement event");
      const UnitId owing = unitOwingAMove(phase().sideToAct);
      if (owing != kNoUnit)
        return Verdict::no("002 Event I: " + mBattle.label(owing) + " must still move under " +
                           itsOrTheir(mBattle.label(owing)) + " " +
                           mBattle.tables().order(*orderOf(owing)).name + " order");
      return Verdict::ok();
    }
    case ActionKind::IssueOrder:
      return checkIssueOrder(a);
    case ActionKind::MoveLeader:
      return checkLeaderRide(a);
    case ActionKind::FollowUp:
      return checkPursuit(a);
    case ActionKind::Move:
    case ActionKind::Wheel:
    case ActionKind::Charge:
    case ActionKind::ChangeFormation: {
      if (mStage != Stage::Movement)
        return Verdict::no("002 Event III: units move in the movement event");
      Verdict v = checkByRules(a);
      if (!v) return v;
      if (const OrderVerdict o = orderVerdict(a); !o.permitted)
        return Verdict::no("002 Event I: " + o.reason);
      return v;
    }
    default:
      return Verdict::no("War of the Roses has no such action");
  }
}

void WotrGame::apply(const Action& a, Dice& dice, EventSink& sink) {
  switch (a.kind) {
    case ActionKind::RollInitiative:
      rollInitiative(dice, sink);
      break;
    case ActionKind::Pass:
      if (mStage == Stage::Orders) {
        finishWritingOrders(sink);
        break;
      }
      mFirst = a.option == kMoveFirst ? mWinner : opponent(mWinner);
      say(sink, EventKind::InitiativeDecided, kNoUnit, kNoUnit,
          subjectVerb(sideName(mWinner), "chooses") + " to move " +
              (a.option == kMoveFirst ? "first" : "second"));
      firePhase(dice, sink);
      updateResult(sink);
      if (mStage == Stage::Over) return;
      mStage = Stage::Movement;
      mMover = 0;
      break;
    case ActionKind::Move:
      applyMove(a, sink);
      break;
    case ActionKind::Wheel:
      applyFaceChange(a, sink);
      break;
    case ActionKind::Charge:
      applyCharge(a, sink);
      break;
    case ActionKind::IssueOrder:
      applyIssueOrder(a, sink);
      break;
    case ActionKind::MoveLeader:
      applyLeaderRide(a, sink);
      break;
    case ActionKind::ChangeFormation:
      if (mBattle.profileOf(a.unit).artillery())
        applyLimbering(a, sink);
      else
        applyRanks(a, sink);
      break;
    case ActionKind::FollowUp:
      applyPursuit(a, dice, sink);
      break;
    case ActionKind::EndTurn: {
      const Side side = phase().sideToAct;
      furiousCharges(side, sink);
      messengersRide(side, sink);
      if (mMover == 0) {
        mMover = 1;
      } else {
        closeTurn(dice, sink);
      }
      break;
    }
    default:
      break;
  }
}

void WotrGame::skipOrdersForTests() {
  beginBattle(mOrders);
  if (mStage == Stage::Orders) mStage = Stage::Initiative;
  mMover = 0;
}

void WotrGame::startMovementForTests(Side first) {
  beginBattle(mOrders);
  mFirst = first;
  mWinner = first;
  mStage = Stage::Movement;
  mMover = 0;
}

std::uint64_t WotrGame::stateHash() const {
  Hasher h;
  h.add(mTurn);
  h.add(static_cast<int>(mStage));
  h.add(static_cast<int>(mWinner));
  h.add(static_cast<int>(mFirst));
  h.add(mMover);
  h.add(mResult.over);
  h.add(static_cast<int>(mResult.winner));
  mBattle.hashInto(h);
  hashInto(h, mOrders);
  for (const PursuitChoice& c : mPursuits) {
    h.add(static_cast<int>(c.winner));
    h.add(static_cast<int>(c.loser));
  }
  return h.value();
}

std::string WotrGame::invariantProblem() const {
  for (const UnitState& a : mBattle.units()) {
    if (!a.active()) continue;
    for (const UnitState& b : mBattle.units()) {
      if (b.id <= a.id || !b.active()) continue;
      if (measured::standInside(mBattle.block(a.id), mBattle.block(b.id),
                                mBattle.sideOf(a.id) == mBattle.sideOf(b.id)))
        return subjectVerb(mBattle.label(a.id), "stands") + " inside " + mBattle.label(b.id);
    }
  }
  return {};
}

void WotrGame::say(EventSink& sink, EventKind kind, UnitId unit, UnitId other,
                   const std::string& text, int value) const {
  Event e;
  e.kind = kind;
  e.unit = unit;
  e.other = other;
  e.value = value;
  if (unit != kNoUnit) {
    e.side = mBattle.sideOf(unit);
    e.to = mBattle.unit(unit).pose.front;
  }
  if (sink.wantsText()) e.text = text;
  sink.emit(std::move(e));
}

void WotrGame::announceResult(EventSink& sink) const {
  Event e{EventKind::GameOver, mResult.winner};
  if (sink.wantsText()) e.text = mResult.reason;
  sink.emit(std::move(e));
}

void WotrGame::emitRoll(UnitId unit, UnitId other, const RollRecord& r, EventSink& sink,
                        UnitId about, const std::string& detail) const {
  Event e;
  e.kind = EventKind::DiceRolled;
  e.unit = unit;
  e.other = other;
  if (unit != kNoUnit) e.side = mBattle.sideOf(unit);
  if (sink.wantsText()) {
    RollRecord rr = r;
    const UnitId named = about != kNoUnit ? about : unit;
    if (named != kNoUnit) rr.purpose += " of " + mBattle.label(named);
    if (!detail.empty()) rr.purpose += ", " + detail;
    e.text = rr.text();
    e.roll = std::move(rr);
  } else {
    e.roll = r;
  }
  sink.emit(std::move(e));
}

}  // namespace sandtable::rules::wotr
