#include "HeightPyramid.h"

#include <algorithm>
#include <cmath>

namespace sandtable::battlefield {

HeightPyramid::HeightPyramid(const HeightGrid& g) {
  mBase = g.minHeight();
  mStep = std::max(1e-3, (static_cast<double>(g.maxHeight()) - mBase) / 65000.0);
  auto quantise = [&](double h) {
    // Rounded up, and one step more against rounding in the division: never below h.
    const double q = std::ceil((h - mBase) / mStep) + 1.0;
    return static_cast<std::uint16_t>(std::clamp(q, 0.0, 65535.0));
  };
  auto sizeFor = [](int cols, int rows) {
    std::uint32_t n = 1;
    while (n < static_cast<std::uint32_t>(std::max(cols, rows))) n <<= 1;
    return static_cast<std::size_t>(n) * n;
  };
  Level base;
  base.cols = g.cols() - 1;
  base.rows = g.rows() - 1;
  base.max.assign(sizeFor(base.cols, base.rows), 0);
  for (int j = 0; j < base.rows; ++j) {
    for (int i = 0; i < base.cols; ++i) {
      base.max[morton(i, j)] =
          quantise(std::max({g.at(i, j), g.at(i + 1, j), g.at(i, j + 1), g.at(i + 1, j + 1)}));
    }
  }
  mLevels.push_back(std::move(base));
  while (mLevels.back().cols > 1 || mLevels.back().rows > 1) {
    if (mLevels.size() == 2) mLevels.front().max = {};  // level 0 is built only to make level 1
    const Level& below = mLevels.back();
    Level up;
    up.cols = (below.cols + 1) / 2;
    up.rows = (below.rows + 1) / 2;
    up.max.assign(sizeFor(up.cols, up.rows), 0);
    for (int j = 0; j < below.rows; ++j) {
      for (int i = 0; i < below.cols; ++i) {
        std::uint16_t& m = up.max[morton(i / 2, j / 2)];
        m = std::max(m, below.max[morton(i, j)]);
      }
    }
    mLevels.push_back(std::move(up));
  }
}

}  // namespace sandtable::battlefield
