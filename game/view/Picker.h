// Picking what is under the cursor: a stand, or a point on the ground. Behind a small
// interface so that the battlefield module's Bullet ray (engine/physics, on its way) can
// replace the present implementation: Ogre's TerrainGroup ray for the ground and
// ray-against-box tests for the stands (their footprints and figure height).
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "PickMath.h"
#include "rules/core/Units.h"

namespace sandtable::view {

struct Pick {
  std::optional<rules::UnitId> unit;  // the stand hit first, if any
  std::optional<V3> ground;           // where the ray meets the ground
  float unitDistance = 0;
};

class Picker {
 public:
  virtual ~Picker() = default;
  virtual Pick pick(V3 origin, V3 direction) const = 0;
};

// Ground by a callback (TerrainScene::intersect), stands by boxes.
class BoxAndGroundPicker final : public Picker {
 public:
  using GroundRay = std::function<std::optional<V3>(V3 origin, V3 direction)>;
  using Stands = std::function<std::vector<std::pair<rules::UnitId, StandBox>>()>;
  BoxAndGroundPicker(GroundRay ground, Stands stands)
      : mGround(std::move(ground)), mStands(std::move(stands)) {}
  Pick pick(V3 origin, V3 direction) const override;

 private:
  GroundRay mGround;
  Stands mStands;
};

}  // namespace sandtable::view
