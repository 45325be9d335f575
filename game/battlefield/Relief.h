// Ground shaped from a description instead of a heightmap image: hills (round, or
// stretched along a crest line), ridges, valleys and a field of random rolling hills,
// added together on a base height. Profiles are smoothsteps (plain arithmetic, no libm),
// so the same description gives the same heights, to the bit, on every machine.
#pragma once

#include <cstdint>
#include <vector>

#include "TerrainSpec.h"
#include "rules/core/Rng.h"

namespace sandtable::battlefield {

struct HillSpec {
  Point at;                  // the summit (when there is no crest line)
  std::vector<Point> crest;  // optional: the hill's top runs along this line
  Length radius = 0;         // how far from the top (or crest) the hill reaches the plain
  double heightM = 0;
};

// A ridge: a long hill along a line; a valley: the same, cut down into the ground.
struct LineRelief {
  std::vector<Point> line;
  Length width = 0;    // full width at the foot
  double heightM = 0;  // height of a ridge, depth of a valley
};

// Random hills scattered over the whole table (deterministic for a seed).
struct RollingSpec {
  int count = 0;
  std::uint64_t seed = 1;
  Length radiusMin = 0, radiusMax = 0;
  double heightMinM = 0, heightMaxM = 0;
};

struct ReliefSpec {
  double baseM = 0;
  double resolutionM = 0;  // ground grid spacing; 0: the size's longer side in 256 cells
  std::vector<HillSpec> hills;
  std::vector<LineRelief> ridges;
  std::vector<LineRelief> valleys;
  RollingSpec rolling;
};

// Heights over a table of the given size (table micrometres).
HeightGrid generateRelief(const ReliefSpec& relief, const GroundScale& scale, Length width,
                          Length depth);
// The crest lines the relief draws: each hill's crest (or summit) and each ridge's line.
std::vector<CrestLine> crestsOf(const ReliefSpec& relief);

// Uniform doubles from the kernel's generator (the same on every machine).
double uniformDouble(rules::Rng& rng, double lo, double hi);

}  // namespace sandtable::battlefield
