#include "Sweep.h"

namespace sandtable::rules::measured {

bool insideTable(const Rect& table, const Rect& r) {
  for (const Point& c : corners(r)) {
    if (!contains(table, c)) return false;
  }
  return true;
}

std::vector<Pose> sweptPoses(const Pose& from, const Pose& to, Length width, Length step) {
  std::vector<Pose> out;
  const Angle turn = angleDifference(from.facing, to.facing);
  if (turn != 0) {
    const Length arc = wheelArc(width, turn);
    const int n = static_cast<int>(std::max<Length>(1, arc / step + 1));
    for (int i = 1; i <= n; ++i) {
      out.push_back(wheeled(
          from, width, static_cast<Angle>(from.facing + static_cast<std::int64_t>(turn) * i / n)));
    }
  }
  const Pose w = turn != 0 ? out.back() : from;
  const Length len = distance(w.front, to.front);
  const int n = static_cast<int>(len / step + 1);
  for (int i = 1; i <= n; ++i) {
    const Point p{w.front.x + (to.front.x - w.front.x) * i / n,
                  w.front.y + (to.front.y - w.front.y) * i / n};
    out.push_back({p, to.facing});
  }
  return out;
}

UnitId obstacleHit(const Rect& r, const std::vector<Obstacle>& others) {
  for (const Obstacle& o : others) {
    bool blocked = overlaps(r, o.block);  // touching is not yet blocked
    if (o.touching) {
      blocked = o.friendly ? overlaps(shrunk(r), shrunk(o.block)) : blocksOverlap(r, o.block);
    }
    if (blocked) return o.unit;
  }
  return kNoUnit;
}

}  // namespace sandtable::rules::measured
