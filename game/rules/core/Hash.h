// A small 64-bit state hasher. Every ruleset feeds its whole match state through one of
// these after each action; equal hashes on two machines mean equal states.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace sandtable::rules {

class Hasher {
 public:
  void add(std::uint64_t v) {
    // FNV-1a over the eight bytes, then a final avalanche in value().
    for (int i = 0; i < 8; ++i) {
      mH ^= (v >> (8 * i)) & 0xFF;
      mH *= 0x100000001B3ULL;
    }
  }
  void add(std::int64_t v) { add(static_cast<std::uint64_t>(v)); }
  void add(int v) { add(static_cast<std::uint64_t>(static_cast<std::int64_t>(v))); }
  void add(bool v) { add(static_cast<std::uint64_t>(v ? 1 : 0)); }
  void add(std::string_view s) {
    add(static_cast<std::uint64_t>(s.size()));
    for (unsigned char c : s) {
      mH ^= c;
      mH *= 0x100000001B3ULL;
    }
  }

  std::uint64_t value() const {
    std::uint64_t z = mH;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

 private:
  std::uint64_t mH = 0xCBF29CE484222325ULL;
};

// "0x" followed by 16 lower-case hex digits: how hashes appear in files and output.
std::string hashToString(std::uint64_t h);
// Parses what hashToString writes; returns false on anything else.
bool hashFromString(std::string_view text, std::uint64_t& out);

}  // namespace sandtable::rules
