// Sampling a battlefield into the table's ground. Everything comes from the Battlefield
// queries, so a measured table (Warlords) and a grid (MicroBattle) go through the same
// code; only the smoothing of a grid's stepped hills and its square lines are grid-aware.
#include "GroundModel.h"

#include <algorithm>
#include <cmath>

#include "rules/core/GridBattlefield.h"

namespace sandtable::view {

using rules::TerrainKind;

const char* groundLayerTexture(GroundLayer l) {
  switch (l) {
    case GroundLayer::Grass: return "ground_grass";
    case GroundLayer::Earth: return "ground_earth";
    case GroundLayer::RiverBed: return "ground_riverbed";
    case GroundLayer::WoodsFloor: return "ground_woods";
    case GroundLayer::Fields: return "ground_fields";
    case GroundLayer::Count: break;
  }
  return "ground_grass";
}

LayerWeight groundLayerOf(TerrainKind k) {
  switch (k) {
    case TerrainKind::WoodsLight:
    case TerrainKind::WoodsMedium:
    case TerrainKind::WoodsHeavy:
    case TerrainKind::Forest:
    case TerrainKind::Treeline: return {GroundLayer::WoodsFloor, 1.0f};
    case TerrainKind::Rough:
    case TerrainKind::SteepRocky:
    case TerrainKind::Ravine: return {GroundLayer::Earth, 0.55f};
    case TerrainKind::Marsh:
    case TerrainKind::Bog: return {GroundLayer::RiverBed, 0.55f};
    case TerrainKind::Fields:
    case TerrainKind::Vineyard: return {GroundLayer::Fields, 1.0f};
    case TerrainKind::TownLight:
    case TerrainKind::TownMedium:
    case TerrainKind::TownHeavy:
    case TerrainKind::TownReinforced:
    case TerrainKind::Redoubt:
    case TerrainKind::FortressWall: return {GroundLayer::Earth, 0.8f};
    case TerrainKind::River:
    case TerrainKind::Ford:
    case TerrainKind::Stream:
    case TerrainKind::Bridge: return {GroundLayer::RiverBed, 1.0f};
    case TerrainKind::Road: return {GroundLayer::Earth, 1.0f};
    default: return {GroundLayer::Grass, 1.0f};
  }
}

namespace {

bool isWater(TerrainKind k) {
  return k == TerrainKind::River || k == TerrainKind::Ford || k == TerrainKind::Stream || k == TerrainKind::Bridge;
}
bool isTown(TerrainKind k) {
  return k == TerrainKind::TownLight || k == TerrainKind::TownMedium || k == TerrainKind::TownHeavy ||
         k == TerrainKind::TownReinforced;
}
bool isLinear(TerrainKind k) {
  return k == TerrainKind::Road || k == TerrainKind::Hedge || k == TerrainKind::StoneWall || k == TerrainKind::Treeline ||
         k == TerrainKind::FortressWall || k == TerrainKind::Redoubt || k == TerrainKind::Ravine;
}

// Smooth value noise in [-1, 1], for organic feature edges.
float valueNoise(float x, float y, std::uint64_t seed) {
  auto h = [seed](int ix, int iy) {
    std::uint64_t v = static_cast<std::uint64_t>(ix) * 0x9E3779B1ull ^ static_cast<std::uint64_t>(iy) * 0x85EBCA77ull ^ seed;
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
void blur(std::vector<float>& map, int size, int radius, int passes) {
  if (radius <= 0) return;
  std::vector<float> tmp(map.size());
  for (int pass = 0; pass < passes; ++pass) {
    for (int horizontal = 0; horizontal < 2; ++horizontal) {
      for (int line = 0; line < size; ++line) {
        float sum = 0;
        auto at = [&](int k) -> float& {
          k = std::clamp(k, 0, size - 1);
          return horizontal ? map[static_cast<std::size_t>(line * size + k)] : map[static_cast<std::size_t>(k * size + line)];
        };
        for (int k = -radius; k <= radius; ++k) sum += at(k);
        for (int k = 0; k < size; ++k) {
          const std::size_t idx = horizontal ? static_cast<std::size_t>(line * size + k) : static_cast<std::size_t>(k * size + line);
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
    return {std::clamp(p.x, table.centre.x - hx, table.centre.x + hx), std::clamp(p.y, table.centre.y - hy, table.centre.y + hy)};
  }
  bool inside(rules::Point p) const {
    return std::llabs(p.x - table.centre.x) < table.width / 2 && std::llabs(p.y - table.centre.y) < table.depth / 2;
  }
  TerrainKind kindAt(float x, float z) const {
    const rules::Point p = toTable(x, z);
    return inside(p) ? bf.terrainAt(p) : TerrainKind::Clear;
  }
};

float treeSpacingFor(TerrainKind k, float medium) {
  switch (k) {
    case TerrainKind::WoodsLight: return medium * 1.45f;
    case TerrainKind::WoodsHeavy:
    case TerrainKind::Forest: return medium * 0.8f;
    case TerrainKind::Orchard: return medium * 1.3f;
    default: return medium;
  }
}

}  // namespace

WorldXZ GroundModel::texelCentre(int size, int i, int j) const {
  const float cell = worldSize / static_cast<float>(size);
  return {centre.x - worldSize / 2 + (static_cast<float>(i) + 0.5f) * cell, centre.z - worldSize / 2 + (static_cast<float>(j) + 0.5f) * cell};
}

float GroundModel::heightAt(float x, float z) const {
  if (vertices < 2) return 0;
  const float step = worldSize / static_cast<float>(vertices - 1);
  const float u = std::clamp((x - (centre.x - worldSize / 2)) / step, 0.0f, static_cast<float>(vertices - 1));
  const float v = std::clamp((z - (centre.z - worldSize / 2)) / step, 0.0f, static_cast<float>(vertices - 1));
  const int i = std::min(static_cast<int>(u), vertices - 2), j = std::min(static_cast<int>(v), vertices - 2);
  const float fu = u - static_cast<float>(i), fv = v - static_cast<float>(j);
  auto h = [&](int a, int b) { return heights[static_cast<std::size_t>(b * vertices + a)]; };
  return (h(i, j) * (1 - fu) + h(i + 1, j) * fu) * (1 - fv) + (h(i, j + 1) * (1 - fu) + h(i + 1, j + 1) * fu) * fv;
}

bool GroundModel::onTable(float x, float z) const {
  const rules::Point p = toTable(x, z);
  return std::llabs(p.x - table.centre.x) <= table.width / 2 && std::llabs(p.y - table.centre.y) <= table.depth / 2;
}

GroundModel buildGroundModel(const rules::Battlefield& battlefield, const GroundOptions& o) {
  GroundModel g;
  g.table = battlefield.bounds();
  const Sampler s{battlefield, g.table};
  const float tableW = toWorldLength(g.table.width), tableD = toWorldLength(g.table.depth);
  g.worldSize = std::max(tableW, tableD) * (1 + 2 * o.margin);
  g.centre = toWorld(g.table.centre);
  const auto* grid = dynamic_cast<const rules::GridBattlefield*>(&battlefield);
  if (grid) g.grid = grid->grid();
  CosmeticRng rng(o.seed);

  // 1. Terrain kinds at blend resolution, sampled at slightly wandering points so that
  //    feature edges look drawn by hand rather than by a ruler.
  g.blendSize = o.blendSize;
  const int bs = o.blendSize;
  const float wobble = grid ? toWorldLength(grid->grid().squareSize) * 0.05f : 4.0f;
  std::vector<TerrainKind> kinds(static_cast<std::size_t>(bs * bs));
  for (int j = 0; j < bs; ++j) {
    for (int i = 0; i < bs; ++i) {
      const WorldXZ c = g.texelCentre(bs, i, j);
      const float dx = wobble * valueNoise(c.x / 9.0f, c.z / 9.0f, o.seed);
      const float dz = wobble * valueNoise(c.x / 9.0f + 31.7f, c.z / 9.0f, o.seed);
      kinds[static_cast<std::size_t>(j * bs + i)] = s.kindAt(c.x + dx, c.z + dz);
    }
  }

  // 2. Heights: elevation clamped onto the table, stepped grid levels smoothed into hills,
  //    river beds carved below their banks.
  g.vertices = o.vertices;
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
      water[static_cast<std::size_t>(j * n + i)] = isWater(k) ? (k == TerrainKind::Ford ? 0.5f : 1.0f) : 0.0f;
    }
  }
  if (grid) {
    // A level step becomes a slope over about a fifth of a square each side of the edge.
    const float radius = toWorldLength(grid->grid().squareSize) * 0.12f / vstep;
    blur(elevation, n, std::max(1, static_cast<int>(std::lround(radius))), 3);
  }
  std::vector<float> banks = water;
  blur(banks, n, std::max(1, static_cast<int>(std::lround(3.0f / vstep))), 2);
  g.heights.resize(elevation.size());
  for (std::size_t k = 0; k < elevation.size(); ++k) g.heights[k] = elevation[k] - o.riverDepth * banks[k];

  // 3. Blend weights: one layer per kind, softened, plus bare earth on steep slopes.
  for (auto& w : g.weights) w.assign(static_cast<std::size_t>(bs * bs), 0.0f);
  for (std::size_t k = 0; k < kinds.size(); ++k) {
    const LayerWeight lw = groundLayerOf(kinds[k]);
    if (lw.layer != GroundLayer::Grass) g.weights[static_cast<std::size_t>(lw.layer)][k] = lw.weight;
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
        const float slope = std::sqrt(gx * gx + gz * gz);
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
          const float level = toWorldLength(battlefield.elevationAt(p)) - 1.2f;
          g.water.push_back({x0, z0, x1, z0 + cell, level});
          runStart = -1;
        }
      }
    }
  }

