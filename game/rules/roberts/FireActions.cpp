// 000 Missile Fire as the match plays it: the Reacting Player's fire in the Reaction Phase and
// the Acting Player's in the Assault Phase, a unit at one enemy unit (one roll) or column by
// column at several (a roll each); then each eligible stand's attacks, stand by stand, each
// Disrupting its target stand on 7 and hitting its unit on 11; the hits land once the volley
// is done; every attack of the Action is made against the targets as they stood when it began.
#include <algorithm>

#include "Combatants.h"
#include "FirePhase.h"
#include "MissileFire.h"
#include "RobertsGame.h"

namespace sandtable::rules::roberts {

namespace {

int columnOf(const Action& a) {
  const int c = a.option % kGeneralsFreeAction;
  return c > 0 ? c - 1 : kWholeUnit;
}

}  // namespace

Verdict RobertsGame::checkFire(const Action& a) const {
  const int column = columnOf(a);
  const std::vector<TableStand> stands = standsOf(tableUnitOf(mTable, mTable.unit(a.unit)));
  if (column != kWholeUnit) {
    if (std::none_of(stands.begin(), stands.end(),
                     [&](const TableStand& s) { return s.column == column; }))
      return Verdict::no("the unit has no column " + std::to_string(column));
  } else {
    // A unit that has fired column by column goes on column by column.
    for (int s = 0; s < static_cast<int>(stands.size()); ++s) {
      if (mBattle.fired(a.unit, s))
        return Verdict::no(
            "part of the unit has fired: its other columns fire each with its own Action Roll "
            "(000 Missile Fire)");
    }
  }
  return planFire(mTable, mBattle, a.unit, a.target, column, halfTurnCount()).verdict;
}

void RobertsGame::fireCandidates(std::vector<Action>& out) const {
  for (const UnitState& u : mTable.units()) {
    if (!u.active() || mTable.sideOf(u.id) != mPlay.clock.phasePlayer()) continue;
    if (mTable.tables().missile(lineOf(mTable, u.id).missile) == nullptr) continue;
    if (mPlay.ledger.hasFailed(Roller{u.id, RollerKind::Unit, 0})) continue;
    std::vector<UnitId> targets;
    for (const UnitState& e : mTable.units()) {
      if (!e.active() || mTable.sideOf(e.id) == mTable.sideOf(u.id)) continue;
      Action shoot{rules::ActionKind::Shoot, u.id, e.id};
      if (!check(shoot)) continue;
      out.push_back(shoot);
      targets.push_back(e.id);
    }
    // Several targets in reach: each column may fire at its own, rolling apart.
    if (targets.size() < 2) continue;
    for (UnitId e : targets) {
      for (int c = 0; c < tableUnitOf(mTable, u).shape.files; ++c) {
        Action shoot{rules::ActionKind::Shoot, u.id, e};
        shoot.option = c + 1;
        pushIfLegal(shoot, out);
      }
    }
  }
}

void RobertsGame::fire(const Action& a, Dice& dice, EventSink& sink) {
  const Tables& t = mTable.tables();
  const int half = halfTurnCount();
  const FirePlan plan = planFire(mTable, mBattle, a.unit, a.target, columnOf(a), half);
  const UnitState& firer = mTable.unit(a.unit);
  UnitState& target = mTable.unit(a.target);
  const Side side = mTable.sideOf(a.unit);
  // The attacks of one Missile Fire Action are made against the targets as they stood when it
  // began (roberts.yaml missile_fire): a stand Disrupted by the first is not easier for the next.
  const UnitState targetBefore = target;
  int hits = 0;
  int disrupted = 0;
  for (const FireAttack& fa : plan.attacks) {
    mBattle.firedThisPhase.at(static_cast<std::size_t>(a.unit))
        .at(static_cast<std::size_t>(fa.shooter)) = true;
    for (int i = 0; i < fa.attacks; ++i) {
      const Fighter shooter = fighterOfStand(mTable, firer, fa.shooter);
      const Fighter aimedAt = fighterOfStand(mTable, targetBefore, fa.target);
      const MissileAttack m = rollMissileAttack(t, shooter, aimedAt, dice);
      Event roll{EventKind::DiceRolled, side, a.unit};
      roll.other = a.target;
      roll.value = m.roll.total;
      if (sink.wantsText())
        roll.text = "stand " + std::to_string(fa.shooter + 1) + " at stand " +
                    std::to_string(fa.target + 1) + ": " + m.roll.text() +
                    (m.result.hits > 0   ? ", Disrupted and a hit"
                     : m.result.disrupts ? ", Disrupted"
                                         : ", no effect");
      roll.roll = m.roll;
      sink.emit(std::move(roll));
      if (m.result.disrupts) {
        auto slot = target.disrupted.at(static_cast<std::size_t>(fa.target));
        if (!slot) ++disrupted;
        slot = true;
      }
      hits += m.result.hits;
    }
  }
  mBattle.lastFiredHalfTurn.at(static_cast<std::size_t>(a.unit)) = half;
  Event shot{EventKind::ShotFired, side, a.unit};
  shot.other = a.target;
  shot.from = firer.pose.front;
  shot.to = target.pose.front;
  shot.value = hits;
  if (sink.wantsText())
    shot.text = mTable.label(a.unit) + " fires at " + mTable.label(a.target) + ": " +
                std::to_string(disrupted) + " stands Disrupted, " + std::to_string(hits) +
                (hits == 1 ? " hit" : " hits");
  sink.emit(std::move(shot));
  if (hits > 0) landHits(a.target, hits, a.unit, dice, sink);
}

}  // namespace sandtable::rules::roberts
