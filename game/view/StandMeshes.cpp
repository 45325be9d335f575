#include "StandMeshes.h"

#include <Ogre.h>

#include <algorithm>
#include <cmath>
#include <sstream>

#include "TableSpace.h"
#include "render/AssimpImport.h"

namespace sandtable::view {

namespace {

constexpr float kBaseHeight = 3.0f;

Ogre::ColourValue rgb(float r, float g, float b) { return Ogre::ColourValue(r, g, b, 1); }

// A box as flat-shaded faces (no bottom: nobody sees under a stand).
void addBox(render::MeshData& m, Ogre::Vector3 lo, Ogre::Vector3 hi, const Ogre::ColourValue& top,
            const Ogre::ColourValue& sides, const std::string& paint = "") {
  const std::uint16_t p = m.paintIndex(paint);
  auto quad = [&](Ogre::Vector3 a, Ogre::Vector3 b, Ogre::Vector3 c, Ogre::Vector3 d,
                  Ogre::Vector3 n, const Ogre::ColourValue& col) {
    const auto base = static_cast<std::uint32_t>(m.vertices.size());
    for (const Ogre::Vector3& v : {a, b, c, d}) {
      render::MeshVertex mv;
      mv.position = v;
      mv.normal = n;
      mv.colour = col;
      mv.paint = p;
      m.vertices.push_back(mv);
    }
    m.indices.insert(m.indices.end(), {base, base + 1, base + 2, base, base + 2, base + 3});
  };
  const float x0 = lo.x, y0 = lo.y, z0 = lo.z, x1 = hi.x, y1 = hi.y, z1 = hi.z;
  quad({x0, y1, z0}, {x0, y1, z1}, {x1, y1, z1}, {x1, y1, z0}, Ogre::Vector3::UNIT_Y, top);
  quad({x0, y0, z1}, {x1, y0, z1}, {x1, y1, z1}, {x0, y1, z1}, Ogre::Vector3::UNIT_Z, sides);
  quad({x1, y0, z0}, {x0, y0, z0}, {x0, y1, z0}, {x1, y1, z0}, Ogre::Vector3::NEGATIVE_UNIT_Z,
       sides);
  quad({x1, y0, z1}, {x1, y0, z0}, {x1, y1, z0}, {x1, y1, z1}, Ogre::Vector3::UNIT_X, sides);
  quad({x0, y0, z0}, {x0, y0, z1}, {x0, y1, z1}, {x0, y1, z0}, Ogre::Vector3::NEGATIVE_UNIT_X,
       sides);
}

std::string key(const TroopLook& look, const SideColours& c, float w, float d) {
  std::ostringstream k;
  k << look.figure << "|" << look.files << "x" << look.ranks << (look.open ? "o" : "c") << "|"
    << look.standard;
  for (const PiecePlacement& p : look.pieces) k << "|" << p.model << "@" << p.x << "," << p.y;
  k << "|" << c.primary.r << "," << c.primary.g << "," << c.primary.b << "|" << c.secondary.r << ","
    << c.secondary.g << "," << c.secondary.b << "|" << std::lround(w * 10) << "x"
    << std::lround(d * 10);
  return k.str();
}

}  // namespace

Ogre::ColourValue toOgre(const Colour& c, float alpha) {
  return Ogre::ColourValue(c.r, c.g, c.b, alpha);
}

StandMeshes::StandMeshes(std::filesystem::path modelDir, std::string material,
                         std::string farMaterial)
    : mModelDir(std::move(modelDir)),
      mMaterial(std::move(material)),
      mFarMaterial(std::move(farMaterial)) {}

const render::MeshData& StandMeshes::data(const std::string& name) {
  auto it = mModels.find(name);
  if (it != mModels.end()) return it->second;
  return mModels.emplace(name, render::importModel(mModelDir / (name + ".gltf"))).first->second;
}

const render::MeshData& StandMeshes::far(const std::string& figure, bool side) {
  // The media generator makes far twins of every figure; a model without them (a piece of
  // equipment) is drawn whole.
  const std::string twin = figure + (side ? "_far_side" : "_far");
  if (mModels.count(twin) || std::filesystem::exists(mModelDir / (twin + ".gltf"))) return data(twin);
  return data(figure);
}

std::string StandMeshes::model(const std::string& name) {
  auto it = mModelMeshes.find(name);
  if (it != mModelMeshes.end()) return it->second;
  const std::string mesh = "Model/" + name;
  render::buildOgreMesh(data(name), mesh, Ogre::RGN_DEFAULT, mMaterial);
  mModelMeshes.emplace(name, mesh);
  return mesh;
}

std::string StandMeshes::shadow(float width, float depth) {
  const std::string key =
      std::to_string(std::lround(width * 10)) + "x" + std::to_string(std::lround(depth * 10));
  if (auto it = mShadows.find(key); it != mShadows.end()) return it->second;
  // An inner rectangle a little smaller than the base, fully dark, and a rim beyond it that
  // fades to nothing: a contact shadow that reads on any ground.
  render::MeshData m;
  const float spread = std::clamp(std::min(width, depth) * 0.25f, 2.0f, 7.0f);
  const float ix = width / 2 - 1, iz = depth / 2 - 1, ox = width / 2 + spread,
              oz = depth / 2 + spread;
  const float y = 0.8f;  // just above the ground the stand sits in
  const Ogre::Vector3 corners[8] = {{-ix, y, -iz}, {ix, y, -iz}, {ix, y, iz}, {-ix, y, iz},
                                    {-ox, y, -oz}, {ox, y, -oz}, {ox, y, oz}, {-ox, y, oz}};
  for (int i = 0; i < 8; ++i) {
    render::MeshVertex v;
    v.position = corners[i];
    v.colour = Ogre::ColourValue(0.02f, 0.03f, 0.02f, i < 4 ? 0.55f : 0.0f);
    m.vertices.push_back(v);
  }
  m.indices = {0, 3, 2, 0, 2, 1};  // inner, facing up
  for (std::uint32_t i = 0; i < 4; ++i) {
    const std::uint32_t j = (i + 1) % 4;
    m.indices.insert(m.indices.end(), {i, j, 4 + j, i, 4 + j, 4 + i});
  }
  const std::string name = "Shadow/" + key;
  render::buildOgreMesh(m, name, Ogre::RGN_DEFAULT, "Sandtable/ShadowInstanced");
  mShadows.emplace(key, name);
  return name;
}

StandMeshNames StandMeshes::stand(const TroopLook& look, const SideColours& colours, float width,
                                  float depth) {
  const std::string k = key(look, colours, width, depth);
  if (auto it = mStands.find(k); it != mStands.end()) return it->second;

  const Ogre::ColourValue primary = toOgre(colours.primary), secondary = toOgre(colours.secondary);
  auto paint = [&](const render::MeshVertex& v, const std::string& name) {
    if (name == "side.primary") return primary;
    if (name == "side.secondary") return secondary;
    return v.colour;
  };

  // The base: flock on top, the side's colour round the edge (readable from any distance).
  render::MeshData nearMesh, farMesh, farSideMesh;
  for (render::MeshData* m : {&nearMesh, &farMesh, &farSideMesh}) {
    addBox(*m, {-width / 2, 0, -depth / 2}, {width / 2, kBaseHeight, depth / 2},
           rgb(0.36f, 0.46f, 0.22f), primary);
  }

  const render::MeshData& figure = data(look.figure);
  const Ogre::AxisAlignedBox fb = figure.bounds();
  const float figW = std::max(4.0f, fb.getSize().x), figD = std::max(4.0f, fb.getSize().z),
              figH = fb.getSize().y;
  const float fileSpacing = width / static_cast<float>(look.files);
  const float rankDepth = depth / static_cast<float>(look.ranks);
  // Shrink the figures to fit the base (bench stands are smaller than MicroBattle's).
  const float scale =
      std::clamp(std::min(fileSpacing / (figW * 1.05f), rankDepth / (figD * 1.05f)), 0.35f, 1.0f);
  CosmeticRng rng(stableHash(k.c_str()));
  float tallest = kBaseHeight + figH * scale;

  for (int rank = 0; rank < look.ranks; ++rank) {
    // Rank 0 is the front (toward -Z).
    const float z = -depth / 2 + rankDepth * (static_cast<float>(rank) + 0.5f);
    for (int file = 0; file < look.files; ++file) {
      float x = -width / 2 + fileSpacing * (static_cast<float>(file) + 0.5f);
      float zz = z, yaw = 0;
      if (look.open) {
        x += rng.uniform(-0.28f, 0.28f) * fileSpacing;
        zz += rng.uniform(-0.25f, 0.25f) * rankDepth;
        yaw = rng.uniform(-0.45f, 0.45f);
      } else {
        x += rng.uniform(-0.04f, 0.04f) * fileSpacing;  // a hint of life in the ranks
      }
      const bool standard = !look.standard.empty() && rank == 0 && file == look.files / 2;
      const render::MeshData& fig = standard ? data(look.standard) : figure;
      const Ogre::Affine3 xf(Ogre::Vector3(x, kBaseHeight, zz),
                             Ogre::Quaternion(Ogre::Radian(yaw), Ogre::Vector3::UNIT_Y),
                             Ogre::Vector3(scale));
      nearMesh.append(fig, xf, paint);
      farMesh.append(far(standard ? look.standard : look.figure, false), xf, paint);
      farSideMesh.append(far(standard ? look.standard : look.figure, true), xf, paint);
      if (standard) tallest = std::max(tallest, kBaseHeight + fig.bounds().getMaximum().y * scale);
    }
  }
  for (const PiecePlacement& p : look.pieces) {
    const render::MeshData& piece = data(p.model);
    const Ogre::Affine3 xf(Ogre::Vector3(p.x * width, kBaseHeight, -p.y * depth),
                           Ogre::Quaternion::IDENTITY, Ogre::Vector3(std::max(scale, 0.6f)));
    nearMesh.append(piece, xf, paint);
    farMesh.append(piece, xf, paint);
    farSideMesh.append(piece, xf, paint);
    tallest = std::max(tallest, kBaseHeight + piece.bounds().getMaximum().y * scale);
  }

  StandMeshNames names;
  names.nearMesh = "Stand/" + std::to_string(mStands.size()) + "/near";
  names.farMesh = "Stand/" + std::to_string(mStands.size()) + "/far";
  names.farSideMesh = "Stand/" + std::to_string(mStands.size()) + "/far-side";
  names.height = tallest;
  render::buildOgreMesh(nearMesh, names.nearMesh, Ogre::RGN_DEFAULT, mMaterial);
  render::buildOgreMesh(farMesh, names.farMesh, Ogre::RGN_DEFAULT, mFarMaterial);
  render::buildOgreMesh(farSideMesh, names.farSideMesh, Ogre::RGN_DEFAULT, mFarMaterial);
  mStands.emplace(k, names);
  return names;
}

}  // namespace sandtable::view
