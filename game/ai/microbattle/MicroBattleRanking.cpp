#include "MicroBattleRanking.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>

#include "MicroBattleJudge.h"
#include "MicroBattleReply.h"
#include "rules/microbattle/MicroBattleGame.h"

namespace sandtable::ai::microbattle {

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;

namespace {

// The weights (JudgeWeights, config/ai/microbattle.yaml) say why each number is what it is.
constexpr int kFar = 1 << 20;

// The chance that `u` standing on `from` hits a unit standing on `to`, from the ground alone
// (height, cover, bad ground, long range, the charge): the rules' own odds, asked of squares
// where the units may stand rather than where they do. Outflanking is left to the caller.
double strikeChance(const MicroBattleGame& g, const UnitState& u, Square from, Square to,
                    bool charging) {
  return g.attackOddsAt(u, from, to, charging, false).hittingFaces() / 6.0;
}

// The best attack `u` could make from `from`; a melee attack charges when the unit moved
// there and the target was not already in contact with it where it started.
double bestAttackFrom(const MicroBattleGame& g, const UnitState& u, Square from, bool moved,
                      const JudgeWeights& w) {
  double best = 0;
  for (const UnitState& t : g.unitStates()) {
    if (t.side == u.side || t.status != UnitStatus::Active) continue;
    const bool charging = moved && manhattan(u.at, t.at) > 1;
    if (canAttackFrom(g, u, t, from))
      best = std::max(best, attackValue(g, u, t, from, charging, w));
  }
  return best;
}

// An enemy unit that could strike a square next turn.
struct Threat {
  const UnitState* enemy;
  double reach;  // 1: it surely reaches; less: only with the higher of a variable move (pFarMove)
};

// What the enemy's next turn is expected to cost `u` standing on `at`: every shooter in
// reach, and as many melee attackers as there are open squares beside `at` to strike from
// (a friend on a side closes it; the best placed strike first), the second and later of
// them outflanking. A melee attacker that misses risks our counterattack, which is netted
// off. Counting every enemy in reach instead, as this did before, made a unit in a closed
// line look as exposed as one standing alone, and missed the charge and the outflank.
double exposure(const MicroBattleGame& g, const UnitState& u, Square at,
                const std::vector<Threat>& melee, const std::vector<Threat>& ranged,
                const JudgeWeights& w) {
  const GridSpec& grid = g.setup().grid;
  int open = 0;
  for (const Square& s : kOrthogonalSteps) {
    const Square n{at.col + s.col, at.row + s.row};
    if (!grid.contains(n)) continue;
    const UnitState* there = g.unitAt(n);
    if (there && there->id != u.id && there->side == u.side) continue;
    ++open;
  }
  const double pCounter =
      std::clamp(7 - u.type->cv + (u.shaken ? g.tables().shakenPenalty : 0), 0, 6) / 6.0;
  auto loss = [&](const Threat& t, bool outflanking) {
    const UnitState& o = *t.enemy;
    double p = strikeChance(g, o, o.at, at, manhattan(o.at, at) > 1);
    if (outflanking) p = std::min(1.0, p + 1.0 / 6.0);
    double l = p * pFailDef(*u.type) * damageValue(g, u, w);
    if (g.effectiveRange(*o.type) == 0)
      l -= (1 - p) * pCounter * pFailDef(*o.type) * damageValue(g, o, w);
    return w.activationShare * t.reach * l;
  };
  double total = 0;
  for (const Threat& t : ranged) total += loss(t, false);
  std::vector<std::pair<double, const Threat*>> strikes;
  for (const Threat& t : melee) strikes.push_back({loss(t, false), &t});
  std::stable_sort(strikes.begin(), strikes.end(),
                   [](const auto& l, const auto& r) { return l.first > r.first; });
  for (std::size_t i = 0; i < strikes.size() && static_cast<int>(i) < open; ++i) {
    total += i == 0 ? strikes[i].first : loss(*strikes[i].second, true);
  }
  return total;
}

// How good a square is for `u` to stand on at the end of its activation.
double placement(const MicroBattleGame& g, const UnitState& u, Square at, const JudgeWeights& w) {
  double v = 0;
  const TerrainCard& ground = g.terrainOf(at);
  if (ground.cover == Cover::All) v += w.coverAll;
  if (ground.cover == Cover::Ranged) v += w.coverRanged;
  if (ground.occupantDisadvantaged) v += w.groundDisadvantage;
  if (ground.exitRollTarget > 0 && ground.exitRollFor.matches(*u.type)) v += w.groundExitRoll;
  if (g.elevationOf(at) > 0) v += w.highGround;

  const int ourReach =
      (u.type->artillery ? 0 : u.type->moveMax) + std::max(1, g.effectiveRange(*u.type));
  int beside = 0;
  std::array<int, 2> nearest{kFar, kFar};
  double threat = 0;
  std::vector<Threat> meleeThreats, rangedThreats;
  for (const UnitState& o : g.unitStates()) {
    if (o.status != UnitStatus::Active || o.id == u.id) continue;
    const int d = manhattan(o.at, at);
    if (o.side == u.side) {
      // Keep a line: a friend on either hand, level or one square ahead or behind, so a
      // line can advance one unit at a time without any unit losing its neighbours.
      if (std::abs(o.at.col - at.col) == 1 && std::abs(o.at.row - at.row) <= 1) ++beside;
      continue;
    }
    if (d < nearest[0])
      nearest = {d, nearest[0]};
    else if (d < nearest[1])
      nearest[1] = d;
    // What each side could do to the other from here next turn; they move first.
    const int theirRange = std::max(1, g.effectiveRange(*o.type));
    const int theirReach = (o.type->artillery ? 0 : o.type->moveMax) + theirRange;
    if (d <= theirReach) {
      const double reach =
          d <= (o.type->artillery ? 0 : o.type->moveMin) + theirRange ? 1.0 : pFarMove(g);
      (g.effectiveRange(*o.type) == 0 ? meleeThreats : rangedThreats).push_back({&o, reach});
    }
    if (d <= ourReach) {
      const double pHit = strikeChance(g, u, at, o.at, d > 1);
      threat -=
          w.ourReachWeight * w.activationShare * pHit * pFailDef(*o.type) * damageValue(g, o, w);
    }
  }
  threat += exposure(g, u, at, meleeThreats, rangedThreats, w);
  v += w.lineFriend * std::min(beside, w.lineFriends);
  v -= w.threatWeight * threat;

  // Close with the enemy (the two nearest, so that one straggler does not pull the whole
  // line about); shooters hold at their range.
  const int range = std::max(1, g.effectiveRange(*u.type));
  if (nearest[0] < kFar) {
    const int second = nearest[1] < kFar ? nearest[1] : nearest[0];
    v -= w.closeWeight * (std::abs(nearest[0] - range) + std::abs(second - range)) / 2.0;
  }
  // Objectives pull toward the squares that decide a timed-out game.
  if (g.setup().atTurnLimit == TurnLimitOutcome::Objectives) {
    int toObjective = kFar;
    for (const Objective& ob : g.setup().objectives)
      toObjective = std::min(toObjective, manhattan(ob.at, at));
    v -= w.objectivePull * toObjective;
    if (toObjective == 0 && g.turn() > g.setup().turnLimit - w.objectiveTurns) v += w.objectiveHeld;
  }
  return v;
}

}  // namespace

// What a square is worth to a unit standing on it (placement plus the best attack from it),
// kept for the one position a decision is made in: the moves of one unit reach mostly the
// same squares through each of their first steps, and a decision asked for them again and
// again (over half of normal's time, and of hard's rollouts). Only a cache: a value is the
// same whether it is kept or worked out afresh.
class SquareValues {
 public:
  explicit SquareValues(const MicroBattleGame& g)
      : mSquares(g.setup().grid.count()),
        mValues(g.unitStates().size() * static_cast<std::size_t>(mSquares) * 2,
                std::numeric_limits<double>::quiet_NaN()) {}

