#include "Picker.h"

#include <cmath>

#include "battlefield/BulletBattlefield.h"
#include "battlefield/BulletGridBattlefield.h"
#include "TableSpace.h"

namespace sandtable::view {

Pick BoxAndGroundPicker::pick(V3 origin, V3 direction) const {
  Pick p;
  p.ground = mGround(origin, direction);
  float best = std::numeric_limits<float>::max();
  for (const auto& [id, box] : mStands()) {
    if (const auto t = rayHitsStand(origin, direction, box); t && *t < best) {
      best = *t;
      p.unit = id;
      p.unitDistance = *t;
    }
  }
  // A stand behind a hill is not picked through the hill.
  if (p.unit && p.ground) {
    const float dx = p.ground->x - origin.x, dy = p.ground->y - origin.y,
                dz = p.ground->z - origin.z;
    const float len = std::sqrt(direction.x * direction.x + direction.y * direction.y +
                                direction.z * direction.z);
    const float groundT = std::sqrt(dx * dx + dy * dy + dz * dz) / std::max(len, 1e-6f);
    if (groundT + 2.0f < best) p.unit.reset();
  }
  return p;
}

}  // namespace sandtable::view

namespace sandtable::view {

namespace {

// The ray is cast this many table diagonals long: past anything on or over the table.
constexpr double kRayTables = 4.0;

}  // namespace

const battlefield::BulletBattlefield* BulletPicker::bulletOf(const rules::Battlefield& field) {
  if (const auto* b = dynamic_cast<const battlefield::BulletBattlefield*>(&field)) return b;
  if (const auto* g = dynamic_cast<const battlefield::BulletGridBattlefield*>(&field))
    return &g->measured();
  return nullptr;
}

std::unique_ptr<BulletPicker> BulletPicker::make(std::shared_ptr<const rules::Battlefield> field,
                                                 StandBoxes stands) {
  if (!field) return nullptr;
  const battlefield::BulletBattlefield* bullet = bulletOf(*field);
  if (!bullet) return nullptr;
  return std::unique_ptr<BulletPicker>(new BulletPicker(std::move(field), *bullet, std::move(stands)));
}

Pick BulletPicker::pick(V3 origin, V3 direction) const {
  const battlefield::GroundScale& scale = mField.scale();
  // Table world (mm, +Y up, north toward -Z) to Bullet's (metres, x east, y north, z up):
  // the horizontal through the battlefield's own mapping, the height by the same scale.
  auto toBullet = [&](double x, double y, double z) {
    const rules::Point p{static_cast<rules::Length>(std::llround(x * kMicrometresPerWorldUnit)),
                         static_cast<rules::Length>(std::llround(-z * kMicrometresPerWorldUnit))};
    physics::Vec3 w = mField.worldPoint(p, 0);
    w.z = scale.toMetres(static_cast<rules::Length>(std::llround(y * kMicrometresPerWorldUnit)));
    return w;
  };
  auto fromBullet = [&](const physics::Vec3& w) {
    const rules::Point p = mField.tablePoint(w.x, w.y);
    const WorldXZ xz = toWorld(p);
    return V3{xz.x, toWorldLength(scale.toTable(w.z)), xz.z};
  };

  const double len = std::sqrt(double(direction.x) * direction.x + double(direction.y) * direction.y +
                               double(direction.z) * direction.z);
  Pick out;
  if (len <= 0) return out;
  const rules::Rect table = mField.bounds();
  const double reach = kRayTables * (toWorldLength(table.width) + toWorldLength(table.depth)) / len;
  const physics::Vec3 from = toBullet(origin.x, origin.y, origin.z);
  const physics::Vec3 to = toBullet(origin.x + direction.x * reach, origin.y + direction.y * reach,
                                    origin.z + direction.z * reach);

  // The stands as drawn, as boxes in the world; tags index mPlacements.
  mPlacements.clear();
  for (const auto& [unit, box] : mStands()) {
    rules::StandPlacement s;
    s.unit = unit;
    s.footprint.centre = toTable(box.centre.x, box.centre.z);
    s.footprint.facing = facingOfYaw(box.yaw);
    s.footprint.width = toTableLength(2 * box.halfWidth);
    s.footprint.depth = toTableLength(2 * box.halfDepth);
    s.height = toTableLength(box.height);
    mPlacements.push_back(s);
  }
  mField.syncStands(mPlacements);

  // A stand is picked when the ray meets it before the ground or a building in front of it.
  physics::RayHit hit;
  namespace group = battlefield::group;
  if (mField.pick(from, to, group::kGround | group::kBuildings | group::kStands, hit) &&
      battlefield::partOf(hit.tag) == battlefield::Part::Stand) {
    const auto i = static_cast<std::size_t>(battlefield::indexOf(hit.tag));
    if (i < mPlacements.size()) {
      out.unit = mPlacements[i].unit;
      const V3 p = fromBullet(hit.point);
      const double dx = p.x - origin.x, dy = p.y - origin.y, dz = p.z - origin.z;
      out.unitDistance = static_cast<float>(std::sqrt(dx * dx + dy * dy + dz * dz) / len);
    }
  }
  if (mField.pick(from, to, group::kGround, hit)) out.ground = fromBullet(hit.point);
  return out;
}

}  // namespace sandtable::view
