#include "MicroBattleWinChance.h"

#include <algorithm>
#include <cmath>

#include "MicroBattleReply.h"
#include "rules/microbattle/MicroBattleGame.h"

namespace sandtable::ai::microbattle {

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;

namespace {

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

}  // namespace

double winChance(const MicroBattleGame& g, Side side, const JudgeWeights& w) {
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
  const double morale =
      1.0 / (1 + routsBeforeTest(g, enemy)) - 1.0 / (1 + routsBeforeTest(g, side));
  const double threat = strikeThreat(g, side, w) - strikeThreat(g, enemy, w);
  const int held = objectivesHeld(g, side);
  const double z = w.winUnits * units + w.winShaken * shaken + w.winMoraleMargin * morale +
                   w.winThreat * threat +
                   w.winUnitsLate * (units - w.winShakenLate * shaken) * progress +
                   w.winObjectives * held + w.winObjectivesLate * held * progress;
  return 1.0 / (1.0 + std::exp(-z));
}

}  // namespace sandtable::ai::microbattle
