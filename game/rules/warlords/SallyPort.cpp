// 3.3.3.1 Tabors: "A column that is forced to recoil or flee while partly through a sally
// port automatically withdraws inside the sally port." Falling back (2.6.2) and fleeing
// (1.7.3, 2.4.11) ask here first.
#include "BlockMath.h"
#include "WarlordsGame.h"

namespace sandtable::rules::warlords {

using namespace blockmath;

namespace {

// Even-odd test against a closed ring of points (its last point repeats its first).
bool insideRing(const std::vector<Point>& ring, Point p) {
  bool in = false;
  for (std::size_t i = 1; i < ring.size(); ++i) {
    const Point a = ring[i - 1];
    const Point b = ring[i];
    if ((a.y > p.y) == (b.y > p.y)) continue;
    // Where the edge crosses the horizontal through p, compared without division (a
    // table's coordinates are micrometres within a few metres, so the products fit).
    const Length lhs = (p.x - a.x) * (b.y - a.y);
    const Length rhs = (b.x - a.x) * (p.y - a.y);
    if ((b.y > a.y) ? lhs < rhs : lhs > rhs) in = !in;
  }
  return in;
}

}  // namespace

bool WarlordsGame::insideTabor(const FieldDefence& d, Point p) const {
  // A closed ring of wagons encloses its inside; a line anchored on hard terrain has its
  // inside on its special side (the scenario's `special_side`, left of the line by default).
  if (d.line.size() > 2 && d.line.front() == d.line.back()) return insideRing(d.line, p);
  Length nearest = INT64_MAX;
  bool left = false;
  for (std::size_t k = 1; k < d.line.size(); ++k) {
    const Length dist = distanceToSegment(p, d.line[k - 1], d.line[k]);
    if (dist < nearest) {
      nearest = dist;
      left = cross(d.line[k] - d.line[k - 1], p - d.line[k - 1]) > 0;
    }
  }
  return left == d.specialSideLeft;
}

bool WarlordsGame::withdrawInsideSallyPort(UnitState& u, EventSink& sink) {
  if (!u.active() || u.formation != FormationKind::MarchColumn || mSetup->defences.empty()) return false;
  // The column's centre line, front to rear: partly through a port when it crosses a tabor there.
  const Rect b = block(u);
  const Point front = u.pose.front;
  const Point rear = front - heading(u.pose.facing, b.depth);
  for (const DefenceHit& h : defencesCrossed(front, rear)) {
    const FieldDefence& d = mSetup->defences[static_cast<std::size_t>(h.index)];
    if (d.kind != DefenceKind::Tabor || !h.throughPort) continue;
    // Whichever end is inside, the column draws the rest of itself in after it.
    const bool frontInside = insideTabor(d, front);
    const Length shift = frontInside ? distance(h.where, rear) + kTolerance : -(distance(front, h.where) + kTolerance);
    moveUnitTo(u, {front + heading(u.pose.facing, shift), u.pose.facing}, EventKind::UnitMoved, sink,
               "withdraws inside the sally port (3.3.3.1)");
    u.motion = Motion::Stopped;
    return true;
  }
  return false;
}

}  // namespace sandtable::rules::warlords
