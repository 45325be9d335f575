#include "Displacement.h"

namespace sandtable::rules::measured {

TableEdge nearestTableEdge(const Rect& table, Point p) {
  const Point local = toLocal(table, p);
  const Length toEast = table.width / 2 - local.x, toWest = table.width / 2 + local.x;
  const Length toNorth = table.depth / 2 - local.y, toSouth = table.depth / 2 + local.y;
  Angle dir = table.facing + kQuarterTurn;
  Length nearest = toEast;
  if (toWest < nearest) nearest = toWest, dir = table.facing - kQuarterTurn;
  if (toNorth < nearest) nearest = toNorth, dir = table.facing;
  if (toSouth < nearest) nearest = toSouth, dir = table.facing + kHalfTurn;
  return {normalizeAngle(dir), nearest};
}

std::optional<Point> settleClear(const Battlefield& bf, const Rect& block,
                                 const std::vector<Neighbour>& others, Length maxDistance,
                                 UnitId self) {
  std::vector<StandPlacement> placed;
  placed.reserve(others.size());
  for (const Neighbour& o : others) {
    Rect r = shrunk(o.block);
    if (!o.friendly) {
      r = shrunkByHalf(o.block);
      if (!o.mayTouch) {
        r.width += 4 * kTolerance;
        r.depth += 4 * kTolerance;
      }
    }
    placed.push_back({o.unit, r, 0});
  }
  const auto spot = bf.nearestFreePosition(shrunkByHalf(block), placed, maxDistance, self);
  if (!spot) return std::nullopt;
  return spot->centre + heading(block.facing, block.depth / 2);
}

}  // namespace sandtable::rules::measured
