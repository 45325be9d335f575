#include "Scatter.h"

#include "PlanarGeometry.h"
#include "Relief.h"
#include "rules/core/Rng.h"

namespace sandtable::battlefield {

void scatter(const ScatterSpec& s, TerrainSpec& out) {
  rules::Rng rng(s.seed);
  const Box area = s.within.empty() ? Box{{0, 0}, {out.width, out.depth}} : boundsOf(s.within);
  const GroundScale& scale = out.scale;
  int placed = 0;
  // Rejection sampling inside the polygon; a generous cap keeps a thin polygon from looping.
  for (int tries = 0; placed < s.count && tries < 1000 * (s.count + 1); ++tries) {
    const Point at{static_cast<Length>(uniformDouble(rng, static_cast<double>(area.lo.x),
                                                     static_cast<double>(area.hi.x))),
                   static_cast<Length>(uniformDouble(rng, static_cast<double>(area.lo.y),
                                                     static_cast<double>(area.hi.y)))};
    const double size = uniformDouble(rng, s.sizeMinM, s.sizeMaxM);
    const double depth = uniformDouble(rng, s.depthMinM, s.depthMaxM);
    const double height = uniformDouble(rng, s.heightMinM, s.heightMaxM);
    const auto facing =
        static_cast<rules::Angle>(rng.below(static_cast<std::uint32_t>(rules::kFullTurn)));
    if (!s.within.empty() && !insidePolygon(s.within, at)) continue;
    if (s.what == ScatterSpec::What::Trees) {
      out.trees.push_back({at, scale.toTable(size), height});
    } else {
      out.buildings.push_back(
          {rules::Rect{at, facing, scale.toTable(size), scale.toTable(depth)}, height, s.kind});
    }
    ++placed;
  }
}

}  // namespace sandtable::battlefield
