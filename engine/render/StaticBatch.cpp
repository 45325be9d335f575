#include "StaticBatch.h"

#include <Ogre.h>

namespace sandtable::render {

StaticBatch::StaticBatch(Ogre::SceneManager* sceneManager, const std::string& name,
                         float regionSize)
    : mSceneManager(sceneManager), mGeometry(sceneManager->createStaticGeometry(name)) {
  mGeometry->setRegionDimensions(Ogre::Vector3(regionSize, regionSize * 4, regionSize));
  mGeometry->setCastShadows(false);
}

StaticBatch::~StaticBatch() {
  mSceneManager->destroyStaticGeometry(mGeometry);
  for (auto& [mesh, e] : mTemplates) mSceneManager->destroyEntity(e);
}

void StaticBatch::add(const std::string& mesh, const Ogre::Vector3& position,
                      const Ogre::Quaternion& orientation, const Ogre::Vector3& scale) {
  auto it = mTemplates.find(mesh);
  if (it == mTemplates.end())
    it = mTemplates.emplace(mesh, mSceneManager->createEntity(mesh)).first;
  mGeometry->addEntity(it->second, position, orientation, scale);
  ++mCount;
}

void StaticBatch::build() {
  if (mCount > 0) mGeometry->build();
}

}  // namespace sandtable::render