  // 5. Trees, buildings and scattered props on a jittered lattice.
  const float medium = o.treeSpacing;
  for (float z = g.centre.z - g.worldSize / 2; z < g.centre.z + g.worldSize / 2; z += medium * 0.5f) {
    for (float x = g.centre.x - g.worldSize / 2; x < g.centre.x + g.worldSize / 2; x += medium * 0.5f) {
      const float jx = x + rng.uniform(-0.3f, 0.3f) * medium, jz = z + rng.uniform(-0.3f, 0.3f) * medium;
      const TerrainKind k = s.kindAt(jx, jz);
      const float roll = rng.uniform();
      if (rules::isWoods(k) || k == TerrainKind::Forest) {
        const float spacing = treeSpacingFor(k, medium);
        if (roll > (medium * medium * 0.25f) / (spacing * spacing)) continue;  // keep density ~ 1/spacing^2
        const bool conifer = k == TerrainKind::Forest ? rng.uniform() < 0.7f : rng.uniform() < 0.25f;
        const std::string model = k == TerrainKind::Orchard ? "tree_orchard" : conifer ? "tree_conifer" : "tree_broadleaf";
        g.trees.push_back({jx, jz, rng.uniform(0.75f, 1.15f), rng.uniform(0, 6.283f), model});
      } else if (k == TerrainKind::Rough || k == TerrainKind::SteepRocky) {
        if (roll < 0.07f) g.props.push_back({jx, jz, rng.uniform(0, 6.283f), rng.uniform(0.6f, 1.2f), "rock"});
        else if (roll < 0.10f) g.props.push_back({jx, jz, rng.uniform(0, 6.283f), rng.uniform(0.7f, 1.1f), "bush"});
      } else if (k == TerrainKind::Fields || k == TerrainKind::Vineyard) {
        if (roll < 0.035f) g.props.push_back({jx, jz, rng.uniform(0, 6.283f), rng.uniform(0.8f, 1.1f), "sheaf"});
      } else if (isTown(k)) {
        if (roll < 0.10f) {
          g.props.push_back({jx, jz, 1.5708f * static_cast<float>(static_cast<int>(rng.uniform(0, 4))),
                             rng.uniform(0.8f, 1.05f), rng.uniform() < 0.5f ? "house" : "cottage"});
        }
      } else if (k == TerrainKind::Clear) {
        // Reeds where grass meets water.
        const bool nearWater = isWater(s.kindAt(jx + 6, jz)) || isWater(s.kindAt(jx - 6, jz)) ||
                               isWater(s.kindAt(jx, jz + 6)) || isWater(s.kindAt(jx, jz - 6));
        if (nearWater && roll < 0.35f) g.props.push_back({jx, jz, rng.uniform(0, 6.283f), rng.uniform(0.7f, 1.2f), "reeds"});
      }
    }
  }

