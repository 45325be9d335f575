// MicroBattle's judge of actions, normal's ranking. It scores every legal action: attacks by
// the damage they are expected to do (weighing shaken and outflanked targets and the enemy's
// army morale) against the counterattack they risk; moves by the best square the unit can
// reach this activation: what it could attack from there, cover and high ground, a friend
// beside it, and the enemies that could strike it next turn. Then it looks one turn on from
// the best few (MicroBattleReply.h).
#pragma once

#include <vector>

#include "MicroBattleWeights.h"
#include "rules/microbattle/MicroBattleGame.h"

namespace sandtable::ai::microbattle {

class SquareValues;

// One action and normal's score of it.
struct RankedAction {
  rules::Action action;
  double score = 0;
};

class Ranking {
 public:
  explicit Ranking(const JudgeWeights& weights);

  // The heuristic score of one legal action.
  double score(const rules::microbattle::MicroBattleGame& game, const rules::Action& a) const;

  // Every legal action with its score alone, best first (ties in the rules' order).
  std::vector<RankedAction> scored(const rules::microbattle::MicroBattleGame& game);

  // Normal's ranking: the best few of `scored` (and ending the turn) re-scored by how each
  // changes the balance of the next turn's strikes, best first; the others are left out. The
  // first is normal's choice. Where only one action is legal, that one with its score.
  std::vector<RankedAction> ranked(const rules::microbattle::MicroBattleGame& game);
  // The same, handing back `scored` as well (both from one scoring of the position).
  std::vector<RankedAction> ranked(const rules::microbattle::MicroBattleGame& game,
                                   std::vector<RankedAction>& scored);

  const JudgeWeights& weights() const { return mW; }

 private:
  // `score` with the squares' values kept in `memo` for the position they were asked of.
  double score(const rules::microbattle::MicroBattleGame& game, const rules::Action& a,
               SquareValues* memo) const;
  std::vector<RankedAction> scored(const rules::microbattle::MicroBattleGame& game,
                                   SquareValues& memo);
  std::vector<RankedAction> lookAhead(const rules::microbattle::MicroBattleGame& game,
                                      const std::vector<RankedAction>& ranked,
                                      SquareValues& memo) const;

  JudgeWeights mW;
  std::vector<rules::Action> mScratch;
};

}  // namespace sandtable::ai::microbattle
