#include "HeightPyramid.h"

#include <algorithm>

namespace sandtable::battlefield {

HeightPyramid::HeightPyramid(const HeightGrid& g) {
  Level base;
  base.cols = g.cols() - 1;
  base.rows = g.rows() - 1;
  base.max.resize(static_cast<std::size_t>(base.cols) * static_cast<std::size_t>(base.rows));
  for (int j = 0; j < base.rows; ++j) {
    for (int i = 0; i < base.cols; ++i) {
      base.max[static_cast<std::size_t>(j) * static_cast<std::size_t>(base.cols) + static_cast<std::size_t>(i)] =
          std::max({g.at(i, j), g.at(i + 1, j), g.at(i, j + 1), g.at(i + 1, j + 1)});
    }
  }
  mLevels.push_back(std::move(base));
  while (mLevels.back().cols > 1 || mLevels.back().rows > 1) {
    const Level& below = mLevels.back();
    Level up;
    up.cols = (below.cols + 1) / 2;
    up.rows = (below.rows + 1) / 2;
    up.max.assign(static_cast<std::size_t>(up.cols) * static_cast<std::size_t>(up.rows), -1e30f);
    for (int j = 0; j < below.rows; ++j) {
      for (int i = 0; i < below.cols; ++i) {
        float& m = up.max[static_cast<std::size_t>(j / 2) * static_cast<std::size_t>(up.cols) + static_cast<std::size_t>(i / 2)];
        m = std::max(m, below.max[static_cast<std::size_t>(j) * static_cast<std::size_t>(below.cols) + static_cast<std::size_t>(i)]);
      }
    }
    mLevels.push_back(std::move(up));
  }
}

}  // namespace sandtable::battlefield
