#include "FastSight.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace sandtable::battlefield {
namespace {

constexpr double kHuge = 1e300;

// Where the ray's plan is within distance R of (cx, cy), clipped to [t0, t1].
bool discSpan(const Ray3& r, double cx, double cy, double R, double& t0, double& t1) {
  if (R <= 0) return false;
  const double px = r.ax - cx;
  const double py = r.ay - cy;
  const double A = r.dx * r.dx + r.dy * r.dy;
  const double C = px * px + py * py - R * R;
  if (A == 0) return C <= 0;
  const double B = 2 * (px * r.dx + py * r.dy);
  const double D = B * B - 4 * A * C;
  if (D < 0) return false;
  const double sq = std::sqrt(D);
  t0 = std::max(t0, (-B - sq) / (2 * A));
  t1 = std::min(t1, (-B + sq) / (2 * A));
  return t0 <= t1;
}

}  // namespace

FastSight::FastSight(const HeightGrid* ground, std::vector<SightObject> objects)
    : mGround(ground), mPyramid(*ground), mObjects(std::move(objects)) {
  // About four objects to a cell on average, but no finer than four ground cells.
  const double w = ground->width();
  const double d = ground->depth();
  double cell = std::max(4.0 * std::max(ground->spacingX(), ground->spacingY()),
                         std::sqrt(w * d * 4.0 / std::max<double>(1.0, static_cast<double>(mObjects.size()))));
  cell = std::min(cell, std::max(w, d));
  mIndex = CellGrid(w, d, cell);
  for (std::size_t i = 0; i < mObjects.size(); ++i) {
    const SightObject& o = mObjects[i];
    const double m = kShapeMargin;
    mIndex.insert(static_cast<std::uint32_t>(i), o.x0 - m, o.y0 - m, o.x1 + m, o.y1 + m, static_cast<float>(o.zTop));
  }
  mIndex.freeze();
}

bool FastSight::cellEvent(const Ray3& r, int col, int row, double t0, double t1, Event& e) const {
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
  const double m = kGroundMargin;
  for (int k = 1; k < n; ++k) {
    const double pa = cuts[static_cast<std::size_t>(k - 1)];
    const double pb = cuts[static_cast<std::size_t>(k)];
    const bool lower = diag(0.5 * (pa + pb)) <= 0;
    const double fa = r.zAt(pa) - height(lower, pa);
    const double fb = r.zAt(pb) - height(lower, pb);
    if (fa > m && fb > m) continue;
    e.reason = rules::SightBlock::Ground;
    if (fa > m && fb < -m) {
      e.certain = true;
      e.t = pa + (pb - pa) * fa / (fa - fb);
      e.lo = pa + (pb - pa) * (fa - m) / (fa - fb);
      e.hi = pa + (pb - pa) * (fa + m) / (fa - fb);
    } else {
      e.certain = false;
      e.lo = fa > m ? pa + (pb - pa) * (fa - m) / (fa - fb) : pa;
      e.hi = e.t = e.lo;
    }
    return true;
  }
  return false;
}

bool FastSight::groundEvent(const Ray3& r, Event& e) const {
  const HeightGrid& g = *mGround;
  const double sx = g.spacingX();
  const double sy = g.spacingY();
  const int baseCols = g.cols() - 1;
  const int baseRows = g.rows() - 1;
  struct Node {
    int level, i, j;
    double t0, t1;
  };
  std::array<Node, 256> stack;
  int top = 0;
  {
    double t0 = 0, t1 = 1;
    if (!clipBox(r, 0, 0, baseCols * sx, baseRows * sy, t0, t1)) return false;
    const int L = mPyramid.levels() - 1;
    for (int j = 0; j < mPyramid.height(L); ++j) {
      for (int i = 0; i < mPyramid.width(L); ++i) stack[static_cast<std::size_t>(top++)] = {L, i, j, t0, t1};
    }
  }
  while (top > 0) {
    const Node n = stack[static_cast<std::size_t>(--top)];
    const double zmin = std::min(r.zAt(n.t0), r.zAt(n.t1));
    if (zmin > mPyramid.maxAt(n.level, n.i, n.j) + kGroundMargin) continue;
    if (n.level == 0) {
      if (cellEvent(r, n.i, n.j, n.t0, n.t1, e)) return true;
      continue;
    }
    const int cl = n.level - 1;
    const int span = 1 << cl;
    std::array<Node, 4> kids;
    int k = 0;
    for (int dj = 0; dj < 2; ++dj) {
      for (int di = 0; di < 2; ++di) {
        const int ci = 2 * n.i + di;
        const int cj = 2 * n.j + dj;
        if (ci >= mPyramid.width(cl) || cj >= mPyramid.height(cl)) continue;
        double t0 = n.t0, t1 = n.t1;
        if (!clipBox(r, ci * span * sx, cj * span * sy, std::min((ci + 1) * span, baseCols) * sx,
                     std::min((cj + 1) * span, baseRows) * sy, t0, t1)) {
          continue;
        }
        kids[static_cast<std::size_t>(k++)] = {cl, ci, cj, t0, t1};
      }
    }
    for (int q = 1; q < k; ++q) {  // at most four: insertion sort by entry
      for (int p = q; p > 0 && kids[static_cast<std::size_t>(p)].t0 < kids[static_cast<std::size_t>(p - 1)].t0; --p) {
        std::swap(kids[static_cast<std::size_t>(p)], kids[static_cast<std::size_t>(p - 1)]);
      }
    }
    // Nearest on top of the stack: cells are then met in order along the line.
    for (int q = k - 1; q >= 0; --q) stack[static_cast<std::size_t>(top++)] = kids[static_cast<std::size_t>(q)];
  }
  return false;
}

