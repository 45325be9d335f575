// Ray tests for picking stands: a stand is a box on the ground (centre, facing, width,
// depth, height). Plain float maths so it is tested without a renderer.
#pragma once

#include <optional>

namespace sandtable::view {

struct V3 {
  float x = 0, y = 0, z = 0;
};

struct StandBox {
  V3 centre;      // centre of the base's underside, world
  float yaw = 0;  // radians about +Y
  float halfWidth = 0, halfDepth = 0, height = 0;
};

// Distance along the ray (origin + t * direction, t >= 0) to where it first enters the
// box, or nullopt when it misses.
std::optional<float> rayHitsStand(V3 origin, V3 direction, const StandBox& box);

}  // namespace sandtable::view
