// A charger that strikes its target at an angle, with a corner first, squares up against the
// edge it struck: melee is fought between stands whose edges lie along each other
// (MeleeGeometry.h), so a charge left standing on a corner would touch without a combat.
// Striking the target's front, it also lines its files up with the target's, as players close
// stands up base to base ('Only three pair of stands are involved': each stand of the front
// meets one), so that a column Pushed Back leaves a lane its pursuer can follow down.
#include <algorithm>
#include <cstdlib>

#include "Combatants.h"
#include "RobertsGame.h"
#include "measured/Contact.h"

namespace sandtable::rules::roberts {

Pose RobertsGame::squaredUp(const UnitState& u, const UnitState& target, Zone edge,
                            const std::vector<UnitId>& passable) const {
  const Rect struck = mTable.block(target);
  if (measured::contactOf(mTable.block(u), struck))
    return edge == Zone::Front ? filesLinedUp(u, u.pose, target, passable) : u.pose;
  const Angle facing = measured::squareFacing(struck, edge);
  const auto [ea, eb] = measured::edgeOf(struck, edge);
  const Point from = measured::closestOnSegment(u.pose.front, ea, eb);
  const Length step = std::max<Length>(mTable.setupOf(u.id).standWidth / 4, measured::kTolerance);
  for (const Point& front : measured::placesAlongEdge(ea, eb, from, step)) {
    const Pose p{front, facing};
    if (blockFits(u, p, passable) && measured::contactOf(mTable.blockAt(u, p, u.ranks), struck))
      return edge == Zone::Front ? filesLinedUp(u, p, target, passable) : p;
  }
  return u.pose;
}

Pose RobertsGame::filesLinedUp(const UnitState& u, const Pose& at, const UnitState& target,
                               const std::vector<UnitId>& passable) const {
  // Along the target's front, each of the charger's front stands against each of the target's:
  // the slides that set a pair centre to centre, the shortest first, none over half a stand.
  const Rect struck = mTable.block(target);
  const Angle along = normalizeAngle(struck.facing + kQuarterTurn);
  auto across = [&](Point p) { return toLocal(struck, p).x; };
  UnitState placed = u;
  placed.pose = at;
  const std::vector<TableStand> mine = standsOf(tableUnitOf(mTable, placed));
  const std::vector<TableStand> theirs = standsOf(tableUnitOf(mTable, target));
  const Length half = mTable.setupOf(u.id).standWidth / 2 + measured::kTolerance;
  std::vector<Length> slides;
  for (const TableStand& a : mine) {
    if (a.rank != 0) continue;
    for (const TableStand& b : theirs) {
      if (b.rank != 0) continue;
      const Length d = across(b.footprint.centre) - across(a.footprint.centre);
      if (std::abs(d) <= half) slides.push_back(d);
    }
  }
  std::sort(slides.begin(), slides.end(), [](Length a, Length b) {
    return std::abs(a) != std::abs(b) ? std::abs(a) < std::abs(b) : a < b;
  });
  for (Length d : slides) {
    if (std::abs(d) <= measured::kTolerance) return at;
    const Pose p{at.front + heading(along, d), at.facing};
    if (blockFits(u, p, passable) && measured::contactOf(mTable.blockAt(u, p, u.ranks), struck))
      return p;
  }
  return at;
}

}  // namespace sandtable::rules::roberts
