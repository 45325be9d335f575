#include "TerrainScene.h"

#include <Ogre.h>
#include <OgreTerrain.h>
#include <OgreTerrainGroup.h>
#include <OgreTerrainMaterialGeneratorA.h>

#include <stdexcept>

#include "BakedTerrainMaterial.h"
#include "TerrainBake.h"

namespace sandtable::render {

namespace {

// Copies the block of a square map (size x size, row 0 at -Z) that tile (i, j) covers into
// a tile map of `out` texels, row 0 at -Z.
template <typename T>
std::vector<T> slice(const std::vector<T>& map, int size, int tiles, int i, int j, int out) {
  std::vector<T> tile(static_cast<std::size_t>(out * out));
  const int span = size / tiles;
  for (int y = 0; y < out; ++y) {
    for (int x = 0; x < out; ++x) {
      const int sx = std::min(size - 1, i * span + x * span / out);
      const int sy = std::min(size - 1, j * span + y * span / out);
      tile[static_cast<std::size_t>(y * out + x)] = map[static_cast<std::size_t>(sy * size + sx)];
    }
  }
  return tile;
}

}  // namespace

TerrainScene::TerrainScene(Ogre::SceneManager* sceneManager, const TerrainSpec& spec)
    : mSceneManager(sceneManager), mCentre(spec.centre) {
  const auto n = static_cast<std::size_t>(spec.vertices);
  if (spec.heights.size() != n * n)
    throw std::invalid_argument("terrain heights do not match its vertex count");
  if (spec.layers.empty())
    throw std::invalid_argument("a terrain needs at least one texture layer");
  const int tiles = std::max(1, spec.tiles);
  if ((spec.vertices - 1) % tiles != 0)
    throw std::invalid_argument("terrain tiles do not divide its vertices");
  const int tileVerts = (spec.vertices - 1) / tiles + 1;
  const float tileSize = spec.worldSize / static_cast<float>(tiles);
  const float x0 = spec.centre.x - spec.worldSize / 2, z0 = spec.centre.z - spec.worldSize / 2;

  mGlobals = std::make_unique<Ogre::TerrainGlobalOptions>();
  if (spec.baked) {
    auto& tm = Ogre::TextureManager::getSingleton();
    if (tm.resourceExists("Sandtable/BakedGround", Ogre::RGN_DEFAULT))
      tm.remove("Sandtable/BakedGround", Ogre::RGN_DEFAULT);
    Ogre::Image img = bakeTerrain(spec, spec.bakeSize);
    // Stored as 32-bit BGRA, the software rasteriser's own layout.
    mBaked = tm.loadImage("Sandtable/BakedGround", Ogre::RGN_DEFAULT, img, Ogre::TEX_TYPE_2D,
                          Ogre::MIP_DEFAULT, 1.0f, false, Ogre::PF_A8R8G8B8);
    mGlobals->setDefaultMaterialGenerator(
        std::make_shared<BakedTerrainMaterial>("Sandtable/BakedGround", x0, z0, spec.worldSize));
    mGlobals->setUseVertexCompressionWhenAvailable(false);
  }
  mGlobals->setMaxPixelError(spec.maxPixelError);
  mGlobals->setCompositeMapDistance(spec.compositeOnly ? 1.0f : spec.worldSize * 100);
  mGlobals->setCompositeMapSize(
      static_cast<Ogre::uint16>(std::max(64, spec.compositeMapSize / tiles)));
  mGlobals->setLightMapSize(static_cast<Ogre::uint16>(std::max(64, spec.lightMapSize / tiles)));
  const int blendTile = std::max(64, spec.blendSize / tiles);
  mGlobals->setLayerBlendMapSize(static_cast<Ogre::uint16>(blendTile));
  mGlobals->setLightMapDirection(spec.sunDirection.normalisedCopy());
  // The composite map holds the ground's colours unlit: the shader that draws it lights it
  // (with the lightmap's shadows), so lighting it here as well would darken it twice.
  mGlobals->setCompositeMapAmbient(Ogre::ColourValue::White);
  mGlobals->setCompositeMapDiffuse(Ogre::ColourValue::Black);
  mGlobals->setCastsDynamicShadows(false);
  mGlobals->setSkirtSize(spec.worldSize / 200);
  const int colourTile = spec.colourMapSize > 0 ? std::max(64, spec.colourMapSize / tiles) : 0;
  if (colourTile > 0)
    mGlobals->setDefaultGlobalColourMapSize(static_cast<Ogre::uint16>(colourTile));
  if (auto* profile = dynamic_cast<Ogre::TerrainMaterialGeneratorA::SM2Profile*>(
          mGlobals->getDefaultMaterialGenerator()->getActiveProfile())) {
    profile->setLayerNormalMappingEnabled(false);
    profile->setLayerSpecularMappingEnabled(false);
    profile->setLayerParallaxMappingEnabled(false);
    profile->setLightmapEnabled(true);
    profile->setGlobalColourMapEnabled(colourTile > 0);
    profile->setReceiveDynamicShadowsEnabled(false);
  }

  mGroup = std::make_unique<Ogre::TerrainGroup>(sceneManager, Ogre::Terrain::ALIGN_X_Z,
                                                static_cast<Ogre::uint16>(tileVerts), tileSize);
  // Slot (x, y) sits at origin + (x, 0, -y) tiles: put slot (0, 0) on the south-west tile.
  mGroup->setOrigin(
      Ogre::Vector3(x0 + tileSize / 2, spec.centre.y, z0 + spec.worldSize - tileSize / 2));
  Ogre::Terrain::ImportData& imp = mGroup->getDefaultImportSettings();
  imp.inputScale = 1;
  imp.minBatchSize = static_cast<Ogre::uint16>(std::min(17, tileVerts));
  imp.maxBatchSize = static_cast<Ogre::uint16>(std::min(65, tileVerts));
  imp.layerList.clear();
  for (const TerrainLayer& l : spec.layers) {
    Ogre::Terrain::LayerInstance li;
    li.worldSize = l.worldSize;
    li.textureNames.push_back(l.texture);
    imp.layerList.push_back(li);
  }

  struct Made {
    int i, j;
  };
  std::vector<Made> made;
  for (int j = 0; j < tiles; ++j) {
    for (int i = 0; i < tiles; ++i) {
      const float tx0 = x0 + static_cast<float>(i) * tileSize,
                  tz0 = z0 + static_cast<float>(j) * tileSize;
      if (spec.keep) {
        const auto& k = *spec.keep;
        if (tx0 + tileSize <= k[0] || tx0 >= k[2] || tz0 + tileSize <= k[1] || tz0 >= k[3])
          continue;
      }
      // Ogre reads a tile's heights with row 0 at +Z; ours run from -Z.
      std::vector<float> heights(static_cast<std::size_t>(tileVerts * tileVerts));
      const int step = tileVerts - 1;
      for (int r = 0; r < tileVerts; ++r) {
        const int bigRow = (j + 1) * step - r;
        std::copy_n(&spec.heights[static_cast<std::size_t>(bigRow) * n +
                                  static_cast<std::size_t>(i * step)],
                    tileVerts, &heights[static_cast<std::size_t>(r * tileVerts)]);
      }
      mGroup->defineTerrain(i, tiles - 1 - j, heights.data());
      if (made.empty()) mCovered = {tx0, tz0, tx0 + tileSize, tz0 + tileSize};
      mCovered = {std::min(mCovered[0], tx0), std::min(mCovered[1], tz0),
                  std::max(mCovered[2], tx0 + tileSize), std::max(mCovered[3], tz0 + tileSize)};
      made.push_back({i, j});
    }
  }
  mGroup->loadAllTerrains(true);

  for (const Made& m : made) {
    Ogre::Terrain* t = mGroup->getTerrain(m.i, tiles - 1 - m.j);
    if (!spec.baked) {
      // Blend maps are in image space: row 0 is the -Z edge, as ours are.
      const auto bs = static_cast<int>(t->getLayerBlendMapSize());
      for (std::size_t layer = 1; layer < spec.layers.size() && layer - 1 < spec.blends.size();
           ++layer) {
        const std::vector<float> src =
            slice(spec.blends[layer - 1], spec.blendSize, tiles, m.i, m.j, bs);
        Ogre::TerrainLayerBlendMap* map = t->getLayerBlendMap(static_cast<Ogre::uint8>(layer));
        std::copy(src.begin(), src.end(), map->getBlendPointer());
        map->dirty();
        map->update();
      }
      if (colourTile > 0 && !spec.colourMap.empty()) {
        t->setGlobalColourMapEnabled(true, static_cast<Ogre::uint16>(colourTile));
        const std::vector<Ogre::ColourValue> src =
            slice(spec.colourMap, spec.colourMapSize, tiles, m.i, m.j, colourTile);
        Ogre::Image img(Ogre::PF_BYTE_RGB, static_cast<Ogre::uint32>(colourTile),
                        static_cast<Ogre::uint32>(colourTile));
        for (int y = 0; y < colourTile; ++y) {
          for (int x = 0; x < colourTile; ++x) {
            img.setColourAt(src[static_cast<std::size_t>(y * colourTile + x)],
                            static_cast<size_t>(x), static_cast<size_t>(y), 0);
          }
        }
        t->getGlobalColourMap()->loadImage(img);
      }
    }
  }
  mGroup->updateDerivedData(true);
  if (!spec.baked) {
    // The composite map (the whole ground baked into one texture) is otherwise refreshed a
    // few frames later; bake it now so that the first frame, and a screenshot, show it.
    for (const Made& m : made) {
      Ogre::Terrain* t = mGroup->getTerrain(m.i, tiles - 1 - m.j);
      t->_dirtyCompositeMapRect(Ogre::Rect(0, 0, t->getSize(), t->getSize()));
      t->updateCompositeMap();
    }
  }
  mGroup->freeTemporaryResources();
}

TerrainScene::~TerrainScene() {
  mGroup.reset();
  mGlobals.reset();
  if (mBaked) Ogre::TextureManager::getSingleton().remove(mBaked);
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
