// 000 Melee Combat: what the ground does to a melee attack ('Combat modifiers apply due to
// situation (i.e., attacking uphill, Shock troops charging) ... and terrain'), read from the
// battlefield under the two stands (roberts.yaml `melee_ground`).
#pragma once

#include <vector>

#include "CombatTables.h"
#include "core/Battlefield.h"
#include "core/Event.h"

namespace sandtable::rules::roberts {

struct MeleeGround {
  bool uphill = false;            // the defender's stand stands higher than the attacker's
  bool shockTerrain = true;       // the attacker's ground lets a Shock charge tell
  std::vector<Modifier> terrain;  // cover, an obstacle between
};

// The ground's part in the attack of the stand on `attacker` against the stand on `defender`;
// `uphillMargin` is melee_ground.uphill_margin_inches on the table.
MeleeGround meleeGroundOf(const MeleeGroundRule& r, const Battlefield& ground, const Rect& attacker,
                          const Rect& defender, Length uphillMargin);

// Whether half or more of `footprint` lies on the kinds of ground in `kinds`.
bool mostlyOn(const Battlefield& ground, const Rect& footprint, TerrainKindSet kinds);

}  // namespace sandtable::rules::roberts
