// Default answers for the Battlefield queries that can be built from elevation, terrain
// at a point and crossings. Implementations with better means (Bullet) override them.
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "Battlefield.h"

namespace sandtable::rules {
namespace {

constexpr Length kSlopeStep = 10 * kMillimetre;

bool insideBounds(const Rect& bounds, const Rect& r) {
  for (const Point& c : corners(r)) {
    if (!contains(bounds, c)) return false;
  }
  return true;
}

// Whether `footprint` lies so far from the sight line `from`-`to` that the exact test in
// standsAcross cannot find it within `clearance`: a shortcut that changes no answer (it
// saves the exact test for the many stands nowhere near a line).
// Every corner lies within `reach` of the footprint's centre, so the footprint is at least
// (the centre's distance from the line - reach) away. The margin asked for beyond that is
// far more than this estimate's floating-point error and the exact test's roundings could
// take back: contains() is out by a micrometre or so, segmentsIntersect is exact, and a
// distanceToSegment is at least 0.73 of the true distance less half a micrometre (the
// perpendicular case divides by the segment's rounded length, which is at least root 2).
bool clearlyApart(Point from, Point to, const Rect& footprint, Length clearance) {
  const double dx = static_cast<double>(to.x - from.x);
  const double dy = static_cast<double>(to.y - from.y);
  const double px = static_cast<double>(footprint.centre.x - from.x);
  const double py = static_cast<double>(footprint.centre.y - from.y);
  const double len2 = dx * dx + dy * dy;
  const double t = len2 > 0 ? std::clamp((px * dx + py * dy) / len2, 0.0, 1.0) : 0.0;
  const double away = std::hypot(px - t * dx, py - t * dy);
  const double reach = (std::abs(static_cast<double>(footprint.width)) + std::abs(static_cast<double>(footprint.depth))) *
                           (0.5 + 1e-6) + 2.0;
  return away - reach > 2.0 * static_cast<double>(std::max<Length>(clearance, 0)) + 16.0;
}

}  // namespace

Slope Battlefield::slopeAt(Point p) const {
  const Length ex = elevationAt({p.x + kSlopeStep, p.y}) - elevationAt({p.x - kSlopeStep, p.y});
  const Length ey = elevationAt({p.x, p.y + kSlopeStep}) - elevationAt({p.x, p.y - kSlopeStep});
  Slope s;
  s.gradientPermille = static_cast<int>(isqrtRound(ex * ex + ey * ey) * 1000 / (2 * kSlopeStep));
  s.downhill = (ex == 0 && ey == 0) ? 0 : bearing({0, 0}, {-ex, -ey});
  return s;
}

bool Battlefield::onCrest(const Rect& footprint) const {
  const Length reach = std::max<Length>(2 * footprint.depth, 50 * kMillimetre);
  const Length here = elevationAt(footprint.centre);
  const Length ahead = elevationAt(footprint.centre + heading(footprint.facing, reach));
  const Length behind = elevationAt(footprint.centre + heading(footprint.facing + kHalfTurn, reach));
  return here > ahead + kMillimetre && here > behind + kMillimetre;
}

std::vector<TerrainShare> Battlefield::terrainUnder(const Rect& footprint) const {
  // 10 x 10 samples at cell centres: each is worth 10 thousandths.
  constexpr int kN = 10;
  std::array<int, kTerrainKindCount> count{};
  for (int i = 0; i < kN; ++i) {
    for (int j = 0; j < kN; ++j) {
      const Point local{(2 * i + 1 - kN) * footprint.width / (2 * kN), (2 * j + 1 - kN) * footprint.depth / (2 * kN)};
      ++count[static_cast<std::size_t>(terrainAt(toWorld(footprint, local)))];
    }
  }
  std::vector<TerrainShare> out;
  for (std::size_t k = 0; k < kTerrainKindCount; ++k) {
    if (count[k] > 0) out.push_back({static_cast<TerrainKind>(k), count[k] * 1000 / (kN * kN)});
  }
  return out;
}

PathCost Battlefield::pathCost(const std::vector<Point>& path, const MovementCosts& costs) const {
  PathCost out;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const Point a = path[i - 1];
    const Point b = path[i];
    std::vector<Point> cuts{a};
    for (const Crossing& c : crossings(a, b)) {
      cuts.push_back(c.where);
      if (!c.entering) continue;
      const Length extra = costs.crossing[static_cast<std::size_t>(c.kind)];
      if (extra < 0) out.passable = false;
      else out.cost += extra;
      out.crossed.push_back(c);
    }
    cuts.push_back(b);
    // Each piece between boundaries pays for the ground under its middle.
    for (std::size_t k = 1; k < cuts.size(); ++k) {
      const Point mid{(cuts[k - 1].x + cuts[k].x) / 2, (cuts[k - 1].y + cuts[k].y) / 2};
      const int per = costs.areaPermille[static_cast<std::size_t>(terrainAt(mid))];
      if (per < 0) {
        out.passable = false;
        continue;
      }
      out.cost += distance(cuts[k - 1], cuts[k]) * per / 1000;
    }
  }
  return out;
}

