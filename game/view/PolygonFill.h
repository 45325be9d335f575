// Filling a polygon on the table with triangles: how the overlays draw an area such as a
// charge reach, which the ground can cut into a shape that is not convex.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "rules/core/Geometry.h"

namespace sandtable::view {

// Triangles (indices into `poly`) that exactly cover a simple polygon of either winding,
// convex or not; repeated and collinear points are dropped unemitted.
std::vector<std::array<std::size_t, 3>> triangulate(const std::vector<rules::Point>& poly);

}  // namespace sandtable::view
