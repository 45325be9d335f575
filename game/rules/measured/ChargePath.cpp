#include "ChargePath.h"

#include <algorithm>
#include <cstdint>

namespace sandtable::rules::measured {

Angle chargeDirection(const Pose& charger, const Rect& target, Angle oblique) {
  const Zone z = zoneOf(target, charger.front);
  const auto [ea, eb] = edgeOf(target, z);
  const Point aim = closestOnSegment(charger.front, ea, eb);
  Angle dir = charger.facing;
  if (aim != charger.front) {
    const Angle off =
        std::clamp(angleDifference(charger.facing, bearing(charger.front, aim)), -oblique, oblique);
    dir = normalizeAngle(charger.facing + off);
  }
  return dir;
}

std::optional<Length> distanceToContact(const BlockShape& shape, const Pose& start, Angle dir,
                                        const Rect& target, Length limit, Length step,
                                        const GapMemo& gaps) {
  auto at = [&](Length d) {
    return blockRect(shape, {start.front + heading(dir, d), start.facing});
  };
  Length lo = 0, hi = -1;
  Length best = INT64_MAX / 4;
  for (Length d = step;; d = std::min(d + step, limit)) {
    const Length g = gaps.gap(at(d), target);
    if (g <= kTolerance) {
      hi = d;
      break;
    }
    if (g > best + kTolerance) break;  // moving away again: it passes the target by
    best = std::min(best, g);
    lo = d;
    if (d == limit) break;
  }
  if (hi < 0) return std::nullopt;
  // The first touch, to the micrometre: the coarse step found a place within the
  // tolerance; a little further on the blocks touch or overlap (gap 0).
  hi += 2 * kTolerance;
  while (hi - lo > 1) {
    const Length mid = (lo + hi) / 2;
    if (gaps.gap(at(mid), target) == 0)
      hi = mid;
    else
      lo = mid;
  }
  return hi;
}

PathBlock chargePathBlock(const BlockShape& shape, const Pose& start, Angle dir, Length distance,
                          Length step, const Rect& table, const std::vector<Rect>& friends,
                          const std::vector<Rect>& enemies) {
  for (Length d = step; d < distance + step; d += step) {
    const Rect whole =
        blockRect(shape, {start.front + heading(dir, std::min(d, distance)), start.facing});
    const Rect r = shrunk(whole);
    for (const Point& p : corners(r)) {
      if (!contains(table, p)) return PathBlock::LeavesTable;
    }
    bool inTheWay = false;
    for (const Rect& ob : friends) inTheWay = inTheWay || overlaps(r, ob);
    for (const Rect& ob : enemies) inTheWay = inTheWay || blocksOverlap(whole, ob);
    if (inTheWay) return PathBlock::Blocked;
  }
  return PathBlock::Clear;
}

ChargePlanGeometry planChargePath(const BlockShape& shape, const Pose& start, const Rect& target,
                                  Angle oblique, Length limit, Length step, Length behind,
                                  const Rect& table, const std::vector<Rect>& friends,
                                  const std::vector<Rect>& enemies, const GapMemo& gaps) {
  using Problem = ChargePlanGeometry::Problem;
  ChargePlanGeometry plan;
  plan.direction = chargeDirection(start, target, oblique);
  const Length apart = gaps.gap(blockRect(shape, start), target);
  if (apart <= kTolerance) {
    plan.problem = Problem::InContact;
    return plan;
  }
  if (apart > limit) {
    plan.problem = Problem::OutOfReach;
    plan.distance = apart;
    return plan;
  }
  const std::optional<Length> d =
      distanceToContact(shape, start, plan.direction, target, limit, step, gaps);
  if (!d) {
    plan.problem = Problem::Missed;
    return plan;
  }
  plan.distance = *d;
  plan.contact = {start.front + heading(plan.direction, *d), start.facing};
  plan.targetEdge = struckEdge(target, plan.contact, behind);
  switch (chargePathBlock(shape, start, plan.direction, *d, step, table, friends, enemies)) {
    case PathBlock::LeavesTable:
      plan.problem = Problem::LeavesTable;
      break;
    case PathBlock::Blocked:
      plan.problem = Problem::Blocked;
      break;
    case PathBlock::Clear:
      break;
  }
  return plan;
}

}  // namespace sandtable::rules::measured