bool Battlefield::overlapsAny(const Rect& footprint, const std::vector<StandPlacement>& stands, UnitId ignore) const {
  for (const StandPlacement& s : stands) {
    if (s.unit != ignore && overlaps(footprint, s.footprint)) return true;
  }
  return false;
}

std::optional<Rect> Battlefield::nearestFreePosition(const Rect& wanted, const std::vector<StandPlacement>& stands,
                                                     Length maxDistance, UnitId ignore) const {
  const Rect table = bounds();
  auto fits = [&](const Rect& r) { return insideBounds(table, r) && !overlapsAny(r, stands, ignore); };
  if (fits(wanted)) return wanted;
  const Length step = std::max<Length>(kMillimetre, std::min(wanted.width, wanted.depth) / 4);
  for (Length radius = step; radius <= maxDistance; radius += step) {
    // Try directions around the ring in a fixed order, nearest-to-front first.
    const int directions = static_cast<int>(std::clamp<Length>(radius / step * 8, 8, 256));
    for (int k = 0; k < directions; ++k) {
      const int signedK = (k % 2 == 0) ? k / 2 : -(k + 1) / 2;
      const Angle a = wanted.facing + static_cast<Angle>(static_cast<std::int64_t>(signedK) * kFullTurn / directions);
      Rect r = wanted;
      r.centre = wanted.centre + heading(a, radius);
      if (fits(r)) return r;
    }
  }
  return std::nullopt;
}

std::optional<Point> Battlefield::nearestOpenGround(Point from, Angle away, Length maxDistance,
                                                   const std::vector<StandPlacement>& stands) const {
  const Rect table = bounds();
  const Length step = 5 * kMillimetre;
  for (Length d = 0; d <= maxDistance; d += step) {
    for (int deg = 0; deg <= 90; deg += 15) {
      for (int sign : {1, -1}) {
        if (deg == 0 && sign < 0) continue;
        const Point p = from + heading(away + sign * degrees(deg), d);
        if (!contains(table, p) || terrainAt(p) != TerrainKind::Clear) continue;
        bool free = true;
        for (const StandPlacement& s : stands) free = free && !contains(s.footprint, p);
        if (free) return p;
      }
    }
  }
  return std::nullopt;
}

Sight Battlefield::standsAcross(const SightQuery& q) {
  if (!q.stands) return {};
  Sight best;
  std::int64_t bestAlong = -1;
  for (const StandPlacement& s : *q.stands) {
    if (std::find(q.ignoreUnits.begin(), q.ignoreUnits.end(), s.unit) != q.ignoreUnits.end()) continue;
    if (clearlyApart(q.from, q.to, s.footprint, q.standClearance)) continue;
    // Blocked if the line passes within the clearance of the stand's footprint.
    const auto c = corners(s.footprint);
    Length nearest = contains(s.footprint, q.from) || contains(s.footprint, q.to) ? 0 : INT64_MAX;
    for (int i = 0; i < 4 && nearest > 0; ++i) {
      if (segmentsIntersect(q.from, q.to, c[static_cast<std::size_t>(i)], c[static_cast<std::size_t>((i + 1) % 4)])) nearest = 0;
    }
    for (int i = 0; i < 4 && nearest > 0; ++i) {
      nearest = std::min(nearest, distanceToSegment(c[static_cast<std::size_t>(i)], q.from, q.to));
      nearest = std::min(nearest, distanceToSegment(q.from, c[static_cast<std::size_t>(i)], c[static_cast<std::size_t>((i + 1) % 4)]));
      nearest = std::min(nearest, distanceToSegment(q.to, c[static_cast<std::size_t>(i)], c[static_cast<std::size_t>((i + 1) % 4)]));
    }
    if (nearest > q.standClearance) continue;
    const std::int64_t along = distanceSquared(q.from, s.footprint.centre);
    if (bestAlong < 0 || along < bestAlong) {
      bestAlong = along;
      best = {false, SightBlock::Stand, s.footprint.centre};
    }
  }
  return best;
}

FlatBattlefield::FlatBattlefield(Rect bounds) : mBounds(bounds) {}

Sight FlatBattlefield::lineOfSight(const SightQuery& q) const {
  if (!contains(mBounds, q.from) || !contains(mBounds, q.to)) return {false, SightBlock::OffTable, q.from};
  return standsAcross(q);
}

}  // namespace sandtable::rules
