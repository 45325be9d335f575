// A gridded table (MicroBattle's squares) on the Bullet battlefield: hills are raised
// ground in a heightfield, woods and towns are solids, rivers are areas, so the 3D table
// can draw it and measured queries (slope, paths, footprints) work on it. Sight follows
// the grid rule exactly (GridBattlefield's: between two squares' centres, any square the
// line passes through, corners excepted, blocks if it is woods or town or stands higher
// than both ends), answered by Bullet ray tests against blocks that stand for the rule,
// and cached per pair of squares: the grid never changes.
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

#include "BulletBattlefield.h"

namespace sandtable::battlefield {

class BulletGridBattlefield final : public rules::Battlefield {
 public:
  // `kinds` gives the solids' heights (woods, towns) for the measured side of the table.
  BulletGridBattlefield(rules::GridSpec grid, std::vector<TerrainKind> terrain,
                        std::vector<int> levels, Length levelHeight, const FeatureKindTable& kinds);
  ~BulletGridBattlefield() override;

  const rules::GridSpec& grid() const { return mGrid; }
  TerrainKind terrainOf(rules::Square s) const {
    return mTerrain[static_cast<std::size_t>(mGrid.index(s))];
  }
  int levelOf(rules::Square s) const { return mLevels[static_cast<std::size_t>(mGrid.index(s))]; }
  // The measured battlefield under the squares (its spec is what the 3D table draws).
  const BulletBattlefield& measured() const { return *mMeasured; }

  // The grid rule of sight between two squares' centres.
  rules::Sight sightBetween(rules::Square a, rules::Square b) const;

  rules::Rect bounds() const override { return mMeasured->bounds(); }
  const rules::GridSpec* gridSpec() const override { return &mGrid; }
  Length elevationAt(Point p) const override { return mMeasured->elevationAt(p); }
  TerrainKind terrainAt(Point p) const override;
  std::vector<rules::Crossing> crossings(Point a, Point b) const override {
    return mMeasured->crossings(a, b);
  }
  rules::Sight lineOfSight(const rules::SightQuery& q) const override;
  rules::Slope slopeAt(Point p) const override { return mMeasured->slopeAt(p); }
  int gradientPermilleAt(Point p) const override { return mMeasured->gradientPermilleAt(p); }
  Length footprintElevation(const rules::Rect& f) const override {
    return mMeasured->footprintElevation(f);
  }
  bool onCrest(const rules::Rect& f) const override { return mMeasured->onCrest(f); }
  std::vector<rules::TerrainShare> terrainUnder(const rules::Rect& f) const override {
    return mMeasured->terrainUnder(f);
  }
  rules::PathCost pathCost(const std::vector<Point>& path,
                           const rules::MovementCosts& costs) const override {
    return mMeasured->pathCost(path, costs);
  }
  bool overlapsAny(const rules::Rect& f, const std::vector<rules::StandPlacement>& stands,
                   rules::UnitId ignore = rules::kNoUnit) const override {
    return mMeasured->overlapsAny(f, stands, ignore);
  }
  std::optional<rules::Rect> nearestFreePosition(
      const rules::Rect& wanted, const std::vector<rules::StandPlacement>& stands,
      Length maxDistance, rules::UnitId ignore = rules::kNoUnit) const override {
    return mMeasured->nearestFreePosition(wanted, stands, maxDistance, ignore);
  }
  std::optional<Point> nearestOpenGround(
      Point from, rules::Angle away, Length maxDistance,
      const std::vector<rules::StandPlacement>& stands) const override {
    return mMeasured->nearestOpenGround(from, away, maxDistance, stands);
  }

  // The ground scale of a grid: one millimetre of table is one metre of ground.
  static GroundScale gridScale();
  // Heightfield samples along one square's side.
  static constexpr int kSamplesPerSquare = 8;

 private:
  rules::Sight computeSight(rules::Square a, rules::Square b) const;

  rules::GridSpec mGrid;
  std::vector<TerrainKind> mTerrain;
  std::vector<int> mLevels;
  Length mLevelHeight;
  std::unique_ptr<BulletBattlefield> mMeasured;
  physics::CollisionWorld mRuleWorld;  // the rule's blocks, one or two per square
  // Answers by ordered pair: 0 unknown, else (1 << 31) | reason << 24 | blocking square.
  std::unique_ptr<std::atomic<std::uint32_t>[]> mPairs;
  std::size_t mPairCount = 0;
  mutable std::mutex mMapLock;  // for grids too large for the pair array
  mutable std::unordered_map<std::size_t, std::uint32_t> mPairMap;
};

}  // namespace sandtable::battlefield
