#include "PickMath.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sandtable::view {

std::optional<float> rayHitsStand(V3 origin, V3 direction, const StandBox& box) {
  // Into the box's own frame (rotate by -yaw about +Y), then a slab test.
  const float c = std::cos(-box.yaw), s = std::sin(-box.yaw);
  auto local = [&](V3 v) { return V3{c * v.x + s * v.z, v.y, -s * v.x + c * v.z}; };
  const V3 o = local({origin.x - box.centre.x, origin.y - box.centre.y, origin.z - box.centre.z});
  const V3 d = local(direction);
  const float lo[3] = {-box.halfWidth, 0, -box.halfDepth};
  const float hi[3] = {box.halfWidth, box.height, box.halfDepth};
  const float oo[3] = {o.x, o.y, o.z};
  const float dd[3] = {d.x, d.y, d.z};
  float tNear = 0, tFar = std::numeric_limits<float>::max();
  for (int k = 0; k < 3; ++k) {
    if (std::fabs(dd[k]) < 1e-9f) {
      if (oo[k] < lo[k] || oo[k] > hi[k]) return std::nullopt;
      continue;
    }
    float t0 = (lo[k] - oo[k]) / dd[k], t1 = (hi[k] - oo[k]) / dd[k];
    if (t0 > t1) std::swap(t0, t1);
    tNear = std::max(tNear, t0);
    tFar = std::min(tFar, t1);
    if (tNear > tFar) return std::nullopt;
  }
  return tNear;
}

}  // namespace sandtable::view
