// 000 Melee Combat, Breakthroughs: 'If an enemy unit is removed from play, friendly units that
// were in contact with that unit are considered to have made a Breakthrough. Even though it is
// the Combat Phase, they can immediately attempt any of the Actions normally conducted in the
// Action Phase (including Movement).'
//   A unit removed during the combats gives the Acting Player's units their Breakthrough at
// once, between combats; the Break Checks fall when the Acting Player ends the combats, and
// the units their routs free (and any freed earlier) then act: the Acting Player's first, then
// the Reacting Player's (docs/rules/roberts.md "Fighting on the table").
#include "RobertsGame.h"
#include "core/Wording.h"

namespace sandtable::rules::roberts {

std::vector<UnitId> RobertsGame::markBreakthroughs(UnitId gone) {
  std::vector<UnitId> out;
  if (mPlay.clock.phase() != Phase::Combat) return out;
  const UnitState& g = mTable.unit(gone);
  if (g.stands <= 0) return out;
  for (const UnitState& u : mTable.units()) {
    if (!u.active() || u.id == gone || mTable.sideOf(u.id) == mTable.sideOf(gone)) continue;
    const auto i = static_cast<std::size_t>(u.id);
    if (mBattle.breakthrough.at(i) || !mTable.inContact(u, g)) continue;
    mBattle.breakthrough[i] = true;
    out.push_back(u.id);
  }
  return out;
}

void RobertsGame::announceBreakthroughs(const std::vector<UnitId>& units, UnitId gone,
                                        EventSink& sink) {
  for (UnitId id : units) {
    Event e{EventKind::UnitActivated, mTable.sideOf(id), id};
    e.other = gone;
    e.from = e.to = mTable.unit(id).pose.front;
    if (sink.wantsText())
      e.text = subjectVerb(mTable.label(id), "makes") +
               " a Breakthrough, free to take Action Phase Actions now (000 Melee Combat)";
    sink.emit(std::move(e));
  }
}

bool RobertsGame::hasBreakthrough(Side side) const {
  for (const UnitState& u : mTable.units()) {
    if (u.active() && mTable.sideOf(u.id) == side &&
        mBattle.breakthrough[static_cast<std::size_t>(u.id)] &&
        !mPlay.ledger.hasFailed(Roller{u.id, RollerKind::Unit, 0}))
      return true;
  }
  return false;
}

Side RobertsGame::sideToAct() const {
  if (mBattle.pendingPursuit.open()) return mTable.sideOf(mBattle.pendingPursuit.winner);
  if (mPlay.clock.phase() == Phase::Combat && mBattle.combatStep == 2)
    return opponent(mPlay.clock.acting());
  return mPlay.clock.phasePlayer();
}

bool RobertsGame::combatsEnd(Dice& dice, EventSink& sink) {
  if (mBattle.combatStep == 0) {
    breakChecks(dice, sink);
    mBattle.combatStep = 1;
    updateResult(false, sink);
    if (mResult.over || hasBreakthrough(mPlay.clock.acting())) return false;
  }
  if (mBattle.combatStep == 1) {
    mBattle.combatStep = 2;
    if (hasBreakthrough(opponent(mPlay.clock.acting()))) return false;
  }
  return true;
}

void RobertsGame::breakthroughCandidates(std::vector<Action>& out) const {
  const Side side = sideToAct();
  if (mPlay.clock.phase() != Phase::Combat ||
      (side == mPlay.clock.acting()) != (mBattle.combatStep != 2))
    return;
  for (const UnitState& u : mTable.units()) {
    if (!u.active() || mTable.sideOf(u.id) != side ||
        !mBattle.breakthrough[static_cast<std::size_t>(u.id)])
      continue;
    if (mPlay.ledger.hasFailed(Roller{u.id, RollerKind::Unit, 0})) continue;
    moveCandidates(u, out);
    if (u.moving) pushIfLegal(Action{rules::ActionKind::Halt, u.id}, out);
    facingAndFormationCandidates(u, out);
  }
}

}  // namespace sandtable::rules::roberts
