// Private pieces of BulletBattlefield shared by its source files.
#pragma once

#include "BulletBattlefield.h"

namespace sandtable::battlefield {

// An eye on the ground itself would graze it: sight starts at least this far up.
inline constexpr double kMinEyeMetres = 0.1;
// Thinnest solid a hedge or wall line makes in the world.
inline constexpr double kMinSolidWidthMetres = 0.3;
// How much higher than the ground ahead and behind a stand must be to be on a crest.
inline constexpr double kCrestMarginMetres = 0.25;
// A binary angle (rules::kFullTurn to the turn) in radians, as Bullet turns.
inline constexpr double kTurnToRadians = 6.283185307179586 / rules::kFullTurn;

// One layer of the ground's kind: an area, a building, a strip of a line, a ford or a
// bridge. Where layers overlap, the higher priority wins, then the later feature.
struct BulletBattlefield::Strip {
  TerrainKind kind = TerrainKind::Clear;
  int priority = 0;  // areas 0, buildings 1, other strips 2, rivers 3, roads 4, fords 5, bridges 6
  int order = 0;
  std::vector<Point> polygon;
  Box box;
  int feature = 0;  // index of the area, building or line
};

// A wood, an orchard, tall crops or a town: sight reaches a limited depth into it.
struct BulletBattlefield::SeeIntoVolume {
  TerrainKind kind = TerrainKind::Clear;
  rules::SightBlock reason = rules::SightBlock::Woods;
  std::vector<Vec2> polygon;  // world metres
  double heightM = 0;
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  double topMax = 0;
  int tag = -1;
};

}  // namespace sandtable::battlefield
