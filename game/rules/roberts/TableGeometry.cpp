// A unit as a block of stands on the measured table: its stands in ranks (the front ones
// fullest), its rectangle, gaps and contacts with other units, and where no unit may stand.
#include <algorithm>

#include "Table.h"
#include "measured/Contact.h"
#include "measured/Ground.h"
#include "measured/Sweep.h"

namespace sandtable::rules::roberts {

measured::BlockShape Table::shapeAt(const UnitState& u, int ranks) const {
  const UnitSetup& s = setupOf(u.id);
  const int stands = std::max(1, u.stands);
  ranks = std::clamp(ranks, 1, stands);
  return {(stands + ranks - 1) / ranks, ranks, s.standWidth, s.standDepth};
}

Rect Table::blockAt(const UnitState& u, const Pose& p, int ranks) const {
  return measured::blockRect(shapeAt(u, ranks), p);
}

std::vector<Rect> Table::standRects(const UnitState& u) const {
  const UnitSetup& s = setupOf(u.id);
  std::vector<Rect> out;
  if (u.stands <= 0) return out;
  const auto widths = measured::evenRanks(u.stands, std::clamp(u.ranks, 1, u.stands));
  for (const measured::StandSlot& slot : measured::standSlots(widths, s.standWidth, s.standDepth))
    out.push_back(measured::standRect(u.pose, slot.local, 0, s.standWidth, s.standDepth));
  return out;
}

Length Table::gapBetween(const UnitState& a, const UnitState& b) const {
  return gap(block(a), block(b));
}

bool Table::inContact(const UnitState& a, const UnitState& b) const {
  return measured::contactOf(block(a), block(b)).has_value();
}

bool Table::offTableOrImpassable(const Rect& r) const {
  const Battlefield& bf = *mSetup->battlefield;
  if (!measured::insideTable(bf.bounds(), r)) return true;
  return measured::anyUnder(bf, r, tables().movement.impassable);
}

const UnitState* Table::nearestEnemy(const UnitState& u) const {
  const UnitState* best = nullptr;
  Length bestGap = 0;
  const Rect me = block(u);
  for (const UnitState& o : mUnits) {
    if (!o.active() || sideOf(o.id) == sideOf(u.id)) continue;
    const Length g = gap(me, block(o));
    if (!best || g < bestGap) {
      best = &o;
      bestGap = g;
    }
  }
  return best;
}

std::string Table::overlapProblem() const {
  for (const UnitState& a : mUnits) {
    if (!a.active()) continue;
    const Rect ra = block(a);
    for (const UnitState& b : mUnits) {
      if (b.id <= a.id || !b.active()) continue;
      const Rect rb = block(b);
      const Length reach = measured::radius(ra) + measured::radius(rb);
      if (distanceSquared(ra.centre, rb.centre) > reach * reach) continue;
      if (measured::standInside(ra, rb, sideOf(a.id) == sideOf(b.id)))
        return label(a.id) + " and " + label(b.id) + " stand inside each other";
    }
  }
  return {};
}

}  // namespace sandtable::rules::roberts
