// Maximum heights over ever larger square blocks of a HeightGrid's cells (level 0: one
// cell, level k: 2^k x 2^k cells). A sight line that passes above a block's maximum
// cannot touch the ground anywhere in that block, which proves most of a long line clear
// without looking at its cells one by one.
#pragma once

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
  // Highest ground in block (i, j) of `level` (cells [i * 2^level, (i + 1) * 2^level)).
  float maxAt(int level, int i, int j) const {
    const Level& l = mLevels[static_cast<std::size_t>(level)];
    return l.max[static_cast<std::size_t>(j) * static_cast<std::size_t>(l.cols) + static_cast<std::size_t>(i)];
  }

 private:
  struct Level {
    int cols = 0;
    int rows = 0;
    std::vector<float> max;
  };
  std::vector<Level> mLevels;
};

}  // namespace sandtable::battlefield
