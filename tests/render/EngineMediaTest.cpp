// The engine's side of the table's media, without a window: every generated model imports
// through Assimp into mesh data and then an Ogre mesh; the media kit's primitives face
// outward; sounds are sound; textures tile.
#include <Ogre.h>
#include <OgreDefaultHardwareBufferManager.h>
#include <gtest/gtest.h>
#include <stb_image.h>

#include <cmath>
#include <fstream>
#include <map>

#include "GltfWriter.h"
#include "MeshKit.h"
#include "Sounds.h"
#include "render/AssimpImport.h"
#include "render/MeshData.h"
#include "support/TestPaths.h"

namespace sandtable {
namespace {

const std::filesystem::path kMedia = SANDTABLE_GENERATED_MEDIA;

std::map<std::string, std::size_t> manifestTriangles() {
  std::map<std::string, std::size_t> out;
  std::ifstream in(kMedia / "manifest.txt");
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("models/", 0) != 0) continue;
    const auto bar = line.find(" | ");
    const auto bar2 = line.find(" | ", bar + 3);
    out[line.substr(0, bar)] = std::stoul(line.substr(bar + 3, bar2 - bar - 3));
  }
  return out;
}

TEST(AssimpImport, EveryGeneratedModelImportsWithItsTrianglesAndPaints) {
  const auto models = manifestTriangles();
  ASSERT_GE(models.size(), 30u);
  for (const auto& [file, triangles] : models) {
    const render::MeshData m = render::importModel(kMedia / file);
    EXPECT_EQ(m.triangleCount(), triangles) << file;
    EXPECT_GT(m.paints.size(), 1u) << file;
    if (file.find("models/foot_") == 0 || file.find("models/horse_") == 0) {
      EXPECT_NE(std::find(m.paints.begin(), m.paints.end(), "side.primary"), m.paints.end())
          << file << " wears its side's colour";
    }
  }
}

TEST(FarFigures, EveryFigureHasFarTwinsOfTheSameOutlineAndFewerFaces) {
  // What the table draws for a stand a few pixels wide (StandMeshes): each figure again, cut
  // out of cards, one set seen from the front and back (as wide and as tall as the figure)
  // and one from the sides (as deep and as tall), each in the same side paints.
  const auto models = manifestTriangles();
  int twins = 0;
  for (const auto& [file, triangles] : models) {
    const bool figure = file.find("models/foot_") == 0 || file.find("models/horse_") == 0;
    if (!figure || file.find("_far") != std::string::npos) continue;
    const std::string stem = file.substr(0, file.size() - 5);
    const render::MeshData nearMesh = render::importModel(kMedia / file);
    const Ogre::Vector3 n = nearMesh.bounds().getSize();
    for (const std::string& far : {stem + "_far.gltf", stem + "_far_side.gltf"}) {
      ASSERT_TRUE(models.count(far)) << file << " has a far twin " << far;
      EXPECT_LE(models.at(far) * 5, triangles) << far << ": a fifth of the faces or fewer";
      const render::MeshData farMesh = render::importModel(kMedia / far);
      const Ogre::Vector3 f = farMesh.bounds().getSize();
      EXPECT_NEAR(f.y, n.y, 0.15f * n.y) << far << " stands as tall";
      if (far.find("_side") == std::string::npos) {
        EXPECT_NEAR(f.x, n.x, 0.3f * n.x) << far << " is as wide";
      } else {
        EXPECT_NEAR(f.z, n.z, 0.35f * n.z) << far << " is as deep";
      }
      EXPECT_NE(std::find(farMesh.paints.begin(), farMesh.paints.end(), "side.primary"),
                farMesh.paints.end())
          << far << " wears its side's colour";
    }
    ++twins;
  }
  EXPECT_GE(twins, 15);
}

TEST(AssimpImport, AMissingOrBrokenFileSaysWhich) {
  const auto dir = test::scratchDir("import");
  std::ofstream(dir / "broken.gltf") << "{ not json";
  for (const auto& f : {dir / "missing.gltf", dir / "broken.gltf"}) {
    try {
      render::importModel(f);
      FAIL() << "imported " << f;
    } catch (const render::ImportError& e) {
      EXPECT_NE(std::string(e.what()).find(f.filename().string()), std::string::npos) << e.what();
    }
  }
}

TEST(MeshData, MergingPlacesAndRepaints) {
  render::MeshData figure = render::importModel(kMedia / "models" / "foot_spear.gltf");
  render::MeshData stand;
  const Ogre::Affine3 right(Ogre::Vector3(100, 0, 0), Ogre::Quaternion::IDENTITY);
  stand.append(figure, Ogre::Affine3::IDENTITY);
  stand.append(figure, right, [](const render::MeshVertex& v, const std::string& paint) {
    return paint == "side.primary" ? Ogre::ColourValue::Red : v.colour;
  });
  EXPECT_EQ(stand.triangleCount(), 2 * figure.triangleCount());
  EXPECT_NEAR(stand.bounds().getMaximum().x, figure.bounds().getMaximum().x + 100, 0.01);
  int red = 0;
  for (const auto& v : stand.vertices) red += v.colour == Ogre::ColourValue::Red ? 1 : 0;
  EXPECT_GT(red, 0);
  stand.repaint("side.primary", Ogre::ColourValue::Blue);
  for (const auto& v : stand.vertices) EXPECT_NE(v.colour, Ogre::ColourValue::Red);
}

