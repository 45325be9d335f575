#include "MicroBattleReply.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include "rules/core/Dice.h"

namespace sandtable::ai::microbattle {

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;

namespace {

// The chance that a side rolling the higher of `dice` d6 may activate at least `k` units.
double activationsAtLeast(int k, int dice) { return 1.0 - std::pow((k - 1) / 6.0, dice); }

// The best attack `e` could make in its side's next turn, net of the counterattack it risks,
// from where it stands or after a move along squares it can really enter (charging if it moved
// into contact). A square it reaches only with the higher of a variable move counts half, as in
// normal's own reckoning of the enemy's threat.
double bestStrikeOf(const MicroBattleGame& g, const UnitState& e, const JudgeWeights& w) {
  double best = 0;  // it need not attack at all
  auto strikeFrom = [&](Square from, bool moved, double weight) {
    for (const UnitState& t : g.unitStates()) {
      if (t.side == e.side || t.status != UnitStatus::Active || !canAttackFrom(g, e, t, from))
        continue;
      const bool charging = moved && manhattan(e.at, t.at) > 1;
      best = std::max(best, weight * attackValue(g, e, t, from, charging, w));
    }
  };
  strikeFrom(e.at, false, 1.0);
  if (!e.type->artillery) {  // guns that move may not fire
    walkReachable(g, e, e.at, 0, e.type->moveMax, [&](Square s, int steps, Square) {
      if (steps > 0) strikeFrom(s, true, steps <= e.type->moveMin ? 1.0 : pFarMove(g));
    });
  }
  return best;
}

// The ways one attack can end, each as the dice that make it so and its chance. Only the ways
// that change the table are listed: a miss that draws no hit, or a hit the Def roll holds,
// leaves the table as it was. The dice follow the rules' order (the attack, the
// target's Def roll; on a melee miss the counterattack and the attacker's Def roll), and each
// ends with sixes so that an army morale test the loss brings is passed: losing the battle
// that way is already in the attack's own score.
struct Ending {
  double chance = 0;
  std::vector<int> dice;
};

// The faces of a Def roll that change the table, by what they do: failed (SHAKEN, or a rout
// for a SHAKEN unit) and failed with a retreat.
std::vector<std::pair<double, int>> failedDefence(const MicroBattleGame& g, const UnitType& t) {
  std::map<bool, std::pair<double, int>> byRetreat;  // retreats? -> (chance, a face)
  for (int f = 1; f <= 6; ++f) {
    if (f >= t.def) continue;
    auto& [chance, face] = byRetreat[f == g.tables().retreatOn];
    chance += 1.0 / 6.0;
    face = f;
  }
  std::vector<std::pair<double, int>> out;
  for (const auto& [retreats, cf] : byRetreat) out.push_back(cf);
  return out;
}

std::vector<Ending> attackEndings(const MicroBattleGame& g, const Action& a) {
  const UnitState& u = g.unit(a.unit);
  const UnitState& t = g.unit(a.target);
  const AttackOdds o = g.attackOdds(u.id, t.id, u.at, g.isCharging(u.id, t.id));
  const int hits = o.hittingFaces();
  constexpr int kSure = 6;  // the highest face hits whenever any does; the lowest misses likewise
  constexpr int kFail = 1;
  std::vector<Ending> out;
  if (hits > 0) {
    for (const auto& [chance, face] : failedDefence(g, *t.type)) {
      out.push_back({hits / 6.0 * chance, {kSure, face, kSure, kSure}});
    }
  }
  if (hits < 6 && o.melee) {
    const int back = g.attackOdds(t.id, u.id, t.at, false, true).hittingFaces();
    if (back > 0) {
      for (const auto& [chance, face] : failedDefence(g, *u.type)) {
        out.push_back({(6 - hits) / 6.0 * back / 6.0 * chance, {kFail, kSure, face, kSure, kSure}});
      }
    }
  }
  return out;
}

// Plays `actions` on a copy of the match with the given dice and gives `side`'s balance there.
double balanceAfter(const MicroBattleGame& g, const std::vector<Action>& actions,
                    std::vector<int> dice, Side side, const JudgeWeights& w) {
  MicroBattleGame copy(g);
  Dice forced(0, std::move(dice));
  NullSink quiet;
  for (const Action& a : actions) {
    if (!copy.check(a).legal) break;
    copy.apply(a, forced, quiet);
  }
  // A battle this ends is already valued in the attack's own score (damageValue's army break).
  return copy.result().over ? 0.0 : nextTurnBalance(copy, side, w);
}

// The steps that take the unit of move `a` on from its first square to `dest`.
std::vector<Action> pathTo(const MicroBattleGame& g, const Action& a, Square dest) {
  std::vector<Action> steps{a};
  if (!a.square || *a.square == dest) return steps;
  const UnitState& u = g.unit(a.unit);
  const GridSpec& grid = g.setup().grid;
  std::vector<Square> cameFrom(static_cast<std::size_t>(grid.count()), *a.square);
  bool found = false;
  walkReachable(g, u, *a.square, 1, u.type->moveMax, [&](Square s, int, Square from) {
    cameFrom[static_cast<std::size_t>(grid.index(s))] = from;
    found = found || s == dest;
  });
  if (!found) return steps;
  std::vector<Square> back;
  for (Square s = dest; s != *a.square; s = cameFrom[static_cast<std::size_t>(grid.index(s))])
    back.push_back(s);
  for (auto it = back.rbegin(); it != back.rend(); ++it)
    steps.push_back({ActionKind::Move, a.unit, kNoUnit, *it});
  return steps;
}

}  // namespace

double strikeThreat(const MicroBattleGame& g, Side side, const JudgeWeights& w) {
  std::vector<double> best;
  for (const UnitState& e : g.unitStates()) {
    if (e.side == side && e.status == UnitStatus::Active) best.push_back(bestStrikeOf(g, e, w));
  }
  std::sort(best.begin(), best.end(), std::greater<>());
  double total = 0;
  for (std::size_t i = 0; i < best.size(); ++i) {
    total += activationsAtLeast(static_cast<int>(i) + 1, g.tables().activationDice) * best[i];
  }
  return total;
}

double nextTurnBalance(const MicroBattleGame& g, Side side, const JudgeWeights& w) {
  return strikeThreat(g, side, w) - strikeThreat(g, opponent(side), w);
}

double balanceGain(const MicroBattleGame& g, const Action& a, std::optional<Square> dest,
                   double balanceNow, const JudgeWeights& w) {
  if (a.kind != ActionKind::Move && a.kind != ActionKind::Attack)
    return 0.0;  // nothing on the table changes
  const Side me = g.unit(a.unit).side;
  if (a.kind == ActionKind::Move) {
    // The far squares of a variable move need its higher roll: the sixes give it.
    return balanceAfter(g, pathTo(g, a, dest.value_or(*a.square)), {6, 6, 6, 6}, me, w) -
           balanceNow;
  }
  // The endings not listed leave the table as it is: they gain nothing.
  double gain = 0;
  for (const Ending& e : attackEndings(g, a))
    gain += e.chance * (balanceAfter(g, {a}, e.dice, me, w) - balanceNow);
  return gain;
}

}  // namespace sandtable::ai::microbattle
