// The real battlefield: a TerrainSpec turned into a Bullet collision world (the ground as
// a heightfield, woods, towns, hedges and walls as solids, lone trees and buildings as
// cylinders and boxes, stands as boxes) that answers every rules::Battlefield query.
// Positions and answers on the table are exact integers (micrometres); everything in the
// world is metres, converted through the spec's ground scale and quantised back.
//
// Sight: the first opaque thing on the line comes from FastSight (certified shortcuts)
// or, when that cannot be sure, from one Bullet ray test; depth into woods and other
// see-into areas from Bullet ray tests through their solids; stands from the kernel's
// exact clearance rule. See docs/battlefield.md.
#pragma once

#include <memory>
#include <mutex>
#include <vector>

#include "CellGrid.h"
#include "FastSight.h"
#include "PlanarGeometry.h"
#include "TerrainSpec.h"
#include "physics/CollisionWorld.h"
#include "rules/core/Battlefield.h"

namespace sandtable::battlefield {

// Collision groups of the world's objects (also for the 3D table's picking).
namespace group {
inline constexpr physics::GroupMask kGround = 1u << 0;
inline constexpr physics::GroupMask kTrees = 1u << 1;
inline constexpr physics::GroupMask kBuildings = 1u << 2;
inline constexpr physics::GroupMask kHedges = 1u << 3;  // hedges, treelines
inline constexpr physics::GroupMask kWalls = 1u << 4;   // stone walls, fortress walls, redoubts
inline constexpr physics::GroupMask kWoods = 1u << 5;   // woods, forest, orchards
inline constexpr physics::GroupMask kTowns = 1u << 6;
inline constexpr physics::GroupMask kLowCover = 1u << 7;  // marsh, tall crops, vineyards, others
inline constexpr physics::GroupMask kStands = 1u << 8;
inline constexpr physics::GroupMask kGridRule = 1u << 9;  // the grid sight rule's blocks
// Every object also carries how it treats sight.
inline constexpr physics::GroupMask kOpaque = 1u << 16;
inline constexpr physics::GroupMask kSeeInto = 1u << 17;
physics::GroupMask ofKind(rules::TerrainKind k);
}  // namespace group

// What a Bullet object is: the kind of part and its index in the spec's lists.
enum class Part : std::uint8_t { Ground, Tree, Building, Line, Area, Stand, GridBlock };
inline int makeTag(Part p, int index) { return (static_cast<int>(p) << 24) | index; }
inline Part partOf(int tag) { return static_cast<Part>(tag >> 24); }
inline int indexOf(int tag) { return tag & 0xffffff; }

// How a sight query was answered (for the benchmark and tests).
enum class SightPath : std::uint8_t { Fast, Bullet };

class BulletBattlefield : public rules::Battlefield {
 public:
  explicit BulletBattlefield(std::shared_ptr<const TerrainSpec> spec);
  ~BulletBattlefield() override;

  const TerrainSpec& terrain() const { return *mSpec; }
  const std::shared_ptr<const TerrainSpec>& terrainPtr() const { return mSpec; }
  const GroundScale& scale() const { return mSpec->scale; }

  rules::Rect bounds() const override;
  Length elevationAt(Point p) const override;
  TerrainKind terrainAt(Point p) const override;
  std::vector<rules::Crossing> crossings(Point a, Point b) const override;
  rules::Sight lineOfSight(const rules::SightQuery& q) const override;
  rules::Slope slopeAt(Point p) const override;
  int gradientPermilleAt(Point p) const override;
  Length footprintElevation(const rules::Rect& footprint) const override;
  bool mayFindTerrain(const rules::Rect& footprint, rules::TerrainKindSet kinds) const override;
  bool onCrest(const rules::Rect& footprint) const override;
  std::vector<rules::TerrainShare> terrainUnder(const rules::Rect& footprint) const override;
  rules::PathCost pathCost(const std::vector<Point>& path,
                           const rules::MovementCosts& costs) const override;
  bool overlapsAny(const rules::Rect& footprint, const std::vector<rules::StandPlacement>& stands,
                   rules::UnitId ignore = rules::kNoUnit) const override;
  std::optional<rules::Rect> nearestFreePosition(
      const rules::Rect& wanted, const std::vector<rules::StandPlacement>& stands,
      Length maxDistance, rules::UnitId ignore = rules::kNoUnit) const override;
  std::optional<Point> nearestOpenGround(
      Point from, rules::Angle away, Length maxDistance,
      const std::vector<rules::StandPlacement>& stands) const override;

  // lineOfSight, also telling how the opaque part was answered.
  rules::Sight lineOfSight(const rules::SightQuery& q, SightPath& path) const;
  // The plain baseline: one Bullet ray test from eye to eye against everything opaque,
  // no shortcuts, nothing skipped (the LOS benchmark compares against it).
  rules::Sight plainRaySight(Point from, Length fromEye, Point to, Length toEye) const;

