#include "TerrainScene.h"

#include <Ogre.h>
#include <OgreTerrain.h>
#include <OgreTerrainGroup.h>
#include <OgreTerrainMaterialGeneratorA.h>

#include <stdexcept>

namespace sandtable::render {

TerrainScene::TerrainScene(Ogre::SceneManager* sceneManager, const TerrainSpec& spec)
    : mSceneManager(sceneManager), mCentre(spec.centre) {
  const auto n = static_cast<std::size_t>(spec.vertices);
  if (spec.heights.size() != n * n) throw std::invalid_argument("terrain heights do not match its vertex count");
  if (spec.layers.empty()) throw std::invalid_argument("a terrain needs at least one texture layer");

  mGlobals = std::make_unique<Ogre::TerrainGlobalOptions>();
  mGlobals->setMaxPixelError(spec.maxPixelError);
  mGlobals->setCompositeMapDistance(spec.compositeOnly ? 1.0f : spec.worldSize * 100);
  mGlobals->setCompositeMapSize(static_cast<Ogre::uint16>(spec.compositeMapSize));
  mGlobals->setLightMapSize(static_cast<Ogre::uint16>(spec.lightMapSize));
  mGlobals->setLayerBlendMapSize(static_cast<Ogre::uint16>(spec.blendSize));
  mGlobals->setLightMapDirection(spec.sunDirection.normalisedCopy());
  mGlobals->setCompositeMapAmbient(spec.ambient);
  mGlobals->setCompositeMapDiffuse(spec.sunColour);
  mGlobals->setCastsDynamicShadows(false);
  mGlobals->setSkirtSize(spec.worldSize / 200);
  if (spec.colourMapSize > 0) mGlobals->setDefaultGlobalColourMapSize(static_cast<Ogre::uint16>(spec.colourMapSize));
  auto* profile = static_cast<Ogre::TerrainMaterialGeneratorA::SM2Profile*>(
      mGlobals->getDefaultMaterialGenerator()->getActiveProfile());
  profile->setLayerNormalMappingEnabled(false);
  profile->setLayerSpecularMappingEnabled(false);
  profile->setLayerParallaxMappingEnabled(false);
  profile->setLightmapEnabled(true);
  profile->setGlobalColourMapEnabled(spec.colourMapSize > 0);
  profile->setReceiveDynamicShadowsEnabled(false);

  mGroup = std::make_unique<Ogre::TerrainGroup>(sceneManager, Ogre::Terrain::ALIGN_X_Z, static_cast<Ogre::uint16>(spec.vertices),
                                                spec.worldSize);
  mGroup->setOrigin(spec.centre);
  Ogre::Terrain::ImportData& imp = mGroup->getDefaultImportSettings();
  imp.inputScale = 1;
  imp.minBatchSize = 33;
  imp.maxBatchSize = 65;
  imp.layerList.clear();
  for (const TerrainLayer& l : spec.layers) {
    Ogre::Terrain::LayerInstance li;
    li.worldSize = l.worldSize;
    li.textureNames.push_back(l.texture);
    imp.layerList.push_back(li);
  }

  // Ogre reads a float height array with row 0 at +Z; ours has row 0 at -Z.
  std::vector<float> flipped(n * n);
  for (std::size_t row = 0; row < n; ++row) {
    std::copy_n(&spec.heights[(n - 1 - row) * n], n, &flipped[row * n]);
  }
  mGroup->defineTerrain(0, 0, flipped.data());
  mGroup->loadAllTerrains(true);
  Ogre::Terrain* t = mGroup->getTerrain(0, 0);

  // Blend maps are in image space: row 0 is the -Z edge, as ours are.
  const auto bs = static_cast<std::size_t>(t->getLayerBlendMapSize());
  for (std::size_t layer = 1; layer < spec.layers.size() && layer - 1 < spec.blends.size(); ++layer) {
    const std::vector<float>& src = spec.blends[layer - 1];
    Ogre::TerrainLayerBlendMap* map = t->getLayerBlendMap(static_cast<Ogre::uint8>(layer));
    float* dst = map->getBlendPointer();
    const auto ss = static_cast<std::size_t>(spec.blendSize);
    for (std::size_t y = 0; y < bs; ++y) {
      for (std::size_t x = 0; x < bs; ++x) dst[y * bs + x] = src[(y * ss / bs) * ss + x * ss / bs];
    }
    map->dirty();
    map->update();
  }

  if (spec.colourMapSize > 0 && !spec.colourMap.empty()) {
    t->setGlobalColourMapEnabled(true, static_cast<Ogre::uint16>(spec.colourMapSize));
    Ogre::Image img(Ogre::PF_BYTE_RGB, static_cast<Ogre::uint32>(spec.colourMapSize), static_cast<Ogre::uint32>(spec.colourMapSize));
    for (int y = 0; y < spec.colourMapSize; ++y) {
      for (int x = 0; x < spec.colourMapSize; ++x) {
        img.setColourAt(spec.colourMap[static_cast<std::size_t>(y * spec.colourMapSize + x)], static_cast<size_t>(x),
                        static_cast<size_t>(y), 0);
      }
    }
    t->getGlobalColourMap()->loadImage(img);
  }
  mGroup->updateDerivedData(true);
  mGroup->freeTemporaryResources();
}

TerrainScene::~TerrainScene() {
  mGroup.reset();
  mGlobals.reset();
}

float TerrainScene::heightAt(float x, float z) const {
  Ogre::Terrain* t = nullptr;
  const float h = mGroup->getHeightAtWorldPosition(Ogre::Vector3(x, 0, z), &t);
  return t ? h : mCentre.y;
}

std::optional<Ogre::Vector3> TerrainScene::intersect(const Ogre::Ray& ray) const {
  const Ogre::TerrainGroup::RayResult r = mGroup->rayIntersects(ray);
  if (!r.hit) return std::nullopt;
  return r.position;
}

}  // namespace sandtable::render
