// Normal's look one turn on in MicroBattle: what each side's next turn could strike, reckoned
// unit by unit from where its units could really get to, and how much one of our actions is
// expected to shift that balance when it is played on a copy of the match. An attack is played
// once for each way it can end (hit or miss, the Def roll held, failed, or failed with a
// retreat; the counterattack likewise), each weighted by its chance from the rules' own odds.
#pragma once

#include <optional>

#include "MicroBattleJudge.h"
#include "rules/core/Action.h"

namespace sandtable::ai::microbattle {

// What `side`'s units could strike in its next turn: for each unit the best attack it could
// make (where it stands, or after a move along squares it can really enter, charging if it
// moved into contact), net of the counterattack it risks and never below nothing; the best
// first, each weighted by the chance that the side rolls enough activations to use it.
double strikeThreat(const MicroBattleGame& g, rules::Side side, const JudgeWeights& w);

// How the next turn stands for `side`: what its units could strike less what the enemy's could.
double nextTurnBalance(const MicroBattleGame& g, rules::Side side, const JudgeWeights& w);

// How much playing `a` (legal now) is expected to raise nextTurnBalance for the side playing it,
// from `balanceNow`. A move is followed on to `dest`, the square its unit means to end on this
// activation; an attack is played once for each way it can end, weighted by its chance.
double balanceGain(const MicroBattleGame& g, const rules::Action& a, std::optional<Square> dest,
                   double balanceNow, const JudgeWeights& w);

}  // namespace sandtable::ai::microbattle