  // World metres of a table point raised `eye` above the ground (x east, y north, z up).
  physics::Vec3 worldPoint(Point p, Length eye) const;
  Point tablePoint(double x, double y) const;
  const physics::CollisionWorld& collisionWorld() const { return mWorld; }

  // Picking for the 3D table: the first thing a world ray meets among `groups`; `tag`
  // names it (see Part). Stands take part after syncStands.
  bool pick(physics::Vec3 from, physics::Vec3 to, physics::GroupMask groups,
            physics::RayHit& hit) const;
  // Puts these stands into the world as boxes (group kStands, tag Part::Stand + index).
  void syncStands(const std::vector<rules::StandPlacement>& stands) const;

  // The rectangle a ford or bridge covers: `span.length` along the river's nearest
  // segment, the river's width across it.
  static std::vector<Point> spanPolygon(const LineFeature& line, const RiverSpan& span);
  // A lone tree stands as an upright octagonal prism over these corners (counter-clockwise).
  static constexpr int kTreeSides = 8;
  static std::vector<Point> treeCorners(const TreeFeature& tree);

 private:
  struct Strip;  // a layer of terrainAt: a polygon with a kind and a priority
  struct SeeIntoVolume;

  void buildWorld();
  void buildLayers();
  physics::Vec3 toWorld3(Point p, double z) const;
  Vec2 toWorld2(Point p) const;
  double heightAtWorld(double x, double y) const { return mSpec->ground.heightAt(x, y); }
  double eyeMetres(Length eye) const;
  // Tags of opaque objects that contain a point (stood in, they do not block its sight).
  void containingTags(Point p, std::vector<int>& out) const;
  // The first opaque blocker: FastSight, or Bullet when it cannot be sure.
  bool firstOpaque(Point from, Point to, const physics::Vec3& a, const physics::Vec3& b, double& t,
                   rules::SightBlock& reason, SightPath& path) const;
  // Where accumulated depth in see-into areas first exceeds the query's allowance (t in
  // [0, tMax]), if it does.
  bool seeIntoBlock(const physics::Vec3& a, const physics::Vec3& b, double tMax,
                    const rules::SightQuery& q, double& t, rules::SightBlock& reason) const;
  bool standBlock(const rules::SightQuery& q, const physics::Vec3& a, const physics::Vec3& b,
                  double& t, Point& where) const;
  rules::SightBlock reasonOfTag(int tag) const;
  // Area kind at a point from areas and buildings only (no line strips), for boundaries.
  TerrainKind areaKindAt(Point p) const;
  // The layer that decides the ground at a point among those of priority up to
  // `maxPriority` (the highest priority, then the later feature); null where none covers it.
  const Strip* topStripAt(Point p, int maxPriority) const;
  // Crossings of the polyline's line features (rivers, hedges...), deduplicated at joints
  // and excluding the path's two ends; `segment` receives which segment each lies on.
  void lineCrossings(const std::vector<Point>& path, std::vector<rules::Crossing>& out,
                     std::vector<double>& at) const;
  // Every parameter along ab where the ground kind under it may change.
  void kindCuts(Point a, Point b, std::vector<double>& cuts) const;
  void syncStandsLocked(
      const std::vector<rules::StandPlacement>& stands) const;  // mStandsLock held
  // Whether a footprint overlaps one of the stands last synced (call with mStandsLock held).
  bool touchesStand(const rules::Rect& r, const std::vector<rules::StandPlacement>& stands,
                    rules::UnitId ignore) const;

  std::shared_ptr<const TerrainSpec> mSpec;
  mutable physics::CollisionWorld mWorld;
  FastSight mFast;
  std::vector<std::unique_ptr<Strip>> mStrips;  // terrain layers, for terrainAt
  CellGrid mStripIndex;
  std::vector<std::unique_ptr<SeeIntoVolume>> mSeeInto;
  CellGrid mSeeIntoIndex;
  // Opaque objects a point may stand inside: trees, buildings, opaque lines and areas.
  struct Containable {
    int tag = -1;
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // plan bounds, world metres
    // Buildings: centre, axes and half sizes, to rule a point out before the exact test.
    double cx = 0, cy = 0, ux = 1, uy = 0, hx = -1, hy = -1;
  };
  CellGrid mContainIndex;
  std::vector<Containable> mContainables;
  mutable std::mutex mStandsLock;
  mutable std::vector<physics::ObjectId> mStandObjects;
};

// The terrain spec behind a battlefield built by this module (nullptr for any other).
const TerrainSpec* terrainSpecOf(const rules::Battlefield& battlefield);

}  // namespace sandtable::battlefield
