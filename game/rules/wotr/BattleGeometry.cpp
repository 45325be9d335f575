// A unit as a block of bases on the measured table: its bases in ranks (the front ones
// fullest), its rectangle, contacts with other units, and the 22.5-degree arcs.
#include <algorithm>
#include <cmath>

#include "Battle.h"
#include "measured/Contact.h"
#include "measured/Sweep.h"

namespace sandtable::rules::wotr {

Angle Battle::halfArc(double degreesEachSide) {
  return static_cast<Angle>(std::lround(degreesEachSide * kFullTurn / 360.0));
}

Length Battle::sweepStep(const measured::BlockShape& s) {
  return std::max<Length>(measured::kTolerance, std::min<Length>(kInch / 2, s.standDepth / 2));
}

measured::BlockShape Battle::shape(UnitId id) const {
  const UnitSetup& s = setupOf(id);
  const int ranks = std::clamp(unit(id).ranks, 1, s.bases);
  return {(s.bases + ranks - 1) / ranks, ranks, s.baseWidth, s.baseDepth};
}

Rect Battle::blockAt(UnitId id, const Pose& p) const { return measured::blockRect(shape(id), p); }

std::vector<Rect> Battle::baseRects(UnitId id) const {
  const UnitSetup& s = setupOf(id);
  const UnitState& u = unit(id);
  std::vector<Rect> out;
  const auto widths = measured::evenRanks(s.bases, std::clamp(u.ranks, 1, s.bases));
  for (const measured::StandSlot& slot : measured::standSlots(widths, s.baseWidth, s.baseDepth))
    out.push_back(measured::standRect(u.pose, slot.local, 0, s.baseWidth, s.baseDepth));
  return out;
}

bool Battle::inContact(UnitId a, UnitId b) const {
  return measured::contactOf(block(a), block(b)).has_value();
}

std::vector<UnitId> Battle::enemiesInContact(UnitId id) const {
  std::vector<UnitId> out;
  if (!unit(id).active()) return out;
  const Rect me = block(id);
  for (const UnitState& o : mUnits) {
    if (!o.active() || sideOf(o.id) == sideOf(id)) continue;
    if (measured::contactOf(me, block(o.id))) out.push_back(o.id);
  }
  return out;
}

bool Battle::lockedInMelee(UnitId id) const {
  for (UnitId e : enemiesInContact(id)) {
    if (unit(e).ready()) return true;
  }
  return false;
}

bool Battle::inArcOf(const Rect& from, const Rect& target, Angle half) const {
  // The target's corners, edge midpoints and centre, and the point of it nearest the arc's
  // origin: a block is in the arc when any of them is.
  const auto c = corners(target);
  std::vector<Point> samples(c.begin(), c.end());
  for (std::size_t i = 0; i < 4; ++i) {
    const Point a = c[i], b = c[(i + 1) % 4];
    samples.push_back({(a.x + b.x) / 2, (a.y + b.y) / 2});
    samples.push_back(measured::closestOnSegment(frontCentre(from), a, b));
  }
  samples.push_back(target.centre);
  for (const Point& p : samples) {
    if (inArc(from, p, half)) return true;
  }
  return false;
}

bool Battle::blockFits(UnitId id, const Rect& r) const {
  if (!measured::insideTable(battlefield().bounds(), r)) return false;
  for (const UnitState& o : mUnits) {
    if (o.id == id || !o.active()) continue;
    if (measured::blocksOverlap(r, block(o.id))) return false;
  }
  return true;
}

std::vector<measured::Obstacle> Battle::obstaclesFor(UnitId id) const {
  std::vector<measured::Obstacle> out;
  const Rect start = block(id);
  for (const UnitState& o : mUnits) {
    if (o.id == id || !o.active()) continue;
    const Rect r = block(o.id);
    out.push_back({o.id, r, sideOf(o.id) == sideOf(id), gapAtMost(start, r, measured::kTolerance)});
  }
  return out;
}

measured::ChargePlanGeometry Battle::planCharge(UnitId id, UnitId target, Angle oblique,
                                                Length limit) const {
  std::vector<Rect> friends, enemies;
  for (const UnitState& o : mUnits) {
    if (o.id == id || o.id == target || !o.active()) continue;
    if (sideOf(o.id) == sideOf(id))
      friends.push_back(measured::shrunk(block(o.id)));
    else
      enemies.push_back(block(o.id));
  }
  const measured::BlockShape s = shape(id);
  return measured::planChargePath(s, unit(id).pose, block(target), oblique, limit, sweepStep(s),
                                  std::max<Length>(1, s.standDepth / 2), battlefield().bounds(),
                                  friends, enemies, mGaps);
}

}  // namespace sandtable::rules::wotr
