// Internal to the ground model (GroundModel.cpp, GroundFeatures.cpp): sampling the
// battlefield's kinds, smoothing maps and placing features.
#pragma once

#include <algorithm>
#include <vector>

#include "GroundModel.h"

namespace sandtable::view::ground {

using rules::TerrainKind;

inline bool isWater(TerrainKind k) {
  return k == TerrainKind::River || k == TerrainKind::Ford || k == TerrainKind::Stream ||
         k == TerrainKind::Bridge;
}
inline bool isTown(TerrainKind k) { return rules::isBuiltUp(k); }
inline bool isLinear(TerrainKind k) {
  return k == TerrainKind::Road || k == TerrainKind::Hedge || k == TerrainKind::StoneWall ||
         k == TerrainKind::Treeline || k == TerrainKind::FortressWall ||
         k == TerrainKind::Redoubt || k == TerrainKind::Ravine || k == TerrainKind::Entrenchment;
}

// Bilinear lookup in a vertices x vertices lattice (row 0 at -Z) spanning a square of
// `worldSize` centred on `centre`; clamped at its edges.
inline float latticeAt(const std::vector<float>& map, int vertices, float worldSize, WorldXZ centre,
                       float x, float z) {
  if (vertices < 2) return map.empty() ? 0.0f : map.front();
  const float step = worldSize / static_cast<float>(vertices - 1);
  const float last = static_cast<float>(vertices - 1);
  const float u = std::clamp((x - (centre.x - worldSize / 2)) / step, 0.0f, last);
  const float v = std::clamp((z - (centre.z - worldSize / 2)) / step, 0.0f, last);
  const int i = std::min(static_cast<int>(u), vertices - 2), j = std::min(static_cast<int>(v), vertices - 2);
  const float fu = u - static_cast<float>(i), fv = v - static_cast<float>(j);
  auto m = [&](int a, int b) { return map[static_cast<std::size_t>(b * vertices + a)]; };
  return (m(i, j) * (1 - fu) + m(i + 1, j) * fu) * (1 - fv) + (m(i, j + 1) * (1 - fu) + m(i + 1, j + 1) * fu) * fv;
}

// Hill shading per lattice vertex (1: level ground's light, more where the ground turns to
// the sun, less where it turns from it), from heights at the battlefield's own scale `step` apart (GroundContours.cpp).
std::vector<float> hillShadeMap(const std::vector<float>& heights, int vertices, float step,
                                const GroundOptions& o);

// The colour-map shade (1: none) of a contour line at every `interval` of height (world mm)
// at texel centre `c`, for texels `texel` wide (GroundContours.cpp).
float contourShade(const GroundModel& g, WorldXZ c, float texel, float interval);

// Smooth value noise in [-1, 1], for organic feature edges.
inline float valueNoise(float x, float y, std::uint64_t seed) {
  auto h = [seed](int ix, int iy) {
    std::uint64_t v = static_cast<std::uint64_t>(ix) * 0x9E3779B1ull ^
                      static_cast<std::uint64_t>(iy) * 0x85EBCA77ull ^ seed;
    v ^= v >> 29;
    v *= 0xBF58476D1CE4E5B9ull;
    v ^= v >> 32;
    return static_cast<float>(v & 0xffff) / 32767.5f - 1.0f;
  };
  const int ix = static_cast<int>(std::floor(x)), iy = static_cast<int>(std::floor(y));
  const float fx = x - static_cast<float>(ix), fy = y - static_cast<float>(iy);
  const float sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy);
  const float a = h(ix, iy), b = h(ix + 1, iy), c = h(ix, iy + 1), d = h(ix + 1, iy + 1);
  return (a + (b - a) * sx) + ((c + (d - c) * sx) - (a + (b - a) * sx)) * sy;
}

// Separable box blur of a size x size map, `radius` cells, `passes` times (~Gaussian).
inline void blur(std::vector<float>& map, int size, int radius, int passes) {
  if (radius <= 0) return;
  std::vector<float> tmp(map.size());
  for (int pass = 0; pass < passes; ++pass) {
    for (int horizontal = 0; horizontal < 2; ++horizontal) {
      for (int line = 0; line < size; ++line) {
        float sum = 0;
        auto at = [&](int k) -> float& {
          k = std::clamp(k, 0, size - 1);
          return horizontal ? map[static_cast<std::size_t>(line * size + k)]
                            : map[static_cast<std::size_t>(k * size + line)];
        };
        for (int k = -radius; k <= radius; ++k) sum += at(k);
        for (int k = 0; k < size; ++k) {
          const std::size_t idx = horizontal ? static_cast<std::size_t>(line * size + k)
                                             : static_cast<std::size_t>(k * size + line);
          tmp[idx] = sum / static_cast<float>(2 * radius + 1);
          sum += at(k + radius + 1) - at(k - radius);
        }
      }
      map.swap(tmp);
    }
  }
}

struct Sampler {
  const rules::Battlefield& bf;
  rules::Rect table;
  // A table point clamped onto the playing area (so hills at the edge run on beyond it).
  rules::Point clampToTable(rules::Point p) const {
    const rules::Length hx = table.width / 2 - 1, hy = table.depth / 2 - 1;
    return {std::clamp(p.x, table.centre.x - hx, table.centre.x + hx),
            std::clamp(p.y, table.centre.y - hy, table.centre.y + hy)};
  }
  bool inside(rules::Point p) const {
    return std::llabs(p.x - table.centre.x) < table.width / 2 &&
           std::llabs(p.y - table.centre.y) < table.depth / 2;
  }
  TerrainKind kindAt(float x, float z) const {
    const rules::Point p = toTable(x, z);
    return inside(p) ? bf.terrainAt(p) : TerrainKind::Clear;
  }
};

inline float treeSpacingFor(TerrainKind k, float medium) {
  switch (k) {
    case TerrainKind::WoodsLight:
      return medium * 1.45f;
    case TerrainKind::WoodsHeavy:
    case TerrainKind::Forest:
      return medium * 0.8f;
    case TerrainKind::Orchard:
      return medium * 1.3f;
    default:
      return medium;
  }
}

// Trees, buildings, scattered props, fords and bridges, hedges, walls and roads.
void placeFeatures(GroundModel& g, const Sampler& s, const rules::Battlefield& battlefield,
                   const GroundOptions& o, CosmeticRng& rng, int blendSize);

}  // namespace sandtable::view::ground
