#include "CellGrid.h"

#include <stdexcept>

namespace sandtable::battlefield {

CellGrid::CellGrid(double width, double depth, double cellSize) : mCell(cellSize) {
  if (!(cellSize > 0) || !(width > 0) || !(depth > 0))
    throw std::invalid_argument("CellGrid: sizes must be positive");
  mCols = std::max(1, static_cast<int>(std::ceil(width / cellSize)));
  mRows = std::max(1, static_cast<int>(std::ceil(depth / cellSize)));
  mBuild.resize(static_cast<std::size_t>(mCols) * static_cast<std::size_t>(mRows));
  mTop.assign(mBuild.size(), -1e30f);
}

void CellGrid::insert(std::uint32_t item, double x0, double y0, double x1, double y1, float top) {
  const int c0 = std::clamp(static_cast<int>(std::floor(x0 / mCell)), 0, mCols - 1);
  const int c1 = std::clamp(static_cast<int>(std::floor(x1 / mCell)), 0, mCols - 1);
  const int r0 = std::clamp(static_cast<int>(std::floor(y0 / mCell)), 0, mRows - 1);
  const int r1 = std::clamp(static_cast<int>(std::floor(y1 / mCell)), 0, mRows - 1);
  for (int r = r0; r <= r1; ++r) {
    for (int c = c0; c <= c1; ++c) {
      const auto cell = static_cast<std::size_t>(cellOf(c, r));
      mBuild[cell].push_back(item);
      mTop[cell] = std::max(mTop[cell], top);
    }
  }
  ++mItemCount;
}

void CellGrid::freeze() {
  mOffsets.assign(mBuild.size() + 1, 0);
  mItems.clear();
  for (std::size_t i = 0; i < mBuild.size(); ++i) {
    mOffsets[i] = static_cast<std::uint32_t>(mItems.size());
    mItems.insert(mItems.end(), mBuild[i].begin(), mBuild[i].end());
  }
  mOffsets[mBuild.size()] = static_cast<std::uint32_t>(mItems.size());
  mBuild.clear();
  mBuild.shrink_to_fit();
}

void CellGrid::itemsAt(double x, double y, const std::uint32_t*& items, int& count) const {
  items = nullptr;
  count = 0;
  if (mOffsets.empty()) return;
  const int c = std::clamp(static_cast<int>(std::floor(x / mCell)), 0, mCols - 1);
  const int r = std::clamp(static_cast<int>(std::floor(y / mCell)), 0, mRows - 1);
  const auto cell = static_cast<std::size_t>(cellOf(c, r));
  items = mItems.data() + mOffsets[cell];
  count = static_cast<int>(mOffsets[cell + 1] - mOffsets[cell]);
}

}  // namespace sandtable::battlefield
