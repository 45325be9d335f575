#include "GridBattlefield.h"

#include <algorithm>
#include <stdexcept>

namespace sandtable::rules {
namespace {

__extension__ typedef __int128 Int128;

// A parameter t = num / den along a segment, den > 0, compared exactly.
struct Fraction {
  Int128 num;
  Int128 den;
};
bool less(const Fraction& a, const Fraction& b) { return a.num * b.den < b.num * a.den; }

// Open parameter interval (lo, hi) in which the segment p + t*d lies strictly inside the
// open box; returns false if that interval is empty.
bool openOverlap(Point p, Point d, Length x0, Length x1, Length y0, Length y1, Fraction& entry) {
  Fraction lo{0, 1};
  Fraction hi{1, 1};
  auto clip = [&](Length start, Length delta, Length minV, Length maxV) {
    if (delta == 0) return start > minV && start < maxV;
    // Solve start + t*delta = bound for both bounds.
    Fraction a{minV - start, delta};
    Fraction b{maxV - start, delta};
    if (delta < 0) {
      a = {-(minV - start), -delta};
      b = {-(maxV - start), -delta};
      std::swap(a, b);
    }
    if (less(lo, a)) lo = a;
    if (less(b, hi)) hi = b;
    return true;
  };
  if (!clip(p.x, d.x, x0, x1)) return false;
  if (!clip(p.y, d.y, y0, y1)) return false;
  entry = lo;
  return less(lo, hi);
}

}  // namespace

SightBlock gridSightBlock(TerrainKind k) {
  if (isWoods(k) || k == TerrainKind::Orchard) return SightBlock::Woods;
  return isBuiltUp(k) ? SightBlock::Building : SightBlock::None;
}

GridBattlefield::GridBattlefield(GridSpec grid, std::vector<TerrainKind> terrain, std::vector<int> levels,
                                 Length levelHeight)
    : mGrid(grid), mTerrain(std::move(terrain)), mLevels(std::move(levels)), mLevelHeight(levelHeight) {
  if (static_cast<int>(mTerrain.size()) != grid.count() || static_cast<int>(mLevels.size()) != grid.count()) {
    throw std::invalid_argument("GridBattlefield: terrain and levels must hold one entry per square");
  }
}

Rect GridBattlefield::bounds() const {
  const Length w = mGrid.cols * mGrid.squareSize;
  const Length h = mGrid.rows * mGrid.squareSize;
  return Rect{{w / 2, h / 2}, 0, w, h};
}

Length GridBattlefield::elevationAt(Point p) const {
  const auto s = mGrid.squareAt(p);
  return s ? levelOf(*s) * mLevelHeight : 0;
}

TerrainKind GridBattlefield::terrainAt(Point p) const {
  const auto s = mGrid.squareAt(p);
  return s ? terrainOf(*s) : TerrainKind::Clear;
}

std::vector<Square> GridBattlefield::squaresCrossed(Point a, Point b) const {
  struct Hit {
    Fraction t;
    Square s;
  };
  std::vector<Hit> hits;
  const Point d = b - a;
  for (int i = 0; i < mGrid.count(); ++i) {
    const Square s = mGrid.square(i);
    const Length x0 = s.col * mGrid.squareSize;
    const Length y0 = s.row * mGrid.squareSize;
    Fraction entry{0, 1};
    if (openOverlap(a, d, x0, x0 + mGrid.squareSize, y0, y0 + mGrid.squareSize, entry)) hits.push_back({entry, s});
  }
  std::stable_sort(hits.begin(), hits.end(), [](const Hit& l, const Hit& r) { return less(l.t, r.t); });
  std::vector<Square> out;
  out.reserve(hits.size());
  for (const Hit& h : hits) out.push_back(h.s);
  return out;
}

std::vector<Crossing> GridBattlefield::crossings(Point a, Point b) const {
  std::vector<Crossing> out;
  const auto squares = squaresCrossed(a, b);
  for (std::size_t i = 1; i < squares.size(); ++i) {
    const TerrainKind prev = terrainOf(squares[i - 1]);
    const TerrainKind next = terrainOf(squares[i]);
    if (prev == next) continue;
    const Point where = mGrid.centre(squares[i]);
    if (prev != TerrainKind::Clear) out.push_back({prev, where, false});
    if (next != TerrainKind::Clear) out.push_back({next, where, true});
  }
  return out;
}

Sight GridBattlefield::sightBetween(Square from, Square to) const {
  const int eyeLevel = std::max(levelOf(from), levelOf(to));
  for (const Square& s : squaresCrossed(mGrid.centre(from), mGrid.centre(to))) {
    if (s == from || s == to) continue;
    const SightBlock b = gridSightBlock(terrainOf(s));
    if (b != SightBlock::None) return {false, b, mGrid.centre(s)};
    if (levelOf(s) > eyeLevel) return {false, SightBlock::Ground, mGrid.centre(s)};
  }
  return {};
}

Sight GridBattlefield::lineOfSight(const SightQuery& q) const {
  const auto from = mGrid.squareAt(q.from);
  const auto to = mGrid.squareAt(q.to);
  if (!from || !to) return {false, SightBlock::OffTable, from ? q.to : q.from};
  return sightBetween(*from, *to);
}

}  // namespace sandtable::rules
