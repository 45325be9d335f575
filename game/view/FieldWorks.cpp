#include "FieldWorks.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sandtable::view {

std::vector<LineRun> runsAlong(const std::vector<WorldXZ>& line, std::optional<bool> faceLeft,
                               float runLength) {
  std::vector<LineRun> runs;
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    const WorldXZ a = line[i], b = line[i + 1];
    const float dx = b.x - a.x, dz = b.z - a.z;
    const float len = std::hypot(dx, dz);
    if (len < 1) continue;
    // The model runs along its +X. Turned by this yaw its +Z points to the right of the line
    // walked in table coordinates (the world's z is the table's y reversed).
    float yaw = std::atan2(-dz, dx);
    if (faceLeft && *faceLeft) yaw += std::numbers::pi_v<float>;
    const int count = std::max(1, static_cast<int>(std::round(len / runLength)));
    for (int r = 0; r < count; ++r) {
      const float t = (static_cast<float>(r) + 0.5f) / static_cast<float>(count);
      runs.push_back({a.x + dx * t, a.z + dz * t, yaw, len / static_cast<float>(count) / runLength});
    }
  }
  return runs;
}

}  // namespace sandtable::view
