// Picking what is under the cursor: a stand, or a point on the ground. The table picks
// with the battlefield's own Bullet world (BulletPicker): the ray from the cursor is cast
// against the heightfield, the buildings and the stands as the table shows them, so what
// the player points at is what the rules' battlefield holds there. Battlefields that are
// not Bullet's (the frame benchmark's) fall back to ray-against-box tests for the stands
// and the drawn terrain's own ray for the ground (BoxAndGroundPicker).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "PickMath.h"
#include "rules/core/Battlefield.h"
#include "rules/core/Units.h"

namespace sandtable::battlefield {
class BulletBattlefield;
}

namespace sandtable::view {

struct Pick {
  std::optional<rules::UnitId> unit;  // the stand hit first, if any
  std::optional<V3> ground;           // where the ray meets the ground
  float unitDistance = 0;
};

// Stands as the table draws them now (mid-animation included), in world coordinates.
using StandBoxes = std::function<std::vector<std::pair<rules::UnitId, StandBox>>()>;

class Picker {
 public:
  virtual ~Picker() = default;
  virtual Pick pick(V3 origin, V3 direction) const = 0;
};

// Ground by a callback (TerrainScene::intersect), stands by boxes.
class BoxAndGroundPicker final : public Picker {
 public:
  using GroundRay = std::function<std::optional<V3>(V3 origin, V3 direction)>;
  BoxAndGroundPicker(GroundRay ground, StandBoxes stands)
      : mGround(std::move(ground)), mStands(std::move(stands)) {}
  Pick pick(V3 origin, V3 direction) const override;

 private:
  GroundRay mGround;
  StandBoxes mStands;
};

// A ray through the battlefield's Bullet collision world. Before each pick the stands as
// drawn are put into that world (BulletBattlefield::syncStands: the rules re-sync their
// own stands before every query that uses them, so this never changes a rules answer).
// The world is in ground metres and the table in millimetres of table; both are the same
// uniform scale of each other, so the ray maps across exactly. On a grid battlefield the
// Bullet ground has the squares' stepped levels where the table draws them smoothed: a
// ground point picked on a hillside can lie a little off the drawn slope, never off its
// square by more than the smoothing.
class BulletPicker final : public Picker {
 public:
  // A picker on the rules' battlefield (a BulletBattlefield, or the measured one under a
  // BulletGridBattlefield), which it keeps alive; nullptr when it has no Bullet world.
  static std::unique_ptr<BulletPicker> make(std::shared_ptr<const rules::Battlefield> field,
                                            StandBoxes stands);
  Pick pick(V3 origin, V3 direction) const override;

  // The Bullet battlefield behind a rules battlefield, if it has one.
  static const battlefield::BulletBattlefield* bulletOf(const rules::Battlefield& field);

 private:
  BulletPicker(std::shared_ptr<const rules::Battlefield> owner,
               const battlefield::BulletBattlefield& field, StandBoxes stands)
      : mOwner(std::move(owner)), mField(field), mStands(std::move(stands)) {}

  std::shared_ptr<const rules::Battlefield> mOwner;
  const battlefield::BulletBattlefield& mField;
  StandBoxes mStands;
  mutable std::vector<rules::StandPlacement> mPlacements;  // reused between picks
};

}  // namespace sandtable::view
