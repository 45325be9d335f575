// MicroBattle opponents. "normal" scores every legal action: attacks by the damage they
// are expected to do (weighing shaken and outflanked targets and the enemy's army
// morale) against the counterattack they risk; moves by the best square the unit can
// reach this activation: what it could attack from there, cover and high ground, a
// friend beside it, and the enemies that could strike it next turn. "easy" sometimes
// picks a lesser action; "hard" looks ahead from the best few with rollouts.
#pragma once

#include <string>

#include "AiPlayer.h"
#include "Rollout.h"

namespace sandtable::rules::microbattle {
class MicroBattleGame;
}

namespace sandtable::ai {

class MicroBattleAi final : public AiPlayer {
 public:
  MicroBattleAi(std::string level, std::uint64_t seed);
  rules::Action choose(const rules::Game& game) override;
  std::string_view level() const override { return mLevel; }

  // The heuristic score of one legal action (public for tests and the UI's hints).
  static double score(const rules::microbattle::MicroBattleGame& game, const rules::Action& a);
  // The material balance of a position for `side`, used to judge rollouts.
  static double material(const rules::microbattle::MicroBattleGame& game, rules::Side side);

 private:
  std::vector<RankedAction> rank(const rules::microbattle::MicroBattleGame& game);
  // Normal's best few re-scored by how each changes the enemy's reply, best first.
  std::vector<RankedAction> lookAhead(const rules::microbattle::MicroBattleGame& game,
                                      const std::vector<RankedAction>& ranked);

  std::string mLevel;
  // Whether normal's best few are re-judged by the next turn's balance (lookAhead). Off only
  // in hard's rollouts: a rollout plays hundreds of decisions, and the one-ply look made them
  // five times slower and hard no stronger than the normal it overrules.
  bool mLookAhead = true;
  rules::Rng mRng;
  std::vector<rules::Action> mScratch;
};

}  // namespace sandtable::ai
