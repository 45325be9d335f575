// A charger that strikes its target at an angle, with a corner first, squares up against the
// edge it struck: melee is fought between stands whose edges lie along each other
// (MeleeGeometry.h), so a charge left standing on a corner would touch without a combat.
#include <algorithm>

#include "RobertsGame.h"
#include "measured/Contact.h"

namespace sandtable::rules::roberts {

Pose RobertsGame::squaredUp(const UnitState& u, const UnitState& target, Zone edge,
                            const std::vector<UnitId>& passable) const {
  const Rect struck = mTable.block(target);
  if (measured::contactOf(mTable.block(u), struck)) return u.pose;
  const Angle facing = measured::squareFacing(struck, edge);
  const auto [ea, eb] = measured::edgeOf(struck, edge);
  const Point from = measured::closestOnSegment(u.pose.front, ea, eb);
  const Length step = std::max<Length>(mTable.setupOf(u.id).standWidth / 4, measured::kTolerance);
  for (const Point& front : measured::placesAlongEdge(ea, eb, from, step)) {
    const Pose p{front, facing};
    if (blockFits(u, p, passable) && measured::contactOf(mTable.blockAt(u, p, u.ranks), struck))
      return p;
  }
  return u.pose;
}

}  // namespace sandtable::rules::roberts
