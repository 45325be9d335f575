#include "FastSight.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

namespace sandtable::battlefield {
namespace {

constexpr double kHuge = 1e300;
constexpr int kHeader = 7;  // floats before a packed prism's sides

}  // namespace

FastSight::FastSight(const HeightGrid* ground, std::vector<SightObject> objects, const std::vector<Vec2>& corners)
    : mGround(ground), mPyramid(*ground), mObjects(std::move(objects)) {
  // Floats are enough for the exact tests: Bullet holds the same prisms in floats, and
  // positions are kept relative to each object's (float) centre.
  std::vector<std::uint32_t> packedAt;
  for (const SightObject& o : mObjects) {
    packedAt.push_back(static_cast<std::uint32_t>(mPacked.size()));
    const float cx = static_cast<float>(0.5 * (o.x0 + o.x1)), cy = static_cast<float>(0.5 * (o.y0 + o.y1));
    std::vector<float> sides;
    if (o.shape == SightObject::Shape::Prism) {
      for (int k = 0; k < o.edgeCount; ++k) {
        const Vec2 a = corners[static_cast<std::size_t>(o.firstEdge + k)];
        const Vec2 b = corners[static_cast<std::size_t>(o.firstEdge + (k + 1) % o.edgeCount)];
        const double len = std::sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
        if (len == 0) continue;
        const float nx = static_cast<float>(-(b.y - a.y) / len);  // left of a counter-clockwise side is inside
        const float ny = static_cast<float>((b.x - a.x) / len);
        sides.insert(sides.end(), {nx, ny, static_cast<float>(nx * (a.x - cx) + ny * (a.y - cy))});
      }
    }
    const auto meta = static_cast<std::uint32_t>(sides.size() / 3) | (static_cast<std::uint32_t>(o.reason) << 16) |
                      (static_cast<std::uint32_t>(o.shape) << 24);
    const double size = std::max({o.x1 - o.x0, o.y1 - o.y0, o.zTop - o.zBottom});
    mPacked.insert(mPacked.end(), {cx, cy, static_cast<float>(o.zBottom), static_cast<float>(o.zTop),
                                   std::bit_cast<float>(static_cast<std::int32_t>(o.tag)), std::bit_cast<float>(meta),
                                   static_cast<float>(shapeOrderFor(size))});
    mPacked.insert(mPacked.end(), sides.begin(), sides.end());
  }
  // The ground's triangles reach a cell's side plus its steepest step.
  double step = 0;
  for (int r = 0; r < ground->rows(); ++r) {
    for (int c = 0; c < ground->cols(); ++c) {
      if (c + 1 < ground->cols()) step = std::max(step, static_cast<double>(std::abs(ground->at(c + 1, r) - ground->at(c, r))));
      if (r + 1 < ground->rows()) step = std::max(step, static_cast<double>(std::abs(ground->at(c, r + 1) - ground->at(c, r))));
    }
  }
  const double reach = std::max(ground->spacingX(), ground->spacingY()) + step;
  mGroundOrder = std::max(kGroundOrder, 2e-4 * reach);
  mGroundMargin = std::max(kGroundMargin, 2 * mGroundOrder);
  // About four objects to a cell on average, but no finer than four ground cells.
  const double w = ground->width();
  const double d = ground->depth();
  double cell = std::max(4.0 * std::max(ground->spacingX(), ground->spacingY()),
                         std::sqrt(w * d * 4.0 / std::max<double>(1.0, static_cast<double>(mObjects.size()))));
  cell = std::min(cell, std::max(w, d));
  mIndex = CellGrid(w, d, cell);
  for (std::size_t i = 0; i < mObjects.size(); ++i) {
    const SightObject& o = mObjects[i];
    const double m = 2 * mPacked[packedAt[i] + 6] + 1e-3;
    mIndex.insert(static_cast<std::uint32_t>(i), o.x0 - m, o.y0 - m, o.x1 + m, o.y1 + m, static_cast<float>(o.zTop + m));
  }
  mIndex.freeze();
  for (std::uint32_t i : mIndex.packedItems()) {
    const SightObject& o = mObjects[i];
    // Widened by the object's margin and a millimetre, more than float rounding at any table size.
    const double g = 2 * mPacked[packedAt[i] + 6] + 1e-3 + 1e-6 * std::max(w, d);
    mCellEntries.push_back({static_cast<float>(o.x0 - g), static_cast<float>(o.y0 - g), static_cast<float>(o.x1 + g),
                            static_cast<float>(o.y1 + g), static_cast<float>(o.zTop + g), packedAt[i]});
  }
}

bool FastSight::cellEvent(const Ray3& r, int col, int row, double t0, double t1, GroundWalk& walk, Event& e) const {
  const HeightGrid& g = *mGround;
  const double sx = g.spacingX();
  const double sy = g.spacingY();
  const double h00 = g.at(col, row), h10 = g.at(col + 1, row), h01 = g.at(col, row + 1), h11 = g.at(col + 1, row + 1);
  auto u = [&](double t) { return (r.ax + t * r.dx) / sx - col; };
  auto v = [&](double t) { return (r.ay + t * r.dy) / sy - row; };
  auto diag = [&](double t) { return u(t) + v(t) - 1.0; };
  auto height = [&](bool lower, double t) {
    const double uu = u(t), vv = v(t);
    return lower ? h00 + uu * (h10 - h00) + vv * (h01 - h00) : h11 + (1 - uu) * (h01 - h11) + (1 - vv) * (h10 - h11);
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
      if (!n.tested && std::min(r.zAt(n.t0), r.zAt(n.t1)) > mPyramid.maxAt(n.level, n.i, n.j) + mGroundMargin) continue;
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
        if (to > from || to == n.t1) kids[static_cast<std::size_t>(k++)] = {cl, 2 * n.i + cx, 2 * n.j + cy, from, to, true};
        if (to == tx) cx ^= 1;
        if (to == ty) cy ^= 1;
        from = to;
        if (to == n.t1) break;
      }
        // Only children the line may touch; their maxima share a cache line.
      for (int q = k - 1; q >= 0; --q) {
        const Node& c = kids[static_cast<std::size_t>(q)];
        if (c.i >= mPyramid.width(cl) || c.j >= mPyramid.height(cl)) continue;
        if (cl > 0 && std::min(r.zAt(c.t0), r.zAt(c.t1)) > mPyramid.maxAt(cl, c.i, c.j) + mGroundMargin) continue;
        stack[static_cast<std::size_t>(top++)] = c;
      }
    }
    return 0;
  };

  // Start from blocks about half the searched stretch wide, met in order along the line
  // (a DDA), rather than from the pyramid's single top block (measured: fewer steps than
  // smaller or larger blocks on the reference battlefield).
  const double cellsAlong = (tEnd - t0) * std::sqrt((r.dx / sx) * (r.dx / sx) + (r.dy / sy) * (r.dy / sy));
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

