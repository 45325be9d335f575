#include "Picker.h"

#include <cmath>

namespace sandtable::view {

Pick BoxAndGroundPicker::pick(V3 origin, V3 direction) const {
  Pick p;
  p.ground = mGround(origin, direction);
  float best = std::numeric_limits<float>::max();
  for (const auto& [id, box] : mStands()) {
    if (const auto t = rayHitsStand(origin, direction, box); t && *t < best) {
      best = *t;
      p.unit = id;
      p.unitDistance = *t;
    }
  }
  // A stand behind a hill is not picked through the hill.
  if (p.unit && p.ground) {
    const float dx = p.ground->x - origin.x, dy = p.ground->y - origin.y,
                dz = p.ground->z - origin.z;
    const float len = std::sqrt(direction.x * direction.x + direction.y * direction.y +
                                direction.z * direction.z);
    const float groundT = std::sqrt(dx * dx + dy * dy + dz * dz) / std::max(len, 1e-6f);
    if (groundT + 2.0f < best) p.unit.reset();
  }
  return p;
}

}  // namespace sandtable::view
