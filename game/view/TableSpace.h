// Where the table sits in the 3D world. Rules geometry is in micrometres of tabletop
// (x east, y north); the world is in millimetres with +Y up, x east and north toward -Z, so
// that a camera on the south edge looking north sees the table as side 1 does. Facings
// are binary angles, clockwise from north; in the world they are yaws about +Y.
#pragma once

#include <cmath>
#include <cstdint>

#include "rules/core/Geometry.h"

namespace sandtable::view {

struct WorldXZ {
  float x = 0;
  float z = 0;
};

inline constexpr float kMicrometresPerWorldUnit = 1000.0f;

inline float toWorldLength(rules::Length l) {
  return static_cast<float>(l) / kMicrometresPerWorldUnit;
}
inline rules::Length toTableLength(float w) {
  return std::llround(static_cast<double>(w) * kMicrometresPerWorldUnit);
}
inline WorldXZ toWorld(rules::Point p) { return {toWorldLength(p.x), -toWorldLength(p.y)}; }
inline rules::Point toTable(float x, float z) { return {toTableLength(x), toTableLength(-z)}; }
// The yaw (radians, counter-clockwise about +Y) that turns a model facing -Z to `facing`.
inline float yawOf(rules::Angle facing) {
  return -static_cast<float>(facing) * 6.28318530718f / static_cast<float>(rules::kFullTurn);
}
// The facing a world yaw stands for (yawOf's inverse), in [0, kFullTurn).
inline rules::Angle facingOfYaw(float yaw) {
  return rules::normalizeAngle(static_cast<rules::Angle>(
      std::lround(-static_cast<double>(yaw) * static_cast<double>(rules::kFullTurn) / 6.283185307179586)));
}

// A small deterministic generator for looks only (tree placement, figure jitter): never
// the match's dice, so how the table looks cannot change what happens on it.
class CosmeticRng {
 public:
  explicit CosmeticRng(std::uint64_t seed) : mState(seed ^ 0x9E3779B97F4A7C15ull) {}
  std::uint64_t next() {
    mState ^= mState << 13;
    mState ^= mState >> 7;
    mState ^= mState << 17;
    return mState;
  }
  float uniform(float lo = 0, float hi = 1) {
    return lo + (hi - lo) * static_cast<float>(next() >> 40) / static_cast<float>(1ull << 24);
  }

 private:
  std::uint64_t mState;
};

// A stable 64-bit hash of a string (FNV-1a), to seed cosmetic streams from names.
inline std::uint64_t stableHash(const char* s) {
  std::uint64_t h = 1469598103934665603ull;
  for (; *s; ++s) h = (h ^ static_cast<unsigned char>(*s)) * 1099511628211ull;
  return h;
}

}  // namespace sandtable::view
