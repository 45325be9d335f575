// The match's dice: forced values first (for tests and teaching), then the seeded
// generator. Every die a ruleset rolls goes through here, so the draw count and the
// generator state fully describe where a match stands in its random sequence.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "Hash.h"
#include "Rng.h"

namespace sandtable::rules {

// A forced value that is not a face of the die being rolled.
class ForcedDieError : public std::runtime_error {
 public:
  ForcedDieError(std::size_t index, int value, int sides);
  std::size_t index;  // position in the forced list, 0-based
  int value;
  int sides;
};

class Dice {
 public:
  explicit Dice(std::uint64_t seed = 0, std::vector<int> forced = {});

  // One die: 1..sides. Consumes the next forced value if any is left.
  int roll(int sides);

  std::uint64_t seed() const { return mRng.seed(); }
  std::uint64_t rolled() const { return mRolled; }
  std::size_t forcedLeft() const { return mForced.size() - mForcedNext; }
  const std::vector<int>& forced() const { return mForced; }

  void hashInto(Hasher& h) const;

 private:
  Rng mRng;
  std::vector<int> mForced;
  std::size_t mForcedNext = 0;
  std::uint64_t mRolled = 0;
};

}  // namespace sandtable::rules
