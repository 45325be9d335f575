// Many copies of a few meshes (stands, markers) drawn by hardware instancing: one
// InstanceManager per mesh, so a thousand stands of a dozen kinds cost about a dozen draw
// calls. Each copy is a movable object that attaches to a scene node and follows it.
// Without hardware instancing it falls back to ordinary entities (a draw call each).
#pragma once

#include <map>
#include <string>

namespace Ogre {
class SceneManager;
class InstanceManager;
class MovableObject;
}  // namespace Ogre

namespace sandtable::render {

class InstancePool {
 public:
  // `instancedMaterial` must transform by the instance matrix (rtshader `transform_stage
  // instanced` or a shader reading TEXCOORD1-3); meshes need exactly one UV set.
  InstancePool(Ogre::SceneManager* sceneManager, std::string name, std::string instancedMaterial);
  ~InstancePool();
  InstancePool(const InstancePool&) = delete;
  InstancePool& operator=(const InstancePool&) = delete;

  Ogre::MovableObject* create(const std::string& mesh);
  void destroy(Ogre::MovableObject* object);

  bool hardwareInstancing() const { return mHardware; }
  std::size_t meshCount() const { return mManagers.size(); }

 private:
  Ogre::InstanceManager* manager(const std::string& mesh);

  Ogre::SceneManager* mSceneManager;
  std::string mName;
  std::string mMaterial;
  bool mHardware;
  std::map<std::string, Ogre::InstanceManager*> mManagers;
};

}  // namespace sandtable::render
