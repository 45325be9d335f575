// A battlefield as data: its ground scale, its size on the table, the ground's heights
// and every terrain feature. The scenario loader fills it from YAML; BulletBattlefield
// builds its collision world from it; the 3D table reads it (read-only) to draw the same
// ground. Positions on the table are exact integers (rules::Length, micrometres of
// table); heights and anything only physics needs are world metres.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "HeightGrid.h"
#include "rules/core/Battlefield.h"

namespace sandtable::battlefield {

using rules::Length;
using rules::Point;
using rules::TerrainKind;

// How table units map to the world: `unitMm` millimetres of table make one unit (a span,
// an inch) and stand for `groundM` metres of real ground.
struct GroundScale {
  std::string unit = "mm";
  double unitMm = 1;
  double groundM = 1;

  double metresPerMicrometre() const { return groundM / (unitMm * 1000.0); }
  double toMetres(Length l) const { return static_cast<double>(l) * metresPerMicrometre(); }
  // World metres back to table micrometres, rounded to the nearest micrometre.
  Length toTable(double metres) const;
  Length unitLength() const;  // one unit in table micrometres
};

// What a feature does to a line of sight.
enum class SightEffect : std::uint8_t {
  None,     // open (rivers, roads, rough ground)
  SeeInto,  // sight reaches a limited depth into it (woods, orchards, tall crops, towns)
  Opaque,   // any line through it is blocked (hedges, walls, lone trees, buildings)
};

// The physical defaults of each feature kind (config/battlefields/feature_kinds.yaml).
struct FeatureKindInfo {
  SightEffect sight = SightEffect::None;
  double heightM = 0;     // how far the feature stands above the ground
  double lineWidthM = 0;  // for line features: the default width of the strip they cover
};
using FeatureKindTable = std::array<FeatureKindInfo, rules::kTerrainKindCount>;

// Every default a battlefield file may leave out: per kind, and for lone trees and
// buildings (config/battlefields/feature_kinds.yaml).
struct FeatureDefaults {
  FeatureKindTable kinds{};
  double treeRadiusM = 0;
  double treeHeightM = 0;
  double buildingWidthM = 0;
  double buildingDepthM = 0;
  double buildingHeightM = 0;
};

// An area: woods, a town, a marsh... a simple polygon (no self-intersection), either winding.
struct AreaFeature {
  TerrainKind kind = TerrainKind::Clear;
  std::vector<Point> polygon;
  double heightM = 0;
  SightEffect sight = SightEffect::None;
  std::string name;
};

// A stretch of a river where it is forded or bridged: centred at `at` on the river's
// line, `length` long along it.
struct RiverSpan {
  Point at;
  Length length = 0;
};

// A line: a river, a road, a hedge, a wall... `width` is the strip it covers on the table
// (0 for a hedge or wall that is only a line to cross).
struct LineFeature {
  TerrainKind kind = TerrainKind::Clear;
  std::vector<Point> line;
  Length width = 0;
  double heightM = 0;
  SightEffect sight = SightEffect::None;
  std::vector<RiverSpan> fords;
  std::vector<RiverSpan> bridges;
  std::string name;
};

// A lone tree: scenery that blocks sight (reason: woods) and nothing else.
struct TreeFeature {
  Point at;
  Length radius = 0;
  double heightM = 0;
};

// A single building: a box that blocks sight (reason: building); the ground under it
// counts as `kind` (a town kind). `model` is only what the table draws there: empty for the
// houses its town ground grows like any town's, else one of buildingModels().
struct BuildingFeature {
  rules::Rect footprint;
  double heightM = 0;
  TerrainKind kind = TerrainKind::TownMedium;
  std::string model;
};

// The scenery models a battlefield file may name for a building (its `model:`): the table
// draws the one named at the building's centre, facing its way, at the battlefield's ground
// scale. The media generator makes each of them (tools/media/Scenery.cpp).
const std::vector<std::string>& buildingModels();

// A crest line drawn by the scenario (a hill's crest, a ridge's line): stands on it are
// on the crest.
struct CrestLine {
  std::vector<Point> line;
};

struct TerrainSpec {
  std::string name;
  GroundScale scale;
  Length width = 0;  // east-west, table micrometres; the table spans [0, width] x [0, depth]
  Length depth = 0;
  HeightGrid ground;               // world metres over [0, width] x [0, depth] in world coordinates
  std::vector<AreaFeature> areas;  // later ones lie on top of earlier ones
  std::vector<LineFeature> lines;
  std::vector<TreeFeature> trees;
  std::vector<BuildingFeature> buildings;
  std::vector<CrestLine> crests;
};

// Whether a kind is drawn as a line on a measured table (rivers, roads, hedges...).
bool isLineKind(TerrainKind k);
// The sight-block reason a feature kind gives.
rules::SightBlock sightBlockOf(TerrainKind k);

}  // namespace sandtable::battlefield