bool FastSight::objectEvent(const Ray3& r, const CellEntry& c, Event& e) const {
  const float* p = mPacked.data() + c.packed;
  const double order = p[6];
  const double m = 2 * order;
  const auto meta = std::bit_cast<std::uint32_t>(p[5]);
  const int sides = static_cast<int>(meta & 0xffff);
  e.reason = static_cast<rules::SightBlock>((meta >> 16) & 0xff);
  if (static_cast<SightObject::Shape>(meta >> 24) == SightObject::Shape::Volume) {
    // Terrain-following solids are left to Bullet whenever the line comes near one.
    double t0 = 0, t1 = 1;
    if (!clipBox(r, c.x0, c.y0, c.x1, c.y1, t0, t1)) return false;
    if (!clipSlab(r.az, r.dz, -kHuge, c.zTop, t0, t1)) return false;
    e.certain = false;
    e.lo = e.hi = e.t = t0;
    return true;
  }
  const double ax = r.ax - p[0], ay = r.ay - p[1];  // the ray from the object's centre
  const float* side = p + kHeader;
  // An end of the line inside the prism's plan: it does not block. Near a side: undecided.
  // (The entry's bounds already hold the prism grown by more than the margin.)
  auto outside = [&](double x, double y) { return x < c.x0 || x > c.x1 || y < c.y0 || y > c.y1; };
  if (!outside(r.ax, r.ay) || !outside(r.ax + r.dx, r.ay + r.dy)) {
    double depthA = kHuge, depthB = kHuge;  // how far inside each end is (negative: outside)
    for (int k = 0; k < sides; ++k, side += 3) {
      depthA = std::min(depthA, side[0] * ax + side[1] * ay - side[2]);
      depthB = std::min(depthB, side[0] * (ax + r.dx) + side[1] * (ay + r.dy) - side[2]);
    }
    if (depthA > m || depthB > m) return false;
    if (depthA >= -m || depthB >= -m) {
      e.certain = false;
      e.lo = e.hi = e.t = 0;
      return true;
    }
  }
  // Entry into the prism grown by the margin (does the line come near?), shrunk by it
  // (does it surely go in?), grown and shrunk by the order margin (where, to within
  // Bullet's error), and as it is, in one pass over its sides.
  constexpr std::size_t kGrows = 5;
  const std::array<double, kGrows> grow{m, order, -order, -m, 0};
  std::array<double, kGrows> lo{0, 0, 0, 0, 0}, hi{1, 1, 1, 1, 1};
  const double zBottom = p[2], zTop = p[3];
  for (std::size_t g = 0; g < kGrows; ++g) {
    if (!clipSlab(r.az, r.dz, zBottom - grow[g], zTop + grow[g], lo[g], hi[g])) {
      if (g == 0) return false;
      lo[g] = 2, hi[g] = -1;
    }
  }
  side = p + kHeader;
  for (int k = 0; k < sides; ++k, side += 3) {
    const double s0 = side[0] * ax + side[1] * ay - side[2];
    const double sd = side[0] * r.dx + side[1] * r.dy;
    if (sd == 0) {
      for (std::size_t g = 0; g < kGrows; ++g) {
        if (s0 + grow[g] < 0) lo[g] = 2, hi[g] = -1;
      }
      continue;
    }
    const double inv = -1.0 / sd;
    for (std::size_t g = 0; g < kGrows; ++g) {
      const double tc = (s0 + grow[g]) * inv;  // inside: s0 + grow + t * sd >= 0
      if (sd > 0) lo[g] = std::max(lo[g], tc);
      else hi[g] = std::min(hi[g], tc);
    }
    if (lo[0] > hi[0]) return false;  // misses even the grown prism
  }
  if (lo[3] <= hi[3]) {
    e.certain = true;
    e.lo = lo[1];
    e.hi = lo[2];
    e.t = lo[4];  // the exact prism's entry
  } else {
    e.certain = false;
    e.lo = e.hi = e.t = lo[0];
  }
  return true;
}

