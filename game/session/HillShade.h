// The ground of a battlefield as a picture seen from straight above, north up: hill shading
// (lit from the north-west, as maps are) from the battlefield's heights, tinted from the low
// ground to the high and with a contour line every 10 mm of table height (the 3D table's), so
// that the ground that decides a battle shows on a printed page. Gentle ground is shaded with
// its slopes exaggerated (at most 8 times), the steepest ones as strongly as a steep hill's.
// The battle report's maps lay the features and the stands over it (BattleMap.h).
#pragma once

#include <cstdint>
#include <vector>

#include "battlefield/TerrainSpec.h"

namespace sandtable::session {

struct GroundPicture {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> rgb;  // width * height pixels, rows from the north edge
};

// The ground of `spec` in `width` pixels across (the height keeps the table's proportions);
// without contours for a gridded table, whose squares show its levels (as on the 3D table).
GroundPicture shadeGround(const battlefield::TerrainSpec& spec, int width, bool contours = true);

// The picture as a PNG file's bytes (the same bytes for the same picture).
std::vector<std::uint8_t> encodePng(const GroundPicture& picture);

}  // namespace sandtable::session
