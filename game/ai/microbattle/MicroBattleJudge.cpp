#include "MicroBattleJudge.h"

#include <algorithm>
#include <vector>

namespace sandtable::ai::microbattle {

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;

double pFailDef(const UnitType& t) {
  return static_cast<double>(std::clamp(t.def - 1, 0, 6)) / 6.0;
}

double damageValue(const MicroBattleGame& g, const UnitState& u, const JudgeWeights& w) {
  if (!u.shaken) return w.shakenValue;
  const int remaining = g.activeCount(u.side) - 1;
  const int initial = g.initialCount(u.side);
  const Tables& t = g.tables();
  double value = w.routValue;
  if (remaining <= 0) return value + w.armyBreak;
  if (remaining * 100 < initial * t.armyMoralePercent) {
    value += w.armyBreak * static_cast<double>(t.armyMoraleTarget - 1) / 6.0;
  }
  return value;
}

bool canAttackFrom(const MicroBattleGame& g, const UnitState& u, const UnitState& t, Square from) {
  const int range = g.effectiveRange(*u.type);
  const int d = manhattan(from, t.at);
  if (range == 0) return d == 1 && !g.terrainOf(t.at).impassable.matches(*u.type);
  return d >= 1 && d <= range && g.canSee(from, t.at);
}

double pFarMove(const MicroBattleGame& g) {
  return static_cast<double>(std::clamp(7 - g.tables().variableMoveTarget, 0, 6)) / 6.0;
}

double attackValue(const MicroBattleGame& g, const UnitState& u, const UnitState& t, Square from,
                   bool charging, const JudgeWeights& w) {
  const AttackOdds o = g.attackOdds(u.id, t.id, from, charging);
  const double pHit = o.hittingFaces() / 6.0;
  double value = pHit * pFailDef(*t.type) * damageValue(g, t, w);
  if (o.melee) {
    const AttackOdds back = g.attackOdds(t.id, u.id, t.at, false, true);
    value -= (1.0 - pHit) * (back.hittingFaces() / 6.0) * pFailDef(*u.type) * damageValue(g, u, w);
  }
  return value;
}

void walkReachable(const MicroBattleGame& g, const UnitState& u, Square start, int startSteps,
                   int maxSteps, const std::function<void(Square, int, Square)>& visit) {
  const GridSpec& grid = g.setup().grid;
  struct Node {
    Square at;
    int steps;
    Square from;
  };
  std::vector<bool> seen(static_cast<std::size_t>(grid.count()), false);
  std::vector<Node> frontier{{start, startSteps, start}};
  seen[static_cast<std::size_t>(grid.index(start))] = true;
  for (std::size_t i = 0; i < frontier.size(); ++i) {
    const Node n = frontier[i];
    visit(n.at, n.steps, n.from);
    if (n.steps >= maxSteps || (n.steps > 0 && g.terrainOf(n.at).enterEndsMove.matches(*u.type)))
      continue;
    for (const Square& s : kOrthogonalSteps) {
      const Square next{n.at.col + s.col, n.at.row + s.row};
      if (!grid.contains(next) || g.unitAt(next) || g.terrainOf(next).impassable.matches(*u.type))
        continue;
      const auto k = static_cast<std::size_t>(grid.index(next));
      if (seen[k]) continue;
      seen[k] = true;
      frontier.push_back({next, n.steps + 1, n.at});
    }
  }
}

}  // namespace sandtable::ai::microbattle