bool FastSight::objectEvent(const Ray3& r, const SightObject& o, Event& e) const {
  const double m = kShapeMargin;
  e.reason = o.reason;
  if (o.shape == SightObject::Shape::Volume) {
    // Terrain-following solids are left to Bullet whenever the line comes near one.
    double t0 = 0, t1 = 1;
    if (!clipBox(r, o.x0 - m, o.y0 - m, o.x1 + m, o.y1 + m, t0, t1)) return false;
    if (!clipSlab(r.az, r.dz, -kHuge, o.zTop + m, t0, t1)) return false;
    e.certain = false;
    e.lo = e.hi = e.t = t0;
    return true;
  }
  // Entry into the shape grown by the margin, into the exact shape and into the shape shrunk by it.
  auto entry = [&](double grow, double& t) {
    double t0 = 0, t1 = 1;
    if (!clipSlab(r.az, r.dz, o.zBottom - grow, o.zTop + grow, t0, t1)) return false;
    if (o.shape == SightObject::Shape::Cylinder) {
      if (!discSpan(r, o.cx, o.cy, o.radius + grow, t0, t1)) return false;
    } else {
      const double px = r.ax - o.cx, py = r.ay - o.cy;
      const double lx = px * o.cosYaw + py * o.sinYaw;
      const double ly = -px * o.sinYaw + py * o.cosYaw;
      const double ldx = r.dx * o.cosYaw + r.dy * o.sinYaw;
      const double ldy = -r.dx * o.sinYaw + r.dy * o.cosYaw;
      if (o.hx + grow <= 0 || o.hy + grow <= 0) return false;
      if (!clipSlab(lx, ldx, -o.hx - grow, o.hx + grow, t0, t1)) return false;
      if (!clipSlab(ly, ldy, -o.hy - grow, o.hy + grow, t0, t1)) return false;
    }
    t = t0;
    return true;
  };
  double lo = 0;
  if (!entry(m, lo)) return false;
  double hi = 0, exact = 0;
  if (entry(-m, hi) && entry(0, exact)) {
    e.certain = true;
    e.lo = lo;
    e.hi = hi;
    e.t = exact;
  } else {
    e.certain = false;
    e.lo = e.hi = e.t = lo;
  }
  return true;
}

OpaqueAnswer FastSight::firstOpaque(const Ray3& r, const std::vector<int>& skipTags) const {
  std::array<Event, 24> events;
  int count = 0;
  bool overflow = false;
  double limit = 1.0;
  Event ground;
  if (groundEvent(r, ground)) {
    events[static_cast<std::size_t>(count++)] = ground;
    limit = ground.hi;
  }
  auto skipped = [&](int tag) { return std::find(skipTags.begin(), skipTags.end(), tag) != skipTags.end(); };
  mIndex.walk(r, limit, [&](const std::uint32_t* items, int n, float top, double t0, double t1) {
    if (std::min(r.zAt(t0), r.zAt(t1)) > top + kShapeMargin) return t1 < limit;
    for (int k = 0; k < n; ++k) {
      const SightObject& o = mObjects[items[k]];
      if (!skipTags.empty() && skipped(o.tag)) continue;
      Event e;
      if (!objectEvent(r, o, e) || e.lo > limit) continue;
      if (count == static_cast<int>(events.size())) {
        overflow = true;
        return false;
      }
      events[static_cast<std::size_t>(count++)] = e;
      if (e.certain) limit = std::min(limit, e.hi);
    }
    return t1 < limit;
  });
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
    if (events[static_cast<std::size_t>(k)].lo < events[static_cast<std::size_t>(first)].lo) first = k;
  }
  const Event& f = events[static_cast<std::size_t>(first)];
  if (!f.certain) {
    out.kind = OpaqueAnswer::Kind::Uncertain;
    return out;
  }
  double t = f.t;
  for (int k = 0; k < count; ++k) {
    const Event& o = events[static_cast<std::size_t>(k)];
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
