// Field works a scenario builds on the table (Warlords' tabors, berms, stakes and obstacles,
// 3.3.3), laid as runs of a 40 mm model along their line, the way hedges and walls are. A
// work with a sharp or defended side is turned so that the model's +Z faces that side; a
// tabor's line is broken at its sally ports.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "TableSpace.h"
#include "rules/core/Geometry.h"

namespace sandtable::view {

// A work as the ruleset describes it (RulesetAdapter::fieldWorks).
struct FieldWork {
  std::string model;               // the scenery model laid along the line ("stakes")
  std::vector<rules::Point> line;  // table coordinates
  // The sharp or defended side, seen walking the line from its first point (left when
  // true); none for works alike on both sides (wagons, abatis).
  std::optional<bool> sharpLeft;
  std::vector<rules::Point> gaps;  // openings in the line (a tabor's sally ports)
  rules::Length gapWidth = 0;      // how wide each opening is
};

// The pieces of `line` left standing when an opening `gapWidth` wide is cut around each of
// `gaps`, each taken at the point of the line nearest to it. Openings that overlap merge;
// pieces come in the line's order and keep its corners.
std::vector<std::vector<rules::Point>> openGaps(const std::vector<rules::Point>& line,
                                                const std::vector<rules::Point>& gaps,
                                                rules::Length gapWidth);

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
