// Immovable scenery (trees, houses, walls) merged by Ogre's StaticGeometry into a few
// large batches per region: a wood of two hundred trees is a handful of draw calls.
#pragma once

#include <OgreQuaternion.h>
#include <OgreVector.h>

#include <map>
#include <string>

namespace Ogre {
class SceneManager;
class StaticGeometry;
class Entity;
}  // namespace Ogre

namespace sandtable::render {

class StaticBatch {
 public:
  StaticBatch(Ogre::SceneManager* sceneManager, const std::string& name, float regionSize);
  ~StaticBatch();
  StaticBatch(const StaticBatch&) = delete;
  StaticBatch& operator=(const StaticBatch&) = delete;

  void add(const std::string& mesh, const Ogre::Vector3& position,
           const Ogre::Quaternion& orientation,
           const Ogre::Vector3& scale = Ogre::Vector3::UNIT_SCALE);
  // Merges everything added; call once, after the last add().
  void build();
  std::size_t count() const { return mCount; }

 private:
  Ogre::SceneManager* mSceneManager;
  Ogre::StaticGeometry* mGeometry;
  std::map<std::string, Ogre::Entity*>
      mTemplates;  // one entity per mesh, only to feed StaticGeometry
  std::size_t mCount = 0;
};

}  // namespace sandtable::render
