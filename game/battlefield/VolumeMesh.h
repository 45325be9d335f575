// The solid a feature fills in the world: the ground under a polygon raised by the
// feature's height (a wood's canopy, a town's roofs, a hedge's top), closed by walls along
// the polygon's edges and a floor below the lowest ground. Its top follows the ground
// cell by cell, on the same triangles as the heightfield, so a ray meets the top exactly
// where the ground plus the height is.
#pragma once

#include <vector>

#include "HeightGrid.h"
#include "PlanarGeometry.h"
#include "physics/CollisionWorld.h"

namespace sandtable::battlefield {

struct VolumeMesh {
  std::vector<physics::Vec3> vertices;
  std::vector<int> triangles;
  double floorZ = 0;  // the bottom of the solid (below the ground)
  double topMax = 0;  // the highest point of its top
};

// `polygon` in world metres (a simple polygon, either winding).
VolumeMesh buildVolumeMesh(const std::vector<Vec2>& polygon, double heightM,
                           const HeightGrid& ground);

// An upright prism over a convex polygon from zBottom to zTop (a building, a tree).
VolumeMesh prismMesh(const std::vector<Vec2>& convex, double zBottom, double zTop);

// Lowest and highest ground over the cells touching an axis-aligned box (world metres).
void groundRange(const HeightGrid& ground, Vec2 lo, Vec2 hi, double& minZ, double& maxZ);

}  // namespace sandtable::battlefield