TEST(MeshData, BecomesAnOgreMeshWithOneSubmeshAndOneUvSet) {
  Ogre::LogManager logs;
  logs.createLog("", true, false, true);
  Ogre::Root root("", "", "");
  auto* buffers = new Ogre::DefaultHardwareBufferManager();
  {
    const render::MeshData m = render::importModel(kMedia / "models" / "horse_knight.gltf");
    Ogre::MeshPtr mesh = render::buildOgreMesh(m, "test/knight", Ogre::RGN_DEFAULT, "BaseWhite");
    ASSERT_EQ(mesh->getNumSubMeshes(), 1u);  // one draw call per stand
    const Ogre::SubMesh* sub = mesh->getSubMesh(0);
    EXPECT_EQ(sub->vertexData->vertexCount, m.vertices.size());
    EXPECT_EQ(sub->indexData->indexCount, m.indices.size());
    const Ogre::VertexDeclaration* decl = sub->vertexData->vertexDeclaration;
    EXPECT_NE(decl->findElementBySemantic(Ogre::VES_TEXTURE_COORDINATES, 0), nullptr);
    EXPECT_EQ(decl->findElementBySemantic(Ogre::VES_TEXTURE_COORDINATES, 1), nullptr)
        << "exactly one UV set: instancing";
    EXPECT_NE(decl->findElementBySemantic(Ogre::VES_DIFFUSE), nullptr);
    EXPECT_TRUE(mesh->getBounds().contains(m.bounds()));
    Ogre::MeshManager::getSingleton().remove(mesh);
  }
  delete buffers;
}

TEST(MeshKit, PrimitivesFaceOutward) {
  media::MeshKit k;
  k.box("white", {2, 3, 4});
  k.cylinder("white", 2, 1, 5, 7, {{10, 0, 0}});
  k.ball("white", 3, 6, 4, {{0, 10, 0}});
  k.gable("white", 4, 3, 2, {{0, 0, 10}});
  const media::Vec3 centres[] = {{0, 0, 0}, {10, 2.5f, 0}, {0, 10, 0}, {0, 0.8f, 10}};
  const auto& verts = k.parts().front().vertices;
  const auto& idx = k.parts().front().indices;
  for (std::size_t t = 0; t < idx.size(); t += 3) {
    const media::Vec3 a = verts[idx[t]].position, b = verts[idx[t + 1]].position,
                      c = verts[idx[t + 2]].position;
    const media::Vec3 mid = (a + b + c) * (1.0f / 3);
    const media::Vec3 n = media::cross(b - a, c - a);
    // The nearest primitive's centre is inside it: the face turns away from it.
    float best = 1e9f;
    media::Vec3 centre{};
    for (const auto& ctr : centres) {
      const float d = media::dot(mid - ctr, mid - ctr);
      if (d < best) {
        best = d;
        centre = ctr;
      }
    }
    EXPECT_GT(media::dot(n, mid - centre), 0.0f) << "triangle " << t / 3;
  }
}

TEST(MeshKit, GltfRoundTripKeepsPartsAndCounts) {
  media::MeshKit k;
  k.box("side.primary", {2, 3, 4});
  k.cone("steel", 1, 3, 6, {{0, 3, 0}});
  const auto dir = test::scratchDir("gltf");
  media::writeGltf(dir / "thing.gltf", "thing", k);
  const render::MeshData m = render::importModel(dir / "thing.gltf");
  EXPECT_EQ(m.triangleCount(), k.triangleCount());
  EXPECT_NE(std::find(m.paints.begin(), m.paints.end(), "steel"), m.paints.end());
  EXPECT_THROW(media::writeGltf(dir / "bad.gltf", "bad",
                                [] {
                                  media::MeshKit b;
                                  b.box("no-such-paint", {1, 1, 1});
                                  return b;
                                }()),
               std::runtime_error);
}

TEST(Media, SoundsAreHeardAndNeverClip) {
  for (const media::SoundRecipe& r : media::soundRecipes()) {
    const media::Samples s = r.make();
    ASSERT_GT(s.size(), static_cast<std::size_t>(media::kSampleRate / 20)) << r.name;
    double sum = 0;
    float peak = 0;
    for (float x : s) {
      sum += static_cast<double>(x) * x;
      peak = std::max(peak, std::fabs(x));
    }
    EXPECT_LE(peak, 1.0f) << r.name;
    EXPECT_GT(std::sqrt(sum / static_cast<double>(s.size())), 0.01) << r.name;
    EXPECT_LT(std::fabs(s.front()), 0.01f) << r.name << " starts without a click";
  }
}

TEST(Media, GroundTexturesTile) {
  for (const char* name :
       {"ground_grass", "ground_earth", "ground_woods", "ground_fields", "ground_riverbed"}) {
    int w = 0, h = 0, n = 0;
    unsigned char* px = stbi_load(
        (kMedia / "textures" / (std::string(name) + ".png")).string().c_str(), &w, &h, &n, 3);
    ASSERT_NE(px, nullptr) << name;
    // The jump from the last column back to the first is no bigger than between columns.
    auto col = [&](int x, int y) { return static_cast<int>(px[(y * w + x) * 3 + 1]); };
    double seam = 0, inside = 0;
    for (int y = 0; y < h; ++y) {
      seam += std::abs(col(w - 1, y) - col(0, y));
      inside += std::abs(col(w / 2, y) - col(w / 2 - 1, y));
    }
    stbi_image_free(px);
    EXPECT_LT(seam, inside * 2.5 + h) << name;
  }
}

}  // namespace
}  // namespace sandtable
