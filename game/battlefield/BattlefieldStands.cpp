// Footprints on the table: overlap with other stands, the nearest free place for one, and
// the nearest open ground to flee toward. Stands go into the Bullet world as boxes; a
// contact test finds the ones a footprint may touch, and the kernel's exact integer test
// decides (touching edges do not overlap, to the micrometre, on every machine).
#include <algorithm>

#include "BattlefieldParts.h"

namespace sandtable::battlefield {

using rules::Rect;
using rules::StandPlacement;

namespace {

// Bullet reports contacts inside its collision margin; anything this close is a
// candidate for the exact test.
constexpr double kContactTolerance = 0.01;

bool insideTable(const Rect& table, const Rect& r) {
  for (const Point& c : rules::corners(r)) {
    if (!rules::contains(table, c)) return false;
  }
  return true;
}

}  // namespace

bool BulletBattlefield::touchesStand(const Rect& r, const std::vector<StandPlacement>& stands,
                                     rules::UnitId ignore) const {
  if (stands.empty()) return false;
  const Vec2 c = toWorld2(r.centre);
  // The probe spans every height of the table, so footprints meet in plan.
  const double lo = mSpec->ground.minHeight() - 10.0;
  const double hi = mSpec->ground.maxHeight() + 100.0;
  const physics::Vec3 half{0.5 * mSpec->scale.toMetres(r.width),
                           0.5 * mSpec->scale.toMetres(r.depth), 0.5 * (hi - lo)};
  const double yaw = -r.facing * (6.283185307179586 / rules::kFullTurn);
  for (int tag : mWorld.boxContacts({c.x, c.y, 0.5 * (lo + hi)}, half, yaw, group::kStands,
                                    kContactTolerance)) {
    const auto i = static_cast<std::size_t>(indexOf(tag));
    if (i < stands.size() && stands[i].unit != ignore && rules::overlaps(r, stands[i].footprint))
      return true;
  }
  return false;
}

bool BulletBattlefield::overlapsAny(const Rect& footprint,
                                    const std::vector<StandPlacement>& stands,
                                    rules::UnitId ignore) const {
  if (stands.empty()) return false;
  std::lock_guard g(mStandsLock);
  syncStandsLocked(stands);
  return touchesStand(footprint, stands, ignore);
}

std::optional<Rect> BulletBattlefield::nearestFreePosition(
    const Rect& wanted, const std::vector<StandPlacement>& stands, Length maxDistance,
    rules::UnitId ignore) const {
  std::lock_guard g(mStandsLock);
  syncStandsLocked(stands);
  if (insideTable(bounds(), wanted) && !touchesStand(wanted, stands, ignore)) return wanted;
  // Rings outward; on each, directions nearest the stand's front first.
  const Length step =
      std::max<Length>(rules::kMillimetre, std::min(wanted.width, wanted.depth) / 4);
  for (Length radius = step; radius <= maxDistance; radius += step) {
    const int directions = static_cast<int>(std::clamp<Length>(radius / step * 8, 8, 256));
    for (int k = 0; k < directions; ++k) {
      const int signedK = (k % 2 == 0) ? k / 2 : -(k + 1) / 2;
      const rules::Angle a =
          wanted.facing + static_cast<rules::Angle>(static_cast<std::int64_t>(signedK) *
                                                    rules::kFullTurn / directions);
      Rect r = wanted;
      r.centre = wanted.centre + rules::heading(a, radius);
      if (insideTable(bounds(), r) && !touchesStand(r, stands, ignore)) return r;
    }
  }
  return std::nullopt;
}

std::optional<Point> BulletBattlefield::nearestOpenGround(
    Point from, rules::Angle away, Length maxDistance,
    const std::vector<StandPlacement>& stands) const {
  const Rect table = bounds();
  const Length step = std::max<Length>(rules::kMillimetre, mSpec->scale.unitLength() / 8);
  for (Length d = 0; d <= maxDistance; d += step) {
    for (int deg = 0; deg <= 90; deg += 15) {
      for (int sign : {1, -1}) {
        if (deg == 0 && sign < 0) continue;
        const Point p = from + rules::heading(away + sign * rules::degrees(deg), d);
        if (!rules::contains(table, p) || terrainAt(p) != TerrainKind::Clear) continue;
        const bool taken = std::any_of(stands.begin(), stands.end(), [&](const StandPlacement& s) {
          return rules::contains(s.footprint, p);
        });
        if (!taken) return p;
      }
    }
  }
  return std::nullopt;
}

}  // namespace sandtable::battlefield
