#include "HeightGrid.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace sandtable::battlefield {

HeightGrid::HeightGrid(int cols, int rows, double spacingX, double spacingY,
                       std::vector<float> heights)
    : mCols(cols),
      mRows(rows),
      mSpacingX(spacingX),
      mSpacingY(spacingY),
      mHeights(std::move(heights)) {
  if (cols < 2 || rows < 2 ||
      mHeights.size() != static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows) ||
      !(spacingX > 0) || !(spacingY > 0)) {
    throw std::invalid_argument(
        "HeightGrid: needs at least 2 x 2 heights, one per grid point, and positive spacing");
  }
  const auto [lo, hi] = std::minmax_element(mHeights.begin(), mHeights.end());
  mMin = *lo;
  mMax = *hi;
}

void HeightGrid::locate(double x, double y, int& col, int& row, double& u, double& v) const {
  const double fx = std::clamp(x / mSpacingX, 0.0, static_cast<double>(mCols - 1));
  const double fy = std::clamp(y / mSpacingY, 0.0, static_cast<double>(mRows - 1));
  col = std::min(static_cast<int>(fx), mCols - 2);
  row = std::min(static_cast<int>(fy), mRows - 2);
  u = fx - col;
  v = fy - row;
}

double HeightGrid::cellHeight(int col, int row, double u, double v) const {
  const double h00 = at(col, row);
  const double h10 = at(col + 1, row);
  const double h01 = at(col, row + 1);
  const double h11 = at(col + 1, row + 1);
  // Bullet's default split runs from (col + 1, row) to (col, row + 1).
  if (u + v <= 1.0) return h00 + u * (h10 - h00) + v * (h01 - h00);
  return h11 + (1.0 - u) * (h01 - h11) + (1.0 - v) * (h10 - h11);
}

double HeightGrid::heightAt(double x, double y) const {
  int col, row;
  double u, v;
  locate(x, y, col, row, u, v);
  return cellHeight(col, row, u, v);
}

void HeightGrid::gradientAt(double x, double y, double& dzdx, double& dzdy) const {
  int col, row;
  double u, v;
  locate(x, y, col, row, u, v);
  const double h00 = at(col, row);
  const double h10 = at(col + 1, row);
  const double h01 = at(col, row + 1);
  const double h11 = at(col + 1, row + 1);
  if (u + v <= 1.0) {
    dzdx = (h10 - h00) / mSpacingX;
    dzdy = (h01 - h00) / mSpacingY;
  } else {
    dzdx = (h11 - h01) / mSpacingX;
    dzdy = (h11 - h10) / mSpacingY;
  }
}

}  // namespace sandtable::battlefield
