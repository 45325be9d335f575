// Sampling a battlefield into the table's ground. Everything comes from the Battlefield
// queries, so a measured table (Warlords) and a grid (MicroBattle) go through the same
// code; only the smoothing of a grid's stepped hills and its square lines are grid-aware.
#include "GroundModel.h"

#include <algorithm>
#include <cmath>

#include "GroundSampling.h"
#include "rules/core/Battlefield.h"

namespace sandtable::view {

using rules::TerrainKind;
using namespace ground;

const char* groundLayerTexture(GroundLayer l) {
  switch (l) {
    case GroundLayer::Grass:
      return "ground_grass";
    case GroundLayer::Earth:
      return "ground_earth";
    case GroundLayer::RiverBed:
      return "ground_riverbed";
    case GroundLayer::WoodsFloor:
      return "ground_woods";
    case GroundLayer::Fields:
      return "ground_fields";
    case GroundLayer::Count:
      break;
  }
  return "ground_grass";
}

LayerWeight groundLayerOf(TerrainKind k) {
  switch (k) {
    case TerrainKind::WoodsLight:
    case TerrainKind::WoodsMedium:
    case TerrainKind::WoodsHeavy:
    case TerrainKind::Forest:
    case TerrainKind::Treeline:
      return {GroundLayer::WoodsFloor, 1.0f};
    case TerrainKind::Rough:
    case TerrainKind::SteepRocky:
    case TerrainKind::Ravine:
      return {GroundLayer::Earth, 0.55f};
    case TerrainKind::Marsh:
    case TerrainKind::Bog:
    case TerrainKind::PaddyField:
      return {GroundLayer::RiverBed, 0.55f};
    case TerrainKind::Fields:
    case TerrainKind::Vineyard:
      return {GroundLayer::Fields, 1.0f};
    case TerrainKind::TownLight:
    case TerrainKind::TownMedium:
    case TerrainKind::TownHeavy:
    case TerrainKind::TownReinforced:
    case TerrainKind::Village:
    case TerrainKind::Chateau:
    case TerrainKind::Redoubt:
    case TerrainKind::Entrenchment:
    case TerrainKind::FortressWall:
      return {GroundLayer::Earth, 0.8f};
    case TerrainKind::River:
    case TerrainKind::Ford:
    case TerrainKind::Stream:
    case TerrainKind::Bridge:
      return {GroundLayer::RiverBed, 1.0f};
    case TerrainKind::Road:
      return {GroundLayer::Earth, 1.0f};
    default:
      return {GroundLayer::Grass, 1.0f};
  }
}

WorldXZ GroundModel::texelCentre(int size, int i, int j) const {
  const float cell = worldSize / static_cast<float>(size);
  return {centre.x - worldSize / 2 + (static_cast<float>(i) + 0.5f) * cell,
          centre.z - worldSize / 2 + (static_cast<float>(j) + 0.5f) * cell};
}

float GroundModel::heightAt(float x, float z) const {
  return ground::latticeAt(heights, vertices, worldSize, centre, x, z);
}

bool GroundModel::onTable(float x, float z) const {
  const rules::Point p = toTable(x, z);
  return std::llabs(p.x - table.centre.x) <= table.width / 2 &&
         std::llabs(p.y - table.centre.y) <= table.depth / 2;
}

std::uint64_t groundSeed(const rules::Battlefield& battlefield) {
  // FNV-1a over the table's bounds and a lattice of its heights and ground kinds: what the
  // field is, never how it was named or reached.
  std::uint64_t h = 1469598103934665603ull;
  auto mix = [&h](std::int64_t v) {
    for (int i = 0; i < 8; ++i) h = (h ^ static_cast<std::uint64_t>((v >> (8 * i)) & 0xff)) * 1099511628211ull;
  };
  const rules::Rect t = battlefield.bounds();
  for (const std::int64_t v : {t.centre.x, t.centre.y, t.width, t.depth}) mix(v);
  constexpr int kSamples = 33;
  for (int j = 0; j < kSamples; ++j) {
    for (int i = 0; i < kSamples; ++i) {
      const rules::Point p{t.centre.x - t.width / 2 + t.width * i / (kSamples - 1),
                           t.centre.y - t.depth / 2 + t.depth * j / (kSamples - 1)};
      const rules::Point q = Sampler{battlefield, t}.clampToTable(p);
      mix(battlefield.elevationAt(q));
      mix(static_cast<std::int64_t>(battlefield.terrainAt(q)));
    }
  }
  return h;
}

GroundModel buildGroundModel(const rules::Battlefield& battlefield, const GroundOptions& o) {
  GroundModel g;
  g.table = battlefield.bounds();
  const Sampler s{battlefield, g.table};
  const float tableW = toWorldLength(g.table.width), tableD = toWorldLength(g.table.depth);
  g.worldSize = std::max(tableW, tableD) * (1 + 2 * o.margin);
  g.centre = toWorld(g.table.centre);
  const rules::GridSpec* grid = battlefield.gridSpec();
  if (grid) g.grid = *grid;
  const std::uint64_t seed = groundSeed(battlefield);
  CosmeticRng rng(seed);

  // 1. Terrain kinds at blend resolution, sampled at slightly wandering points so that
  //    feature edges look drawn by hand rather than by a ruler.
  g.blendSize = o.blendSize;
  const int bs = o.blendSize;
  const float wobble = grid ? toWorldLength(grid->squareSize) * 0.05f : 4.0f;
  std::vector<TerrainKind> kinds(static_cast<std::size_t>(bs * bs));
  for (int j = 0; j < bs; ++j) {
    for (int i = 0; i < bs; ++i) {
      const WorldXZ c = g.texelCentre(bs, i, j);
      const float dx = wobble * valueNoise(c.x / 9.0f, c.z / 9.0f, seed);
      const float dz = wobble * valueNoise(c.x / 9.0f + 31.7f, c.z / 9.0f, seed);
      kinds[static_cast<std::size_t>(j * bs + i)] = s.kindAt(c.x + dx, c.z + dz);
    }
  }

  // 2. Heights: elevation clamped onto the table, stepped grid levels smoothed into hills,
  //    raised by the exaggeration, river beds carved below their banks (as deep at any
  //    exaggeration: a river is not a relief).
  g.vertices = o.vertices;
  g.verticalScale = o.verticalScale;
  const int n = o.vertices;
  const float vstep = g.worldSize / static_cast<float>(n - 1);
  std::vector<float> elevation(static_cast<std::size_t>(n * n));
  std::vector<float> water(static_cast<std::size_t>(n * n));
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < n; ++i) {
      const float x = g.centre.x - g.worldSize / 2 + static_cast<float>(i) * vstep;
      const float z = g.centre.z - g.worldSize / 2 + static_cast<float>(j) * vstep;
      const rules::Point p = s.clampToTable(toTable(x, z));
      elevation[static_cast<std::size_t>(j * n + i)] = toWorldLength(battlefield.elevationAt(p));
      const TerrainKind k = s.kindAt(x, z);
      water[static_cast<std::size_t>(j * n + i)] =
          isWater(k) ? (k == TerrainKind::Ford ? 0.5f : 1.0f) : 0.0f;
    }
  }
  if (grid) {
    // A level step becomes a slope over about a fifth of a square each side of the edge.
    const float radius = toWorldLength(grid->squareSize) * 0.12f / vstep;
    blur(elevation, n, std::max(1, static_cast<int>(std::lround(radius))), 3);
  }
  std::vector<float> banks = water;
  blur(banks, n, std::max(1, static_cast<int>(std::lround(3.0f / vstep))), 2);
  g.heights.resize(elevation.size());
  for (std::size_t k = 0; k < elevation.size(); ++k)
    g.heights[k] = elevation[k] * o.verticalScale - o.riverDepth * banks[k];

  // 3. Blend weights: one layer per kind, softened, plus bare earth on slopes steep at the
  //    battlefield's own scale.
  for (auto& w : g.weights) w.assign(static_cast<std::size_t>(bs * bs), 0.0f);
  for (std::size_t k = 0; k < kinds.size(); ++k) {
    const LayerWeight lw = groundLayerOf(kinds[k]);
    if (lw.layer != GroundLayer::Grass)
      g.weights[static_cast<std::size_t>(lw.layer)][k] = lw.weight;
  }
  for (std::size_t l = 1; l < kGroundLayerCount; ++l) blur(g.weights[l], bs, 1, 2);
  {
    auto& earth = g.weights[static_cast<std::size_t>(GroundLayer::Earth)];
    const float d = 2.0f;
    for (int j = 0; j < bs; ++j) {
      for (int i = 0; i < bs; ++i) {
        const WorldXZ c = g.texelCentre(bs, i, j);
        const float gx = (g.heightAt(c.x + d, c.z) - g.heightAt(c.x - d, c.z)) / (2 * d);
        const float gz = (g.heightAt(c.x, c.z + d) - g.heightAt(c.x, c.z - d)) / (2 * d);
        const float slope = std::sqrt(gx * gx + gz * gz) / o.verticalScale;
        float& e = earth[static_cast<std::size_t>(j * bs + i)];
        e = std::max(e, std::clamp((slope - 0.3f) * 1.5f, 0.0f, 0.6f));
      }
    }
  }

  // 4. Water: rectangles over every water cell of a coarser lattice, at the level of the
  //    banks just below the brim.
  {
    const int ws = std::max(16, bs / 4);
    const float cell = g.worldSize / static_cast<float>(ws);
    for (int j = 0; j < ws; ++j) {
      int runStart = -1;
      for (int i = 0; i <= ws; ++i) {
        bool wet = false;
        if (i < ws) {
          const WorldXZ c = g.texelCentre(ws, i, j);
          wet = isWater(s.kindAt(c.x, c.z));
        }
        if (wet && runStart < 0) runStart = i;
        if (!wet && runStart >= 0) {
          const float x0 = g.centre.x - g.worldSize / 2 + static_cast<float>(runStart) * cell;
          const float x1 = g.centre.x - g.worldSize / 2 + static_cast<float>(i) * cell;
          const float z0 = g.centre.z - g.worldSize / 2 + static_cast<float>(j) * cell;
          const WorldXZ mid{(x0 + x1) / 2, z0 + cell / 2};
          const rules::Point p = s.clampToTable(toTable(mid.x, mid.z));
          const float level = toWorldLength(battlefield.elevationAt(p)) * o.verticalScale - 1.2f;
          g.water.push_back({x0, z0, x1, z0 + cell, level});
          runStart = -1;
        }
      }
    }
  }

  // 5-6. Trees, buildings, props, crossings, hedges and walls (GroundFeatures.cpp).
  placeFeatures(g, s, battlefield, o, rng, bs);

  // 7. The colour map: the hills shaded, off-table ground dimmed, the table's edge drawn, a
  //    grid's squares ruled or a measured table's contours drawn, and soft shade under trees
  //    and houses (the sun comes from the north-west).
  g.colourSize = o.colourSize;
  const int cs = o.colourSize;
  g.colourMap.assign(static_cast<std::size_t>(cs * cs), Rgb{});
  const float texel = g.worldSize / static_cast<float>(cs);
  std::vector<float> shade(static_cast<std::size_t>(cs * cs), 0.0f);
  auto splat = [&](float x, float z, float radius, float strength) {
    const int ci = static_cast<int>((x - (g.centre.x - g.worldSize / 2)) / texel);
    const int cj = static_cast<int>((z - (g.centre.z - g.worldSize / 2)) / texel);
    const int r = static_cast<int>(std::ceil(radius / texel));
    for (int dj = -r; dj <= r; ++dj) {
      for (int di = -r; di <= r; ++di) {
        const int ii = ci + di, jj = cj + dj;
        if (ii < 0 || jj < 0 || ii >= cs || jj >= cs) continue;
        const float d = std::sqrt(static_cast<float>(di * di + dj * dj)) * texel / radius;
        if (d >= 1) continue;
        float& v = shade[static_cast<std::size_t>(jj * cs + ii)];
        v = std::max(v, strength * (1 - d * d));
      }
    }
  };
  const float sunX = o.sunX / -o.sunY,
              sunZ = o.sunZ / -o.sunY;  // shadow offset per mm of height (light from the north-west)
  const std::vector<float> relief = hillShadeMap(elevation, n, vstep, o);
  for (const TreeSpot& t : g.trees)
    splat(t.x + sunX * 14 * t.scale, t.z + sunZ * 14 * t.scale, 10.0f * t.scale, 0.45f);
  for (const PropSpot& p : g.props) {
    if (p.model == "house" || p.model == "cottage")
      splat(p.x + sunX * 10, p.z + sunZ * 10, 17.0f * p.scale, 0.4f);
  }
  const float squareW = g.grid ? toWorldLength(g.grid->squareSize) : 0.0f;
  const float gx0 = g.centre.x - tableW / 2, gz0 = g.centre.z - tableD / 2;
  for (int j = 0; j < cs; ++j) {
    for (int i = 0; i < cs; ++i) {
      const WorldXZ c = g.texelCentre(cs, i, j);
      Rgb& px = g.colourMap[static_cast<std::size_t>(j * cs + i)];
      const float dx = std::fabs(c.x - g.centre.x) - tableW / 2,
                  dz = std::fabs(c.z - g.centre.z) - tableD / 2;
      const float outside = std::max(dx, dz);
      float k = (1.0f - shade[static_cast<std::size_t>(j * cs + i)]) *
                latticeAt(relief, n, g.worldSize, g.centre, c.x, c.z);
      if (outside > 0) {
        k *= 0.55f;  // beyond the table's edge: the same ground, dimmed
      } else if (outside > -texel * 1.5f) {
        k *= 0.35f;  // the edge itself
      } else if (squareW > 0) {
        const float fx = std::fmod(c.x - gx0, squareW), fz = std::fmod(c.z - gz0, squareW);
        const float line = std::min({fx, squareW - fx, fz, squareW - fz});
        if (line < texel * 0.8f) k *= 0.72f;
      } else if (!g.grid && o.contourInterval > 0) {
        // Lines at the same heights of ground at any exaggeration.
        k *= contourShade(g, c, texel, o.contourInterval * o.verticalScale);
      }
      px = {k, k, k * 1.02f};
    }
  }
  return g;
}

}  // namespace sandtable::view
