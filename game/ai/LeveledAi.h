// The one AI, written once over the rules interface: easy, normal and hard are levels of the
// same player, each asking a rule system's policy (Policy.h) what it knows.
//
//   normal  takes the policy's best candidate;
//   easy    slips now and then (one choice in `easy.slip_share`) to any of the better half;
//   hard    searches (Mcts.h) where the policy says a choice is worth it, else plays as normal.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "AiPlayer.h"
#include "Mcts.h"
#include "Policy.h"

namespace sandtable::ai {

class LeveledAi final : public AiPlayer {
 public:
  // `level` is easy, normal or hard; `name` is what level() reports (the level as asked for:
  // "legacy", "generic-hard").
  LeveledAi(std::string level, std::string name, std::unique_ptr<Policy> policy,
            std::uint64_t seed);
  rules::Action choose(const rules::Game& game) override;
  std::string_view level() const override { return mName; }
  std::vector<Alternative> lastAlternatives() const override { return mAlternatives; }

 private:
  enum class Level { Easy, Normal, Hard };
  Level mLevel;
  std::string mName;
  std::unique_ptr<Policy> mPolicy;
  SearchSettings mSearch;
  rules::Rng mRng;
  std::vector<Candidate> mCandidates;
  std::vector<Alternative> mAlternatives;
};

}  // namespace sandtable::ai
