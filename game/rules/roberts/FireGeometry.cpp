#include "FireGeometry.h"

#include <algorithm>
#include <cstdlib>
#include <set>

#include "SegmentToRect.h"
#include "measured/Contact.h"

namespace sandtable::rules::roberts {
namespace {

// Far enough to cross any table: the arc's edges are traced this far.
constexpr Length kArcReach = 1000 * kInch;

bool sameStand(const TableStand& a, const TableStand& b) {
  return a.unit == b.unit && a.footprint == b.footprint;
}

bool pointInArc(Point apex, Angle facing, Angle halfArc, Point p) {
  if (p == apex) return true;
  return std::abs(angleDifference(facing, bearing(apex, p))) <= halfArc;
}

}  // namespace

Point firingPoint(const TableStand& shooter) {
  return shooter.formed ? frontCentreOf(shooter.footprint) : shooter.footprint.centre;
}

bool inFiringArc(const TableStand& shooter, const Rect& target, Angle halfArc) {
  if (!shooter.formed) return true;
  return rectInArc(firingPoint(shooter), shooter.footprint.facing, halfArc, target);
}

bool rectInArc(Point apex, Angle facing, Angle halfArc, const Rect& target) {
  const auto c = corners(target);
  for (const Point& p : c) {
    if (pointInArc(apex, facing, halfArc, p)) return true;
  }
  if (contains(target, apex)) return true;
  // No corner inside: the target is in the arc only where an edge of the arc crosses it.
  for (const int sign : {-1, 1}) {
    const Point far = apex + heading(normalizeAngle(facing + sign * halfArc), kArcReach);
    for (std::size_t i = 0; i < 4; ++i) {
      if (segmentsIntersect(apex, far, c[i], c[(i + 1) % 4])) return true;
    }
  }
  return false;
}

Angle firingArcOf(const MissileRule& rule, const MissileWeapon& weapon) {
  return degrees(weapon.extendedArc ? rule.extendedArcDegrees : rule.firingArcDegrees);
}

bool inRange(const TableStand& shooter, const Rect& target, Length range) {
  return distanceToRect(firingPoint(shooter), target) <= range + measured::kTolerance;
}

Length rangeOf(const MissileWeapon& weapon, const measured::Scale& inch) {
  return static_cast<Length>(weapon.rangeInches * static_cast<double>(inch.unit) + 0.5);
}

FireScene fireScene(const Battlefield* bf, std::vector<TableStand> stands, const MissileRule& rule,
                    const measured::Scale& inch) {
  FireScene s;
  s.battlefield = bf;
  s.stands = std::move(stands);
  const double unit = static_cast<double>(inch.unit);
  s.clearance = static_cast<Length>(rule.lineOfFireClearanceInches * unit + 0.5);
  s.figureHeight = static_cast<Length>(rule.figureHeightInches * unit + 0.5);
  return s;
}

bool overfires(const Battlefield& bf, const Rect& shooter, const Rect& target, const Rect& between,
               Length figureHeight) {
  const Length under = bf.footprintElevation(between);
  return bf.footprintElevation(shooter) >= under + figureHeight ||
         bf.footprintElevation(target) >= under + figureHeight;
}

LineOfFire lineOfFire(const FireScene& scene, const TableStand& shooter, const TableStand& target,
                      bool firesOver) {
  const Point from = firingPoint(shooter);
  const Point to = target.footprint.centre;
  if (scene.battlefield) {
    SightQuery q;
    q.from = from;
    q.fromEye = scene.figureHeight;
    q.to = to;
    q.toEye = scene.figureHeight;
    const Sight sight = scene.battlefield->lineOfSight(q);
    if (!sight.visible) {
      return {false, sight.reason == SightBlock::OffTable ? FireBlock::OffTable : FireBlock::Ground,
              kNoUnit};
    }
  }
  if (firesOver) return {};
  LineOfFire best;
  std::int64_t bestAlong = -1;
  for (const TableStand& s : scene.stands) {
    if (sameStand(s, shooter) || sameStand(s, target)) continue;
    // The two units' own stands block where the line runs through them; any other unit
    // within the corridor.
    const bool own = s.unit == shooter.unit || s.unit == target.unit;
    const bool blocks = own ? segmentCrosses(from, to, measured::shrunk(s.footprint))
                            : segmentToRect(from, to, s.footprint) <= scene.clearance;
    if (!blocks) continue;
    if (scene.battlefield && overfires(*scene.battlefield, shooter.footprint, target.footprint,
                                       s.footprint, scene.figureHeight))
      continue;
    const std::int64_t along = distanceSquared(from, s.footprint.centre);
    if (bestAlong < 0 || along < bestAlong) {
      bestAlong = along;
      best = {false, FireBlock::Stand, s.unit};
    }
  }
  return best;
}

std::vector<FireLane> fireLanes(const FireScene& scene, const TableUnit& firer,
                                const TableUnit& target, const MissileWeapon& weapon,
                                const MissileRule& rule, const measured::Scale& inch) {
  const std::vector<TableStand> shooters = standsOf(firer);
  const std::vector<TableStand> targets = standsOf(target);
  const Angle arc = firingArcOf(rule, weapon);
  const Length range = rangeOf(weapon, inch);
  std::vector<FireLane> out;
  for (std::size_t i = 0; i < shooters.size(); ++i) {
    for (std::size_t j = 0; j < targets.size(); ++j) {
      const Rect& t = targets[j].footprint;
      if (!inRange(shooters[i], t, range) || !inFiringArc(shooters[i], t, arc)) continue;
      const LineOfFire line = lineOfFire(scene, shooters[i], targets[j], weapon.firesOver);
      if (!line.clear) continue;
      out.push_back({static_cast<int>(i), static_cast<int>(j), line});
    }
  }
  return out;
}

FireColumns fireColumns(const std::vector<ColumnTarget>& attacks) {
  std::set<int> columns;
  std::set<UnitId> targets;
  for (const ColumnTarget& a : attacks) {
    columns.insert(a.column);
    targets.insert(a.target);
  }
  return {std::vector<int>(columns.begin(), columns.end()), targets.size() > 1};
}

}  // namespace sandtable::rules::roberts
