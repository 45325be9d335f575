// The ground under the rules: the kind of ground at a point and under a footprint,
// slope, which footprint is uphill, and crests.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <limits>

#include "BattlefieldParts.h"

namespace sandtable::battlefield {

using rules::Rect;

namespace {

// Samples across a footprint for terrainUnder: 20 x 20 cell centres.
constexpr int kUnderSamples = 20;

// Strip priorities (BattlefieldParts.h): any layer at all, or areas (0) and buildings (1) only.
constexpr int kAnyLayer = std::numeric_limits<int>::max();
constexpr int kAreasAndBuildings = 1;

}  // namespace

const BulletBattlefield::Strip* BulletBattlefield::topStripAt(Point p, int maxPriority) const {
  const Vec2 w = toWorld2(p);
  const std::uint32_t* items = nullptr;
  int count = 0;
  mStripIndex.itemsAt(w.x, w.y, items, count);
  const Strip* best = nullptr;
  for (int k = 0; k < count; ++k) {
    const Strip& s = *mStrips[items[k]];
    if (s.priority > maxPriority) continue;
    if (best &&
        (s.priority < best->priority || (s.priority == best->priority && s.order < best->order)))
      continue;
    if (s.box.contains(p) && insidePolygon(s.polygon, p)) best = &s;
  }
  return best;
}

TerrainKind BulletBattlefield::terrainAt(Point p) const {
  if (p.x < 0 || p.y < 0 || p.x > mSpec->width || p.y > mSpec->depth) return TerrainKind::Clear;
  const Strip* top = topStripAt(p, kAnyLayer);
  return top ? top->kind : TerrainKind::Clear;
}

TerrainKind BulletBattlefield::areaKindAt(Point p) const {
  const Strip* top = topStripAt(p, kAreasAndBuildings);
  return top ? top->kind : TerrainKind::Clear;
}

std::vector<rules::TerrainShare> BulletBattlefield::terrainUnder(const Rect& footprint) const {
  std::array<int, rules::kTerrainKindCount> count{};
  const int n = kUnderSamples;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      const Point local{(2 * i + 1 - n) * footprint.width / (2 * n),
                        (2 * j + 1 - n) * footprint.depth / (2 * n)};
      ++count[static_cast<std::size_t>(terrainAt(rules::toWorld(footprint, local)))];
    }
  }
  // Thousandths by largest remainder, so the shares add up to exactly 1000.
  std::vector<rules::TerrainShare> out;
  std::vector<std::pair<int, std::size_t>> remainders;
  int given = 0;
  for (std::size_t k = 0; k < count.size(); ++k) {
    if (count[k] == 0) continue;
    const int whole = count[k] * 1000 / (n * n);
    out.push_back({static_cast<TerrainKind>(k), whole});
    remainders.emplace_back(count[k] * 1000 % (n * n), out.size() - 1);
    given += whole;
  }
  std::stable_sort(remainders.begin(), remainders.end(),
                   [](auto a, auto b) { return a.first > b.first; });
  for (std::size_t k = 0; given < 1000 && k < remainders.size(); ++k, ++given)
    ++out[remainders[k].second].permille;
  return out;
}

bool BulletBattlefield::mayFindTerrain(const Rect& footprint, rules::TerrainKindSet kinds) const {
  if (kinds & rules::terrainKindBit(TerrainKind::Clear)) return true;  // the ground between features
  // terrainAt answers a kind only inside the box of one of its strips. Every point of the
  // footprint lies within half its width plus half its depth of the centre along each axis
  // (the rotation adds up to a micrometre of rounding; two are allowed).
  const Length reach = (std::abs(footprint.width) + std::abs(footprint.depth)) / 2 + 2;
  const Box around{{footprint.centre.x - reach, footprint.centre.y - reach},
                   {footprint.centre.x + reach, footprint.centre.y + reach}};
  for (const auto& s : mStrips) {
    if ((kinds & rules::terrainKindBit(s->kind)) && s->box.overlaps(around)) return true;
  }
  return false;
}

namespace {

int gradientPermilleOf(double gx, double gy) {
  return static_cast<int>(std::llround(1000.0 * std::hypot(gx, gy)));
}

}  // namespace

int BulletBattlefield::gradientPermilleAt(Point p) const {
  const Vec2 w = toWorld2(p);
  double gx = 0, gy = 0;
  mSpec->ground.gradientAt(w.x, w.y, gx, gy);
  return gradientPermilleOf(gx, gy);
}