  template <typename Compute>
  double get(const MicroBattleGame& g, const UnitState& u, Square at, bool moved, Compute compute) {
    const std::size_t k = (static_cast<std::size_t>(u.id) * static_cast<std::size_t>(mSquares) +
                           static_cast<std::size_t>(g.setup().grid.index(at))) *
                              2 +
                          (moved ? 1 : 0);
    if (std::isnan(mValues[k])) mValues[k] = compute();
    return mValues[k];
  }

 private:
  int mSquares;
  std::vector<double> mValues;
};

namespace {

// What `u` standing on `at` is worth: its placement and the best attack it could make from
// there (having moved there, or not: artillery that moves does not shoot), through `memo`
// when there is one.
double squareValue(const MicroBattleGame& g, const UnitState& u, Square at, bool moved,
                   SquareValues* memo, const JudgeWeights& w) {
  const bool mayAttack = !moved || !u.type->artillery;
  auto compute = [&] {
    return placement(g, u, at, w) + (mayAttack ? bestAttackFrom(g, u, at, moved, w) : 0.0);
  };
  return memo ? memo->get(g, u, at, moved, compute) : compute();
}

// The best end square reachable through `first` this activation, valued as placement plus
// the attack the unit could still make from it.
struct EndSquare {
  double value = -1e9;
  Square at;
};

EndSquare bestThroughStep(const MicroBattleGame& g, const UnitState& u, Square first,
                          SquareValues* memo, const JudgeWeights& w) {
  const bool active = g.activeUnit() == u.id;
  const int sure = active && g.movesLeft() >= 0 ? g.movesLeft() : u.type->moveMin;
  const int maybe = active && g.movesLeft() >= 0 ? g.movesLeft() : u.type->moveMax;
  const double far = pFarMove(g);  // the far squares need the higher move
  EndSquare best;
  walkReachable(g, u, first, 1, maybe, [&](Square at, int steps, Square) {
    const double weight = steps <= sure ? 1.0 : far;
    const double value = squareValue(g, u, at, true, memo, w);
    const double weighted = weight * value + (1 - weight) * w.missedReach;
    if (weighted > best.value) best = {weighted, at};
  });
  return best;
}

// The attack the active unit could still make where it stands, which starting another unit
// or ending the turn would throw away: it has spent its activation moving into reach.
double forfeitedAttack(const MicroBattleGame& g, const Action& a, const JudgeWeights& w) {
  const UnitId active = g.activeUnit();
  if (active == kNoUnit || a.unit == active || !g.hasMovedThisActivation()) return 0.0;
  const UnitState& u = g.unit(active);
  if (u.type->artillery) return 0.0;  // guns that moved may not fire
  double best = 0;
  for (const UnitState& t : g.unitStates()) {
    if (t.side == u.side || t.status != UnitStatus::Active || !canAttackFrom(g, u, t, u.at))
      continue;
    best = std::max(best, attackValue(g, u, t, u.at, g.isCharging(u.id, t.id), w));
  }
  return best;
}

// An action's heuristic value and, for a move, the square its unit means to end on.
struct Judged {
  double value = 0;
  std::optional<Square> dest;
};

Judged judgeAction(const MicroBattleGame& g, const Action& a, SquareValues* memo,
                   const JudgeWeights& w) {
  switch (a.kind) {
    case ActionKind::Attack: {
      const UnitState& u = g.unit(a.unit);
      const bool charging = g.isCharging(u.id, a.target);
      return {attackValue(g, u, g.unit(a.target), u.at, charging, w) + w.attackTieBreak};
    }
    case ActionKind::Move: {
      const UnitState& u = g.unit(a.unit);
      const double stay = squareValue(g, u, u.at, false, memo, w);
      // Spending an activation on a small shuffle wastes it: demand a real gain.
      const double cost = g.activeUnit() == u.id ? 0.0 : w.moveThreshold;
      const EndSquare end = bestThroughStep(g, u, *a.square, memo, w);
      return {end.value - stay - cost, end.at};
    }
    case ActionKind::EndTurn:
      return {0.0};
    default:
      return {1.0};  // dice rolls: the only thing to do
  }
}

bool byScore(const RankedAction& l, const RankedAction& r) { return l.score > r.score; }

}  // namespace

Ranking::Ranking(const JudgeWeights& weights) : mW(weights) {}

double Ranking::score(const MicroBattleGame& g, const Action& a) const {
  return score(g, a, nullptr);
}

double Ranking::score(const MicroBattleGame& g, const Action& a, SquareValues* memo) const {
  return judgeAction(g, a, memo, mW).value - forfeitedAttack(g, a, mW);
}

std::vector<RankedAction> Ranking::scored(const MicroBattleGame& g) {
  SquareValues memo(g);
  return scored(g, memo);
}

std::vector<RankedAction> Ranking::scored(const MicroBattleGame& g, SquareValues& memo) {
  g.legalActions(mScratch);
  std::vector<RankedAction> ranked;
  ranked.reserve(mScratch.size());
  for (const Action& a : mScratch) ranked.push_back({a, score(g, a, &memo)});
  std::stable_sort(ranked.begin(), ranked.end(), byScore);
  return ranked;
}

std::vector<RankedAction> Ranking::lookAhead(const MicroBattleGame& g,
                                             const std::vector<RankedAction>& ranked,
                                             SquareValues& memo) const {
  const double balanceNow = nextTurnBalance(g, g.sideToAct(), mW);
  std::vector<RankedAction> out;
  // The ranking's score is kept; only the move's intended square is asked again.
  auto judge = [&](const RankedAction& r) {
    const std::optional<Square> dest = judgeAction(g, r.action, &memo, mW).dest;
    out.push_back(
        {r.action, r.score + mW.replyWeight * balanceGain(g, r.action, dest, balanceNow, mW)});
  };
  const std::size_t n = std::min<std::size_t>(mW.replyCandidates, ranked.size());
  for (std::size_t i = 0; i < n; ++i) judge(ranked[i]);
  // Ending the turn changes nothing on the table: it stays a candidate whenever the best few
  // all turn out to leave us worse off than standing.
  for (std::size_t i = n; i < ranked.size(); ++i) {
    if (ranked[i].action.kind == ActionKind::EndTurn) judge(ranked[i]);
  }
  std::stable_sort(out.begin(), out.end(), byScore);
  return out;
}

std::vector<RankedAction> Ranking::ranked(const MicroBattleGame& g) {
  std::vector<RankedAction> all;
  return ranked(g, all);
}

std::vector<RankedAction> Ranking::ranked(const MicroBattleGame& g,
                                          std::vector<RankedAction>& all) {
  SquareValues memo(g);
  all = scored(g, memo);
  if (all.size() <= 1) return all;
  return lookAhead(g, all, memo);
}

}  // namespace sandtable::ai::microbattle
