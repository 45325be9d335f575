// A battlefield made of squares, each with one terrain kind and a height level: the table
// of gridded systems such as MicroBattle. Line of sight follows the grid rule Sandtable
// uses for them (see docs/rules/microbattle.md): between two squares, any square the
// straight line between their centres passes through (touching a corner does not count)
// blocks sight if it is woods or town, or if it stands higher than both ends.
#pragma once

#include <vector>

#include "Battlefield.h"

namespace sandtable::rules {

// What a square of ground `k` blocks sight as under the grid rule: woods and orchards as
// woods, towns as buildings, any other ground not at all (a hill blocks by its height).
SightBlock gridSightBlock(TerrainKind k);

class GridBattlefield final : public Battlefield {
 public:
  GridBattlefield(GridSpec grid, std::vector<TerrainKind> terrain, std::vector<int> levels,
                  Length levelHeight);

  const GridSpec& grid() const { return mGrid; }
  TerrainKind terrainOf(Square s) const { return mTerrain[mGrid.index(s)]; }
  int levelOf(Square s) const { return mLevels[mGrid.index(s)]; }
  Length levelHeight() const { return mLevelHeight; }

  // The grid rule of sight between two squares' centres.
  Sight sightBetween(Square a, Square b) const;

  Rect bounds() const override;
  const GridSpec* gridSpec() const override { return &mGrid; }
  Length elevationAt(Point p) const override;
  TerrainKind terrainAt(Point p) const override;
  std::vector<Crossing> crossings(Point a, Point b) const override;
  Sight lineOfSight(const SightQuery& q) const override;

 private:
  // Squares whose interior the open segment a-b passes through, ordered along it.
  std::vector<Square> squaresCrossed(Point a, Point b) const;

  GridSpec mGrid;
  std::vector<TerrainKind> mTerrain;
  std::vector<int> mLevels;
  Length mLevelHeight;
};

}  // namespace sandtable::rules
