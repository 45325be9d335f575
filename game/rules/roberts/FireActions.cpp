// 000 Missile Fire as the match plays it: the Reacting Player's fire in the Reaction Phase and
// the Acting Player's in the Assault Phase, a unit at one enemy unit (one roll) or column by
// column at several (a roll each); then each eligible stand's attacks, stand by stand, each
// Disrupting its target stand on 7 and hitting its unit on 11; the hits land once the volley
// is done; every attack of the Action is made against the targets as they stood when it began.
// A skirmisher may ask its fellows to fire with it as a fire group: each rolls its own Missile
// Fire Action, and those that succeed (linked to it within the spacing, up to four) make one
// attack at its target stand with their MAVs added.
#include <algorithm>

#include "Combatants.h"
#include "FireGroups.h"
#include "FirePhase.h"
#include "MissileFire.h"
#include "RobertsGame.h"
#include "Skirmishers.h"
#include "core/Wording.h"
#include "measured/Contact.h"

namespace sandtable::rules::roberts {

bool isFireGroup(const Action& a) { return a.option % kGeneralsFreeAction == kFireGroupOption; }

int fireColumnOf(const Action& a) {
  const int c = a.option % kGeneralsFreeAction;
  return c > 0 && c < kFireGroupOption ? c - 1 : kWholeUnit;
}

std::vector<UnitId> RobertsGame::fireGroupPartners(UnitId leader, UnitId target, int stand) const {
  const MissileRule& rule = mTable.tables().combat.missile;
  const Length spacing = mTable.inches(rule.fireGroupSpacingInches);
  // No member of a chain of the group's size lies further off than this from the leader.
  const UnitSetup& ls = mTable.setupOf(leader);
  const Length reach =
      (spacing + std::max(ls.standWidth, ls.standDepth)) * std::max(1, rule.fireGroupMax - 1);
  const UnitState& l = mTable.unit(leader);
  std::vector<UnitId> able;
  for (const UnitState& o : mTable.units()) {
    if (!o.active() || o.id == leader || mTable.sideOf(o.id) != mTable.sideOf(leader)) continue;
    if (!isSkirmisher(mTable, o.id) || mBattle.fired(o.id, 0)) continue;
    if (mPlay.ledger.hasFailed(Roller{o.id, RollerKind::Unit, 0})) continue;
    if (mTable.gapBetween(l, o) > reach) continue;
    // A stand in contact with the enemy cannot fire (skirmishers carry no slow weapon).
    if (std::any_of(mTable.units().begin(), mTable.units().end(), [&](const UnitState& e) {
          return e.active() && mTable.sideOf(e.id) != mTable.sideOf(o.id) && mTable.inContact(o, e);
        }))
      continue;
    if (canAttackStand(mTable, o.id, target, stand, leader)) able.push_back(o.id);
  }
  // Grown from the leader: each time the nearest able skirmisher within the spacing of a member.
  std::vector<UnitId> group{leader};
  std::vector<UnitId> partners;
  while (static_cast<int>(group.size()) < rule.fireGroupMax) {
    UnitId best = kNoUnit;
    Length bestGap = 0;
    for (UnitId c : able) {
      if (std::find(group.begin(), group.end(), c) != group.end()) continue;
      for (UnitId m : group) {
        const Length g = mTable.gapBetween(mTable.unit(c), mTable.unit(m));
        if (g > spacing + measured::kTolerance) continue;
        if (best == kNoUnit || g < bestGap) {
          best = c;
          bestGap = g;
        }
      }
    }
    if (best == kNoUnit) break;
    group.push_back(best);
    partners.push_back(best);
  }
  return partners;
}

Verdict RobertsGame::checkFire(const Action& a) const {
  if (isFireGroup(a)) {
    if (!isSkirmisher(mTable, a.unit))
      return Verdict::no("only skirmishers fire as a fire group (000 Missile Fire)");
    const FirePlan plan = planFire(mTable, mBattle, a.unit, a.target, kWholeUnit, halfTurnCount());
    if (!plan.verdict) return plan.verdict;
    if (fireGroupPartners(a.unit, a.target, plan.attacks.front().target).empty())
      return Verdict::no(
          "no other skirmisher yet to fire is within 1\" and able to attack the same stand (000 "
          "Missile Fire)");
    return Verdict::ok();
  }
  const int column = fireColumnOf(a);
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
      if (isSkirmisher(mTable, u.id)) {
        shoot.option = kFireGroupOption;
        pushIfLegal(shoot, out);
      }
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

std::vector<UnitId> RobertsGame::fireGroupOf(const Action& a, int stand, Dice& dice,
                                             EventSink& sink) {
  const Tables& t = mTable.tables();
  std::vector<UnitId> members{a.unit};
  for (UnitId p : fireGroupPartners(a.unit, a.target, stand)) {
    // "When Skirmishers succeed individually at a Missile Fire Action Roll, they can then
    // combine": each partner's own Action, automatic for the Unformed in the Reaction Phase.
    AttemptRequest q;
    q.roller = Roller{p, RollerKind::Unit, 0};
    q.kind = ActionKind::MissileFire;
    q.phasePlayer = true;
    const Actor actor = mTable.actorOf(mTable.unit(p));
    if (!checkAttempt(t, mPlay.ledger, actor, q)) continue;
    const Attempt at = attempt(t, mPlay.ledger, actor, q, dice);
    if (at.roll) {
      emitRoll(p, a.target, *at.roll, sink, mTable.label(p) + ", to join the fire group");
    }
    if (at.success) members.push_back(p);
  }
  // Only those linked to the leader by members that succeeded fire with it.
  std::vector<Rect> rects;
  for (UnitId m : members) rects.push_back(mTable.block(mTable.unit(m)));
  const std::vector<std::vector<int>> groups =
      spacingGroups(rects, mTable.inches(t.combat.missile.fireGroupSpacingInches));
  std::vector<UnitId> group;
  for (const std::vector<int>& g : groups) {
    if (g.front() != 0) continue;
    for (int i : g) group.push_back(members[static_cast<std::size_t>(i)]);
  }
  return group;
}

void RobertsGame::fire(const Action& a, Dice& dice, EventSink& sink) {
  const Tables& t = mTable.tables();
  const int half = halfTurnCount();
  FirePlan plan = planFire(mTable, mBattle, a.unit, a.target, fireColumnOf(a), half);
  const UnitState& firer = mTable.unit(a.unit);
  UnitState& target = mTable.unit(a.target);
  const Side side = mTable.sideOf(a.unit);
  // A fire group: one attack at the leader's target stand with the members' MAVs added.
  std::vector<UnitId> group{a.unit};
  std::optional<int> groupMav;
  if (isFireGroup(a) && !plan.attacks.empty()) {
    group = fireGroupOf(a, plan.attacks.front().target, dice, sink);
    if (group.size() > 1) {
      std::vector<int> mavs;
      for (UnitId m : group) mavs.push_back(fighterOfStand(mTable, mTable.unit(m), 0).mav);
      groupMav = fireGroupMav(t, mavs);
      plan.attacks.resize(1);
      plan.attacks.front().attacks = 1;
    }
  }
  for (UnitId m : group) {
    if (m == a.unit) continue;
    mBattle.firedThisPhase.at(static_cast<std::size_t>(m)).at(0) = true;
    mBattle.lastFiredHalfTurn.at(static_cast<std::size_t>(m)) = half;
  }
  // The attacks of one Missile Fire Action are made against the targets as they stood when it
  // began (roberts.yaml missile_fire): a stand Disrupted by the first is not easier for the next.
  const UnitState targetBefore = target;
  int hits = 0;
  int disrupted = 0;
  for (const FireAttack& fa : plan.attacks) {
    mBattle.firedThisPhase.at(static_cast<std::size_t>(a.unit))
        .at(static_cast<std::size_t>(fa.shooter)) = true;
    for (int i = 0; i < fa.attacks; ++i) {
      Fighter shooter = fighterOfStand(mTable, firer, fa.shooter);
      if (groupMav) shooter.mav = *groupMav;
      const Fighter aimedAt = fighterOfStand(mTable, targetBefore, fa.target);
      const MissileAttack m = rollMissileAttack(t, shooter, aimedAt, dice);
      const std::string by =
          groupMav ? "a fire group of " + std::to_string(group.size()) + " skirmishers (MAV " +
                         std::to_string(*groupMav) + ") with " + mTable.label(a.unit)
                   : mTable.label(a.unit) + " stand " + std::to_string(fa.shooter + 1);
      emitRoll(a.unit, a.target, m.roll, sink,
               by + " at " + mTable.label(a.target) + " stand " + std::to_string(fa.target + 1));
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
    shot.text = mTable.label(a.unit) +
                (group.size() > 1 ? " and " + std::to_string(group.size() - 1) + " more" : "") +
                " " +
                (group.size() > 1 ? std::string("fire") : agreeing(mTable.label(a.unit), "fires")) +
                " at " + mTable.label(a.target) + ": " + plural(disrupted, "stand") +
                " Disrupted, " + plural(hits, "hit");
  sink.emit(std::move(shot));
  if (hits > 0) landHits(a.target, hits, a.unit, dice, sink);
}

}  // namespace sandtable::rules::roberts
