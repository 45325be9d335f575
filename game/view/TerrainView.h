// The ground on the table: the GroundModel's heights, blend weights and colour map as an
// Ogre TerrainGroup (engine/render's TerrainScene), water surfaces, trees and props
// merged into static batches, hedges and walls strung along their lines, a sky dome and
// the sun.
#pragma once

#include <memory>
#include <vector>

#include "FieldWorks.h"
#include "GroundModel.h"
#include "render/StaticBatch.h"
#include "render/TerrainScene.h"

namespace Ogre {
class SceneManager;
class ManualObject;
class SceneNode;
class Light;
}  // namespace Ogre

namespace sandtable::view {

class StandMeshes;

struct TerrainLook {
  bool composite = false;  // the ground baked into one texture (software renderers)
  Ogre::Vector3 sunDirection{0.45f, -1.0f, 0.35f};
};

class TerrainView {
 public:
  TerrainView(Ogre::SceneManager* sceneManager, const GroundModel& ground, StandMeshes& models,
              const TerrainLook& look);
  ~TerrainView();
  TerrainView(const TerrainView&) = delete;
  TerrainView& operator=(const TerrainView&) = delete;

  float heightAt(float x, float z) const { return mTerrain->heightAt(x, z); }
  const render::TerrainScene& terrain() const { return *mTerrain; }
  const GroundModel& ground() const { return mGround; }
  std::size_t treeCount() const { return mTrees ? mTrees->count() : 0; }
  std::size_t propCount() const { return mProps ? mProps->count() : 0; }
  // The match's field works (stakes), laid again for each match: two scenarios may build
  // different works on the same battlefield.
  void layFieldWorks(const std::vector<FieldWork>& works, StandMeshes& models);
  std::size_t fieldWorkCount() const { return mFieldWorks ? mFieldWorks->count() : 0; }

 private:
  void addWater();
  void addLines(StandMeshes& models);
  void addFrame();

  Ogre::SceneManager* mSceneManager;
  GroundModel mGround;
  std::unique_ptr<render::TerrainScene> mTerrain;
  std::unique_ptr<render::StaticBatch> mTrees;
  std::unique_ptr<render::StaticBatch> mProps;
  std::unique_ptr<render::StaticBatch> mFieldWorks;
  Ogre::ManualObject* mWater = nullptr;
  Ogre::SceneNode* mWaterNode = nullptr;
  Ogre::ManualObject* mFrame = nullptr;
  Ogre::SceneNode* mFrameNode = nullptr;
  Ogre::Light* mSun = nullptr;
  Ogre::SceneNode* mSunNode = nullptr;
};

}  // namespace sandtable::view
