// BulletBattlefield's basics: scale conversions, elevation, the plain Bullet baseline,
// picking and the stand layer (the world itself is built in BattlefieldBuild.cpp).
#include "BulletBattlefield.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "BattlefieldParts.h"
#include "VolumeMesh.h"

namespace sandtable::battlefield {

using rules::Rect;
using rules::SightBlock;

namespace group {
physics::GroupMask ofKind(TerrainKind k) {
  using rules::isWoods;
  if (isWoods(k) || k == TerrainKind::Orchard) return kWoods;
  switch (k) {
    case TerrainKind::TownLight:
    case TerrainKind::TownMedium:
    case TerrainKind::TownHeavy:
    case TerrainKind::TownReinforced:
    case TerrainKind::Village:
    case TerrainKind::Chateau:
      return kTowns;
    case TerrainKind::Hedge:
    case TerrainKind::Treeline:
      return kHedges;
    case TerrainKind::StoneWall:
    case TerrainKind::FortressWall:
    case TerrainKind::Redoubt:
    case TerrainKind::Entrenchment:
    case TerrainKind::Bridge:
      return kWalls;
    default:
      return kLowCover;
  }
}
}  // namespace group

BulletBattlefield::BulletBattlefield(std::shared_ptr<const TerrainSpec> spec)
    : mSpec(std::move(spec)) {
  if (!mSpec || mSpec->ground.empty() || mSpec->width <= 0 || mSpec->depth <= 0) {
    throw std::invalid_argument("BulletBattlefield: the terrain needs a size and a height grid");
  }
  buildLayers();
  buildWorld();
}

BulletBattlefield::~BulletBattlefield() = default;

physics::Vec3 BulletBattlefield::toWorld3(Point p, double z) const {
  return {mSpec->scale.toMetres(p.x), mSpec->scale.toMetres(p.y), z};
}

Vec2 BulletBattlefield::toWorld2(Point p) const {
  return {mSpec->scale.toMetres(p.x), mSpec->scale.toMetres(p.y)};
}

double BulletBattlefield::eyeMetres(Length eye) const {
  // An eye on the ground itself would graze it; sight starts a hand's width up.
  return std::max(kMinEyeMetres, mSpec->scale.toMetres(eye));
}

physics::Vec3 BulletBattlefield::worldPoint(Point p, Length eye) const {
  const Vec2 w = toWorld2(p);
  return {w.x, w.y, heightAtWorld(w.x, w.y) + eyeMetres(eye)};
}

Point BulletBattlefield::tablePoint(double x, double y) const {
  return {mSpec->scale.toTable(x), mSpec->scale.toTable(y)};
}

Rect BulletBattlefield::bounds() const {
  return Rect{{mSpec->width / 2, mSpec->depth / 2}, 0, mSpec->width, mSpec->depth};
}

Length BulletBattlefield::elevationAt(Point p) const {
  const Vec2 w = toWorld2(p);
  return mSpec->scale.toTable(heightAtWorld(w.x, w.y));
}

SightBlock BulletBattlefield::reasonOfTag(int tag) const {
  const auto i = static_cast<std::size_t>(indexOf(tag));
  switch (partOf(tag)) {
    case Part::Ground:
      return SightBlock::Ground;
    case Part::Tree:
      return SightBlock::Woods;
    case Part::Building:
      return SightBlock::Building;
    case Part::Line:
      return sightBlockOf(mSpec->lines[i].kind);
    case Part::Area:
      return sightBlockOf(mSpec->areas[i].kind);
    case Part::Stand:
      return SightBlock::Stand;
    case Part::GridBlock:
      return SightBlock::Ground;
  }
  return SightBlock::None;
}

rules::Sight BulletBattlefield::plainRaySight(Point from, Length fromEye, Point to,
                                              Length toEye) const {
  const physics::Vec3 a = worldPoint(from, fromEye);
  const physics::Vec3 b = worldPoint(to, toEye);
  physics::RayHit hit;
  if (!mWorld.rayClosest(a, b, group::kOpaque, hit)) return {};
  return {false, reasonOfTag(hit.tag), tablePoint(hit.point.x, hit.point.y)};
}

bool BulletBattlefield::pick(physics::Vec3 from, physics::Vec3 to, physics::GroupMask groups,
                             physics::RayHit& hit) const {
  return mWorld.rayClosest(from, to, groups, hit);
}

void BulletBattlefield::syncStands(const std::vector<rules::StandPlacement>& stands) const {
  std::lock_guard g(mStandsLock);
  syncStandsLocked(stands);
}

void BulletBattlefield::syncStandsLocked(const std::vector<rules::StandPlacement>& stands) const {
  for (std::size_t i = 0; i < stands.size(); ++i) {
    const Rect& f = stands[i].footprint;
    const Vec2 c = toWorld2(f.centre);
    // A box on the ground as tall as the figures (at least a metre), for picking; contact
    // probes span every height, so footprints meet in plan whatever the ground does.
    const double ground = heightAtWorld(c.x, c.y);
    const double top = ground + std::max(1.0, mSpec->scale.toMetres(stands[i].height));
    const double bottom = ground - 0.5;
    const physics::Vec3 centre{c.x, c.y, 0.5 * (top + bottom)};
    const physics::Vec3 half{0.5 * mSpec->scale.toMetres(f.width),
                             0.5 * mSpec->scale.toMetres(f.depth), 0.5 * (top - bottom)};
    const double yaw = -f.facing * kTurnToRadians;
    if (i < mStandObjects.size()) {
      mWorld.setBox(mStandObjects[i], centre, half, yaw);
      mWorld.setEnabled(mStandObjects[i], true);
    } else {
      mStandObjects.push_back(mWorld.addBox(centre, half, yaw, group::kStands,
                                            makeTag(Part::Stand, static_cast<int>(i))));
    }
  }
  for (std::size_t i = stands.size(); i < mStandObjects.size(); ++i)
    mWorld.setEnabled(mStandObjects[i], false);
}

}  // namespace sandtable::battlefield
