// The ground as the table draws it, sampled from any rules::Battlefield through its
// queries alone (bounds, elevationAt, terrainAt, crossings): a heightfield, blend weights
// for each ground texture, a colour map of baked shade, and the features that stand on
// it (trees, buildings, water, scattered props, hedges and walls). Only the buildings a
// battlefield names a model for are read from its terrain spec (battlefield::terrainSpecOf),
// which no query tells. Grid battlefields get
// their stepped levels smoothed into hills and their squares drawn on the colour map.
// Pure computation, no engine: the Ogre side turns this into a TerrainGroup and meshes.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "TableSpace.h"
#include "rules/core/Battlefield.h"

namespace sandtable::view {

// Texture layers of the ground, in the order the terrain stacks them. Ogre's terrain
// material has 16 samplers; with its lightmap and our colour map that leaves five layers,
// so roads and towns are drawn in bare earth (dirt roads, trodden ground), rough ground in
// part-earth with rocks and bushes on it, and marsh in part-river-bed with reeds.
enum class GroundLayer : std::uint8_t { Grass, Earth, RiverBed, WoodsFloor, Fields, Count };
inline constexpr std::size_t kGroundLayerCount = static_cast<std::size_t>(GroundLayer::Count);
const char* groundLayerTexture(GroundLayer l);  // "ground_grass", ...
struct LayerWeight {
  GroundLayer layer = GroundLayer::Grass;
  float weight = 1;  // how much of the layer covers the ground of that kind
};
LayerWeight groundLayerOf(rules::TerrainKind k);

struct Rgb {
  float r = 1, g = 1, b = 1;
};

struct TreeSpot {
  float x = 0, z = 0;  // world position on the ground
  float scale = 1;
  float yaw = 0;      // radians
  std::string model;  // "tree_broadleaf", "tree_conifer", "tree_orchard", "bush"
};

// Anything else placed on the ground: buildings, rocks, sheaves, reeds, ford stones, bridges.
struct PropSpot {
  float x = 0, z = 0;
  float yaw = 0;
  float scale = 1;
  std::string model;
};

// The media generator builds the models a battlefield may name for a building at 2 mm to
// the metre (tools/media/Scenery.cpp: the house's 12 m front is 24 mm), so such a building
// is drawn at its battlefield's millimetres of table per metre of ground over this.
inline constexpr float kBuildingModelMmPerMetre = 2.0f;

// A rectangle of water, axis-aligned in the world.
struct WaterPatch {
  float x0 = 0, z0 = 0, x1 = 0, z1 = 0;
  float level = 0;  // surface height
};

// A hedge, wall or similar line, as world points in order along it.
struct LinearFeature {
  rules::TerrainKind kind = rules::TerrainKind::Hedge;
  std::vector<WorldXZ> points;
};

struct GroundOptions {
  int vertices = 129;         // heightfield resolution per side (2^n + 1)
  int blendSize = 512;        // blend-weight texels per side
  int colourSize = 1024;      // colour-map texels per side
  float margin = 0.04f;       // ground beyond the table, as a share of its larger side
  float riverDepth = 5.0f;    // world mm a river bed lies below its banks
  float treeSpacing = 17.0f;  // world mm between trees in medium woods
  // World mm of height between contour lines on a measured table (0: none). Grids show
  // their levels by their squares and are left without.
  float contourInterval = 10.0f;
  // Drawn heights are the battlefield's times this (Settings > Exaggerate heights, 1 to 3):
  // gentle slopes that decide a battle read from across a room. Looks only: the rules, their
  // sight and the picker's ray keep the battlefield's own heights.
  float verticalScale = 1.0f;
  // Hill shading: how much the colour map lightens ground that turns to the sun and darkens
  // ground that turns from it (0: none), read from the battlefield's own slopes so that it is
  // the same at any exaggeration and on any renderer (baked into the colour map, not left to
  // the lighting).
  float hillShade = 1.0f;
  float sunX = 0.45f, sunY = -1.0f, sunZ = 0.35f;  // the way the light travels (from the north-west)
};

// The seed of the ground's cosmetic placement (trees, rocks, houses, wandering edges), taken
// from the battlefield alone (its bounds, heights and ground kinds), so that one field is
// dressed the same whichever scenario, match file or path it was reached by.
std::uint64_t groundSeed(const rules::Battlefield& battlefield);

class GroundModel {
 public:
  rules::Rect table;    // the playing area, in table coordinates
  float worldSize = 0;  // edge of the square ground, world mm
  WorldXZ centre;       // the square's centre in the world
  int vertices = 0;
  std::vector<float> heights;  // vertices^2, row 0 at -Z (north), world mm, as drawn
  float verticalScale = 1;     // drawn heights over the battlefield's (GroundOptions)
  int blendSize = 0;
  // Weights for layers 1.. (layer 0, grass, is what is left), blendSize^2 each, row 0 at -Z.
  std::array<std::vector<float>, kGroundLayerCount> weights;
  int colourSize = 0;
  std::vector<Rgb> colourMap;  // colourSize^2, row 0 at -Z: shade multiplied over the layers
  std::vector<TreeSpot> trees;
  std::vector<PropSpot> props;
  std::vector<WaterPatch> water;
  std::vector<LinearFeature> lines;
  std::optional<rules::GridSpec> grid;  // set for gridded battlefields

  // World position of texel (i, j) of a map of `size` texels per side (centre of the texel).
  WorldXZ texelCentre(int size, int i, int j) const;
  // Height of the drawn ground at a world point (bilinear over the heightfield).
  float heightAt(float x, float z) const;
  // Whether a world point is on the table (inside the playing area).
  bool onTable(float x, float z) const;
};

GroundModel buildGroundModel(const rules::Battlefield& battlefield, const GroundOptions& options);

}  // namespace sandtable::view
