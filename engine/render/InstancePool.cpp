#include "InstancePool.h"

#include <Ogre.h>
#include <OgreInstanceManager.h>
#include <OgreInstancedEntity.h>

namespace sandtable::render {

namespace {
constexpr std::size_t kInstancesPerBatch = 1024;
}

InstancePool::InstancePool(Ogre::SceneManager* sceneManager, std::string name,
                           std::string instancedMaterial)
    : mSceneManager(sceneManager), mName(std::move(name)), mMaterial(std::move(instancedMaterial)) {
  const Ogre::RenderSystemCapabilities* caps =
      Ogre::Root::getSingleton().getRenderSystem()->getCapabilities();
  mHardware = caps->hasCapability(Ogre::RSC_VERTEX_BUFFER_INSTANCE_DATA);
}

InstancePool::~InstancePool() {
  for (auto& [mesh, mgr] : mManagers) mSceneManager->destroyInstanceManager(mgr);
}

Ogre::InstanceManager* InstancePool::manager(const std::string& mesh) {
  auto it = mManagers.find(mesh);
  if (it != mManagers.end()) return it->second;
  Ogre::InstanceManager* mgr = mSceneManager->createInstanceManager(
      mName + "/" + mesh, mesh, Ogre::RGN_DEFAULT, Ogre::InstanceManager::HWInstancingBasic,
      kInstancesPerBatch, Ogre::IM_USEALL);
  mgr->setSetting(Ogre::InstanceManager::CAST_SHADOWS, false);
  mManagers.emplace(mesh, mgr);
  return mgr;
}

Ogre::MovableObject* InstancePool::create(const std::string& mesh) {
  if (!mHardware) return mSceneManager->createEntity(mesh);
  return manager(mesh)->createInstancedEntity(mMaterial);
}

void InstancePool::destroy(Ogre::MovableObject* object) {
  if (!object) return;
  if (object->getParentSceneNode()) object->getParentSceneNode()->detachObject(object);
  if (auto* inst = dynamic_cast<Ogre::InstancedEntity*>(object)) {
    mSceneManager->destroyInstancedEntity(inst);
  } else {
    mSceneManager->destroyMovableObject(object);
  }
}

}  // namespace sandtable::render
