#include "MicroBattleAi.h"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "rules/microbattle/MicroBattleGame.h"

namespace sandtable::ai {

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;

namespace {

constexpr double kRoutValue = 10.0;    // a unit lost
constexpr double kShakenValue = 4.0;   // a unit one failure from routing
constexpr double kArmyBreak = 30.0;    // the enemy army retreats: the game is won
constexpr double kActivationShare = 0.5;  // chance an enemy unit gets to act next turn
constexpr double kThreatWeight = 0.5;     // how much the enemy's next turn weighs
// How much what we could strike next turn weighs against what they could: less than their
// threat, because they act first and an enemy that strikes does not wait to be struck.
constexpr double kOurReachWeight = 0.5;
constexpr double kCloseWeight = 0.6;      // the pull toward the enemy, per square
constexpr double kMoveThreshold = 0.1;    // a fresh unit moves only for at least this gain
constexpr double kObjectivePull = 0.6;    // the pull toward an objective, per square
// Standing on an objective in the last turns of a battle the objectives decide: a ford held
// at the turn limit is the game, so it outweighs a fair attack (see docs/rules/microbattle.md).
constexpr double kObjectiveHeld = 10.0;
constexpr int kObjectiveTurns = 2;
constexpr int kFar = 1 << 20;
constexpr int kHardRollouts = 6;        // games played forward from each candidate
constexpr int kHardHorizon = 60;        // actions in each: about two turns of both sides
constexpr double kHardConfidence = 2.0;  // standard errors a candidate must lead by

double pFailDef(const UnitType& t) { return static_cast<double>(std::clamp(t.def - 1, 0, 6)) / 6.0; }

// What losing this unit to a failed Def roll costs its side, army morale included.
double damageValue(const MicroBattleGame& g, const UnitState& u) {
  if (!u.shaken) return kShakenValue;
  const int remaining = g.activeCount(u.side) - 1;
  const int initial = g.initialCount(u.side);
  const Tables& t = g.tables();
  double value = kRoutValue;
  if (remaining <= 0) return value + kArmyBreak;
  if (remaining * 100 < initial * t.armyMoralePercent) {
    value += kArmyBreak * static_cast<double>(t.armyMoraleTarget - 1) / 6.0;
  }
  return value;
}

// The chance that `u` standing on `from` hits a unit standing on `to`, from the ground alone
// (height, cover, bad ground, long range, the charge): the rules' own odds, asked of squares
// where the units may stand rather than where they do. Outflanking is left to the caller.
double strikeChance(const MicroBattleGame& g, const UnitState& u, Square from, Square to, bool charging) {
  return g.attackOddsAt(u, from, to, charging, false).hittingFaces() / 6.0;
}

// Can `u`, standing on `from`, attack `t` (range, sight, terrain)?
bool canAttackFrom(const MicroBattleGame& g, const UnitState& u, const UnitState& t, Square from) {
  const int range = g.effectiveRange(*u.type);
  const int d = manhattan(from, t.at);
  if (range == 0) return d == 1 && !g.terrainOf(t.at).impassable.matches(*u.type);
  return d >= 1 && d <= range && g.canSee(from, t.at);
}

// Expected value of `u` attacking `t` from `from`, net of the counterattack it risks.
double attackValue(const MicroBattleGame& g, const UnitState& u, const UnitState& t, Square from, bool charging) {
  const AttackOdds o = g.attackOdds(u.id, t.id, from, charging);
  const double pHit = o.hittingFaces() / 6.0;
  double value = pHit * pFailDef(*t.type) * damageValue(g, t);
  if (o.melee) {
    const AttackOdds back = g.attackOdds(t.id, u.id, t.at, false);
    value -= (1.0 - pHit) * (back.hittingFaces() / 6.0) * pFailDef(*u.type) * damageValue(g, u);
  }
  return value;
}

// The best attack `u` could make from `from`; a melee attack charges when the unit moved
// there and the target was not already in contact with it where it started.
double bestAttackFrom(const MicroBattleGame& g, const UnitState& u, Square from, bool moved) {
  double best = 0;
  for (const UnitState& t : g.unitStates()) {
    if (t.side == u.side || t.status != UnitStatus::Active) continue;
    const bool charging = moved && manhattan(u.at, t.at) > 1;
    if (canAttackFrom(g, u, t, from)) best = std::max(best, attackValue(g, u, t, from, charging));
  }
  return best;
}

// An enemy unit that could strike a square next turn.
struct Threat {
  const UnitState* enemy;
  double reach;  // 1: it surely reaches; 0.5: only with the higher move of its 4+ roll
};

// What the enemy's next turn is expected to cost `u` standing on `at`: every shooter in
// reach, and as many melee attackers as there are open squares beside `at` to strike from
// (a friend on a side closes it; the best placed strike first), the second and later of
// them outflanking. A melee attacker that misses risks our counterattack, which is netted
// off. Counting every enemy in reach instead, as this did before, made a unit in a closed
// line look as exposed as one standing alone, and missed the charge and the outflank.
double exposure(const MicroBattleGame& g, const UnitState& u, Square at, const std::vector<Threat>& melee,
                const std::vector<Threat>& ranged) {
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
    double l = p * pFailDef(*u.type) * damageValue(g, u);
    if (g.effectiveRange(*o.type) == 0) l -= (1 - p) * pCounter * pFailDef(*o.type) * damageValue(g, o);
    return kActivationShare * t.reach * l;
  };
  double total = 0;
  for (const Threat& t : ranged) total += loss(t, false);
  std::vector<std::pair<double, const Threat*>> strikes;
  for (const Threat& t : melee) strikes.push_back({loss(t, false), &t});
  std::stable_sort(strikes.begin(), strikes.end(), [](const auto& l, const auto& r) { return l.first > r.first; });
  for (std::size_t i = 0; i < strikes.size() && static_cast<int>(i) < open; ++i) {
    total += i == 0 ? strikes[i].first : loss(*strikes[i].second, true);
  }
  return total;
}

// How good a square is for `u` to stand on at the end of its activation.
double placement(const MicroBattleGame& g, const UnitState& u, Square at) {
  double v = 0;
  const TerrainCard& ground = g.terrainOf(at);
  if (ground.cover == Cover::All) v += 1.0;
  if (ground.cover == Cover::Ranged) v += 0.5;
  if (ground.occupantDisadvantaged) v -= 2.0;
  if (ground.exitRollTarget > 0 && ground.exitRollFor.matches(*u.type)) v -= 1.0;
  if (g.elevationOf(at) > 0) v += 0.8;

  const int ourReach = (u.type->artillery ? 0 : u.type->moveMax) + std::max(1, g.effectiveRange(*u.type));
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
    if (d < nearest[0]) nearest = {d, nearest[0]};
    else if (d < nearest[1]) nearest[1] = d;
    // What each side could do to the other from here next turn; they move first.
    const int theirRange = std::max(1, g.effectiveRange(*o.type));
    const int theirReach = (o.type->artillery ? 0 : o.type->moveMax) + theirRange;
    if (d <= theirReach) {
      const double reach = d <= (o.type->artillery ? 0 : o.type->moveMin) + theirRange ? 1.0 : 0.5;
      (g.effectiveRange(*o.type) == 0 ? meleeThreats : rangedThreats).push_back({&o, reach});
    }
    if (d <= ourReach) {
      const double pHit = strikeChance(g, u, at, o.at, d > 1);
      threat -= kOurReachWeight * kActivationShare * pHit * pFailDef(*o.type) * damageValue(g, o);
    }
  }
  threat += exposure(g, u, at, meleeThreats, rangedThreats);
  v += 0.6 * std::min(beside, 2);
  v -= kThreatWeight * threat;