  // Fords get stepping stones and bridges a span across the water, one per square (grid)
  // or per 60 mm patch.
  {
    const float patch = grid ? toWorldLength(grid->grid().squareSize) : 60.0f;
    for (float z = g.centre.z - g.worldSize / 2 + patch / 2; z < g.centre.z + g.worldSize / 2; z += patch) {
      for (float x = g.centre.x - g.worldSize / 2 + patch / 2; x < g.centre.x + g.worldSize / 2; x += patch) {
        const TerrainKind k = s.kindAt(x, z);
        if (k != TerrainKind::Ford && k != TerrainKind::Bridge) continue;
        // Cross the water: if it runs east-west, the crossing runs north-south (the models' Z).
        const bool runsEastWest = isWater(s.kindAt(x + patch, z)) || isWater(s.kindAt(x - patch, z));
        g.props.push_back({x, z, runsEastWest ? 0.0f : 1.5708f, patch / 60.0f * 1.6f,
                           k == TerrainKind::Ford ? "ford_stones" : "bridge"});
      }
    }
  }

  // 6. Hedges, walls and other lines: probe the battlefield's crossings along a lattice
  //    and chain the points of each kind into runs.
  {
    const float probe = 10.0f;
    std::vector<std::pair<TerrainKind, WorldXZ>> hits;
    const float x0 = g.centre.x - tableW / 2, z0 = g.centre.z - tableD / 2;
    for (float z = z0 + probe / 2; z < z0 + tableD; z += probe) {
      for (const rules::Crossing& c : battlefield.crossings(toTable(x0, z), toTable(x0 + tableW, z))) {
        if (isLinear(c.kind)) hits.push_back({c.kind, toWorld(c.where)});
      }
    }
    for (float x = x0 + probe / 2; x < x0 + tableW; x += probe) {
      for (const rules::Crossing& c : battlefield.crossings(toTable(x, z0), toTable(x, z0 + tableD))) {
        if (isLinear(c.kind)) hits.push_back({c.kind, toWorld(c.where)});
      }
    }
    std::vector<bool> used(hits.size(), false);
    for (std::size_t start = 0; start < hits.size(); ++start) {
      if (used[start]) continue;
      LinearFeature line{hits[start].first, {hits[start].second}};
      used[start] = true;
      // Greedy chaining: keep taking the nearest unused hit of the same kind within reach.
      for (;;) {
        const WorldXZ tip = line.points.back();
        std::size_t best = hits.size();
        float bestD = probe * 2.2f;
        for (std::size_t k = 0; k < hits.size(); ++k) {
          if (used[k] || hits[k].first != line.kind) continue;
          const float d = std::hypot(hits[k].second.x - tip.x, hits[k].second.z - tip.z);
          if (d < bestD) {
            bestD = d;
            best = k;
          }
        }
        if (best == hits.size()) break;
        used[best] = true;
        line.points.push_back(hits[best].second);
      }
      if (line.kind == TerrainKind::Road) {
        auto& road = g.weights[static_cast<std::size_t>(GroundLayer::Earth)];
        for (const WorldXZ& p : line.points) {
          // Paint a 12 mm wide road along the run.
          const float cell = g.worldSize / static_cast<float>(bs);
          const int ci = static_cast<int>((p.x - (g.centre.x - g.worldSize / 2)) / cell);
          const int cj = static_cast<int>((p.z - (g.centre.z - g.worldSize / 2)) / cell);
          const int r = std::max(1, static_cast<int>(6.0f / cell));
          for (int dj = -r; dj <= r; ++dj) {
            for (int di = -r; di <= r; ++di) {
              const int ii = ci + di, jj = cj + dj;
              if (ii >= 0 && jj >= 0 && ii < bs && jj < bs && di * di + dj * dj <= r * r) road[static_cast<std::size_t>(jj * bs + ii)] = 1.0f;
            }
          }
        }
      }
      if (line.points.size() >= 2 || line.kind != TerrainKind::Road) g.lines.push_back(std::move(line));
    }
  }

