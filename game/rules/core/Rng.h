// Sandtable's own pseudo-random generator (xoshiro256**, seeded through splitmix64)
// and its own mapping to die faces. The standard library's distributions differ
// between implementations, so a replay made with them would not replay elsewhere.
#pragma once

#include <array>
#include <cstdint>

namespace sandtable::rules {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

  void reseed(std::uint64_t seed);

  // Next raw 64-bit output.
  std::uint64_t next();

  // Uniform integer in [0, bound), bound > 0, without modulo bias (rejection sampling).
  std::uint32_t below(std::uint32_t bound);

  // One die of the given number of sides: 1..sides.
  int die(int sides) { return static_cast<int>(below(static_cast<std::uint32_t>(sides))) + 1; }

  std::uint64_t seed() const { return mSeed; }
  std::uint64_t draws() const { return mDraws; }
  const std::array<std::uint64_t, 4>& state() const { return mState; }

 private:
  std::array<std::uint64_t, 4> mState{};
  std::uint64_t mSeed = 0;
  std::uint64_t mDraws = 0;
};

// Derives an independent seed for a named stream (cosmetic effects, an AI player) from
// the match seed, so that consuming one stream never shifts another.
std::uint64_t deriveSeed(std::uint64_t matchSeed, std::uint64_t streamTag);

}  // namespace sandtable::rules
