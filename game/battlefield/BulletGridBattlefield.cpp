#include "BulletGridBattlefield.h"

#include <algorithm>
#include <stdexcept>

#include "PlanarGeometry.h"
#include "VolumeMesh.h"
#include "rules/core/GridBattlefield.h"

namespace sandtable::battlefield {

using rules::Sight;
using rules::SightBlock;
using rules::Square;

namespace {

__extension__ typedef __int128 Int128;

// The rule's blocks are each square shrunk by this share of its side: a line between
// centres that only touches a square's corner passes at least 0.5 / |(dx, dy)| squares
// from it (0.0055 on a 64 x 64 grid), so it misses the block; a line through the
// square's inside reaches at least that deep, so it meets the block.
constexpr double kShrink = 0.001;
constexpr std::size_t kMaxPairArray = std::size_t{1} << 20;

// Where the segment p + t d first enters the open square [x0, x1] x [y0, y1], as an exact
// fraction num / den (the same ordering the kernel's grid rule uses).
struct Fraction {
  Int128 num = 0;
  Int128 den = 1;
};
bool less(const Fraction& a, const Fraction& b) { return a.num * b.den < b.num * a.den; }
Fraction entryInto(Point p, Point d, Length x0, Length x1, Length y0, Length y1) {
  Fraction lo{0, 1};
  auto clip = [&](Length start, Length delta, Length minV, Length maxV) {
    if (delta == 0) return;
    Fraction a{minV - start, delta};
    if (delta < 0) a = {-(maxV - start), -delta};
    if (less(lo, a)) lo = a;
  };
  clip(p.x, d.x, x0, x1);
  clip(p.y, d.y, y0, y1);
  return lo;
}

std::uint32_t encode(const Sight& s, int square) {
  return (1u << 31) | (static_cast<std::uint32_t>(s.reason) << 24) |
         static_cast<std::uint32_t>(square & 0xffffff);
}

}  // namespace

GroundScale BulletGridBattlefield::gridScale() { return {"mm", 1.0, 1.0}; }

BulletGridBattlefield::BulletGridBattlefield(rules::GridSpec grid, std::vector<TerrainKind> terrain,
                                             std::vector<int> levels, Length levelHeight,
                                             const FeatureKindTable& kinds)
    : mGrid(grid),
      mTerrain(std::move(terrain)),
      mLevels(std::move(levels)),
      mLevelHeight(levelHeight) {
  const int n = grid.count();
  if (static_cast<int>(mTerrain.size()) != n || static_cast<int>(mLevels.size()) != n ||
      grid.cols < 1 || grid.rows < 1) {
    throw std::invalid_argument(
        "BulletGridBattlefield: terrain and levels must hold one entry per square");
  }
  auto spec = std::make_shared<TerrainSpec>();
  spec->name = "grid";
  spec->scale = gridScale();
  spec->width = grid.cols * grid.squareSize;
  spec->depth = grid.rows * grid.squareSize;
  const double side = spec->scale.toMetres(grid.squareSize);
  const double levelM = spec->scale.toMetres(levelHeight);

  // Hills as raised ground: a square's inside stands at its level; a grid point on a
  // boundary takes the lowest of the squares that meet there, so each slope lies inside
  // the higher square.
  const int k = kSamplesPerSquare;
  const int cols = grid.cols * k + 1;
  const int rows = grid.rows * k + 1;
  std::vector<float> h(static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows));
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      int lowest = INT32_MAX;
      for (int sc : {(c - 1) / k, c / k}) {
        for (int sr : {(r - 1) / k, r / k}) {
          if (c % k != 0 && sc != c / k) continue;  // inside a square along x
          if (r % k != 0 && sr != r / k) continue;
          const Square s{std::clamp(sc, 0, grid.cols - 1), std::clamp(sr, 0, grid.rows - 1)};
          lowest = std::min(lowest, levelOf(s));
        }
      }
      h[static_cast<std::size_t>(r) * static_cast<std::size_t>(cols) +
        static_cast<std::size_t>(c)] = static_cast<float>(lowest * levelM);
    }
  }
  spec->ground = HeightGrid(cols, rows, side / k, side / k, std::move(h));

  // Each square of woods, town, river... as an area of its kind.
  for (int i = 0; i < n; ++i) {
    const TerrainKind kind = mTerrain[static_cast<std::size_t>(i)];
    if (kind == TerrainKind::Clear) continue;
    const Square s = grid.square(i);
    const Length x0 = s.col * grid.squareSize, y0 = s.row * grid.squareSize;
    AreaFeature a;
    a.kind = kind;
    a.polygon = {{x0, y0},
                 {x0 + grid.squareSize, y0},
                 {x0 + grid.squareSize, y0 + grid.squareSize},
                 {x0, y0 + grid.squareSize}};
    const FeatureKindInfo& info = kinds[static_cast<std::size_t>(kind)];
    a.heightM = info.heightM;
    a.sight = info.sight;
    spec->areas.push_back(std::move(a));
  }
  mMeasured = std::make_unique<BulletBattlefield>(spec);

  // The rule's blocks: woods and towns block at any height the rule's lines run at; a
  // raised square blocks a line that runs below its top. Prisms of triangles, which
  // Bullet's ray test meets exactly (its convex casts miss some tall boxes).
  const double half = 0.5 * side * (1.0 - 2.0 * kShrink);
  const int highest = *std::max_element(mLevels.begin(), mLevels.end());
  const double floorZ = -levelM - 1.0, tall = (highest + 2) * levelM + 1.0;
  for (int i = 0; i < n; ++i) {
    const Square s = grid.square(i);
    const double cx = (s.col + 0.5) * side, cy = (s.row + 0.5) * side;
    const std::vector<Vec2> plan{{cx - half, cy - half},
                                 {cx + half, cy - half},
                                 {cx + half, cy + half},
                                 {cx - half, cy + half}};
    const int tag = makeTag(Part::GridBlock, i);
    const int level = mLevels[static_cast<std::size_t>(i)];
    const bool hides =
        rules::gridSightBlock(mTerrain[static_cast<std::size_t>(i)]) != SightBlock::None;
    if (!hides && level <= 0) continue;
    VolumeMesh block = prismMesh(plan, floorZ, hides ? tall : level * levelM);
    mRuleWorld.addTriangleMesh(std::move(block.vertices), std::move(block.triangles),
                               group::kGridRule, tag);
  }
  const std::size_t pairs = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
  if (pairs <= kMaxPairArray) {
    mPairCount = pairs;
    mPairs = std::make_unique<std::atomic<std::uint32_t>[]>(pairs);
    for (std::size_t i = 0; i < pairs; ++i) mPairs[i].store(0, std::memory_order_relaxed);
  }
}

