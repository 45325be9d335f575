#include "BakedTerrainMaterial.h"

#include <Ogre.h>
#include <OgreHighLevelGpuProgramManager.h>
#include <OgreTerrain.h>

namespace sandtable::render {

namespace {

const char* kVertex = R"(#version 150
in vec4 vertex;
uniform mat4 worldViewProj;
uniform mat4 world;
uniform vec4 square;  // x0, z0, 1 / size
out vec2 vUv;
void main() {
  gl_Position = worldViewProj * vertex;
  vec4 wp = world * vertex;
  vUv = (wp.xz - square.xy) * square.z;
}
)";

const char* kFragment = R"(#version 150
in vec2 vUv;
uniform sampler2D baked;
out vec4 fragColour;
void main() { fragColour = vec4(texture(baked, vUv).rgb, 1.0); }
)";

Ogre::GpuProgramPtr program(const std::string& name, Ogre::GpuProgramType type,
                            const char* source) {
  auto& mgr = Ogre::HighLevelGpuProgramManager::getSingleton();
  if (auto existing = mgr.getByName(name, Ogre::RGN_INTERNAL)) return existing;
  Ogre::HighLevelGpuProgramPtr p = mgr.createProgram(name, Ogre::RGN_INTERNAL, "glsl", type);
  p->setSource(source);
  p->load();
  return p;
}

}  // namespace

class BakedTerrainMaterial::Profile final : public Ogre::TerrainMaterialGenerator::Profile {
 public:
  Profile(Ogre::TerrainMaterialGenerator* parent, std::string texture, Ogre::Vector4 square)
      : Ogre::TerrainMaterialGenerator::Profile(parent, "Baked", "one baked texture"),
        mTexture(std::move(texture)),
        mSquare(square) {}

  bool isVertexCompressionSupported() const override { return false; }
  void setLightmapEnabled(bool) override {}
  Ogre::uint8 getMaxLayers(const Ogre::Terrain*) const override { return 8; }
  void requestOptions(Ogre::Terrain* terrain) override {
    terrain->_setMorphRequired(false);
    terrain->_setNormalMapRequired(false);
    terrain->_setLightMapRequired(false);
    terrain->_setCompositeMapRequired(false);
  }
  Ogre::MaterialPtr generate(const Ogre::Terrain* terrain) override {
    const std::string name = terrain->getMaterialName();
    auto& mm = Ogre::MaterialManager::getSingleton();
    Ogre::MaterialPtr mat = mm.getByName(name, Ogre::RGN_INTERNAL);
    if (!mat) mat = mm.create(name, Ogre::RGN_INTERNAL);
    mat->removeAllTechniques();
    Ogre::Pass* pass = mat->createTechnique()->createPass();
    pass->setVertexProgram(
        program("Sandtable/BakedTerrainVS", Ogre::GPT_VERTEX_PROGRAM, kVertex)->getName(), false);
    pass->setFragmentProgram(
        program("Sandtable/BakedTerrainFS", Ogre::GPT_FRAGMENT_PROGRAM, kFragment)->getName(),
        false);
    pass->getVertexProgramParameters()->setNamedAutoConstant(
        "worldViewProj", Ogre::GpuProgramParameters::ACT_WORLDVIEWPROJ_MATRIX);
    pass->getVertexProgramParameters()->setNamedAutoConstant(
        "world", Ogre::GpuProgramParameters::ACT_WORLD_MATRIX);
    pass->getVertexProgramParameters()->setNamedConstant("square", mSquare);
    pass->getFragmentProgramParameters()->setNamedConstant("baked", 0);
    Ogre::TextureUnitState* tu = pass->createTextureUnitState(mTexture);
    tu->setTextureAddressingMode(Ogre::TextureUnitState::TAM_CLAMP);
    // Nearest texel of the nearest mipmap when the ground is seen from afar (most of the
    // screen), smooth when it is close: trilinear filtering costs a software renderer more
    // than twice as much per pixel for a difference few can see on grass.
    tu->setTextureFiltering(Ogre::FO_POINT, Ogre::FO_LINEAR, Ogre::FO_POINT);
    mat->load();
    return mat;
  }
  Ogre::MaterialPtr generateForCompositeMap(const Ogre::Terrain* terrain) override {
    return generate(terrain);
  }
  void updateParams(const Ogre::MaterialPtr&, const Ogre::Terrain*) override {}
  void updateParamsForCompositeMap(const Ogre::MaterialPtr&, const Ogre::Terrain*) override {}

 private:
  std::string mTexture;
  Ogre::Vector4 mSquare;
};

BakedTerrainMaterial::BakedTerrainMaterial(std::string texture, float x0, float z0, float size) {
  // The same layer declaration as Ogre's own generator, so a terrain's layers are accepted
  // whichever of the two draws it.
  mLayerDecl.samplers.push_back(Ogre::TerrainLayerSampler("albedo_specular", Ogre::PF_BYTE_RGBA));
  mLayerDecl.samplers.push_back(Ogre::TerrainLayerSampler("normal_height", Ogre::PF_BYTE_RGBA));
  mLayerDecl.elements.push_back(Ogre::TerrainLayerSamplerElement(0, Ogre::TLSS_ALBEDO, 0, 3));
  mLayerDecl.elements.push_back(Ogre::TerrainLayerSamplerElement(0, Ogre::TLSS_SPECULAR, 3, 1));
  mLayerDecl.elements.push_back(Ogre::TerrainLayerSamplerElement(1, Ogre::TLSS_NORMAL, 0, 3));
  mLayerDecl.elements.push_back(Ogre::TerrainLayerSamplerElement(1, Ogre::TLSS_HEIGHT, 3, 1));
  mProfiles.push_back(
      OGRE_NEW Profile(this, std::move(texture), Ogre::Vector4(x0, z0, 1.0f / size, 0)));
  setActiveProfile(mProfiles.back());
}

}  // namespace sandtable::render
