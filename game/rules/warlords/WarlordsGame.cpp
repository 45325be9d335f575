// Turn flow, the action dispatcher, victory, the state hash and the read-only views of a
// Warlords match (2.1 Turn sequence).
#include "WarlordsGame.h"

#include <algorithm>

#include "Formation.h"
#include "core/Wording.h"

namespace sandtable::rules::warlords {

std::string_view phaseName(Phase p) {
  switch (p) {
    case Phase::Cunning: return "cunning";
    case Phase::Initiative: return "initiative";
    case Phase::Activation: return "activation";
    case Phase::Orders: return "orders";
    case Phase::Reaction: return "reaction";
    case Phase::SupportFire:
      return "support fire";
    case Phase::Interrupt: return "interrupt";
    case Phase::Melee: return "melee";
    case Phase::FollowUp:
      return "follow up";
    case Phase::Over: return "over";
  }
  return "?";
}

std::string_view moraleName(Morale m) {
  switch (m) {
    case Morale::Berserk: return "Berserk";
    case Morale::Ready: return "Ready";
    case Morale::Worn: return "Worn";
    case Morale::Broken: return "Broken";
    case Morale::Dispersed: return "Dispersed";
  }
  return "?";
}

std::string_view motionName(Motion m) {
  switch (m) {
    case Motion::Stopped: return "stopped";
    case Motion::Moving: return "moving";
    case Motion::Fleeing: return "fleeing";
  }
  return "?";
}

std::string_view fateName(Fate f) {
  switch (f) {
    case Fate::Present: return "present";
    case Fate::Killed: return "killed";
    case Fate::Wounded: return "wounded";
    case Fate::Captured: return "captured";
    case Fate::Escaped: return "gone from the field";
  }
  return "?";
}

WarlordsGame::WarlordsGame(std::shared_ptr<const Setup> setup) : mSetup(std::move(setup)) {
  mFlat = dynamic_cast<const FlatBattlefield*>(mSetup->battlefield.get()) != nullptr;
  for (std::size_t k = 0; k < kTerrainKindCount; ++k) {
    const TerrainEffect& e = tables().effect(static_cast<TerrainKind>(k));
    if (e.impassable) mImpassableKinds |= terrainKindBit(static_cast<TerrainKind>(k));
    if (e.impassable || e.rough || e.slow || e.slope) mGroundEffectKinds |= terrainKindBit(static_cast<TerrainKind>(k));
    if (e.bankSpans > 0 && (e.bankRough || e.bankSlope)) mBankKinds |= terrainKindBit(static_cast<TerrainKind>(k));
  }
  for (const UnitSetup& us : mSetup->units) {
    UnitState u;
    u.id = static_cast<UnitId>(mUnits.size());
    u.side = us.side;
    u.profile = us.profile;
    u.pose = {us.front, normalizeAngle(us.facing)};
    u.formation = us.formation;
    u.ranks = naturalRanks(us.formation, us.stands, us.ranks);
    for (int i = 0; i < us.stands; ++i) u.stands.push_back(i);
    u.initialStands = us.stands;
    u.pavisesDeployed = us.pavisesDeployed;
    mUnits.push_back(u);
  }
  for (std::size_t i = 0; i < mSetup->personalities.size(); ++i) {
    const PersonalitySetup& ps = mSetup->personalities[i];
    mPersonalities.push_back({static_cast<int>(i), ps.unit, ps.stand, Fate::Present});
  }
  // 3.1.2 Cunning: after set up, each side with a Cunning leader may swap two of his units.
  for (const PersonalityState& p : mPersonalities) {
    if (personalitySetup(p).has(Trait::Cunning)) mCunningDone[static_cast<std::size_t>(sideIndex(personalitySetup(p).side))] = false;
  }
  if (!mCunningDone[0] || !mCunningDone[1]) {
    mPhase = Phase::Cunning;
    mToAct = !mCunningDone[0] ? Side::One : Side::Two;
  }
}

// Every roll but the initiative's is a d6 (activation, shooting, melee, morale, champions).
int WarlordsGame::largestDie() const { return std::max(6, tables().activation.initiativeDie); }

UnitId WarlordsGame::aimedAt(const Action& a) const {
  if (a.kind == ActionKind::HoldGround && pendingCharge()) return pendingCharge()->charger;
  return a.target;
}

PhaseInfo WarlordsGame::phase() const { return {mTurn, phaseName(mPhase), mToAct}; }

std::string WarlordsGame::label(UnitId id) const {
  const UnitState& u = unit(id);
  const std::string& name = mSetup->units[static_cast<std::size_t>(id)].name;
  return (name.empty() ? profile(u).name : name) + " (u" + std::to_string(id) + ")";
}

bool WarlordsGame::sideHasUnitsToActivate(Side s) const {
  for (const UnitState& u : mUnits) {
    if (u.side == s && u.active() && !u.activated) return true;
  }
  return false;
}

Verdict WarlordsGame::check(const Action& a) const {
  if (mPhase == Phase::Over) return Verdict::no("the battle is over");
  const bool bare = a.unit == kNoUnit && a.target == kNoUnit && !a.point && !a.facing && !a.square && a.option == 0;
  const char* problem = nullptr;
  switch (a.kind) {
    case ActionKind::RollInitiative:
      problem = mPhase != Phase::Initiative ? "initiative is rolled at the start of a turn (2.1.1)"
                : !bare                     ? "roll_initiative takes nothing"
                                            : nullptr;
      break;
    case ActionKind::ActivateUnit: problem = checkActivate(a); break;
    case ActionKind::Move: problem = checkMove(a); break;
    case ActionKind::Wheel: problem = checkWheel(a); break;
    case ActionKind::Halt: problem = checkHalt(a); break;
    case ActionKind::ChangeFormation: problem = checkFormation(a); break;
    case ActionKind::EndActivation: problem = checkEnd(a); break;
    case ActionKind::BreakOff: problem = checkBreakOff(a); break;
    case ActionKind::AddChampion: problem = checkChampion(a); break;
    case ActionKind::Charge:
      problem = (mPhase == Phase::Orders || mPhase == Phase::Interrupt) ? checkCharge(a)
                                                                         : "charges are declared by an activated unit (2.4.4)";
      break;
    case ActionKind::CounterCharge:
    case ActionKind::Evade:
    case ActionKind::HoldGround: problem = checkReaction(a); break;
    case ActionKind::Shoot: problem = checkShoot(a); break;
    case ActionKind::Pass:
      if (mPhase != Phase::SupportFire && mPhase != Phase::Interrupt && mPhase != Phase::Cunning) {
        problem = "there is nothing to pass on now";
      } else if (!bare) {
        problem = "pass takes nothing";
      }
      break;
    case ActionKind::FollowUp: problem = checkFollowUp(a); break;
    case ActionKind::ResolveMelee:
      problem = mPhase != Phase::Melee ? "melees are fought after both sides have activated (2.1)"
                : !bare                ? "resolve_melee takes nothing"
                                       : nullptr;
      break;
    case ActionKind::SwapUnits: {
      if (mPhase != Phase::Cunning) {
        problem = "a Cunning leader swaps units after set up, before the first turn (3.1.2)";
        break;
      }
      if (a.point || a.facing || a.square || a.option != 0) {
        problem = "swap_units names two units";
        break;
      }
      const UnitId n = static_cast<UnitId>(mUnits.size());
      if (a.unit < 0 || a.unit >= n || a.target < 0 || a.target >= n || a.unit == a.target) {
        problem = "swap_units names two different units";
        break;
      }
      const UnitState& x = unit(a.unit);
      const UnitState& y = unit(a.target);
      if (x.side != mToAct || y.side != mToAct) {
        problem = "both units must be the swapping side's own";
        break;
      }
      bool commanded = false;
      for (const PersonalityState& p : mPersonalities) {
        const PersonalitySetup& ps = personalitySetup(p);
        if (!ps.has(Trait::Cunning) || ps.side != mToAct) continue;
        auto under = [&](const UnitState& u) {
          const int c = mSetup->units[static_cast<std::size_t>(u.id)].contingent;
          return p.unit == u.id || (c >= 0 && mSetup->contingents[static_cast<std::size_t>(c)].general == p.setup) ||
                 mSetup->contingents.empty();
        };
        commanded = commanded || (under(x) && under(y));
      }
      if (!commanded) problem = "both units must be under the Cunning leader's command (3.1.2)";
      else if (x.standCount() != y.standCount() || x.profile == y.profile) {
        // Swapping places keeps each block where the other stood; different sizes would
        // not fit the same ground, so Sandtable swaps only units of the same size.
        problem = x.profile == y.profile ? "swapping two units of the same kind changes nothing"
                                         : "Sandtable swaps units of the same number of stands";
      }
      break;
    }
    default: problem = "Warlords has no such action"; break;
  }
  return problem ? Verdict::no(problem) : Verdict::ok();
}

void WarlordsGame::apply(const Action& a, Dice& dice, EventSink& sink) {
  switch (a.kind) {
    case ActionKind::RollInitiative: rollInitiative(dice, sink); break;
    case ActionKind::ActivateUnit: activate(a.unit, dice, sink); break;
    case ActionKind::Move: applyMove(a, sink); break;
    case ActionKind::Wheel: applyWheel(a, sink); break;
    case ActionKind::Halt: applyHalt(a, dice, sink); break;
    case ActionKind::ChangeFormation: applyFormation(a, sink); break;
    case ActionKind::EndActivation: applyEnd(a, dice, sink); break;
    case ActionKind::BreakOff: applyBreakOff(a, dice, sink); break;
    case ActionKind::AddChampion: addChampion(mut(a.unit), sink); break;
    case ActionKind::Charge:
      if (mPhase == Phase::Interrupt) applyInterruptCharge(a, dice, sink);
      else applyCharge(a, dice, sink);
      break;
    case ActionKind::CounterCharge:
    case ActionKind::Evade:
    case ActionKind::HoldGround: applyReaction(a, dice, sink); break;
    case ActionKind::Shoot:
      if (mPhase == Phase::Reaction) applyReaction(a, dice, sink);
      else if (mPhase == Phase::SupportFire) applySupportShot(a, dice, sink);
      else applyShoot(a, dice, sink);
      break;
    case ActionKind::Pass:
      if (mPhase == Phase::SupportFire) {
        resolveCharge(dice, sink);
      } else if (mPhase == Phase::Interrupt) {
        const PendingFormation f = *mFormation;
        mFormation.reset();
        UnitState& u = mut(f.unit);
        mToAct = u.side;
        completeFormation(u, f, sink);
        finishActivation(sink);
      } else if (mPhase == Phase::Cunning) {
        mCunningDone[static_cast<std::size_t>(sideIndex(mToAct))] = true;
      }
      break;
    case ActionKind::FollowUp: applyFollowUp(a, sink); break;
    case ActionKind::ResolveMelee: resolveNextMelee(dice, sink); break;
    case ActionKind::SwapUnits: swapUnits(a, sink); break;
    default: break;
  }
  advance(sink);
  checkVictory(sink);
}

void WarlordsGame::swapUnits(const Action& a, EventSink& sink) {
  UnitState& x = mut(a.unit);
  UnitState& y = mut(a.target);
  std::swap(x.pose, y.pose);
  mCunningDone[static_cast<std::size_t>(sideIndex(mToAct))] = true;
  Event e{EventKind::UnitMoved, x.side, x.id, y.id};
  e.from = y.pose.front;
  e.to = x.pose.front;
  if (sink.wantsText()) e.text = "a Cunning leader swaps " + label(x.id) + " and " + label(y.id) + " (3.1.2)";
  sink.emit(std::move(e));
}

void WarlordsGame::beginTurn(EventSink& sink) {
  mPhase = Phase::Initiative;
  mToAct = Side::One;
  mFirst = Side::None;
  mSecondSide = false;
  for (UnitState& u : mUnits) {
    u.activated = false;
    u.haltedByShooting = false;
    u.passedThrough.clear();
  }
  Event e{EventKind::TurnBegan};
  e.value = mTurn;
  if (sink.wantsText()) e.text = "turn " + std::to_string(mTurn) + " begins";
  sink.emit(std::move(e));
}

void WarlordsGame::rollInitiative(Dice& dice, EventSink& sink) {
  // 2.1.1: each C-in-C rolls a d6; the higher takes the initiative, ties go to last turn's
  // holder (on the first turn, with no holder yet, both roll again).
  const int die = tables().activation.initiativeDie;
  for (;;) {
    const int one = dice.roll(die);
    const int two = dice.roll(die);
    const bool tie = one == two;
    const Side winner = tie ? mLastInitiative : (one > two ? Side::One : Side::Two);
    if (sink.wantsText()) {
      for (int i = 0; i < 2; ++i) {
        RollRecord r;
        r.rule = "001 2.1.1 Determining Initiative";
        r.purpose = "initiative for " + mSetup->sideNames[static_cast<std::size_t>(i)];
        r.dice = "d6";
        r.faces = {i == 0 ? one : two};
        r.base = r.total = r.faces[0];
        const Side me = i == 0 ? Side::One : Side::Two;
        r.outcome = tie ? (winner == Side::None ? "tie: both roll again" : winner == me ? "tie: keeps the initiative" : "tie")
                        : (winner == me ? "wins" : "loses");
        Event e{EventKind::DiceRolled, me};
        e.roll = r;
        sink.emit(std::move(e));
      }
    }
    if (winner == Side::None) continue;
    mFirst = winner;
    break;
  }
  mLastInitiative = mFirst;
  mToAct = mFirst;
  mSecondSide = false;
  mPhase = Phase::Activation;
  Event e{EventKind::InitiativeDecided, mFirst};
  e.value = mTurn;
  if (sink.wantsText()) {
    // Worded so that the verb agrees with any side's name ("The Normans", "Harold's army").
    e.text = "turn " + std::to_string(mTurn) + ": the initiative goes to " +
             mSetup->sideNames[static_cast<std::size_t>(sideIndex(mFirst))];
  }
  sink.emit(std::move(e));
}

void WarlordsGame::finishActivation(EventSink& sink) {
  (void)sink;
  mActive = ActiveUnit{};
  mCharge.reset();
  mFormation.reset();
  mPhase = Phase::Activation;
  mToAct = mSecondSide ? opponent(mFirst) : mFirst;
}

void WarlordsGame::startMeleePhase(EventSink& sink) {
  mPhase = Phase::Melee;
  mToAct = mFirst;
  mMelees = meleePairs();
  mMeleeNext = 0;
  mFoughtThisPhase.clear();
  mUnfoughtAtMeleeEnd.clear();
  Event e{EventKind::TurnEnded, Side::None};
  e.value = mTurn;
  if (sink.wantsText()) {
    e.text = "turn " + std::to_string(mTurn) + ": melee (" + std::to_string(mMelees.size()) +
             (mMelees.size() == 1 ? " melee)" : " melees)");
  }
  sink.emit(std::move(e));
}

void WarlordsGame::endTurn(EventSink& sink) {
  mUnfoughtAtMeleeEnd = unfoughtContacts();
  mMeleeEndTurn = mTurn;
  for (UnitState& u : mUnits) {
    u.charging = false;
    u.hitInFlankByHeavyCharge = false;
    // 1.7.5: a unit out of contact has left its melee; its next melee has a first round again.
    if (u.foughtMelee && (!u.active() || !inContact(u))) u.foughtMelee = false;
  }
  mMelees.clear();
  mMeleeNext = 0;
  Event e{EventKind::TurnEnded, mFirst};
  e.value = mTurn;
  if (sink.wantsText()) e.text = "turn " + std::to_string(mTurn) + " ends";
  sink.emit(std::move(e));
  if (mTurn >= mSetup->victory.turnLimit) {
    // An army broken in this last turn's melees has lost before night falls: the limit
    // decides only between armies still in the field.
    checkVictory(sink);
    if (mPhase == Phase::Over) return;
    const TurnLimitResult r = turnLimitResult();
    endGame(r.winner, Ending::TurnLimit, r.reason, sink);
    return;
  }
  ++mTurn;
  beginTurn(sink);
}

void WarlordsGame::advance(EventSink& sink) {
  for (int guard = 0; guard < 64; ++guard) {
    switch (mPhase) {
      case Phase::Over:
      case Phase::Initiative:
      case Phase::Reaction:
      case Phase::SupportFire:
      case Phase::Interrupt:
      case Phase::FollowUp: return;
      case Phase::Cunning:
        if (!mCunningDone[0]) {
          mToAct = Side::One;
          return;
        }
        if (!mCunningDone[1]) {
          mToAct = Side::Two;
          return;
        }
        beginTurn(sink);
        continue;
      case Phase::Orders: {
        if (mActive.unit == kNoUnit || !unit(mActive.unit).active()) {
          finishActivation(sink);
          continue;
        }
        return;
      }
      case Phase::Activation:
        if (sideHasUnitsToActivate(mToAct)) return;
        if (!mSecondSide) {
          mSecondSide = true;
          mToAct = opponent(mFirst);
          continue;
        }
        startMeleePhase(sink);
        continue;
      case Phase::Melee: {
        while (mMeleeNext < mMelees.size()) {
          const MeleePair& m = mMelees[mMeleeNext];
          if (unit(m.a).active() && unit(m.b).active() && contactBetween(unit(m.a), unit(m.b))) return;
          ++mMeleeNext;
        }
        // Contacts made during the melee phase (Berserk charges) are fought too, once.
        std::vector<MeleePair> more;
        for (const MeleePair& m : meleePairs()) {
          const bool fought = std::find(mFoughtThisPhase.begin(), mFoughtThisPhase.end(), m.a) != mFoughtThisPhase.end() ||
                              std::find(mFoughtThisPhase.begin(), mFoughtThisPhase.end(), m.b) != mFoughtThisPhase.end();
          if (!fought) more.push_back(m);
        }
        if (!more.empty()) {
          mMelees = more;
          mMeleeNext = 0;
          return;
        }
        endTurn(sink);
        continue;
      }
    }
  }
}

bool WarlordsGame::armyBroken(Side s) const {
  int total = 0, lost = 0;
  for (const UnitState& u : mUnits) {
    if (u.side != s) continue;
    ++total;
    if (!u.active() || u.morale == Morale::Broken) ++lost;
  }
  return total > 0 && lost * 100 >= mSetup->victory.armyBreakPercent * total;
}

int WarlordsGame::strengthPermille(Side s) const {
  // Reconstructed (the text sets no victory conditions): what of the army is still in the
  // fight, counted in quarter stands. A Broken or departed unit counts nothing; each casualty
  // figure, the unit's growing unease (1.7.6) and a step nearer its morale failing (2.2.1),
  // takes half a stand from it; a Worn unit, which may no longer charge, counts half.
  int total = 0, left = 0;
  for (const UnitState& u : mUnits) {
    if (u.side != s) continue;
    total += 4 * u.initialStands;
    if (!u.active() || u.morale == Morale::Broken) continue;
    int q = std::max(0, 4 * u.standCount() - 2 * u.casualties);
    if (u.morale == Morale::Worn) q /= 2;
    left += q;
  }
  return total > 0 ? left * 1000 / total : 0;
}

Side WarlordsGame::turnLimitFavours(int marginPermille) const {
  const Victory& v = mSetup->victory;
  switch (v.atTurnLimit) {
    case TurnLimitOutcome::Draw: return Side::None;
    // The battle is decided by breaking an army before the limit; an army still unbroken
    // then (endTurn has checkVictory end any other game first) holds the field.
    case TurnLimitOutcome::Holder: return v.holder;
    case TurnLimitOutcome::Strength: break;
  }
  const int one = strengthPermille(Side::One);
  const int two = strengthPermille(Side::Two);
  if (one > two + marginPermille) return Side::One;
  if (two > one + marginPermille) return Side::Two;
  return Side::None;
}

WarlordsGame::TurnLimitResult WarlordsGame::turnLimitResult() const {
  const Side w = turnLimitFavours();
  const std::string name = w == Side::None ? "" : mSetup->sideNames[static_cast<std::size_t>(sideIndex(w))];
  switch (mSetup->victory.atTurnLimit) {
    case TurnLimitOutcome::Draw: return {Side::None, "turn limit reached: a draw"};
    case TurnLimitOutcome::Holder: return {w, "turn limit reached: the field is still held by " + name};
    case TurnLimitOutcome::Strength: break;
  }
  if (w == Side::None) return {Side::None, "turn limit reached with equal strength: a draw"};
  const int mine = strengthPermille(w);
  const int theirs = strengthPermille(opponent(w));
  // Side names are mostly plural ("The Scots"), some singular ("The Baron's host"): the
  // sentence is built so that it reads right with either.
  return {w, "turn limit reached with more of the army still in the fight: " + name + " (" +
                 std::to_string(mine / 10) + "% against " + std::to_string(theirs / 10) + "%)"};
}

void WarlordsGame::checkVictory(EventSink& sink) {
  if (mPhase == Phase::Over) return;
  // Reconstructed (the text sets no victory conditions): an army breaks when half its units
  // are Broken or gone, or when a personality the scenario names as decisive is killed or
  // captured.
  std::array<bool, 2> broken{armyBroken(Side::One) || mDecisiveLoss[0], armyBroken(Side::Two) || mDecisiveLoss[1]};
  if (!broken[0] && !broken[1]) return;
  auto leaderLost = [&](int i) {
    return mDecisiveLoss[static_cast<std::size_t>(i)] && !armyBroken(i == 0 ? Side::One : Side::Two);
  };
  if (broken[0] && broken[1]) {
    endGame(Side::None, Ending::ArmyBroken, "both armies break at once: a draw", sink);
    return;
  }
  const int loser = broken[0] ? 0 : 1;
  const Side winner = loser == 0 ? Side::Two : Side::One;
  const bool leader = leaderLost(loser);
  endGame(winner, leader ? Ending::LeaderLost : Ending::ArmyBroken,
          "the army of " + mSetup->sideNames[static_cast<std::size_t>(loser)] +
              (leader ? " has lost its leader" : " is broken") + ": victory to " +
              mSetup->sideNames[static_cast<std::size_t>(1 - loser)],
          sink);
}

void WarlordsGame::endGame(Side winner, Ending ending, std::string reason, EventSink& sink) {
  mPhase = Phase::Over;
  mResult.over = true;
  mResult.winner = winner;
  mResult.ending = ending;
  mResult.reason = theWithinSentences(reason);
  mActive = ActiveUnit{};
  mCharge.reset();
  mFormation.reset();
  mFollowUp.reset();
  Event e{EventKind::GameOver, winner};
  e.value = mTurn;
  e.text = std::move(reason);
  sink.emit(std::move(e));
}

}  // namespace sandtable::rules::warlords