OpaqueAnswer FastSight::firstOpaque(const Ray3& r) const {
  Event events[24];
  const int capacity = 24;
  int count = 0;
  bool overflow = false;
  // Trees and buildings first: in a crowded field the first of them is usually near, and
  // the ground then need only be searched up to it.
  double limit = 1.0;
  // Plan slabs of the ray, for a quick box test before the exact one: branch-free, in
  // floats (the boxes are widened by a millimetre more than float rounding could take
  // away), with a vast finite slope for an axis the ray does not move along (an infinite
  // one would make 0 x inf).
  const float fax = static_cast<float>(r.ax), fay = static_cast<float>(r.ay);
  const float faz = static_cast<float>(r.az), fdz = static_cast<float>(r.dz);
  const float invDx = r.dx != 0 ? static_cast<float>(1.0 / r.dx) : 1e30f;
  const float invDy = r.dy != 0 ? static_cast<float>(1.0 / r.dy) : 1e30f;
  auto nearBox = [&](const CellEntry& o) {
    const float ax0 = (o.x0 - fax) * invDx, ax1 = (o.x1 - fax) * invDx;
    const float ay0 = (o.y0 - fay) * invDy, ay1 = (o.y1 - fay) * invDy;
    const float t0 = std::max({0.0f, std::min(ax0, ax1), std::min(ay0, ay1)});
    const float t1 = std::min({static_cast<float>(limit), std::max(ax0, ax1), std::max(ay0, ay1)});
    return t0 <= t1 && std::min(faz + t0 * fdz, faz + t1 * fdz) <= o.zTop;
  };
  mIndex.walk(r, limit, [&](const std::uint32_t* items, int n, float top, double t0, double t1) {
    if (std::min(r.zAt(t0), r.zAt(t1)) > top) return t1 < limit;  // tops are stored with their margins
    const CellEntry* entries = mCellEntries.data() + (items - mIndex.packedItems().data());
    for (int k = 0; k < n; ++k) {
      if (!nearBox(entries[k])) continue;
      Event e;
      if (!objectEvent(r, entries[k], e) || e.lo > limit) continue;
      if (count == capacity) {
        overflow = true;
        return false;
      }
      events[count++] = e;
      if (e.certain) limit = std::min(limit, e.hi);
    }
    return t1 < limit;
  });
  Event ground{};
  if (!overflow && groundEvent(r, limit, ground) && ground.lo <= limit) events[count++] = ground;
  OpaqueAnswer out;
  if (overflow) {
    out.kind = OpaqueAnswer::Kind::Uncertain;
    return out;
  }
  if (count == 0) return out;
  // The first event decides, unless another could come before it in Bullet's eyes and
  // would change the answer.
  int first = 0;
  for (int k = 1; k < count; ++k) {
    if (events[k].lo < events[first].lo) first = k;
  }
  const Event& f = events[first];
  if (!f.certain) {
    out.kind = OpaqueAnswer::Kind::Uncertain;
    return out;
  }
  double t = f.t;
  for (int k = 0; k < count; ++k) {
    const Event& o = events[k];
    if (k == first || o.lo >= f.hi) continue;
    if (!o.certain || o.reason != f.reason) {
      out.kind = OpaqueAnswer::Kind::Uncertain;
      return out;
    }
    t = std::min(t, o.t);  // same answer either way; report the nearer point
  }
  out.kind = OpaqueAnswer::Kind::Hit;
  out.t = t;
  out.reason = f.reason;
  return out;
}

}  // namespace sandtable::battlefield
