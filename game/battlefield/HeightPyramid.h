// Maximum heights over ever larger square blocks of a HeightGrid's cells (level k:
// 2^k x 2^k cells; level 0, single cells, is not stored: a cell's own heights serve). A sight line
// that passes above a block's maximum cannot touch the ground anywhere in that block, which proves
// most of a long line clear without looking at its cells one by one.
//
// Stored compactly for the cache: each maximum rounded up to a 16-bit step above the
// lowest ground (still an upper bound), each level in Morton order so that a block's
// four children share a cache line.
#pragma once

#include <cstdint>
#include <vector>

#include "HeightGrid.h"

namespace sandtable::battlefield {

class HeightPyramid {
 public:
  HeightPyramid() = default;
  explicit HeightPyramid(const HeightGrid& grid);

  int levels() const { return static_cast<int>(mLevels.size()); }
  int width(int level) const { return mLevels[static_cast<std::size_t>(level)].cols; }
  int height(int level) const { return mLevels[static_cast<std::size_t>(level)].rows; }
  // An upper bound (within one step) of the ground in block (i, j) of `level` >= 1, which
  // covers cells [i * 2^level, (i + 1) * 2^level) x [j * 2^level, (j + 1) * 2^level).
  double maxAt(int level, int i, int j) const {
    return mBase + mStep * mLevels[static_cast<std::size_t>(level)].max[morton(i, j)];
  }

  static std::uint32_t morton(int i, int j) {
    return spread(static_cast<std::uint32_t>(i)) | (spread(static_cast<std::uint32_t>(j)) << 1);
  }

 private:
  static std::uint32_t spread(std::uint32_t v) {
    v &= 0xffff;
    v = (v | (v << 8)) & 0x00ff00ff;
    v = (v | (v << 4)) & 0x0f0f0f0f;
    v = (v | (v << 2)) & 0x33333333;
    v = (v | (v << 1)) & 0x55555555;
    return v;
  }
  struct Level {
    int cols = 0;
    int rows = 0;
    std::vector<std::uint16_t> max;  // by morton(i, j)
  };
  std::vector<Level> mLevels;
  double mBase = 0;
  double mStep = 1;
};

}  // namespace sandtable::battlefield