  // Close with the enemy (the two nearest, so that one straggler does not pull the whole
  // line about); shooters hold at their range.
  const int range = std::max(1, g.effectiveRange(*u.type));
  if (nearest[0] < kFar) {
    const int second = nearest[1] < kFar ? nearest[1] : nearest[0];
    v -= kCloseWeight * (std::abs(nearest[0] - range) + std::abs(second - range)) / 2.0;
  }
  // Objectives pull toward the squares that decide a timed-out game.
  if (g.setup().atTurnLimit == TurnLimitOutcome::Objectives) {
    int toObjective = kFar;
    for (const Objective& ob : g.setup().objectives) toObjective = std::min(toObjective, manhattan(ob.at, at));
    v -= kObjectivePull * toObjective;
    if (toObjective == 0 && g.turn() > g.setup().turnLimit - kObjectiveTurns) v += kObjectiveHeld;
  }
  return v;
}

// The best end square reachable through `first` this activation, valued as placement plus
// the attack the unit could still make from it.
double bestThroughStep(const MicroBattleGame& g, const UnitState& u, Square first) {
  const GridSpec& grid = g.setup().grid;
  const bool active = g.activeUnit() == u.id;
  const int sure = active && g.movesLeft() >= 0 ? g.movesLeft() : u.type->moveMin;
  const int maybe = active && g.movesLeft() >= 0 ? g.movesLeft() : u.type->moveMax;
  const bool mayAttack = !u.type->artillery;

  struct Node {
    Square at;
    int steps;
  };
  std::vector<int> seen(static_cast<std::size_t>(grid.count()), -1);
  std::vector<Node> frontier{{first, 1}};
  seen[static_cast<std::size_t>(grid.index(first))] = 1;
  double best = -1e9;
  for (std::size_t i = 0; i < frontier.size(); ++i) {
    const Node n = frontier[i];
    const double weight = n.steps <= sure ? 1.0 : 0.5;  // the far squares need the 4+
    const double value = placement(g, u, n.at) + (mayAttack ? bestAttackFrom(g, u, n.at, true) : 0.0);
    best = std::max(best, weight * value + (1 - weight) * -1.0);
    if (n.steps >= maybe || g.terrainOf(n.at).enterEndsMove.matches(*u.type)) continue;
    for (const Square& s : kOrthogonalSteps) {
      const Square next{n.at.col + s.col, n.at.row + s.row};
      if (!grid.contains(next) || g.unitAt(next) || g.terrainOf(next).impassable.matches(*u.type)) continue;
      int& mark = seen[static_cast<std::size_t>(grid.index(next))];
      if (mark >= 0) continue;
      mark = n.steps + 1;
      frontier.push_back({next, n.steps + 1});
    }
  }
  return best;
}

