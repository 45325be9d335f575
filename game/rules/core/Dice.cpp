#include "Dice.h"

namespace sandtable::rules {

ForcedDieError::ForcedDieError(std::size_t i, int v, int s)
    : std::runtime_error("forced die #" + std::to_string(i + 1) + " = " + std::to_string(v) +
                         " is not a face of a d" + std::to_string(s)),
      index(i),
      value(v),
      sides(s) {}

Dice::Dice(std::uint64_t seed, std::vector<int> forced) : mRng(seed), mForced(std::move(forced)) {}

int Dice::roll(int sides) {
  ++mRolled;
  if (mForcedNext < mForced.size()) {
    const std::size_t i = mForcedNext++;
    const int v = mForced[i];
    if (v < 1 || v > sides) throw ForcedDieError(i, v, sides);
    return v;
  }
  return mRng.die(sides);
}

void Dice::hashInto(Hasher& h) const {
  h.add(mRolled);
  h.add(static_cast<std::uint64_t>(mForcedNext));
  for (auto word : mRng.state()) h.add(word);
}

}  // namespace sandtable::rules
