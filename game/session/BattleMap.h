// A top-down map of the table at a moment of a battle, drawn in software as an SVG document
// (no renderer: the CLI is headless): the shaded ground (HillShade.h), woods, fields, rivers,
// roads, walls and crests as the battlefield file draws them, a gridded table's squares and
// objectives, and every unit on the table with its stands as rectangles in its side's colour,
// the front edge darker, and its name beside it. North is up, as in the 3D table's map view.
// The HTML battle report shows the turning points of a battle with these.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "battlefield/TerrainSpec.h"
#include "rules/core/Units.h"
#include "scenario/Scenario.h"

namespace sandtable::session {

// The sides' colours: the 3D table's default palette (media/binding.yaml's colour-blind safe
// blue and orange), so that the report's pictures read as the table does.
inline constexpr std::array<const char*, 2> kSideColours{"#0072B2", "#E69F00"};

struct MapMark {
  std::string name;
  rules::Point at;
};

// What every map of one battle shares: the table, its ground and features, drawn once.
struct MapGround {
  rules::Length x0 = 0, y0 = 0;          // the table's south-west corner
  rules::Length width = 0, depth = 0;    // east-west and north-south
  std::shared_ptr<const battlefield::TerrainSpec> terrain;  // null when the battlefield has none
  std::optional<rules::GridSpec> grid;   // a gridded table's squares
  std::vector<MapMark> objectives;
  std::string groundPng;  // the shaded ground as a data: URI ("" without terrain)
};

// The ground of a scenario's battlefield, shaded once for all its maps.
MapGround mapGroundOf(const scenario::LoadedScenario& scenario);

// The map's size in SVG units (pixels at its natural size): 960 across.
inline constexpr int kMapWidth = 960;
int mapHeight(const MapGround& ground);

// The SVG document of the table with these units on it; `broken` are drawn pale and dashed
// (broken and fleeing, still on the table). Units gone from the table are not drawn.
std::string battleMapSvg(const MapGround& ground, const std::vector<rules::UnitView>& units,
                         const std::set<rules::UnitId>& broken);

// A unit's name as a map label: one line, or two split at a space, each short enough to sit
// beside a unit (a longer line is cut with an ellipsis).
std::vector<std::string> mapLabelLines(const std::string& name);

}  // namespace sandtable::session
