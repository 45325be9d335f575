// MicroBattle opponents. "normal" scores every legal action: attacks by the damage they
// are expected to do (weighing shaken and outflanked targets and the enemy's army
// morale) against the counterattack they risk; moves by the best square the unit can
// reach this activation: what it could attack from there, cover and high ground, a
// friend beside it, and the enemies that could strike it next turn. "easy" sometimes
// picks a lesser action; "hard" looks ahead from the best few with rollouts.
#pragma once

#include <string>

#include "ai/AiPlayer.h"
#include "ai/Rollout.h"

namespace sandtable::rules::microbattle {
class MicroBattleGame;
}

namespace sandtable::ai::microbattle {
class SquareValues;
}

namespace sandtable::ai {

class MicroBattleAi final : public AiPlayer {
 public:
  MicroBattleAi(std::string level, std::uint64_t seed);
  rules::Action choose(const rules::Game& game) override;
  std::string_view level() const override { return mLevel; }

  // The heuristic score of one legal action (public for tests and the UI's hints).
  static double score(const rules::microbattle::MicroBattleGame& game, const rules::Action& a);

 private:
  // `score` with the squares' values kept in `memo` for the position they were asked of.
  static double score(const rules::microbattle::MicroBattleGame& game, const rules::Action& a,
                      microbattle::SquareValues* memo);
  std::vector<RankedAction> rank(const rules::microbattle::MicroBattleGame& game, microbattle::SquareValues& memo);
  // Normal's best few re-scored by how each changes the enemy's reply, best first.
  std::vector<RankedAction> lookAhead(const rules::microbattle::MicroBattleGame& game,
                                      const std::vector<RankedAction>& ranked, microbattle::SquareValues& memo);

  std::string mLevel;
  rules::Rng mRng;
  std::vector<rules::Action> mScratch;
};

}  // namespace sandtable::ai
