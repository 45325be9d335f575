// Many lone trees or buildings placed at random (deterministically, from a seed) over
// the table or inside a polygon: an orchard's trees, a village's houses, the LOS
// benchmark's 2,000 obstacles.
#pragma once

#include <cstdint>
#include <vector>

#include "TerrainSpec.h"

namespace sandtable::battlefield {

struct ScatterSpec {
  enum class What : std::uint8_t { Trees, Buildings };
  What what = What::Trees;
  int count = 0;
  std::uint64_t seed = 1;
  std::vector<Point> within;            // empty: the whole table
  double sizeMinM = 0, sizeMaxM = 0;    // tree radius, or building width
  double depthMinM = 0, depthMaxM = 0;  // building depth
  double heightMinM = 0, heightMaxM = 0;
  TerrainKind kind = TerrainKind::TownMedium;  // the ground under a building
};

// Appends the scattered features to the spec's trees or buildings.
void scatter(const ScatterSpec& s, TerrainSpec& out);

}  // namespace sandtable::battlefield
