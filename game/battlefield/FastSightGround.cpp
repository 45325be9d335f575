// FastSight's walk along the ground: blocks of the height pyramid met in order along the
// line, down to single cells near the ground, each cell's two triangles tested exactly
// with the margins that keep the answer Bullet's.
#include <algorithm>
#include <array>
#include <cmath>

#include "FastSight.h"

namespace sandtable::battlefield {

bool FastSight::cellEvent(const Ray3& r, int col, int row, double t0, double t1, GroundWalk& walk,
                          Event& e) const {
  const HeightGrid& g = *mGround;
  const double sx = g.spacingX();
  const double sy = g.spacingY();
  const double h00 = g.at(col, row), h10 = g.at(col + 1, row), h01 = g.at(col, row + 1),
               h11 = g.at(col + 1, row + 1);
  auto u = [&](double t) { return (r.ax + t * r.dx) / sx - col; };
  auto v = [&](double t) { return (r.ay + t * r.dy) / sy - row; };
  auto diag = [&](double t) { return u(t) + v(t) - 1.0; };
  auto height = [&](bool lower, double t) {
    const double uu = u(t), vv = v(t);
    return lower ? h00 + uu * (h10 - h00) + vv * (h01 - h00)
                 : h11 + (1 - uu) * (h01 - h11) + (1 - vv) * (h10 - h11);
  };
  std::array<double, 3> cuts{t0, t1, t1};
  int n = 2;
  const double g0 = diag(t0), g1 = diag(t1);
  if ((g0 < 0 && g1 > 0) || (g0 > 0 && g1 < 0)) {
    cuts[1] = t0 + (t1 - t0) * g0 / (g0 - g1);
    n = 3;
  }
  const double m = mGroundMargin;
  e.reason = rules::SightBlock::Ground;
  for (int k = 1; k < n; ++k) {
    const double pa = cuts[static_cast<std::size_t>(k - 1)];
    const double pb = cuts[static_cast<std::size_t>(k)];
    const bool lower = diag(0.5 * (pa + pb)) <= 0;
    // The ray's height over the ground, f, is linear along each piece.
    const double fa = r.zAt(pa) - height(lower, pa);
    const double fb = r.zAt(pb) - height(lower, pb);
    auto at = [&](double f) { return fa == fb ? pa : pa + (pb - pa) * (fa - f) / (fa - fb); };
    if (!walk.inZone) {
      if (fa > m && fb > m) continue;
      walk.inZone = true;
      walk.zoneStart = fa > m ? at(m) : pa;
      walk.firstZero = walk.nearZero = walk.belowZero = -1;
    }
    const double eps = mGroundOrder;
    if (walk.nearZero < 0 && fb <= eps) walk.nearZero = fa > eps ? at(eps) : pa;
    if (walk.firstZero < 0 && fb <= 0) walk.firstZero = fa > 0 ? at(0) : pa;
    if (walk.belowZero < 0 && fb <= -eps) walk.belowZero = fa > -eps ? at(-eps) : pa;
    if (fb < -m) {
      // Down through the ground, certainly: Bullet's first hit lies where the line first
      // comes within a float's error of the ground.
      e.certain = true;
      e.lo = walk.nearZero;
      e.hi = walk.belowZero;
      e.t = walk.firstZero;
      return true;
    }
    if (fb > m) {
      // A graze: it came within the margin and rose again. Bullet must decide.
      e.certain = false;
      e.lo = e.hi = e.t = walk.zoneStart;
      return true;
    }
  }
  return false;
}

bool FastSight::groundEvent(const Ray3& r, double limit, Event& e) const {
  const HeightGrid& g = *mGround;
  const double sx = g.spacingX();
  const double sy = g.spacingY();
  const int baseCols = g.cols() - 1;
  const int baseRows = g.rows() - 1;
  double t0 = 0, t1 = 1;
  if (!clipBox(r, 0, 0, baseCols * sx, baseRows * sy, t0, t1)) return false;
  const double tEnd = std::min(t1, limit);
  if (t0 > tEnd) return false;

  struct Node {
    int level, i, j;
    double t0, t1;
    bool tested;  // its block was checked against the line before it was pushed
  };
  std::array<Node, 128> stack;
  int top = 0;
  GroundWalk walk;
  const double invDx = r.dx != 0 ? 1.0 / r.dx : 0.0;
  const double invDy = r.dy != 0 ? 1.0 / r.dy : 0.0;

  // Descends from the nodes on the stack, nearest first. 1: an event; 0: all clear;
  // -1: went past the limit.
  auto descend = [&]() -> int {
    while (top > 0) {
      const Node n = stack[static_cast<std::size_t>(--top)];
      if (n.t0 > limit) return -1;  // nodes come in order along the line: the rest are beyond
      if (n.t0 > n.t1) continue;
      if (n.level == 0) {
        // A single cell: its own exact test is as cheap as a bound, and its heights are
        // nearer in memory than the bottom of the pyramid.
        if (cellEvent(r, n.i, n.j, n.t0, n.t1, walk, e)) return 1;
        continue;
      }
      if (!n.tested &&
          std::min(r.zAt(n.t0), r.zAt(n.t1)) > mPyramid.maxAt(n.level, n.i, n.j) + mGroundMargin)
        continue;
      // The ray crosses the node's two middle lines at most once each: its children
      // follow in that order, with no clipping against each.
      const int cl = n.level - 1;
      const int span = 1 << cl;
      const double xm = (2 * n.i + 1) * span * sx;
      const double ym = (2 * n.j + 1) * span * sy;
      double tx = r.dx != 0 ? (xm - r.ax) * invDx : 2.0;
      double ty = r.dy != 0 ? (ym - r.ay) * invDy : 2.0;
      if (!(tx > n.t0 && tx < n.t1)) tx = 2.0;
      if (!(ty > n.t0 && ty < n.t1)) ty = 2.0;
      const double first = std::min({tx, ty, n.t1});
      const double tm = 0.5 * (n.t0 + first);
      int cx = r.ax + tm * r.dx > xm ? 1 : 0;
      int cy = r.ay + tm * r.dy > ym ? 1 : 0;
      std::array<Node, 3> kids;
      int k = 0;
      double from = n.t0;
      const double a = std::min(tx, ty), b = std::max(tx, ty);
      for (const double to : {a, b, n.t1}) {
        if (to > 1.5) continue;  // no such crossing
        if (to > from || to == n.t1)
          kids[static_cast<std::size_t>(k++)] = {cl, 2 * n.i + cx, 2 * n.j + cy, from, to, true};
        if (to == tx) cx ^= 1;
        if (to == ty) cy ^= 1;
        from = to;
        if (to == n.t1) break;
      }
      // Only children the line may touch; their maxima share a cache line.
      for (int q = k - 1; q >= 0; --q) {
        const Node& c = kids[static_cast<std::size_t>(q)];
        if (c.i >= mPyramid.width(cl) || c.j >= mPyramid.height(cl)) continue;
        if (cl > 0 &&
            std::min(r.zAt(c.t0), r.zAt(c.t1)) > mPyramid.maxAt(cl, c.i, c.j) + mGroundMargin)
          continue;
        stack[static_cast<std::size_t>(top++)] = c;
      }
    }
    return 0;
  };

  // Start from blocks about half the searched stretch wide, met in order along the line
  // (a DDA), rather than from the pyramid's single top block (measured: fewer steps than
  // smaller or larger blocks on the reference battlefield).
  const double cellsAlong =
      (tEnd - t0) * std::sqrt((r.dx / sx) * (r.dx / sx) + (r.dy / sy) * (r.dy / sy));
  int level = 0;
  while (level + 1 < mPyramid.levels() && static_cast<double>(2 << level) <= cellsAlong) ++level;
  const int span = 1 << level;
  const double bx = span * sx, by = span * sy;
  const int cols = mPyramid.width(level), rows = mPyramid.height(level);
  int i = std::clamp(static_cast<int>(std::floor((r.ax + t0 * r.dx) / bx)), 0, cols - 1);
  int j = std::clamp(static_cast<int>(std::floor((r.ay + t0 * r.dy) / by)), 0, rows - 1);
  const int stepI = r.dx > 0 ? 1 : (r.dx < 0 ? -1 : 0);
  const int stepJ = r.dy > 0 ? 1 : (r.dy < 0 ? -1 : 0);
  double nextX = stepI == 0 ? 2.0 : ((stepI > 0 ? i + 1 : i) * bx - r.ax) * invDx;
  double nextY = stepJ == 0 ? 2.0 : ((stepJ > 0 ? j + 1 : j) * by - r.ay) * invDy;
  const double deltaX = stepI == 0 ? 2.0 : bx * std::abs(invDx);
  const double deltaY = stepJ == 0 ? 2.0 : by * std::abs(invDy);
  double enter = t0;
  while (enter <= tEnd) {
    const double exit = std::min({nextX, nextY, t1});
    stack[static_cast<std::size_t>(top++)] = {level, i, j, enter, exit, false};
    const int got = descend();
    if (got > 0) return true;
    if (got < 0 || exit >= t1) break;
    if (nextX < nextY) {
      i += stepI;
      nextX += deltaX;
    } else {
      j += stepJ;
      nextY += deltaY;
    }
    if (i < 0 || i >= cols || j < 0 || j >= rows) break;
    enter = exit;
  }
  if (walk.inZone) {
    // Stopped at the limit while grazing the ground: undecided.
    e.reason = rules::SightBlock::Ground;
    e.certain = false;
    e.lo = e.hi = e.t = walk.zoneStart;
    return true;
  }
  return false;
}

void FastSight::surfaceWalk(const Ray3& r, double ta, double tb, double offset, double level,
                            double& minF, double& firstAtLevel) const {
  const HeightGrid& g = *mGround;
  const double sx = g.spacingX(), sy = g.spacingY();
  minF = 1e300;
  firstAtLevel = -1;
  if (ta > tb) return;
  // The cells along the stretch, in order, each split where it crosses its diagonal: the
  // ground, and so f, is linear on each piece.
  std::array<double, 64> cuts;
  int n = 0;
  cuts[n++] = ta;
  cuts[n++] = tb;
  auto addCuts = [&](double fa, double fb) {
    if (fa == fb) return;
    for (double k = std::ceil(std::min(fa, fb)); k <= std::max(fa, fb) && n < 64; k += 1.0) {
      const double t = ta + (tb - ta) * (k - fa) / (fb - fa);
      if (t > ta && t < tb) cuts[static_cast<std::size_t>(n++)] = t;
    }
  };
  const double xa = (r.ax + ta * r.dx) / sx, xb = (r.ax + tb * r.dx) / sx;
  const double ya = (r.ay + ta * r.dy) / sy, yb = (r.ay + tb * r.dy) / sy;
  addCuts(xa, xb);
  addCuts(ya, yb);
  addCuts(xa + ya, xb + yb);
  if (n >= 64) {  // a long stretch over many cells: no exact answer here
    minF = -1e300;
    return;
  }
  std::sort(cuts.begin(), cuts.begin() + n);
  for (int k = 1; k < n; ++k) {
    const double pa = cuts[static_cast<std::size_t>(k - 1)], pb = cuts[static_cast<std::size_t>(k)];
    const double tm = 0.5 * (pa + pb);
    int col, row;
    double u, v;
    g.locate(r.ax + tm * r.dx, r.ay + tm * r.dy, col, row, u, v);
    const bool lower = u + v <= 1.0;
    const double h00 = g.at(col, row), h10 = g.at(col + 1, row), h01 = g.at(col, row + 1),
                 h11 = g.at(col + 1, row + 1);
    // On the piece's own triangle, whichever cell its ends round into.
    auto f = [&](double t) {
      const double uu = (r.ax + t * r.dx) / sx - col, vv = (r.ay + t * r.dy) / sy - row;
      const double h = lower ? h00 + uu * (h10 - h00) + vv * (h01 - h00)
                             : h11 + (1 - uu) * (h01 - h11) + (1 - vv) * (h10 - h11);
      return r.zAt(t) - h - offset;
    };
    const double fa = f(pa), fb = f(pb);
    minF = std::min({minF, fa, fb});
    if (firstAtLevel < 0 && std::min(fa, fb) <= level) {
      firstAtLevel = fa <= level ? pa : pa + (pb - pa) * (fa - level) / (fa - fb);
    }
  }
}

}  // namespace sandtable::battlefield
