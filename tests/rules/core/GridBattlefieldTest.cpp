// The grid's terrain, elevation and sight rule.
#include <gtest/gtest.h>

#include "rules/core/GridBattlefield.h"

using namespace sandtable::rules;

namespace {
// 5 x 3 grid. Row 1 holds woods at column 2; a hill at (2,0).
GridBattlefield makeField() {
  const GridSpec g{5, 3, 100 * kMillimetre};
  std::vector<TerrainKind> kinds(15, TerrainKind::Clear);
  std::vector<int> levels(15, 0);
  kinds[static_cast<std::size_t>(g.index({2, 1}))] = TerrainKind::WoodsMedium;
  levels[static_cast<std::size_t>(g.index({2, 0}))] = 1;
  return GridBattlefield(g, kinds, levels, 25 * kMillimetre);
}
}  // namespace

TEST(GridBattlefield, TerrainAndElevation) {
  const GridBattlefield f = makeField();
  EXPECT_EQ(f.terrainOf({2, 1}), TerrainKind::WoodsMedium);
  EXPECT_EQ(f.terrainAt(f.grid().centre({2, 1})), TerrainKind::WoodsMedium);
  EXPECT_EQ(f.elevationAt(f.grid().centre({2, 0})), 25 * kMillimetre);
  EXPECT_EQ(f.elevationAt(f.grid().centre({0, 0})), 0);
}

TEST(GridBattlefield, WoodsBetweenBlockSight) {
  const GridBattlefield f = makeField();
  const Sight s = f.sightBetween({0, 1}, {4, 1});
  EXPECT_FALSE(s.visible);
  EXPECT_EQ(s.reason, SightBlock::Woods);
  EXPECT_EQ(s.where, f.grid().centre({2, 1}));
  // Into the woods square itself, sight is not blocked (the target is in them).
  EXPECT_TRUE(f.sightBetween({0, 1}, {2, 1}).visible);
}

TEST(GridBattlefield, HillBlocksOnlyWhenHigherThanBothEnds) {
  const GridBattlefield f = makeField();
  const Sight low = f.sightBetween({0, 0}, {4, 0});
  EXPECT_FALSE(low.visible);
  EXPECT_EQ(low.reason, SightBlock::Ground);
  // From the hill itself everything around is seen.
  EXPECT_TRUE(f.sightBetween({2, 0}, {4, 0}).visible);
}

TEST(GridBattlefield, DiagonalNeighboursSeeEachOtherPastCorners) {
  // The line between diagonal neighbours only touches the corner squares' corners.
  const GridBattlefield f = makeField();
  EXPECT_TRUE(f.sightBetween({1, 0}, {2, 1}).visible);
  EXPECT_TRUE(f.sightBetween({1, 2}, {3, 0}).visible == false);  // passes through the woods centre
}

TEST(GridBattlefield, CrossingsListAreaBoundaries) {
  const GridBattlefield f = makeField();
  const auto c = f.crossings(f.grid().centre({0, 1}), f.grid().centre({4, 1}));
  ASSERT_EQ(c.size(), 2u);
  EXPECT_EQ(c[0].kind, TerrainKind::WoodsMedium);
  EXPECT_TRUE(c[0].entering);
  EXPECT_FALSE(c[1].entering);
}
