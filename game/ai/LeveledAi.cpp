#include "LeveledAi.h"

#include <stdexcept>

namespace sandtable::ai {

using namespace rules;

LeveledAi::LeveledAi(std::string level, std::string name, std::unique_ptr<Policy> policy,
                     std::uint64_t seed)
    : mName(std::move(name)), mPolicy(std::move(policy)), mRng(seed) {
  if (level == "easy") {
    mLevel = Level::Easy;
  } else if (level == "normal") {
    mLevel = Level::Normal;
  } else if (level == "hard") {
    mLevel = Level::Hard;
  } else {
    throw std::invalid_argument("LeveledAi: unknown level '" + level + "'");
  }
  mSearch = SearchSettings::from(mPolicy->weights());
}

Action LeveledAi::choose(const Game& game) {
  mAlternatives.clear();
  mPolicy->candidates(game, mCandidates);
  if (mCandidates.empty()) throw std::logic_error("LeveledAi: no legal action (is the game over?)");
  if (mCandidates.size() == 1) return mCandidates.front().action;
  switch (mLevel) {
    case Level::Easy: {
      const double slip = mPolicy->weights().get("easy.slip_share");
      if (mRng.below(1u << 20) < slip * (1u << 20)) {
        const auto half = static_cast<std::uint32_t>((mCandidates.size() + 1) / 2);
        return mCandidates[mRng.below(half)].action;
      }
      return mCandidates.front().action;
    }
    case Level::Normal:
      return mCandidates.front().action;
    case Level::Hard: {
      if (!mPolicy->worthSearching(game, mCandidates)) return mCandidates.front().action;
      SearchChoice c = searchTree(game, mCandidates, *mPolicy, mRng, mSearch);
      mAlternatives = std::move(c.alternatives);
      return c.action;
    }
  }
  return mCandidates.front().action;
}

}  // namespace sandtable::ai
