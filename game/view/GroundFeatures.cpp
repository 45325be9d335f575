// Features on the ground: trees in woods (by density), rocks and bushes on rough ground,
// sheaves in fields, houses in towns, a building's own model where the battlefield names one
// (a windmill), reeds by the water, stepping stones at fords, spans at bridges, and hedges,
// walls and roads found by probing the battlefield's crossings.
#include <algorithm>
#include <cmath>

#include "GroundSampling.h"
#include "battlefield/BulletBattlefield.h"
#include "rules/core/Battlefield.h"

namespace sandtable::view::ground {

namespace {

// The buildings the battlefield names a model for: the table draws that model in their
// place, not the houses their town ground would grow.
std::vector<const battlefield::BuildingFeature*> modelledBuildings(
    const battlefield::TerrainSpec* spec) {
  std::vector<const battlefield::BuildingFeature*> out;
  if (!spec) return out;
  for (const battlefield::BuildingFeature& b : spec->buildings) {
    if (!b.model.empty()) out.push_back(&b);
  }
  return out;
}

// Each modelled building at its centre, turned to its facing, at the ground scale.
void placeModelledBuildings(GroundModel& g, const battlefield::TerrainSpec& spec,
                            const std::vector<const battlefield::BuildingFeature*>& buildings) {
  const auto tableMmPerMetre = static_cast<float>(spec.scale.unitMm / spec.scale.groundM);
  for (const battlefield::BuildingFeature* b : buildings) {
    const WorldXZ c = toWorld(b->footprint.centre);
    g.props.push_back({c.x, c.z, yawOf(b->footprint.facing),
                       tableMmPerMetre / kBuildingModelMmPerMetre, b->model});
  }
}

}  // namespace

void placeFeatures(GroundModel& g, const Sampler& s, const rules::Battlefield& battlefield,
                   const GroundOptions& o, CosmeticRng& rng, int bs) {
  const rules::GridSpec* grid = battlefield.gridSpec();
  const battlefield::TerrainSpec* spec = battlefield::terrainSpecOf(battlefield);
  const auto modelled = modelledBuildings(spec);
  const auto underModelled = [&modelled](float x, float z) {
    return std::any_of(modelled.begin(), modelled.end(),
                       [&](const auto* b) { return rules::contains(b->footprint, toTable(x, z)); });
  };
  const float tableW = toWorldLength(g.table.width), tableD = toWorldLength(g.table.depth);
  // 5. Trees, buildings and scattered props on a jittered lattice.
  const float medium = o.treeSpacing;
  for (float z = g.centre.z - g.worldSize / 2; z < g.centre.z + g.worldSize / 2;
       z += medium * 0.5f) {
    for (float x = g.centre.x - g.worldSize / 2; x < g.centre.x + g.worldSize / 2;
         x += medium * 0.5f) {
      const float jx = x + rng.uniform(-0.3f, 0.3f) * medium,
                  jz = z + rng.uniform(-0.3f, 0.3f) * medium;
      const TerrainKind k = s.kindAt(jx, jz);
      const float roll = rng.uniform();
      if (rules::isWoods(k) || k == TerrainKind::Forest) {
        const float spacing = treeSpacingFor(k, medium);
        if (roll > (medium * medium * 0.25f) / (spacing * spacing))
          continue;  // keep density ~ 1/spacing^2
        const bool conifer =
            k == TerrainKind::Forest ? rng.uniform() < 0.7f : rng.uniform() < 0.25f;
        const std::string model = k == TerrainKind::Orchard ? "tree_orchard"
                                  : conifer                 ? "tree_conifer"
                                                            : "tree_broadleaf";
        g.trees.push_back({jx, jz, rng.uniform(0.75f, 1.15f), rng.uniform(0, 6.283f), model});
      } else if (k == TerrainKind::Rough || k == TerrainKind::SteepRocky) {
        if (roll < 0.07f)
          g.props.push_back({jx, jz, rng.uniform(0, 6.283f), rng.uniform(0.6f, 1.2f), "rock"});
        else if (roll < 0.10f)
          g.props.push_back({jx, jz, rng.uniform(0, 6.283f), rng.uniform(0.7f, 1.1f), "bush"});
      } else if (k == TerrainKind::Fields || k == TerrainKind::Vineyard) {
        if (roll < 0.035f)
          g.props.push_back({jx, jz, rng.uniform(0, 6.283f), rng.uniform(0.8f, 1.1f), "sheaf"});
      } else if (isTown(k)) {
        if (roll < 0.10f) {
          // Drawn whether kept or not, so a modelled building leaves the rest of the
          // table's scatter where it was.
          PropSpot house{jx, jz, 1.5708f * static_cast<float>(static_cast<int>(rng.uniform(0, 4))),
                         rng.uniform(0.8f, 1.05f), rng.uniform() < 0.5f ? "house" : "cottage"};
          if (!underModelled(jx, jz)) g.props.push_back(std::move(house));
        }
      } else if (k == TerrainKind::Clear) {
        // Reeds where grass meets water.
        const bool nearWater = isWater(s.kindAt(jx + 6, jz)) || isWater(s.kindAt(jx - 6, jz)) ||
                               isWater(s.kindAt(jx, jz + 6)) || isWater(s.kindAt(jx, jz - 6));
        if (nearWater && roll < 0.35f)
          g.props.push_back({jx, jz, rng.uniform(0, 6.283f), rng.uniform(0.7f, 1.2f), "reeds"});
      }
    }
  }

  if (spec) placeModelledBuildings(g, *spec, modelled);

  // Fords get stepping stones and bridges a span across the water, one per square (grid)
  // or per 60 mm patch.
  {
    const float patch = grid ? toWorldLength(grid->squareSize) : 60.0f;
    for (float z = g.centre.z - g.worldSize / 2 + patch / 2; z < g.centre.z + g.worldSize / 2;
         z += patch) {
      for (float x = g.centre.x - g.worldSize / 2 + patch / 2; x < g.centre.x + g.worldSize / 2;
           x += patch) {
        const TerrainKind k = s.kindAt(x, z);
        if (k != TerrainKind::Ford && k != TerrainKind::Bridge) continue;
        // Cross the water: if it runs east-west, the crossing runs north-south (the models' Z).
        const bool runsEastWest =
            isWater(s.kindAt(x + patch, z)) || isWater(s.kindAt(x - patch, z));
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
      for (const rules::Crossing& c :
           battlefield.crossings(toTable(x0, z), toTable(x0 + tableW, z))) {
        if (isLinear(c.kind)) hits.push_back({c.kind, toWorld(c.where)});
      }
    }
    for (float x = x0 + probe / 2; x < x0 + tableW; x += probe) {
      for (const rules::Crossing& c :
           battlefield.crossings(toTable(x, z0), toTable(x, z0 + tableD))) {
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
              if (ii >= 0 && jj >= 0 && ii < bs && jj < bs && di * di + dj * dj <= r * r)
                road[static_cast<std::size_t>(jj * bs + ii)] = 1.0f;
            }
          }
        }
      }
      if (line.points.size() >= 2 || line.kind != TerrainKind::Road)
        g.lines.push_back(std::move(line));
    }
  }
}

}  // namespace sandtable::view::ground
