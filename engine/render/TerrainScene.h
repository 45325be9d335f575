// A heightmapped ground on Ogre's TerrainGroup: one square terrain with texture layers
// blended by weight maps, an optional colour map multiplied over them (baked shading),
// and Ogre's lightmap for the ground's own shadows. Game-agnostic: the caller says what
// the heights and blend weights are. On software renderers the whole ground can be drawn
// with the baked composite map, which costs one texture read per pixel.
#pragma once

#include <OgreColourValue.h>
#include <OgreRay.h>
#include <OgreTexture.h>
#include <OgreVector.h>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace Ogre {
class SceneManager;
class TerrainGroup;
class TerrainGlobalOptions;
}  // namespace Ogre

namespace sandtable::render {

struct TerrainLayer {
  std::string texture;    // an RGBA diffuse texture in the default resource group
  float worldSize = 100;  // how far one repeat of the texture spans
};

struct TerrainSpec {
  int vertices = 129;             // per side; 2^n + 1
  float worldSize = 1000;         // edge of the square, world units
  Ogre::Vector3 centre{0, 0, 0};  // world position of the square's centre; heights add to its y
  // vertices x vertices heights, row 0 along the -Z edge, column 0 along the -X edge.
  std::vector<float> heights;
  std::vector<TerrainLayer> layers;  // layer 0 is the base everywhere
  // Blend weights (0..1) for layers 1.., each blendSize x blendSize, row 0 at -Z.
  int blendSize = 512;
  std::vector<std::vector<float>> blends;
  // Optional colour multiplied over the blended layers (shade under trees, dimmed edges),
  // colourMapSize x colourMapSize, row 0 at -Z; empty for none.
  int colourMapSize = 0;
  std::vector<Ogre::ColourValue> colourMap;
  Ogre::Vector3 sunDirection{0.3f, -1, -0.4f};  // the way the light travels
  Ogre::ColourValue ambient{0.45f, 0.45f, 0.5f};
  Ogre::ColourValue sunColour{0.9f, 0.88f, 0.8f};
  // How the layers reach the screen: blended per pixel by Ogre's terrain material (GPUs), or
  // baked once on the CPU into one texture of bakeSize texels (software renderers).
  bool baked = false;
  int bakeSize = 2048;
  bool compositeOnly = false;  // Ogre's material, drawn everywhere with its composite map
  int compositeMapSize = 2048;
  int lightMapSize = 1024;
  float maxPixelError = 3;
  // The square is cut into tiles x tiles terrains ((vertices - 1) / tiles + 1 must be
  // 2^n + 1), and only tiles that meet `keep` (world x0, z0, x1, z1) are made: ground
  // beyond the table costs nothing to draw.
  int tiles = 1;
  std::optional<std::array<float, 4>> keep;
};

class TerrainScene {
 public:
  TerrainScene(Ogre::SceneManager* sceneManager, const TerrainSpec& spec);
  ~TerrainScene();
  TerrainScene(const TerrainScene&) = delete;
  TerrainScene& operator=(const TerrainScene&) = delete;

  // Ground height at a world (x, z); the centre's y outside the square.
  float heightAt(float x, float z) const;
  // Where a ray first meets the ground.
  std::optional<Ogre::Vector3> intersect(const Ogre::Ray& ray) const;
  Ogre::TerrainGroup* group() const { return mGroup.get(); }
  // The part of the square the tiles made cover: world x0, z0, x1, z1.
  std::array<float, 4> covered() const { return mCovered; }

 private:
  Ogre::SceneManager* mSceneManager;
  std::unique_ptr<Ogre::TerrainGlobalOptions> mGlobals;
  std::unique_ptr<Ogre::TerrainGroup> mGroup;
  Ogre::TexturePtr mBaked;
  std::array<float, 4> mCovered{0, 0, 0, 0};
  Ogre::Vector3 mCentre;
};

}  // namespace sandtable::render
