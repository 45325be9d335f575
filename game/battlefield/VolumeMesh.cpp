#include "VolumeMesh.h"

#include <algorithm>
#include <cmath>

namespace sandtable::battlefield {
namespace {

double cross2(Vec2 o, Vec2 a, Vec2 b) {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

// Clips a convex polygon by a counter-clockwise convex polygon (Sutherland-Hodgman).
std::vector<Vec2> clipConvex(std::vector<Vec2> subject, const std::vector<Vec2>& window) {
  for (std::size_t e = 0; e < window.size() && !subject.empty(); ++e) {
    const Vec2 a = window[e];
    const Vec2 b = window[(e + 1) % window.size()];
    std::vector<Vec2> out;
    for (std::size_t i = 0; i < subject.size(); ++i) {
      const Vec2 p = subject[i];
      const Vec2 q = subject[(i + 1) % subject.size()];
      const double dp = cross2(a, b, p);
      const double dq = cross2(a, b, q);
      if (dp >= 0) out.push_back(p);
      if ((dp >= 0) != (dq >= 0)) {
        const double t = dp / (dp - dq);
        out.push_back({p.x + t * (q.x - p.x), p.y + t * (q.y - p.y)});
      }
    }
    subject = std::move(out);
  }
  return subject;
}

void cellRange(const HeightGrid& g, Vec2 lo, Vec2 hi, int& c0, int& c1, int& r0, int& r1) {
  c0 = std::clamp(static_cast<int>(std::floor(lo.x / g.spacingX())), 0, g.cols() - 2);
  c1 = std::clamp(static_cast<int>(std::floor(hi.x / g.spacingX())), 0, g.cols() - 2);
  r0 = std::clamp(static_cast<int>(std::floor(lo.y / g.spacingY())), 0, g.rows() - 2);
  r1 = std::clamp(static_cast<int>(std::floor(hi.y / g.spacingY())), 0, g.rows() - 2);
}

}  // namespace

void groundRange(const HeightGrid& g, Vec2 lo, Vec2 hi, double& minZ, double& maxZ) {
  int c0, c1, r0, r1;
  cellRange(g, lo, hi, c0, c1, r0, r1);
  minZ = 1e30;
  maxZ = -1e30;
  for (int r = r0; r <= r1 + 1; ++r) {
    for (int c = c0; c <= c1 + 1; ++c) {
      minZ = std::min<double>(minZ, g.at(c, r));
      maxZ = std::max<double>(maxZ, g.at(c, r));
    }
  }
}

VolumeMesh buildVolumeMesh(const std::vector<Vec2>& polygon, double heightM, const HeightGrid& g) {
  VolumeMesh m;
  Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
  for (const Vec2& p : polygon) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  double gMin, gMax;
  groundRange(g, lo, hi, gMin, gMax);
  m.floorZ = gMin - 1.0;
  m.topMax = gMax + heightM;

  auto emit = [&m](physics::Vec3 a, physics::Vec3 b, physics::Vec3 c) {
    const int base = static_cast<int>(m.vertices.size());
    m.vertices.push_back(a);
    m.vertices.push_back(b);
    m.vertices.push_back(c);
    m.triangles.insert(m.triangles.end(), {base, base + 1, base + 2});
  };
  auto top = [&](Vec2 p) { return physics::Vec3{p.x, p.y, g.heightAt(p.x, p.y) + heightM}; };

  // Top: every ground triangle clipped to every triangle of the polygon.
  const std::vector<int> tris = triangulate(polygon);
  const double sx = g.spacingX();
  const double sy = g.spacingY();
  for (std::size_t k = 0; k + 2 < tris.size(); k += 3) {
    std::vector<Vec2> window{polygon[static_cast<std::size_t>(tris[k])],
                             polygon[static_cast<std::size_t>(tris[k + 1])],
                             polygon[static_cast<std::size_t>(tris[k + 2])]};
    if (cross2(window[0], window[1], window[2]) < 0) std::swap(window[1], window[2]);
    Vec2 wlo{std::min({window[0].x, window[1].x, window[2].x}),
             std::min({window[0].y, window[1].y, window[2].y})};
    Vec2 whi{std::max({window[0].x, window[1].x, window[2].x}),
             std::max({window[0].y, window[1].y, window[2].y})};
    int c0, c1, r0, r1;
    cellRange(g, wlo, whi, c0, c1, r0, r1);
    for (int r = r0; r <= r1; ++r) {
      for (int c = c0; c <= c1; ++c) {
        const Vec2 p00{c * sx, r * sy}, p10{(c + 1) * sx, r * sy}, p01{c * sx, (r + 1) * sy},
            p11{(c + 1) * sx, (r + 1) * sy};
        for (const auto& cell :
             {std::vector<Vec2>{p00, p10, p01}, std::vector<Vec2>{p10, p11, p01}}) {
          const std::vector<Vec2> piece = clipConvex(cell, window);
          for (std::size_t i = 1; i + 1 < piece.size(); ++i)
            emit(top(piece[0]), top(piece[i]), top(piece[i + 1]));
        }
      }
    }
  }

  // Walls: each edge cut wherever the ground under it changes plane (grid lines and the
  // cells' diagonals), so the wall's top follows the ground exactly.
  const std::size_t n = polygon.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 a = polygon[i];
    const Vec2 b = polygon[(i + 1) % n];
    std::vector<double> cuts{0.0, 1.0};
    auto addLineCuts = [&](double fa, double fb) {  // crossings of f = integer along the edge
      if (fa == fb) return;
      const double lo2 = std::min(fa, fb), hi2 = std::max(fa, fb);
      for (double k = std::ceil(lo2); k <= hi2; k += 1.0) {
        const double t = (k - fa) / (fb - fa);
        if (t > 0 && t < 1) cuts.push_back(t);
      }
    };
    addLineCuts(a.x / sx, b.x / sx);
    addLineCuts(a.y / sy, b.y / sy);
    addLineCuts(a.x / sx + a.y / sy, b.x / sx + b.y / sy);
    std::sort(cuts.begin(), cuts.end());
    for (std::size_t k = 1; k < cuts.size(); ++k) {
      if (cuts[k] <= cuts[k - 1]) continue;
      const Vec2 p{a.x + (b.x - a.x) * cuts[k - 1], a.y + (b.y - a.y) * cuts[k - 1]};
      const Vec2 q{a.x + (b.x - a.x) * cuts[k], a.y + (b.y - a.y) * cuts[k]};
      const physics::Vec3 pb{p.x, p.y, m.floorZ}, qb{q.x, q.y, m.floorZ};
      emit(pb, qb, top(q));
      emit(pb, top(q), top(p));
    }
  }

  // Floor.
  for (std::size_t k = 0; k + 2 < tris.size(); k += 3) {
    auto f = [&](int idx) {
      const Vec2 p = polygon[static_cast<std::size_t>(idx)];
      return physics::Vec3{p.x, p.y, m.floorZ};
    };
    emit(f(tris[k]), f(tris[k + 1]), f(tris[k + 2]));
  }
  return m;
}

VolumeMesh prismMesh(const std::vector<Vec2>& poly, double zBottom, double zTop) {
  VolumeMesh m;
  m.floorZ = zBottom;
  m.topMax = zTop;
  const int n = static_cast<int>(poly.size());
  for (const Vec2& p : poly) m.vertices.push_back({p.x, p.y, zBottom});
  for (const Vec2& p : poly) m.vertices.push_back({p.x, p.y, zTop});
  for (int i = 0; i < n; ++i) {
    const int j = (i + 1) % n;
    m.triangles.insert(m.triangles.end(), {i, j, n + j, i, n + j, n + i});
  }
  for (int i = 1; i + 1 < n; ++i) {
    m.triangles.insert(m.triangles.end(), {0, i + 1, i, n, n + i, n + i + 1});
  }
  return m;
}

}  // namespace sandtable::battlefield
