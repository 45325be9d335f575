// Field works a scenario builds on the table (Warlords' stakes, 3.3.3.3), laid as runs of a
// 40 mm model along their line, the way hedges and walls are. A work with a sharp or
// defended side is turned so that the model's +Z, where its points lean, faces that side.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "TableSpace.h"
#include "rules/core/Geometry.h"

namespace sandtable::view {

// A work as the ruleset describes it (RulesetAdapter::fieldWorks).
struct FieldWork {
  std::string model;              // the scenery model laid along the line ("stakes")
  std::vector<rules::Point> line;  // table coordinates
  bool sharpLeft = true;          // the sharp side, seen walking the line from its first point
};

// One run of a model: its centre, its turn about +Y (Ogre's, radians) and how far it is
// stretched along its local X to fill its share of the segment exactly.
struct LineRun {
  float x = 0, z = 0;
  float yaw = 0;
  float stretch = 1;
};

// Runs of about `runLength` world units along a polyline in the world's XZ plane. With
// `faceLeft` each run is turned so its +Z points to that side of the line (left seen walking
// it in table coordinates, where y is north); without it, runs keep the plain along-the-line
// turn that hedges and walls use.
std::vector<LineRun> runsAlong(const std::vector<WorldXZ>& line, std::optional<bool> faceLeft,
                               float runLength = 40.0f);

}  // namespace sandtable::view
