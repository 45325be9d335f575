// The riders of the ruleset's pins on the table (RulesetAdapter::tablePins: War of the Roses'
// messengers, Robert's Rules' free Captains): each pin with a PinRider is one mounted figure
// on a small base in its side's colours, at the size of the figures of the troops it rides
// among, standing on the ground where the pin is and facing where it rides. The flag, the
// words and the hand-hold stay the pin's own (TablePins.cpp); the riders only follow.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "MediaBinding.h"
#include "RulesetAdapter.h"
#include "StandMeshes.h"
#include "render/InstancePool.h"

namespace Ogre {
class SceneManager;
class SceneNode;
class MovableObject;
}  // namespace Ogre

namespace sandtable::view {

class PinRiders {
 public:
  using HeightFn = std::function<float(float x, float z)>;

  PinRiders(Ogre::SceneManager* sceneManager, const MediaBinding& binding, StandMeshes& meshes,
            HeightFn height, std::string ruleset, std::string era);
  ~PinRiders();
  PinRiders(const PinRiders&) = delete;
  PinRiders& operator=(const PinRiders&) = delete;

  // Puts a rider at every pin that has one, in `palette`'s colours, and takes away the rest.
  void show(const std::vector<TablePin>& pins, const Palette& palette);
  std::size_t shown() const { return mShown; }

 private:
  struct Rider {
    Ogre::SceneNode* node = nullptr;
    Ogre::MovableObject* object = nullptr;
    std::string mesh;
  };

  Ogre::SceneManager* mSceneManager;
  const MediaBinding& mBinding;
  StandMeshes& mMeshes;
  HeightFn mHeight;
  std::string mRuleset;
  std::string mEra;
  render::InstancePool mPool;
  std::vector<Rider> mRiders;  // reused from frame to frame, the unused ones hidden
  std::size_t mShown = 0;
};

}  // namespace sandtable::view
