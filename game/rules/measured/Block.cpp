#include "Block.h"

#include <algorithm>
#include <cstdlib>

namespace sandtable::rules::measured {

std::vector<int> evenRanks(int stands, int ranks) {
  stands = std::max(stands, 1);
  ranks = std::clamp(ranks, 1, stands);
  std::vector<int> w;
  const int base = stands / ranks;
  const int extra = stands % ranks;
  for (int r = 0; r < ranks; ++r) w.push_back(base + (r < extra ? 1 : 0));
  return w;
}

std::vector<StandSlot> standSlots(const std::vector<int>& widths, Length standWidth,
                                  Length standDepth) {
  std::vector<StandSlot> out;
  const int ranks = static_cast<int>(widths.size());
  for (int r = 0; r < ranks; ++r) {
    const int w = widths[static_cast<std::size_t>(r)];
    std::vector<int> order;
    for (int k = 0; k < w; ++k) order.push_back(k);
    std::sort(order.begin(), order.end(), [w](int a, int b) {
      const int da = std::abs(2 * a - (w - 1));
      const int db = std::abs(2 * b - (w - 1));
      if (da != db) return da < db;
      return a > b;  // right of centre first
    });
    for (int k : order) {
      // x in half-stands from the centre line: (2k - (w - 1)) / 2 stands.
      out.push_back({r, k, {(2 * k - (w - 1)) * standWidth / 2, -(2 * r + 1) * standDepth / 2}});
    }
  }
  return out;
}

bool slotOnEdge(int rank, int file, const std::vector<int>& widths, Zone edge) {
  const int last = static_cast<int>(widths.size()) - 1;
  const int rankWidth = widths[static_cast<std::size_t>(rank)];
  switch (edge) {
    case Zone::Front:
      return rank == 0;
    case Zone::Rear:
      return rank == last;
    case Zone::LeftFlank:
      return file == 0;
    case Zone::RightFlank:
      return file == rankWidth - 1;
  }
  return false;
}

Pose poseKeeping(const Pose& from, Point wasLocal, Point nowLocal, Angle facing) {
  const Point kept = toWorld(Rect{from.front, from.facing, 0, 0}, wasLocal);
  const Point offset = toWorld(Rect{{0, 0}, facing, 0, 0}, nowLocal);
  return {kept - offset, normalizeAngle(facing)};
}

Rect standRect(const Pose& block, Point local, Angle turn, Length standWidth, Length standDepth) {
  const Rect frame{block.front, block.facing, 0, 0};
  return Rect{toWorld(frame, local), normalizeAngle(block.facing + turn), standWidth, standDepth};
}

Rect blockRect(const BlockShape& s, const Pose& p) {
  const Length depth = s.depth();
  Rect r;
  r.facing = normalizeAngle(p.facing);
  r.width = s.width();
  r.depth = depth;
  r.centre = p.front - heading(p.facing, depth / 2);
  return r;
}

Pose turnedAboutCentre(const Rect& r, Angle facing) {
  return {r.centre + heading(facing, r.depth / 2), facing};
}

std::pair<Point, Point> edgeOf(const Rect& r, Zone z) {
  const auto c = corners(r);  // front-left, front-right, rear-right, rear-left
  switch (z) {
    case Zone::Front:
      return {c[0], c[1]};
    case Zone::RightFlank:
      return {c[1], c[2]};
    case Zone::Rear:
      return {c[2], c[3]};
    case Zone::LeftFlank:
      return {c[3], c[0]};
  }
  return {c[0], c[1]};
}

Angle outwardNormal(const Rect& r, Zone z) {
  switch (z) {
    case Zone::Front:
      return r.facing;
    case Zone::RightFlank:
      return normalizeAngle(r.facing + kQuarterTurn);
    case Zone::Rear:
      return normalizeAngle(r.facing + kHalfTurn);
    case Zone::LeftFlank:
      return normalizeAngle(r.facing - kQuarterTurn);
  }
  return r.facing;
}

Zone edgeToward(const Rect& r, Angle direction) {
  Zone best = Zone::Front;
  Angle bestOff = kFullTurn;
  for (Zone z : {Zone::Front, Zone::RightFlank, Zone::Rear, Zone::LeftFlank}) {
    const Angle off = std::abs(angleDifference(outwardNormal(r, z), direction));
    if (off < bestOff) best = z, bestOff = off;
  }
  return best;
}

}  // namespace sandtable::rules::measured