  // 7. The colour map: off-table ground dimmed, the table's edge drawn, a grid's squares
  //    ruled, and soft shade under trees and houses (the sun comes from the north-west).
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
  const float sunX = 0.45f, sunZ = 0.35f;  // shadow offset per mm of height (light from the north-west)
  for (const TreeSpot& t : g.trees) splat(t.x + sunX * 14 * t.scale, t.z + sunZ * 14 * t.scale, 10.0f * t.scale, 0.45f);
  for (const PropSpot& p : g.props) {
    if (p.model == "house" || p.model == "cottage") splat(p.x + sunX * 10, p.z + sunZ * 10, 17.0f * p.scale, 0.4f);
  }
  const float squareW = g.grid ? toWorldLength(g.grid->squareSize) : 0.0f;
  const float gx0 = g.centre.x - tableW / 2, gz0 = g.centre.z - tableD / 2;
  for (int j = 0; j < cs; ++j) {
    for (int i = 0; i < cs; ++i) {
      const WorldXZ c = g.texelCentre(cs, i, j);
      Rgb& px = g.colourMap[static_cast<std::size_t>(j * cs + i)];
      const float dx = std::fabs(c.x - g.centre.x) - tableW / 2, dz = std::fabs(c.z - g.centre.z) - tableD / 2;
      const float outside = std::max(dx, dz);
      float k = 1.0f - shade[static_cast<std::size_t>(j * cs + i)];
      if (outside > 0) {
        k *= 0.55f;  // beyond the table's edge: the same ground, dimmed
      } else if (outside > -texel * 1.5f) {
        k *= 0.35f;  // the edge itself
      } else if (squareW > 0) {
        const float fx = std::fmod(c.x - gx0, squareW), fz = std::fmod(c.z - gz0, squareW);
        const float line = std::min({fx, squareW - fx, fz, squareW - fz});
        if (line < texel * 0.8f) k *= 0.72f;
      }
      px = {k, k, k * 1.02f};
    }
  }
  return g;
}

}  // namespace sandtable::view
