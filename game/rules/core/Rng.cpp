// xoshiro256** by Blackman and Vigna (public-domain algorithm), written out here.
#include "Rng.h"

namespace sandtable::rules {
namespace {

std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

}  // namespace

void Rng::reseed(std::uint64_t seed) {
  mSeed = seed;
  mDraws = 0;
  std::uint64_t s = seed;
  for (auto& word : mState) word = splitmix64(s);
}

std::uint64_t Rng::next() {
  ++mDraws;
  const std::uint64_t result = rotl(mState[1] * 5, 7) * 9;
  const std::uint64_t t = mState[1] << 17;
  mState[2] ^= mState[0];
  mState[3] ^= mState[1];
  mState[1] ^= mState[2];
  mState[0] ^= mState[3];
  mState[2] ^= t;
  mState[3] = rotl(mState[3], 45);
  return result;
}

std::uint32_t Rng::below(std::uint32_t bound) {
  // Take the high 32 bits and reject the top sliver that would bias small faces.
  const std::uint32_t limit = static_cast<std::uint32_t>(-bound) % bound;  // 2^32 mod bound
  for (;;) {
    const auto r = static_cast<std::uint32_t>(next() >> 32);
    if (r >= limit) return r % bound;
  }
}

std::uint64_t deriveSeed(std::uint64_t matchSeed, std::uint64_t streamTag) {
  std::uint64_t x = matchSeed ^ (streamTag * 0xD1B54A32D192ED03ULL);
  splitmix64(x);
  return splitmix64(x);
}

}  // namespace sandtable::rules
