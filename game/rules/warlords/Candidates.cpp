// The representative candidate actions a Warlords match offers on the measured table: every
// discrete choice (activations, charges, shots, reactions, formations) and a handful of
// moves and wheels toward the enemy. check() is the authority on any other action.
#include <algorithm>
#include <cstdlib>

#include "Formation.h"
#include "BlockMath.h"
#include "WarlordsGame.h"

namespace sandtable::rules::warlords {

namespace {
constexpr int kPavisesFlag = 10000;
}  // namespace

using namespace blockmath;

void WarlordsGame::pushIfLegal(const Action& a, std::vector<Action>& out) const {
  if (std::find(out.begin(), out.end(), a) != out.end()) return;
  if (check(a)) out.push_back(a);
}

void WarlordsGame::legalActions(std::vector<Action>& out) const {
  out.clear();
  switch (mPhase) {
    case Phase::Over: return;
    case Phase::Initiative: out.push_back({ActionKind::RollInitiative}); return;
    case Phase::Cunning:
      for (const UnitState& x : mUnits) {
        for (const UnitState& y : mUnits) {
          if (x.id < y.id && x.side == mToAct) pushIfLegal({ActionKind::SwapUnits, x.id, y.id}, out);
        }
      }
      out.push_back({ActionKind::Pass});
      return;
    case Phase::Activation:
      for (const UnitState& u : mUnits) {
        if (u.side == mToAct && u.active() && !u.activated) out.push_back({ActionKind::ActivateUnit, u.id});
      }
      return;
    case Phase::Orders: orderCandidates(unit(mActive.unit), out); return;
    case Phase::Reaction: {
      const UnitId t = mCharge->target;
      const UnitId c = mCharge->charger;
      pushIfLegal({ActionKind::CounterCharge, t, c}, out);
      pushIfLegal({ActionKind::Evade, t, c}, out);
      for (ShotStyle s : {ShotStyle::Massed, ShotStyle::Skirmishing}) {
        Action a{ActionKind::Shoot, t, c};
        a.option = static_cast<int>(s);
        pushIfLegal(a, out);
      }
      out.push_back({ActionKind::HoldGround, t});
      return;
    }
    case Phase::SupportFire:
      for (const UnitState& u : mUnits) {
        if (u.side != mToAct) continue;
        for (ShotStyle s : {ShotStyle::Massed, ShotStyle::Skirmishing}) {
          Action a{ActionKind::Shoot, u.id, mCharge->charger};
          a.option = static_cast<int>(s);
          pushIfLegal(a, out);
        }
      }
      out.push_back({ActionKind::Pass});
      return;
    case Phase::Interrupt:
      for (const UnitState& u : mUnits) {
        if (u.side == mToAct) pushIfLegal({ActionKind::Charge, u.id, mFormation->unit}, out);
      }
      out.push_back({ActionKind::Pass});
      return;
    case Phase::Melee: out.push_back({ActionKind::ResolveMelee}); return;
    case Phase::FollowUp: {
      Action follow{ActionKind::FollowUp, mFollowUp->winner};
      follow.option = 1;
      out.push_back(follow);
      pushIfLegal({ActionKind::FollowUp, mFollowUp->winner}, out);
      return;
    }
  }
}

void WarlordsGame::orderCandidates(const UnitState& u, std::vector<Action>& out) const {
  const UnitId id = u.id;
  if (mActive.aggressiveCharge) {
    for (const UnitState& t : mUnits) {
      if (t.side != u.side && t.active()) pushIfLegal({ActionKind::Charge, id, t.id}, out);
    }
    out.push_back({ActionKind::EndActivation, id});
    return;
  }
  if (!mActive.success) {
    pushIfLegal({ActionKind::Halt, id}, out);
    if (const UnitState* e = nearestEnemy(u, false)) {
      Action h{ActionKind::Halt, id};  // the random move spent wheeling toward the enemy (2.4.9)
      h.facing = normalizeAngle(bearing(u.pose.front, block(*e).centre));
      if (std::abs(angleDifference(u.pose.facing, *h.facing)) > degrees(10)) pushIfLegal(h, out);
    }
    out.push_back({ActionKind::EndActivation, id});
    return;
  }
  if (mActive.brokenChoice) {
    pushIfLegal({ActionKind::Halt, id}, out);
    if (!mActive.orderDone) {
      const Length d = clearAdvance(u, u.pose.facing, moveAllowance(u, u.pose, u.pose), true);
      if (d > kTolerance) {
        Action m{ActionKind::Move, id};
        m.point = u.pose.front + heading(u.pose.facing, d);
        m.facing = u.pose.facing;
        pushIfLegal(m, out);
      }
    }
    if (mActive.brokenHalted) {
      if (const UnitState* e = nearestEnemy(u, false)) {
        Action w{ActionKind::Wheel, id};
        w.facing = normalizeAngle(bearing(u.pose.front, block(*e).centre));
        pushIfLegal(w, out);
      }
    }
    out.push_back({ActionKind::EndActivation, id});
    return;
  }
  const bool afterHalt = mActive.haltedBySuccess && profile(u).drilled() && !mActive.afterHaltUsed;
  if (!mActive.orderDone || afterHalt) {
    if (!mActive.orderDone) {
      for (const UnitState& t : mUnits) {
        if (t.side != u.side && t.active()) pushIfLegal({ActionKind::Charge, id, t.id}, out);
      }
      moveCandidates(u, out);
      pushIfLegal({ActionKind::Halt, id}, out);
      pushIfLegal({ActionKind::AddChampion, id}, out);
      if (inContact(u)) {
        const int move = moveSpans(u);
        for (int spans : {0, 1, std::max(1, move / 2), move}) {
          Action b{ActionKind::BreakOff, id};
          b.option = spans;
          pushIfLegal(b, out);
        }
      }
    }
    if (u.motion == Motion::Stopped) {
      if (const UnitState* e = nearestEnemy(u, false)) {
        const Angle toward = normalizeAngle(bearing(u.pose.front, block(*e).centre));
        for (Angle f : {toward, normalizeAngle(u.pose.facing + degrees(45)), normalizeAngle(u.pose.facing - degrees(45))}) {
          Action w{ActionKind::Wheel, id};
          w.facing = f;
          pushIfLegal(w, out);
        }
      }
      formationCandidates(u, out);
    }
  }
  if (!mActive.shot) {
    for (const UnitState& t : mUnits) {
      if (t.side == u.side || !t.active()) continue;
      for (ShotStyle s : {ShotStyle::Massed, ShotStyle::Skirmishing}) {
        Action a{ActionKind::Shoot, id, t.id};
        a.option = static_cast<int>(s);
        pushIfLegal(a, out);
      }
    }
  }
  out.push_back({ActionKind::EndActivation, id});
}

void WarlordsGame::moveCandidates(const UnitState& u, std::vector<Action>& out) const {
  if (!u.formed || u.formation == FormationKind::Hedgehog || inContact(u)) return;
  const Length allowance = moveAllowance(u, u.pose, u.pose);
  if (allowance <= 0) return;
  auto push = [&](Point p, Angle f) {
    Action m{ActionKind::Move, u.id};
    m.point = p;
    m.facing = normalizeAngle(f);
    pushIfLegal(m, out);
  };
  const Angle oblique = degrees(tables().movement.obliqueDegrees);
  std::vector<Angle> dirs{u.pose.facing, normalizeAngle(u.pose.facing + oblique), normalizeAngle(u.pose.facing - oblique)};
  const UnitState* enemy = nearestEnemy(u, false);
  if (enemy) {
    const Angle off = std::clamp(angleDifference(u.pose.facing, bearing(u.pose.front, block(*enemy).centre)), -oblique, oblique);
    dirs.push_back(normalizeAngle(u.pose.facing + off));
  }
  if (troop(u).skirmisher) dirs.push_back(normalizeAngle(u.pose.facing + kHalfTurn));
  for (auto it = dirs.begin(); it != dirs.end(); ++it) {
    const Angle dir = *it;
    // The way to the enemy is often straight ahead or a full oblique: a direction tried
    // already would only offer the same moves again.
    if (std::find(dirs.begin(), it, dir) != it) continue;
    const Length d = clearAdvance(u, dir, allowance, true);
    if (d <= kTolerance) continue;
    push(u.pose.front + heading(dir, d), u.pose.facing);
    if (d / 2 >= span() / 2) push(u.pose.front + heading(dir, d / 2), u.pose.facing);
  }
  if (enemy && mayWheelWhileMoving(u)) {
    // Wheel to face the nearest enemy, then go on toward it with what is left.
    const Angle face = normalizeAngle(bearing(u.pose.front, block(*enemy).centre));
    const Angle turn = angleDifference(u.pose.facing, face);
    if (std::abs(turn) > degrees(5)) {
      UnitState after = u;
      after.pose = wheeled(u, u.pose, face);
      const Length left = allowance - wheelCost(u, turn);
      if (left >= 0) {
        const Length d = left > 0 ? clearAdvance(after, face, left, true) : 0;
        push(after.pose.front + heading(face, d), face);
        if (d > 0) push(after.pose.front, face);
      }
    }
  }
}

void WarlordsGame::formationCandidates(const UnitState& u, std::vector<Action>& out) const {
  const int n = u.standCount();
  const UnitProfile& p = profile(u);
  auto push = [&](FormationKind f, int ranks, std::optional<Angle> facing, bool pavises) {
    Action a{ActionKind::ChangeFormation, u.id};
    a.option = formationCode(f, naturalRanks(f, n, ranks)) + (pavises ? kPavisesFlag : 0);
    a.facing = facing;
    pushIfLegal(a, out);
  };
  push(u.formation, u.ranks, std::nullopt, false);  // dress ranks when Unformed
  const int rows = static_cast<int>(widths(u).size());
  for (int r : {rows - 1, rows + 1, 1, 2, 3}) {
    if (r >= 1 && r <= n) push(FormationKind::Line, r, std::nullopt, false);
  }
  if (p.shieldwall) {
    push(FormationKind::Shieldwall, 2, std::nullopt, false);
    push(FormationKind::Shieldwall, 1, std::nullopt, false);
  }
  if (p.wedge) push(FormationKind::Wedge, 0, std::nullopt, false);
  if (p.hedgehog) push(FormationKind::Hedgehog, std::max(2, rows), std::nullopt, false);
  push(FormationKind::MarchColumn, n, std::nullopt, false);
  if (p.pavisiers && !u.pavisesLost) push(u.formation, u.ranks, std::nullopt, true);
  if (p.drilled() && troop(u).kind == TroopKind::Pike) {
    if (const UnitState* e = nearestEnemy(u, false)) {
      const Angle toward = normalizeAngle(bearing(u.pose.front, block(*e).centre));
      if (std::abs(angleDifference(u.pose.facing, toward)) > degrees(30)) push(u.formation, u.ranks, toward, false);
    }
  }
}

}  // namespace sandtable::rules::warlords
