// Warlords opponents. "normal" scores every candidate action with the real odds of the
// rules: charges by the melee they start (dice, modifiers, flanks, the chance of reaching),
// shots by the casualties and halts they cause, moves and formations by where they leave
// the unit: what it can strike next turn, what can strike it (flanks and rear count), what
// shoots at it, and how well it keeps its line. It keeps formations (reforms Unformed
// units), forms Shieldwall or Hedgehog when cavalry threaten, shoots massed when stopped,
// charges when the odds favour it, evades with light troops, protects its flanks and keeps
// its personalities out of losing fights. "easy" sometimes takes a lesser action; "hard"
// looks ahead from normal's best four with rollouts of the real rules and its own dice
// (the same dice for every candidate), both sides playing normal, and judges where they
// lead by the units' worth, where they stand, how near each army is to breaking and the
// melees already joined.
#pragma once

#include <string>
#include <vector>

#include "ai/AiPlayer.h"
#include "ai/Rollout.h"

namespace sandtable::rules::warlords {
class WarlordsGame;
}

namespace sandtable::ai {

class WarlordsAi final : public AiPlayer {
 public:
  WarlordsAi(std::string level, std::uint64_t seed);
  rules::Action choose(const rules::Game& game) override;
  std::string_view level() const override { return mLevel; }

  // The candidate actions with their scores, best first (public for tests and hints).
  static std::vector<RankedAction> rank(const rules::warlords::WarlordsGame& game);
  // How good a position is for `side` (higher is better), used to judge rollouts.
  static double evaluate(const rules::warlords::WarlordsGame& game, rules::Side side);

 private:
  std::string mLevel;
  rules::Rng mRng;
};

}  // namespace sandtable::ai
