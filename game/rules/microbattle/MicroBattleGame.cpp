// Turn flow, the action dispatcher and the read-only views of a MicroBattle match.
#include "core/Wording.h"
#include "MicroBattleGame.h"

#include <algorithm>

#include "ActionShape.h"
#include "core/DiceOdds.h"
#include "core/Hash.h"

namespace sandtable::rules::microbattle {
namespace {

const char* phaseName(Phase p) {
  switch (p) {
    case Phase::Initiative: return "initiative";
    case Phase::Activation: return "activation";
    case Phase::Actions: return "actions";
    case Phase::Over: return "over";
  }
  return "?";
}

}  // namespace

int AttackOdds::hittingFaces() const {
  return odds::facesReaching(6, modifierTotal(), cv);
}

MicroBattleGame::MicroBattleGame(std::shared_ptr<const Setup> setup) : mSetup(std::move(setup)) {
  const Period& period = mSetup->tables->periods.at(mSetup->period);
  mUnits.reserve(mSetup->units.size());
  for (const UnitSetup& us : mSetup->units) {
    UnitState u;
    u.id = static_cast<UnitId>(mUnits.size());
    u.side = us.side;
    u.type = period.find(us.type);
    u.at = us.at;
    mUnits.push_back(u);
    ++mInitial[sideIndex(us.side)];
  }
  // The battlefield never changes during a match: ask it of each square's ground once.
  auto ground = std::make_shared<std::vector<SquareGround>>();
  ground->reserve(static_cast<std::size_t>(mSetup->grid.count()));
  for (int i = 0; i < mSetup->grid.count(); ++i) {
    const Point centre = mSetup->grid.centre(mSetup->grid.square(i));
    ground->push_back({&tables().effectsOf(mSetup->battlefield->terrainAt(centre)), mSetup->battlefield->elevationAt(centre)});
  }
  mGround = std::move(ground);
}

// Every roll but the initiative's is a d6 (combat and the terrain deal).
int MicroBattleGame::largestDie() const { return std::max(6, tables().initiativeDie); }

std::vector<ObjectiveView> MicroBattleGame::objectives() const {
  std::vector<ObjectiveView> out;
  for (const Objective& o : setup().objectives) out.push_back({o.name, setup().grid.centre(o.at)});
  return out;
}

PhaseInfo MicroBattleGame::phase() const { return {mTurn, phaseName(mPhase), mToAct}; }

const UnitState* MicroBattleGame::unitAt(Square s) const {
  for (const UnitState& u : mUnits) {
    if (u.status == UnitStatus::Active && u.at == s) return &u;
  }
  return nullptr;
}

int MicroBattleGame::activeCount(Side s) const {
  return static_cast<int>(std::count_if(mUnits.begin(), mUnits.end(), [s](const UnitState& u) {
    return u.side == s && u.status == UnitStatus::Active;
  }));
}

const TerrainCard& MicroBattleGame::terrainOf(Square s) const {
  if (mSetup->grid.contains(s)) return *(*mGround)[static_cast<std::size_t>(mSetup->grid.index(s))].card;
  return tables().effectsOf(mSetup->battlefield->terrainAt(mSetup->grid.centre(s)));
}

Length MicroBattleGame::elevationOf(Square s) const {
  if (mSetup->grid.contains(s)) return (*mGround)[static_cast<std::size_t>(mSetup->grid.index(s))].elevation;
  return mSetup->battlefield->elevationAt(mSetup->grid.centre(s));
}

bool MicroBattleGame::canSee(Square from, Square to) const {
  SightQuery q;
  q.from = mSetup->grid.centre(from);
  q.to = mSetup->grid.centre(to);
  return mSetup->battlefield->lineOfSight(q).visible;
}

std::string MicroBattleGame::name(UnitId id) const {
  const std::string& given = mSetup->units[static_cast<std::size_t>(id)].name;
  return given.empty() ? unit(id).type->name : given;
}

std::string MicroBattleGame::label(UnitId id) const { return name(id) + " (u" + std::to_string(id) + ")"; }

bool MicroBattleGame::canStartOrContinue(const UnitState& u) const {
  if (u.status != UnitStatus::Active || u.side != mToAct) return false;
  if (u.id == mActive) return true;
  return !u.activated && mActivationsLeft > 0;
}

const char* MicroBattleGame::actorProblem(UnitId id) const {
  if (id < 0 || id >= static_cast<UnitId>(mUnits.size())) return "there is no such unit";
  const UnitState& u = unit(id);
  if (u.status != UnitStatus::Active) return "that unit has left the field";
  if (u.side != mToAct) return "that unit's side is not the side to act";
  if (!canStartOrContinue(u)) {
    return u.activated ? "that unit has already been activated this turn (003 Activation)"
                       : "no activations are left this turn (003 Activation)";
  }
  return nullptr;
}

void MicroBattleGame::legalActions(std::vector<Action>& out) const {
  out.clear();
  switch (mPhase) {
    case Phase::Over: return;
    case Phase::Initiative: out.push_back({ActionKind::RollInitiative}); return;
    case Phase::Activation: out.push_back({ActionKind::RollActivation}); return;
    case Phase::Actions: break;
  }
  for (const UnitState& u : mUnits) {
    if (!canStartOrContinue(u)) continue;
    Action move{ActionKind::Move, u.id};
    for (const Square& step : kOrthogonalSteps) {
      move.square = Square{u.at.col + step.col, u.at.row + step.row};
      if (!checkMove(move)) out.push_back(move);
    }
    Action attack{ActionKind::Attack, u.id};
    for (const UnitState& t : mUnits) {
      attack.target = t.id;
      if (t.side != u.side && t.status == UnitStatus::Active && !checkAttack(attack)) out.push_back(attack);
    }
  }
  out.push_back({ActionKind::EndTurn});
}

Verdict MicroBattleGame::check(const Action& a) const {
  if (mPhase == Phase::Over) return Verdict::no("the battle is over");
  const char* problem = nullptr;
  switch (a.kind) {
    case ActionKind::RollInitiative:
      problem = mPhase != Phase::Initiative ? "initiative is rolled only at the start of a turn"
                                            : extraFields(a, false, false, false);
      break;
    case ActionKind::RollActivation:
      problem = mPhase != Phase::Activation ? "activation is rolled once, at the start of a side's turn"
                                            : extraFields(a, false, false, false);
      break;
    case ActionKind::Move: problem = checkMove(a); break;
    case ActionKind::Attack: problem = checkAttack(a); break;
    case ActionKind::EndTurn:
      problem = mPhase != Phase::Actions ? "a side can end its turn only after rolling for activation"
                                         : extraFields(a, false, false, false);
      break;
    default: problem = "MicroBattle has no such action"; break;
  }
  return problem ? Verdict::no(problem) : Verdict::ok();
}

void MicroBattleGame::apply(const Action& a, Dice& dice, EventSink& sink) {
  switch (a.kind) {
    case ActionKind::RollInitiative: rollInitiative(dice, sink); break;
    case ActionKind::RollActivation: rollActivation(dice, sink); break;
    case ActionKind::Move: applyMove(a, dice, sink); break;
    case ActionKind::Attack: applyAttack(a, dice, sink); break;
    case ActionKind::EndTurn: endSideTurn(sink); break;
    default: break;
  }
  if (mPhase == Phase::Actions) endTurnIfStuck(sink);
}

void MicroBattleGame::rollInitiative(Dice& dice, EventSink& sink) {
  // 003 Turn Sequence 1: each side rolls a d6, the winner goes first; ties roll again.
  for (;;) {
    const int one = dice.roll(tables().initiativeDie);
    const int two = dice.roll(tables().initiativeDie);
    if (sink.wantsText()) {
      for (int i = 0; i < 2; ++i) {
        RollRecord r;
        r.rule = "003 Turn Sequence (Initiative)";
        r.purpose = "initiative for " + mSetup->sideNames[i];
        r.dice = "d6";
        r.faces = {i == 0 ? one : two};
        r.base = r.total = r.faces[0];
        r.outcome = one == two ? "tie, both roll again" : ((i == 0) == (one > two) ? "wins" : "loses");
        sink.emit({EventKind::DiceRolled, i == 0 ? Side::One : Side::Two, kNoUnit, kNoUnit, {}, {}, 0, {}, r});
      }
    }
    if (one == two) continue;
    mFirst = one > two ? Side::One : Side::Two;
    break;
  }
  mToAct = mFirst;
  mPhase = Phase::Activation;
  Event e{EventKind::InitiativeDecided, mFirst};
  e.value = mTurn;
  if (sink.wantsText()) e.text = "turn " + std::to_string(mTurn) + ": initiative to " + mSetup->sideNames[sideIndex(mFirst)];
  sink.emit(std::move(e));
}

void MicroBattleGame::rollActivation(Dice& dice, EventSink& sink) {
  // 003 Activation: roll two d6 and take the higher; activate that many units.
  RollRecord r;
  int best = 0;
  for (int i = 0; i < tables().activationDice; ++i) {
    const int f = dice.roll(6);
    best = std::max(best, f);
    if (sink.wantsText()) r.faces.push_back(f);
  }
  mActivationsLeft = best;
  mActive = kNoUnit;
  mPhase = Phase::Actions;
  for (UnitState& u : mUnits) {
    if (u.side == mToAct) u.activated = false;
  }
  if (sink.wantsText()) {
    const std::string& side = mSetup->sideNames[sideIndex(mToAct)];
    r.rule = "003 Activation";
    r.purpose = "activation for " + side;
    r.dice = "higher of 2d6";
    r.base = r.total = best;
    r.outcome = side + " may activate " + plural(best, "unit");
    sink.emit({EventKind::DiceRolled, mToAct, kNoUnit, kNoUnit, {}, {}, best, {}, r});
  }
  Event e{EventKind::ActivationRolled, mToAct};
  e.value = best;
  sink.emit(std::move(e));
}

void MicroBattleGame::startActivation(UnitId id, EventSink& sink) {
  if (mActive == id) return;
  finishActivation();
  UnitState& u = mUnits[static_cast<std::size_t>(id)];
  u.activated = true;
  --mActivationsLeft;
  mActive = id;
  mMovesLeft = -1;
  mMovedSteps = 0;
  mActivationStart = u.at;
  mRoadMarch = false;
  Event e{EventKind::UnitActivated, u.side, id};
  e.value = mActivationsLeft;
  if (sink.wantsText()) {
    e.text = subjectVerb(label(id), "is") + " activated (" +
             plural(mActivationsLeft, "activation") + " left)";
  }
  sink.emit(std::move(e));
}

bool MicroBattleGame::isCharging(UnitId attacker, UnitId target) const {
  return attacker == mActive && mMovedSteps > 0 && manhattan(mActivationStart, unit(target).at) > 1;
}

void MicroBattleGame::finishActivation() {
  mActive = kNoUnit;
  mMovesLeft = -1;
  mMovedSteps = 0;
  mRoadMarch = false;
}

void MicroBattleGame::endSideTurn(EventSink& sink) {
  finishActivation();
  mActivationsLeft = 0;
  Event e{EventKind::TurnEnded, mToAct};
  e.value = mTurn;
  if (sink.wantsText()) e.text = "end of " + possessive(mSetup->sideNames[sideIndex(mToAct)]) + " turn";
  sink.emit(std::move(e));
  if (mToAct == mFirst) {
    mToAct = opponent(mFirst);
    mPhase = Phase::Activation;
    return;
  }
  checkTurnLimit(sink);
  if (mPhase == Phase::Over) return;
  ++mTurn;
  beginTurn(sink);
}

void MicroBattleGame::beginTurn(EventSink& sink) {
  mPhase = Phase::Initiative;
  mToAct = Side::One;
  mFirst = Side::None;
  Event e{EventKind::TurnBegan};
  e.value = mTurn;
  if (sink.wantsText()) e.text = "turn " + std::to_string(mTurn) + " begins";
  sink.emit(std::move(e));
}

void MicroBattleGame::endTurnIfStuck(EventSink& sink) {
  // When nothing but "end turn" is left, end it for the player rather than ask.
  for (const UnitState& u : mUnits) {
    if (!canStartOrContinue(u)) continue;
    Action probe{ActionKind::Move, u.id};
    for (const Square& step : kOrthogonalSteps) {
      probe.square = Square{u.at.col + step.col, u.at.row + step.row};
      if (!checkMove(probe)) return;
    }
    Action attack{ActionKind::Attack, u.id};
    for (const UnitState& t : mUnits) {
      attack.target = t.id;
      if (t.side != u.side && t.status == UnitStatus::Active && !checkAttack(attack)) return;
    }
  }
  endSideTurn(sink);
}

void MicroBattleGame::checkTurnLimit(EventSink& sink) {
  if (mTurn < mSetup->turnLimit) return;
  const Setup& s = *mSetup;
  auto strengthResult = [&]() {
    const int one = activeCount(Side::One) * 1000 / std::max(1, mInitial[0]);
    const int two = activeCount(Side::Two) * 1000 / std::max(1, mInitial[1]);
    if (one == two) {
      return endGame(Side::None, Ending::TurnLimit, "turn limit reached with equal strength: a draw", sink);
    }
    const Side w = one > two ? Side::One : Side::Two;
    endGame(w, Ending::TurnLimit,
            "turn limit reached: victory to " + s.sideNames[sideIndex(w)] + ", who keep the larger share of their army",
            sink);
  };
  switch (s.atTurnLimit) {
    case TurnLimitOutcome::Draw: endGame(Side::None, Ending::TurnLimit, "turn limit reached: a draw", sink); return;
    case TurnLimitOutcome::Strength: strengthResult(); return;
    case TurnLimitOutcome::Objectives: {
      std::array<int, 2> held{0, 0};
      for (const Objective& o : s.objectives) {
        if (const UnitState* u = unitAt(o.at)) ++held[sideIndex(u->side)];
      }
      if (held[0] == held[1]) return strengthResult();
      const Side w = held[0] > held[1] ? Side::One : Side::Two;
      endGame(w, Ending::TurnLimit,
              "turn limit reached: victory to " + s.sideNames[sideIndex(w)] + ", who hold more objectives", sink);
      return;
    }
  }
}

void MicroBattleGame::endGame(Side winner, Ending ending, std::string reason, EventSink& sink) {
  mPhase = Phase::Over;
  mActive = kNoUnit;
  mResult.over = true;
  mResult.winner = winner;
  mResult.ending = ending;
  mResult.reason = theWithinSentences(reason);
  Event e{EventKind::GameOver, winner};
  e.value = mTurn;
  e.text = mResult.reason;
  sink.emit(std::move(e));
}

std::uint64_t MicroBattleGame::stateHash() const {
  Hasher h;
  h.add(std::string_view("microbattle"));
  h.add(mTurn);
  h.add(static_cast<int>(mPhase));
  h.add(static_cast<int>(mFirst));
  h.add(static_cast<int>(mToAct));
  h.add(mActivationsLeft);
  h.add(mActive);
  h.add(mMovesLeft);
  h.add(mMovedSteps);
  h.add(mActivationStart.col);
  h.add(mActivationStart.row);
  h.add(mRoadMarch);
  if (mSetup->terrainDealt) {
    for (const SquareGround& g : *mGround) {
      h.add(static_cast<int>(g.card->symbol));
      h.add(g.elevation);
    }
  }
  for (const UnitState& u : mUnits) {
    h.add(u.id);
    h.add(static_cast<int>(u.side));
    h.add(u.at.col);
    h.add(u.at.row);
    h.add(u.shaken);
    h.add(u.activated);
    h.add(static_cast<int>(u.status));
  }
  h.add(mResult.over);
  h.add(static_cast<int>(mResult.winner));
  return h.value();
}

std::vector<UnitView> MicroBattleGame::units() const {
  std::vector<UnitView> out;
  const Length size = mSetup->grid.squareSize;
  for (const UnitState& u : mUnits) {
    UnitView v;
    v.id = u.id;
    v.side = u.side;
    v.name = mSetup->units[static_cast<std::size_t>(u.id)].name;
    v.shortName = mSetup->units[static_cast<std::size_t>(u.id)].shortName;
    v.type = u.type->id;
    v.typeName = u.type->name;
    v.square = u.at;
    v.status = u.status;
    v.condition.morale = u.status != UnitStatus::Active ? Condition::Morale::Gone
                         : u.shaken                     ? Condition::Morale::Shaken
                                                        : Condition::Morale::Steady;
    v.condition.words = u.status != UnitStatus::Active ? std::string(unitStatusName(u.status))
                        : u.shaken                     ? "SHAKEN"
                                                       : "steady";
    v.strength = u.status != UnitStatus::Active ? 0 : u.shaken ? 1 : 2;
    // A routed unit has left the field: it is no longer SHAKEN, nor waiting for its turn.
    if (u.status == UnitStatus::Active) {
      if (u.shaken) v.markers.push_back("SHAKEN");
      if (u.activated && u.side == mToAct && mPhase == Phase::Actions) {
        v.markers.push_back("activated");
        v.counters.push_back({Counter::Kind::Activated, 1});
      }
      if (u.id == mActive) v.counters.push_back({Counter::Kind::Acting, 1});
    }
    // One stand filling most of its square, facing the enemy's edge.
    const bool facesNorth = mSetup->baselineRow[sideIndex(u.side)] == 0;
    v.stands.push_back({Rect{mSetup->grid.centre(u.at), facesNorth ? 0 : kHalfTurn, size * 8 / 10, size * 4 / 10}});
    out.push_back(std::move(v));
  }
  return out;
}

}  // namespace sandtable::rules::microbattle
