// The gridded table on Bullet answers sight exactly as the kernel's grid rule does, on
// every pair of squares of random maps (hills, woods, towns, rivers), and stands hills
// up as ground at their level.
#include <gtest/gtest.h>

#include "battlefield/BulletGridBattlefield.h"
#include "rules/core/GridBattlefield.h"
#include "rules/core/Rng.h"

using namespace sandtable;
using namespace sandtable::battlefield;
using rules::Square;
using rules::TerrainKind;

namespace {

FeatureKindTable someKinds() {
  FeatureKindTable t{};
  t[static_cast<std::size_t>(TerrainKind::WoodsMedium)] = {SightEffect::SeeInto, 14.0, 0};
  t[static_cast<std::size_t>(TerrainKind::TownMedium)] = {SightEffect::SeeInto, 10.0, 0};
  return t;
}

struct RandomGrid {
  rules::GridSpec grid;
  std::vector<TerrainKind> kinds;
  std::vector<int> levels;
};

RandomGrid randomGrid(int cols, int rows, std::uint64_t seed) {
  rules::Rng rng(seed);
  RandomGrid g{{cols, rows, 100 * rules::kMillimetre}, {}, {}};
  const TerrainKind choices[] = {
      TerrainKind::Clear,      TerrainKind::Clear, TerrainKind::Clear, TerrainKind::WoodsMedium,
      TerrainKind::TownMedium, TerrainKind::River, TerrainKind::Rough, TerrainKind::Fields};
  for (int i = 0; i < cols * rows; ++i) {
    g.kinds.push_back(rng.below(4) == 0 ? choices[rng.below(8)] : TerrainKind::Clear);
    g.levels.push_back(rng.below(5) == 0 ? static_cast<int>(rng.below(3)) : 0);
  }
  return g;
}

void expectSameSight(const RandomGrid& g, int pairsToCheck, std::uint64_t seed) {
  const rules::GridBattlefield kernel(g.grid, g.kinds, g.levels, 25 * rules::kMillimetre);
  const BulletGridBattlefield bullet(g.grid, g.kinds, g.levels, 25 * rules::kMillimetre,
                                     someKinds());
  const int n = g.grid.count();
  rules::Rng rng(seed);
  int blocked = 0;
  for (int k = 0; k < pairsToCheck; ++k) {
    const int i =
        pairsToCheck >= n * n ? k / n : static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
    const int j =
        pairsToCheck >= n * n ? k % n : static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
    const Square a = g.grid.square(i), b = g.grid.square(j);
    const rules::Sight want = kernel.sightBetween(a, b);
    for (int again = 0; again < 2; ++again) {  // computed, then cached
      const rules::Sight got = bullet.sightBetween(a, b);
      ASSERT_EQ(got.visible, want.visible)
          << a.col << "," << a.row << " -> " << b.col << "," << b.row;
      ASSERT_EQ(got.reason, want.reason)
          << a.col << "," << a.row << " -> " << b.col << "," << b.row;
      ASSERT_EQ(got.where, want.where) << a.col << "," << a.row << " -> " << b.col << "," << b.row;
    }
    blocked += want.visible ? 0 : 1;
  }
  EXPECT_GT(blocked, 0) << "the map should block some lines";
}

}  // namespace

TEST(BulletGridBattlefield, EveryPairSeesAsTheGridRuleSays) {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const RandomGrid g = randomGrid(8, 6, seed);
    expectSameSight(g, 48 * 48, seed);
  }
}

TEST(BulletGridBattlefield, LargerGridsToo) {
  expectSameSight(randomGrid(20, 15, 9), 8000, 9);    // sampled pairs
  expectSameSight(randomGrid(64, 64, 10), 4000, 10);  // sampled: far corner-touching lines
}

TEST(BulletGridBattlefield, HillsStandAtTheirLevelAndTerrainIsTheSquares) {
  const RandomGrid g = randomGrid(8, 6, 3);
  const BulletGridBattlefield bf(g.grid, g.kinds, g.levels, 25 * rules::kMillimetre, someKinds());
  for (int i = 0; i < g.grid.count(); ++i) {
    const Square s = g.grid.square(i);
    EXPECT_EQ(bf.elevationAt(g.grid.centre(s)),
              g.levels[static_cast<std::size_t>(i)] * 25 * rules::kMillimetre);
    EXPECT_EQ(bf.terrainAt(g.grid.centre(s)), g.kinds[static_cast<std::size_t>(i)]);
  }
  // Off the grid there is nothing; the measured table under it has the grid's size.
  EXPECT_EQ(bf.terrainAt({-5, -5}), TerrainKind::Clear);
  EXPECT_EQ(bf.bounds().width, 8 * 100 * rules::kMillimetre);
  rules::SightQuery q;
  q.from = g.grid.centre({0, 0});
  q.to = {-1000, 0};
  EXPECT_EQ(bf.lineOfSight(q).reason, rules::SightBlock::OffTable);
}

TEST(BulletGridBattlefield, CornerTouchesDoNotBlock) {
  // Woods at (1,1): the line (0,0) -> (2,2) passes through its centre; (0,1) -> (1,2)
  // only touches corners of (0,2) and (1,1).
  RandomGrid g{{3, 3, 100 * rules::kMillimetre},
               std::vector<TerrainKind>(9, TerrainKind::Clear),
               std::vector<int>(9, 0)};
  g.kinds[4] = TerrainKind::WoodsMedium;
  const BulletGridBattlefield bf(g.grid, g.kinds, g.levels, 25 * rules::kMillimetre, someKinds());
  EXPECT_FALSE(bf.sightBetween({0, 0}, {2, 2}).visible);
  EXPECT_TRUE(bf.sightBetween({0, 1}, {1, 2}).visible);
  EXPECT_TRUE(bf.sightBetween({1, 0}, {2, 1}).visible);
}
