// A uniform grid of square cells over the table in world metres, each listing the items
// whose bounding boxes touch it and the highest top among them: the 2D index that lets a
// sight line look only at the trees, buildings and woods near it, nearest first.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace sandtable::battlefield {

// A segment a + t * d, t in [0, 1], in world metres.
struct Ray3 {
  double ax = 0, ay = 0, az = 0;
  double dx = 0, dy = 0, dz = 0;
  double zAt(double t) const { return az + t * dz; }
};

// Narrows [t0, t1] to where the ray's plan lies within [lo, hi] along one axis.
inline bool clipSlab(double a, double d, double lo, double hi, double& t0, double& t1) {
  if (d == 0) return a >= lo && a <= hi;
  double ta = (lo - a) / d;
  double tb = (hi - a) / d;
  if (ta > tb) std::swap(ta, tb);
  t0 = std::max(t0, ta);
  t1 = std::min(t1, tb);
  return t0 <= t1;
}

inline bool clipBox(const Ray3& r, double x0, double y0, double x1, double y1, double& t0,
                    double& t1) {
  return clipSlab(r.ax, r.dx, x0, x1, t0, t1) && clipSlab(r.ay, r.dy, y0, y1, t0, t1);
}

class CellGrid {
 public:
  CellGrid() = default;
  CellGrid(double width, double depth, double cellSize);

  void insert(std::uint32_t item, double x0, double y0, double x1, double y1, float top);
  // Packs the lists for fast reading; call once after the last insert.
  void freeze();

  bool empty() const { return mItemCount == 0; }
  int cols() const { return mCols; }
  int rows() const { return mRows; }
  double cellSize() const { return mCell; }

  // Calls visit(items, count, top, t0, t1) for each cell the ray's plan passes through, in
  // order along the ray, while t0 <= tMax and visit returns true.
  template <class Visit>
  void walk(const Ray3& r, double tMax, Visit&& visit) const;
  // Items of the cell holding a point (clamped to the grid).
  void itemsAt(double x, double y, const std::uint32_t*& items, int& count) const;
  // All cells' items, packed cell after cell: walk() hands out pointers into this array,
  // so a caller may keep data parallel to it (copied per cell, read in order).
  const std::vector<std::uint32_t>& packedItems() const { return mItems; }
  // Asks the processor to start loading the cell holding a point (a hint, no effect on results).
  void prefetch(double x, double y) const {
    if (mOffsets.empty()) return;
    const int c = std::clamp(static_cast<int>(x / mCell), 0, mCols - 1);
    const int r = std::clamp(static_cast<int>(y / mCell), 0, mRows - 1);
    const std::uint32_t* at = mOffsets.data() + cellOf(c, r);
    __builtin_prefetch(at);
    __builtin_prefetch(mItems.data() + *at);
  }

 private:
  int cellOf(int c, int r) const { return r * mCols + c; }
  int mCols = 0;
  int mRows = 0;
  double mCell = 1;
  std::size_t mItemCount = 0;
  std::vector<std::vector<std::uint32_t>> mBuild;
  std::vector<std::uint32_t> mOffsets;  // mCols * mRows + 1
  std::vector<std::uint32_t> mItems;
  std::vector<float> mTop;
};

template <class Visit>
void CellGrid::walk(const Ray3& r, double tMax, Visit&& visit) const {
  if (mItemCount == 0) return;
  double t0 = 0, t1 = 1;
  if (!clipBox(r, 0, 0, mCols * mCell, mRows * mCell, t0, t1)) return;
  const double sx = r.ax + r.dx * t0;
  const double sy = r.ay + r.dy * t0;
  int c = std::clamp(static_cast<int>(std::floor(sx / mCell)), 0, mCols - 1);
  int row = std::clamp(static_cast<int>(std::floor(sy / mCell)), 0, mRows - 1);
  const int stepC = r.dx > 0 ? 1 : (r.dx < 0 ? -1 : 0);
  const int stepR = r.dy > 0 ? 1 : (r.dy < 0 ? -1 : 0);
  const double inf = 1e300;
  double nextX = stepC == 0 ? inf : (((stepC > 0 ? c + 1 : c) * mCell) - r.ax) / r.dx;
  double nextY = stepR == 0 ? inf : (((stepR > 0 ? row + 1 : row) * mCell) - r.ay) / r.dy;
  const double deltaX = stepC == 0 ? inf : mCell / std::abs(r.dx);
  const double deltaY = stepR == 0 ? inf : mCell / std::abs(r.dy);
  double enter = t0;
  while (enter <= tMax && enter <= t1) {
    const double exit = std::min({nextX, nextY, t1});
    const int cell = cellOf(c, row);
    const std::uint32_t begin = mOffsets[static_cast<std::size_t>(cell)];
    const std::uint32_t end = mOffsets[static_cast<std::size_t>(cell) + 1];
    if (begin != end && !visit(mItems.data() + begin, static_cast<int>(end - begin),
                               mTop[static_cast<std::size_t>(cell)], enter, exit)) {
      return;
    }
    if (exit >= t1) return;
    if (nextX < nextY) {
      c += stepC;
      nextX += deltaX;
    } else {
      row += stepR;
      nextY += deltaY;
    }
    if (c < 0 || c >= mCols || row < 0 || row >= mRows) return;
    enter = exit;
  }
}

}  // namespace sandtable::battlefield
