#include "Relief.h"

#include <algorithm>
#include <cmath>

#include "rules/core/Rng.h"

namespace sandtable::battlefield {
namespace {

// 1 at the top, 0 at the foot, smooth at both.
double profile(double d, double radius) {
  if (radius <= 0 || d >= radius) return 0;
  const double x = 1.0 - d / radius;
  return x * x * (3.0 - 2.0 * x);
}

struct WorldLine {
  std::vector<double> x, y;
};

double distanceToPolyline(const WorldLine& l, double px, double py) {
  if (l.x.size() == 1)
    return std::sqrt((px - l.x[0]) * (px - l.x[0]) + (py - l.y[0]) * (py - l.y[0]));
  double best = 1e300;
  for (std::size_t i = 1; i < l.x.size(); ++i) {
    const double ax = l.x[i - 1], ay = l.y[i - 1];
    const double dx = l.x[i] - ax, dy = l.y[i] - ay;
    const double len2 = dx * dx + dy * dy;
    double t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    const double qx = ax + t * dx - px, qy = ay + t * dy - py;
    best = std::min(best, qx * qx + qy * qy);
  }
  return std::sqrt(best);
}

// A bump: a polyline (or point), its reach and height, and its bounding box with reach.
struct Bump {
  WorldLine line;
  double reach = 0;
  double height = 0;
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

Bump bumpOf(const std::vector<Point>& pts, const GroundScale& s, double reach, double height) {
  Bump b;
  for (const Point& p : pts) {
    b.line.x.push_back(s.toMetres(p.x));
    b.line.y.push_back(s.toMetres(p.y));
  }
  b.reach = reach;
  b.height = height;
  b.x0 = *std::min_element(b.line.x.begin(), b.line.x.end()) - reach;
  b.x1 = *std::max_element(b.line.x.begin(), b.line.x.end()) + reach;
  b.y0 = *std::min_element(b.line.y.begin(), b.line.y.end()) - reach;
  b.y1 = *std::max_element(b.line.y.begin(), b.line.y.end()) + reach;
  return b;
}

}  // namespace

double uniformDouble(rules::Rng& rng, double lo, double hi) {
  return lo + (hi - lo) * static_cast<double>(rng.next() >> 11) * (1.0 / 9007199254740992.0);
}

HeightGrid generateRelief(const ReliefSpec& r, const GroundScale& s, Length width, Length depth) {
  const double w = s.toMetres(width);
  const double d = s.toMetres(depth);
  const double res = r.resolutionM > 0 ? r.resolutionM : std::max(w, d) / 256.0;
  const int cols = std::max(2, static_cast<int>(std::lround(w / res)) + 1);
  const int rows = std::max(2, static_cast<int>(std::lround(d / res)) + 1);
  const double sx = w / (cols - 1);
  const double sy = d / (rows - 1);

  std::vector<Bump> bumps;
  for (const HillSpec& h : r.hills) {
    bumps.push_back(bumpOf(h.crest.empty() ? std::vector<Point>{h.at} : h.crest, s,
                           s.toMetres(h.radius), h.heightM));
  }
  for (const LineRelief& l : r.ridges)
    bumps.push_back(bumpOf(l.line, s, 0.5 * s.toMetres(l.width), l.heightM));
  for (const LineRelief& l : r.valleys)
    bumps.push_back(bumpOf(l.line, s, 0.5 * s.toMetres(l.width), -l.heightM));
  if (r.rolling.count > 0) {
    rules::Rng rng(r.rolling.seed);
    for (int i = 0; i < r.rolling.count; ++i) {
      const Point at{static_cast<Length>(uniformDouble(rng, 0, static_cast<double>(width))),
                     static_cast<Length>(uniformDouble(rng, 0, static_cast<double>(depth)))};
      const double radius =
          uniformDouble(rng, s.toMetres(r.rolling.radiusMin), s.toMetres(r.rolling.radiusMax));
      const double height = uniformDouble(rng, r.rolling.heightMinM, r.rolling.heightMaxM);
      bumps.push_back(bumpOf({at}, s, radius, height));
    }
  }

  std::vector<double> h(static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows), r.baseM);
  for (const Bump& b : bumps) {
    const int c0 = std::max(0, static_cast<int>(std::floor(b.x0 / sx)));
    const int c1 = std::min(cols - 1, static_cast<int>(std::ceil(b.x1 / sx)));
    const int r0 = std::max(0, static_cast<int>(std::floor(b.y0 / sy)));
    const int r1 = std::min(rows - 1, static_cast<int>(std::ceil(b.y1 / sy)));
    for (int row = r0; row <= r1; ++row) {
      for (int col = c0; col <= c1; ++col) {
        const double p = profile(distanceToPolyline(b.line, col * sx, row * sy), b.reach);
        if (p > 0)
          h[static_cast<std::size_t>(row) * static_cast<std::size_t>(cols) +
            static_cast<std::size_t>(col)] += b.height * p;
      }
    }
  }
  return HeightGrid(cols, rows, sx, sy, std::vector<float>(h.begin(), h.end()));
}

std::vector<CrestLine> crestsOf(const ReliefSpec& r) {
  std::vector<CrestLine> out;
  for (const HillSpec& h : r.hills)
    out.push_back({h.crest.empty() ? std::vector<Point>{h.at} : h.crest});
  for (const LineRelief& l : r.ridges) out.push_back({l.line});
  return out;
}

}  // namespace sandtable::battlefield
