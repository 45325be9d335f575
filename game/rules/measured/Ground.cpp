#include "Ground.h"

#include <algorithm>

namespace sandtable::rules::measured {

std::array<Point, 9> footprintSamples(const Rect& r) {
  std::array<Point, 9> samples{r.centre};
  const Length hw = std::max<Length>(0, r.width / 2 - kMillimetre);
  const Length hd = std::max<Length>(0, r.depth / 2 - kMillimetre);
  const RectFrame frame(r);
  std::size_t n = 1;
  for (int i = -1; i <= 1; ++i) {
    for (int j = -1; j <= 1; ++j) {
      if (i != 0 || j != 0) samples[n++] = frame.toWorld({i * hw, j * hd});
    }
  }
  return samples;
}

bool anyUnder(const Battlefield& bf, const Rect& r, TerrainKindSet kinds) {
  if (kinds == 0 || !bf.mayFindTerrain(r, kinds)) return false;  // none of them near it
  for (const Point& p : footprintSamples(r)) {
    if ((kinds & terrainKindBit(bf.terrainAt(p))) != 0) return true;
  }
  return false;
}

}  // namespace sandtable::rules::measured
