// A terrain material generator for ground baked into one texture (TerrainBake): the
// TerrainGroup keeps its geometry, level of detail and ray queries, and every pixel of the
// ground costs one texture read, with no lighting maths (the bake holds the light).
#pragma once

#include <OgreTerrainMaterialGenerator.h>

#include <string>

namespace sandtable::render {

class BakedTerrainMaterial final : public Ogre::TerrainMaterialGenerator {
 public:
  // `texture` covers the square from world (x0, z0) to (x0 + size, z0 + size), row 0 at -Z;
  // every terrain tile reads its part of it by world position.
  BakedTerrainMaterial(std::string texture, float x0, float z0, float size);

 private:
  class Profile;
};

}  // namespace sandtable::render
