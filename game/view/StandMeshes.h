// Stand meshes: a base of the stand's width and depth with its figures on it, merged into
// one mesh per (troop look, side colours, footprint) so that every stand is one instance
// of a shared mesh. Figures come from the generated glTF models (loaded once through
// Assimp), repainted in the side's colours and set out in ranks and files as the art
// binding says. Two far meshes set out each figure's far twins in the same places (the same
// outline and paints cut out of cards, tools/media/FarFigures.cpp), one with the cards seen
// from the front and back and one with those seen from the sides, for stands only a few
// pixels wide: horse and foot, spear and bow still tell apart across a room.
#pragma once

#include <filesystem>
#include <map>
#include <string>

#include "MediaBinding.h"
#include "render/MeshData.h"

namespace sandtable::view {

struct StandMeshNames {
  std::string nearMesh;
  std::string farMesh;      // the far figures' cards seen from the front and back
  std::string farSideMesh;  // and those seen from the sides
  float height = 0;  // tallest figure above the ground, world mm
};

class StandMeshes {
 public:
  // `farMaterial` draws the far meshes, whose figures are cards seen from both sides.
  StandMeshes(std::filesystem::path modelDir, std::string material, std::string farMaterial);

  // Meshes for a stand of `look` on a base of width x depth (world mm), painted `colours`.
  StandMeshNames stand(const TroopLook& look, const SideColours& colours, float width, float depth);
  // A soft shadow to lie under a base of width x depth: dark under it, fading out round it.
  std::string shadow(float width, float depth);
  // A marker or prop model as an Ogre mesh (created on first use).
  std::string model(const std::string& name);
  // A model's CPU mesh (loaded on first use); throws render::ImportError when missing.
  const render::MeshData& data(const std::string& name);
  // A figure's far twin (<figure>_far, or <figure>_far_side for the cards seen from the
  // sides), or the figure itself when it has none.
  const render::MeshData& far(const std::string& figure, bool side);
  std::size_t meshCount() const { return mStands.size(); }

 private:
  std::filesystem::path mModelDir;
  std::string mMaterial;
  std::string mFarMaterial;
  std::map<std::string, render::MeshData> mModels;
  std::map<std::string, std::string> mModelMeshes;
  std::map<std::string, StandMeshNames> mStands;
  std::map<std::string, std::string> mShadows;
};

Ogre::ColourValue toOgre(const Colour& c, float alpha = 1.0f);

}  // namespace sandtable::view
