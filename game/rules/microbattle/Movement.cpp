// 003 Movement: orthogonal steps, 1-2 / 2-3 allowances, rough ground, and retreats.
#include <algorithm>

#include "ActionShape.h"
#include "MicroBattleGame.h"
#include "core/Wording.h"

namespace sandtable::rules::microbattle {

bool MicroBattleGame::canEnter(const UnitState& u, Square s) const {
  return mSetup->grid.contains(s) && !terrainOf(s).impassable.matches(*u.type);
}

int MicroBattleGame::nearestEnemyDistance(const UnitState& u, Square from) const {
  int best = 1 << 20;
  for (const UnitState& e : mUnits) {
    if (e.side != u.side && e.status == UnitStatus::Active) best = std::min(best, manhattan(from, e.at));
  }
  return best;
}

const char* MicroBattleGame::checkMove(const Action& a) const {
  if (mPhase != Phase::Actions) return "units move only during their side's actions, after the activation roll";
  if (const char* p = extraFields(a, true, false, true)) return p;
  if (!a.square) return "a move needs a destination square";
  if (const char* p = actorProblem(a.unit)) return p;
  const UnitState& u = unit(a.unit);
  if (u.id == mActive && mMovesLeft == 0) return "the unit has used its movement allowance (003 Movement)";
  if (manhattan(u.at, *a.square) != 1) return "units move one square at a time and only orthogonally (003 Movement)";
  if (!mSetup->grid.contains(*a.square)) return "that square is off the battlefield";
  if (unitAt(*a.square)) return "that square is occupied";
  if (!canEnter(u, *a.square)) return "that terrain is impassable to this unit";
  return nullptr;
}

void MicroBattleGame::applyMove(const Action& a, Dice& dice, EventSink& sink) {
  startActivation(a.unit, sink);
  UnitState& u = mUnits[static_cast<std::size_t>(a.unit)];
  const UnitType& type = *u.type;
  const Tables& t = tables();
  if (mMovesLeft < 0) {
    // First step of this activation: fix the allowance. "1-2" moves 2 on a 4+.
    int allowance = type.moveMin;
    if (type.moveMax > type.moveMin) {
      const int face = dice.roll(6);
      const bool far = face >= t.variableMoveTarget;
      allowance = far ? type.moveMax : type.moveMin;
      if (sink.wantsText()) {
        RollRecord r;
        r.rule = "003 Movement";
        r.purpose = "movement of " + label(u.id) + " (" + std::to_string(type.moveMin) + "-" +
                    std::to_string(type.moveMax) + ")";
        r.dice = "d6";
        r.faces = {face};
        r.base = r.total = face;
        r.test = "needs " + std::to_string(t.variableMoveTarget) + "+";
        r.outcome = "may move " + std::to_string(allowance) + (allowance == 1 ? " square" : " squares");
        sink.emit({EventKind::DiceRolled, u.side, u.id, kNoUnit, {}, {}, allowance, {}, r});
      }
    }
    if (t.options.roadMarch && nearestEnemyDistance(u, u.at) > t.options.roadMarchMinDistance) {
      allowance *= 2;
      mRoadMarch = true;
      Event e{EventKind::UnitActivated, u.side, u.id};
      e.value = allowance;
      if (sink.wantsText()) {
        e.text = subjectVerb(label(u.id), "marches") +
                 " on the road: " + std::to_string(allowance) +
                 " squares, no attack this activation (variant: road march)";
      }
      sink.emit(std::move(e));
    }
    mMovesLeft = allowance;
  }

  const Square dest = *a.square;
  const TerrainCard& here = terrainOf(u.at);
  const TerrainCard& there = terrainOf(dest);
  if (here.exitRollTarget > 0 && here.exitRollFor.matches(type) && here.ground != there.ground) {
    // 003 Movement in rough: heavy units must roll 4+ to exit.
    const int face = dice.roll(6);
    const bool out = face >= here.exitRollTarget;
    if (sink.wantsText()) {
      RollRecord r;
      r.rule = "003 Movement (rough)";
      r.purpose = subjectVerb(label(u.id), "tries") + " to leave " + here.id;
      r.dice = "d6";
      r.faces = {face};
      r.base = r.total = face;
      r.test = "needs " + std::to_string(here.exitRollTarget) + "+";
      r.outcome = out ? "gets out" : "stays stuck in the " + here.id;
      sink.emit({EventKind::DiceRolled, u.side, u.id, kNoUnit, {}, {}, 0, {}, r});
    }
    if (!out) {
      mMovesLeft = 0;
      Event e{EventKind::MoveBlocked, u.side, u.id};
      e.from = e.to = mSetup->grid.centre(u.at);
      if (sink.wantsText())
        e.text =
            subjectVerb(label(u.id), "fails") + " to leave the " + here.id + ", the move ended";
      sink.emit(std::move(e));
      return;
    }
  }

  Event e{EventKind::UnitMoved, u.side, u.id};
  e.from = mSetup->grid.centre(u.at);
  e.to = mSetup->grid.centre(dest);
  u.at = dest;
  --mMovesLeft;
  ++mMovedSteps;
  if (there.enterEndsMove.matches(type)) mMovesLeft = 0;
  e.value = mMovesLeft;
  if (sink.wantsText()) {
    e.text = subjectVerb(label(u.id), "moves") + " to (" + std::to_string(dest.col) + "," +
             std::to_string(dest.row) + ")";
    if (there.enterEndsMove.matches(type)) e.text += ", entering " + there.id + " ends the move";
  }
  sink.emit(std::move(e));
}

void MicroBattleGame::retreat(UnitState& u, Dice& dice, EventSink& sink) {
  // 003 Battle Results: move 1 space toward the baseline, diagonals allowed; rout if unable.
  const int dir = mSetup->baselineRow[sideIndex(u.side)] == 0 ? -1 : 1;
  const Square straight{u.at.col, u.at.row + dir};
  auto free = [&](Square s) { return canEnter(u, s) && !unitAt(s); };
  Square dest = straight;
  bool found = free(straight);
  if (!found) {
    int bestDistance = -1;
    for (int dc : {-1, 1}) {
      const Square s{u.at.col + dc, u.at.row + dir};
      if (!free(s)) continue;
      const int d = nearestEnemyDistance(u, s);
      if (d > bestDistance) {
        bestDistance = d;
        dest = s;
        found = true;
      }
    }
  }
  if (!found) {
    rout(u, "cannot retreat", dice, sink);
    return;
  }
  Event e{EventKind::UnitRetreated, u.side, u.id};
  e.from = mSetup->grid.centre(u.at);
  e.to = mSetup->grid.centre(dest);
  u.at = dest;
  if (sink.wantsText()) {
    e.text = subjectVerb(label(u.id), "retreats") + " to (" + std::to_string(dest.col) + "," +
             std::to_string(dest.row) + ")";
  }
  sink.emit(std::move(e));
}

}  // namespace sandtable::rules::microbattle