rules::Slope BulletBattlefield::slopeAt(Point p) const {
  const Vec2 w = toWorld2(p);
  double gx = 0, gy = 0;
  mSpec->ground.gradientAt(w.x, w.y, gx, gy);
  rules::Slope s;
  s.gradientPermille = gradientPermilleOf(gx, gy);
  // The bearing from exact integers (the kernel's table), so it is the same everywhere.
  const Point down{std::llround(-gx * 1e6), std::llround(-gy * 1e6)};
  s.downhill = (down.x == 0 && down.y == 0) ? 0 : rules::bearing({0, 0}, down);
  return s;
}

Length BulletBattlefield::footprintElevation(const Rect& r) const {
  // Mean ground over a 3 x 3 spread of the footprint, not only its centre.
  const rules::RectFrame frame(r);
  Length sum = 0;
  for (int i = -1; i <= 1; ++i) {
    for (int j = -1; j <= 1; ++j) sum += elevationAt(frame.toWorld({i * r.width / 3, j * r.depth / 3}));
  }
  return sum / 9;
}

bool BulletBattlefield::onCrest(const Rect& footprint) const {
  // A crest line the scenario drew that runs under the footprint.
  const auto c = rules::corners(footprint);
  for (const CrestLine& crest : mSpec->crests) {
    if (crest.line.size() == 1 && rules::contains(footprint, crest.line[0]))
      return true;  // a round hill's summit
    for (std::size_t k = 1; k < crest.line.size(); ++k) {
      const Point a = crest.line[k - 1];
      const Point b = crest.line[k];
      if (rules::contains(footprint, a) || rules::contains(footprint, b)) return true;
      for (std::size_t e = 0; e < 4; ++e) {
        if (rules::segmentsIntersect(a, b, c[e], c[(e + 1) % 4])) return true;
      }
    }
  }
  // Or the ground itself: the footprint's highest point along its depth stands above the
  // ground ahead of its front and behind its rear.
  const Length reach = std::max<Length>(footprint.depth, mSpec->scale.unitLength());
  Length top = INT64_MIN;
  for (int j = -2; j <= 2; ++j)
    top = std::max(top, elevationAt(rules::toWorld(footprint, {0, j * footprint.depth / 4})));
  const Length ahead = elevationAt(rules::toWorld(footprint, {0, footprint.depth / 2 + reach}));
  const Length behind = elevationAt(rules::toWorld(footprint, {0, -footprint.depth / 2 - reach}));
  const Length margin = std::max<Length>(1, mSpec->scale.toTable(kCrestMarginMetres));
  return top > ahead + margin && top > behind + margin;
}

void BulletBattlefield::containingTags(Point p, std::vector<int>& out) const {
  out.clear();
  const Vec2 w = toWorld2(p);
  const std::uint32_t* items = nullptr;
  int count = 0;
  mContainIndex.itemsAt(w.x, w.y, items, count);
  for (int k = 0; k < count; ++k) {
    const Containable& c = mContainables[items[k]];
    if (w.x < c.x0 || w.x > c.x1 || w.y < c.y0 || w.y > c.y1) continue;
    const int tag = c.tag;
    const auto i = static_cast<std::size_t>(indexOf(tag));
    bool inside = false;
    switch (partOf(tag)) {
      case Part::Tree:
        inside = insidePolygon(treeCorners(mSpec->trees[i]), p);
        break;
      case Part::Building: {
        // Clearly outside in floating point (by a millimetre) needs no exact test.
        const double dx = w.x - c.cx, dy = w.y - c.cy;
        const double lx = dx * c.ux + dy * c.uy, ly = -dx * c.uy + dy * c.ux;
        if (std::abs(lx) > c.hx + 1e-3 || std::abs(ly) > c.hy + 1e-3) break;
        inside = rules::contains(mSpec->buildings[i].footprint, p);
        break;
      }
      case Part::Area:
        inside = insidePolygon(mSpec->areas[i].polygon, p);
        break;
      case Part::Line: {
        const LineFeature& l = mSpec->lines[i];
        const Length half = std::max(l.width, mSpec->scale.toTable(kMinSolidWidthMetres)) / 2;
        for (std::size_t s = 1; s < l.line.size() && !inside; ++s)
          inside = rules::distanceToSegment(p, l.line[s - 1], l.line[s]) <= half;
        break;
      }
      default:
        break;
    }
    if (inside && std::find(out.begin(), out.end(), tag) == out.end()) out.push_back(tag);
  }
}

}  // namespace sandtable::battlefield
