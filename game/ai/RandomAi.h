// The "random" level: a uniformly random legal action. For testing the rules and as the
// yardstick the real levels must beat.
#pragma once

#include "AiPlayer.h"

namespace sandtable::ai {

class RandomAi final : public AiPlayer {
 public:
  explicit RandomAi(std::uint64_t seed) : mRng(seed) {}
  rules::Action choose(const rules::Game& game) override;
  std::string_view level() const override { return "random"; }

 private:
  rules::Rng mRng;
  std::vector<rules::Action> mScratch;
};

}  // namespace sandtable::ai
