// The ground as a regular grid of heights in world metres, and the one way Sandtable
// interpolates it: each cell split into two triangles along the diagonal from its
// south-east to its north-west corner, exactly as Bullet's heightfield triangulates it, so
// that the height the rules read and the height a ray meets are the same surface.
#pragma once

#include <algorithm>
#include <vector>

namespace sandtable::battlefield {

class HeightGrid {
 public:
  HeightGrid() = default;
  // heights[row * cols + col] at (col * spacingX, row * spacingY); row 0 is the south edge.
  HeightGrid(int cols, int rows, double spacingX, double spacingY, std::vector<float> heights);

  int cols() const { return mCols; }
  int rows() const { return mRows; }
  double spacingX() const { return mSpacingX; }
  double spacingY() const { return mSpacingY; }
  double width() const { return (mCols - 1) * mSpacingX; }
  double depth() const { return (mRows - 1) * mSpacingY; }
  const std::vector<float>& heights() const { return mHeights; }
  float at(int col, int row) const {
    return mHeights[static_cast<std::size_t>(row) * static_cast<std::size_t>(mCols) +
                    static_cast<std::size_t>(col)];
  }
  float minHeight() const { return mMin; }
  float maxHeight() const { return mMax; }
  bool empty() const { return mHeights.empty(); }

  // Asks the processor to start loading the heights around a point (a hint only).
  void prefetch(double x, double y) const {
    const int c = std::clamp(static_cast<int>(x / mSpacingX), 0, mCols - 1);
    const int r = std::clamp(static_cast<int>(y / mSpacingY), 0, mRows - 2);
    const float* p = mHeights.data() +
                     static_cast<std::size_t>(r) * static_cast<std::size_t>(mCols) +
                     static_cast<std::size_t>(c);
    __builtin_prefetch(p);
    __builtin_prefetch(p + mCols);
  }
  // Height of the surface at a point (clamped to the grid's edges).
  double heightAt(double x, double y) const;
  // The surface's gradient (dz/dx, dz/dy) at a point: the plane of its triangle.
  void gradientAt(double x, double y, double& dzdx, double& dzdy) const;

  // The cell holding a point, clamped to the grid, and the point's position inside it
  // (u along x, v along y, both in [0, 1]).
  void locate(double x, double y, int& col, int& row, double& u, double& v) const;
  // Height inside cell (col, row) at local (u, v), on the cell's own two triangles.
  double cellHeight(int col, int row, double u, double v) const;

 private:
  int mCols = 0;
  int mRows = 0;
  double mSpacingX = 1;
  double mSpacingY = 1;
  std::vector<float> mHeights;
  float mMin = 0;
  float mMax = 0;
};

}  // namespace sandtable::battlefield
