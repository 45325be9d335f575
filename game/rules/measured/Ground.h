// The ground under a block, asked of the Battlefield interface: where a footprint is sampled,
// and whether any of a set of kinds of ground (the kinds a system calls impassable, say) lies
// under it. A system's own effects of ground (rough, slow, slopes) stay the system's.
#pragma once

#include <array>

#include "core/Battlefield.h"

namespace sandtable::rules::measured {

// Where the ground under a footprint is looked at: the centre, and the corners and edge
// midpoints a millimetre inside it.
std::array<Point, 9> footprintSamples(const Rect& r);

// Whether ground of one of `kinds` lies under footprint `r` at one of its samples (asking
// the battlefield nothing where it can tell there is none of them near).
bool anyUnder(const Battlefield& bf, const Rect& r, TerrainKindSet kinds);

// The same as a hook for displace() and the sweeps: blocks that stand on `kinds` are stopped.
struct GroundOfKinds {
  const Battlefield* battlefield = nullptr;  // null: nothing stops a block (a flat table)
  TerrainKindSet kinds = 0;
  bool operator()(const Rect& r) const { return battlefield && anyUnder(*battlefield, r, kinds); }
};

}  // namespace sandtable::rules::measured
