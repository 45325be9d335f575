#include "MicroBattleHard.h"

#include <algorithm>
#include <cmath>

#include "MicroBattleReply.h"
#include "rules/core/Dice.h"
#include "rules/microbattle/MicroBattleGame.h"

namespace sandtable::ai::microbattle {

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;

namespace {

constexpr int kCandidates = 3;  // normal's best few, played forward
constexpr int kRollouts = 6;    // rollouts of each, rollout r of every candidate on the same dice
// A candidate is taken over normal's first choice only if its lead stands this many standard
// errors of the paired differences clear: looser (1.0, with five candidates) hard deviated
// four times as often and lost to normal (44 of 100), its choices made on the dice.
constexpr double kConfidence = 2.0;
constexpr double kPriorWeight = 1.0;  // normal's own score for a candidate, beside the rollouts
constexpr int kSideTurns = 2;         // a rollout ends with the enemy's next turn
constexpr int kStepCap = 400;         // a guard only: no side turn runs this long
constexpr double kSure = 100.0;       // a won game's value; a lost one is -kSure, a draw 0

// The weights of winChance, a logistic regression on the positions at the ends of side turns
// in games of normal against normal and how those games ended (the fit's tool was thrown away,
// and how many games and which scenarios it used were not recorded: docs/ai/microbattle.md,
// "Hard"). "Progress" is the share of the turn limit played.
constexpr double kUnits = 0.703;           // per unit more still fighting
constexpr double kShaken = -0.313;         // per SHAKEN unit more
constexpr double kMoraleMargin = 1.598;    // the difference of 1 / (1 + routs before a test)
constexpr double kThreat = 0.041;          // per point of next-turn strikes more
constexpr double kUnitsLate = 0.579;       // per unit more (a SHAKEN one 0.4 less), times progress
constexpr double kShakenLate = 0.4;
constexpr double kObjectives = -0.110;     // per objective more held
constexpr double kObjectivesLate = 0.528;  // per objective more held, times progress

// How many more of `s`'s units may rout before its army's morale is tested.
int routsBeforeTest(const MicroBattleGame& g, Side s) {
  const int active = g.activeCount(s);
  const int initial = g.initialCount(s);
  int routs = 0;
  while ((active - routs) * 100 >= initial * g.tables().armyMoralePercent) ++routs;
  return routs;
}

// The objectives `side` holds less those the enemy holds, where they decide at the turn limit.
int objectivesHeld(const MicroBattleGame& g, Side side) {
  if (g.setup().atTurnLimit != TurnLimitOutcome::Objectives) return 0;
  int held = 0;
  for (const Objective& o : g.setup().objectives) {
    if (const UnitState* u = g.unitAt(o.at)) held += u->side == side ? 1 : -1;
  }
  return held;
}

// A rollout: `first` played on a copy of `g`, then `policy` for both sides until the enemy's
// next turn is over (or the game). The dice are seeded afresh from `seed` at the end of each
// side turn, so a turn is played on the same rolls whichever candidate began the rollout, even
// where the candidates used different numbers of rolls before it.
MicroBattleGame playRollout(const MicroBattleGame& g, const Action& first, std::uint64_t seed, const RolloutPolicy& policy) {
  NullSink sink;
  MicroBattleGame copy(g);
  Dice dice(seed);
  int turnsEnded = 0;
  auto play = [&](const Action& a) {
    const bool inActions = copy.currentPhase() == Phase::Actions;
    copy.apply(a, dice, sink);
    if (inActions && copy.currentPhase() != Phase::Actions) {
      ++turnsEnded;
      dice = Dice(deriveSeed(seed, static_cast<std::uint64_t>(turnsEnded)));
    }
  };
  play(first);
  for (int step = 0; step < kStepCap && turnsEnded < kSideTurns && !copy.result().over; ++step) play(policy(copy));
  return copy;
}

// A rollout's end for `side`, from +kSure (won) to -kSure (lost).
double judge(const MicroBattleGame& g, Side side) {
  const Result r = g.result();
  if (r.over) return r.winner == side ? kSure : r.winner == Side::None ? 0.0 : -kSure;
  return kSure * (2 * winChance(g, side) - 1);
}

}  // namespace

double winChance(const MicroBattleGame& g, Side side) {
  const Side enemy = opponent(side);
  int units = 0;  // ours less theirs, still fighting
  int shaken = 0;
  for (const UnitState& u : g.unitStates()) {
    if (u.status != UnitStatus::Active) continue;
    const int sign = u.side == side ? 1 : -1;
    units += sign;
    if (u.shaken) shaken += sign;
  }
  const double progress = static_cast<double>(g.turn()) / g.setup().turnLimit;
  const double morale = 1.0 / (1 + routsBeforeTest(g, enemy)) - 1.0 / (1 + routsBeforeTest(g, side));
  const double threat = strikeThreat(g, side) - strikeThreat(g, enemy);
  const int held = objectivesHeld(g, side);
  const double z = kUnits * units + kShaken * shaken + kMoraleMargin * morale + kThreat * threat +
                   kUnitsLate * (units - kShakenLate * shaken) * progress + kObjectives * held +
                   kObjectivesLate * held * progress;
  return 1.0 / (1.0 + std::exp(-z));
}

Action chooseHard(const MicroBattleGame& g, const std::vector<RankedAction>& ranked, const RolloutPolicy& policy, Rng& rng) {
  const Side me = g.sideToAct();
  const std::size_t n = std::min<std::size_t>(kCandidates, ranked.size());
  std::vector<std::uint64_t> seeds;
  for (int r = 0; r < kRollouts; ++r) seeds.push_back(rng.next());
  std::vector<std::vector<double>> values(n);
  for (std::size_t c = 0; c < n; ++c) {
    for (std::uint64_t seed : seeds) values[c].push_back(judge(playRollout(g, ranked[c].action, seed, policy), me));
  }
  RolloutSettings settings;
  settings.priorWeight = kPriorWeight;
  settings.confidence = kConfidence;
  return ranked[pickByRollouts(ranked, values, settings)].action;
}

}  // namespace sandtable::ai::microbattle
