#include "RandomAi.h"

#include <stdexcept>

namespace sandtable::ai {

rules::Action RandomAi::choose(const rules::Game& game) {
  game.legalActions(mScratch);
  if (mScratch.empty()) throw std::logic_error("RandomAi: no legal action (is the game over?)");
  return mScratch[mRng.below(static_cast<std::uint32_t>(mScratch.size()))];
}

}  // namespace sandtable::ai