BulletGridBattlefield::~BulletGridBattlefield() = default;

TerrainKind BulletGridBattlefield::terrainAt(Point p) const {
  const auto s = mGrid.squareAt(p);
  return s ? terrainOf(*s) : TerrainKind::Clear;
}

Sight BulletGridBattlefield::computeSight(Square from, Square to) const {
  if (from == to) return {};
  const double side = gridScale().toMetres(mGrid.squareSize);
  const double levelM = gridScale().toMetres(mLevelHeight);
  // A level line between the centres, half a level above the higher end: it runs below
  // the top of exactly the squares that stand higher than both ends.
  const double z = (std::max(levelOf(from), levelOf(to)) + 0.5) * levelM;
  const physics::Vec3 a{(from.col + 0.5) * side, (from.row + 0.5) * side, z};
  const physics::Vec3 b{(to.col + 0.5) * side, (to.row + 0.5) * side, z};
  const int fromTag = makeTag(Part::GridBlock, mGrid.index(from));
  const int toTag = makeTag(Part::GridBlock, mGrid.index(to));
  const auto hits = mRuleWorld.rayAll(a, b, group::kGridRule,
                                      [&](int tag) { return tag == fromTag || tag == toTag; });
  // The first blocking square along the line, ordered exactly as the grid rule orders them.
  const Point pa = mGrid.centre(from);
  const Point d = mGrid.centre(to) - pa;
  int best = -1;
  Fraction bestAt;
  for (const physics::RayHit& h : hits) {
    const int i = indexOf(h.tag);
    if (i == best) continue;
    const Square s = mGrid.square(i);
    const Length x0 = s.col * mGrid.squareSize, y0 = s.row * mGrid.squareSize;
    const Fraction at = entryInto(pa, d, x0, x0 + mGrid.squareSize, y0, y0 + mGrid.squareSize);
    if (best < 0 || less(at, bestAt)) {
      best = i;
      bestAt = at;
    }
  }
  if (best < 0) return {};
  const Square s = mGrid.square(best);
  const SightBlock block = rules::gridSightBlock(terrainOf(s));
  return {false, block != SightBlock::None ? block : SightBlock::Ground, mGrid.centre(s)};
}

Sight BulletGridBattlefield::sightBetween(Square a, Square b) const {
  const std::size_t n = static_cast<std::size_t>(mGrid.count());
  const std::size_t key =
      static_cast<std::size_t>(mGrid.index(a)) * n + static_cast<std::size_t>(mGrid.index(b));
  std::uint32_t code = 0;
  if (mPairs) {
    code = mPairs[key].load(std::memory_order_relaxed);
  } else {
    std::lock_guard g(mMapLock);
    const auto it = mPairMap.find(key);
    if (it != mPairMap.end()) code = it->second;
  }
  if (code == 0) {
    // The same answer whoever computes it first: racing fills are harmless.
    const Sight s = computeSight(a, b);
    const int blocker = s.visible ? 0 : mGrid.index(*mGrid.squareAt(s.where));
    code = encode(s, blocker);
    if (mPairs) {
      mPairs[key].store(code, std::memory_order_relaxed);
    } else {
      std::lock_guard g(mMapLock);
      mPairMap.emplace(key, code);
    }
  }
  const auto reason = static_cast<SightBlock>((code >> 24) & 0x7f);
  if (reason == SightBlock::None) return {};
  return {false, reason, mGrid.centre(mGrid.square(static_cast<int>(code & 0xffffff)))};
}

Sight BulletGridBattlefield::lineOfSight(const rules::SightQuery& q) const {
  const auto from = mGrid.squareAt(q.from);
  const auto to = mGrid.squareAt(q.to);
  if (!from || !to) return {false, SightBlock::OffTable, from ? q.to : q.from};
  return sightBetween(*from, *to);
}

const TerrainSpec* terrainSpecOf(const rules::Battlefield& b) {
  if (const auto* m = dynamic_cast<const BulletBattlefield*>(&b)) return &m->terrain();
  if (const auto* g = dynamic_cast<const BulletGridBattlefield*>(&b))
    return &g->measured().terrain();
  return nullptr;
}

}  // namespace sandtable::battlefield