// The attack the active unit could still make where it stands, which starting another unit
// or ending the turn would throw away: it has spent its activation moving into reach.
double forfeitedAttack(const MicroBattleGame& g, const Action& a) {
  const UnitId active = g.activeUnit();
  if (active == kNoUnit || a.unit == active || !g.hasMovedThisActivation()) return 0.0;
  const UnitState& u = g.unit(active);
  if (u.type->artillery) return 0.0;  // guns that moved may not fire
  double best = 0;
  for (const UnitState& t : g.unitStates()) {
    if (t.side == u.side || t.status != UnitStatus::Active || !canAttackFrom(g, u, t, u.at)) continue;
    best = std::max(best, attackValue(g, u, t, u.at, g.isCharging(u.id, t.id)));
  }
  return best;
}

double actionValue(const MicroBattleGame& g, const Action& a) {
  switch (a.kind) {
    case ActionKind::Attack: {
      const UnitState& u = g.unit(a.unit);
      const bool charging = g.isCharging(u.id, a.target);
      return attackValue(g, u, g.unit(a.target), u.at, charging) + 0.05;
    }
    case ActionKind::Move: {
      const UnitState& u = g.unit(a.unit);
      const double stay = placement(g, u, u.at) + bestAttackFrom(g, u, u.at, false);
      // Spending an activation on a small shuffle wastes it: demand a real gain.
      const double cost = g.activeUnit() == u.id ? 0.0 : kMoveThreshold;
      return bestThroughStep(g, u, *a.square) - stay - cost;
    }
    case ActionKind::EndTurn: return 0.0;
    default: return 1.0;  // dice rolls: the only thing to do
  }
}

}  // namespace

MicroBattleAi::MicroBattleAi(std::string level, std::uint64_t seed) : mLevel(std::move(level)), mRng(seed) {
  if (mLevel != "easy" && mLevel != "normal" && mLevel != "hard") {
    throw std::invalid_argument("MicroBattleAi: unknown level '" + mLevel + "'");
  }
}

double MicroBattleAi::score(const MicroBattleGame& g, const Action& a) {
  return actionValue(g, a) - forfeitedAttack(g, a);
}

double MicroBattleAi::material(const MicroBattleGame& g, Side side) {
  const Result r = g.result();
  if (r.over) return r.winner == side ? 100.0 : r.winner == Side::None ? 0.0 : -100.0;
  double v = 0;
  for (const UnitState& u : g.unitStates()) {
    if (u.status != UnitStatus::Active) continue;
    const double worth = u.shaken ? kRoutValue - kShakenValue : kRoutValue;
    v += u.side == side ? worth : -worth;
  }
  return v;
}

std::vector<RankedAction> MicroBattleAi::rank(const MicroBattleGame& g) {
  g.legalActions(mScratch);
  std::vector<RankedAction> ranked;
  ranked.reserve(mScratch.size());
  for (const Action& a : mScratch) ranked.push_back({a, score(g, a)});
  std::stable_sort(ranked.begin(), ranked.end(), [](const RankedAction& l, const RankedAction& r) { return l.score > r.score; });
  return ranked;
}

Action MicroBattleAi::choose(const Game& game) {
  const auto* g = dynamic_cast<const MicroBattleGame*>(&game);
  if (!g) throw std::invalid_argument("MicroBattleAi plays only MicroBattle");
  std::vector<RankedAction> ranked = rank(*g);
  if (ranked.empty()) throw std::logic_error("MicroBattleAi: no legal action (is the game over?)");
  if (ranked.size() == 1) return ranked.front().action;
  if (mLevel == "easy") {
    // One time in three take any of the better half instead of the best.
    if (mRng.below(3) == 0) return ranked[mRng.below(static_cast<std::uint32_t>((ranked.size() + 1) / 2))].action;
    return ranked.front().action;
  }
  if (mLevel == "hard" && ranked.size() > 1) {
    MicroBattleAi policy("normal", 0);
    RolloutPolicy play = [&policy](const Game& gm) { return policy.rank(static_cast<const MicroBattleGame&>(gm)).front().action; };
    PositionScore judge = [](const Game& gm, Side s) { return material(static_cast<const MicroBattleGame&>(gm), s); };
    // The same dice for every candidate, normal's own score beside the rollouts, and a lead
    // that must stand two standard errors clear before it overrules normal's first choice:
    // with bare means of four rollouts hard lost to normal (40 of 100 at the meeting
    // engagement), its choices made on the luck of a few dice.
    RolloutSettings settings;
    settings.rollouts = kHardRollouts;
    settings.horizon = kHardHorizon;
    settings.commonDice = true;
    settings.priorWeight = 1.0;
    settings.confidence = kHardConfidence;
    return chooseByRollouts(*g, ranked, play, judge, mRng, settings);
  }
  return ranked.front().action;
}

}  // namespace sandtable::ai
