// The ground under two stands in melee: the slope between them, the attacker's footing for a
// Shock charge, the defender's cover and any obstacle between their centres.
#include "MeleeGround.h"

namespace sandtable::rules::roberts {

bool mostlyOn(const Battlefield& ground, const Rect& footprint, TerrainKindSet kinds) {
  if (kinds == 0 || !ground.mayFindTerrain(footprint, kinds)) return false;
  int permille = 0;
  for (const TerrainShare& s : ground.terrainUnder(footprint))
    if ((kinds & terrainKindBit(s.kind)) != 0) permille += s.permille;
  return permille * 2 >= 1000;
}

MeleeGround meleeGroundOf(const MeleeGroundRule& r, const Battlefield& ground, const Rect& attacker,
                          const Rect& defender, Length uphillMargin) {
  MeleeGround g;
  g.uphill = ground.isUphillOf(defender, attacker, uphillMargin);
  g.shockTerrain = !mostlyOn(ground, attacker, r.shockLostIn);
  if (r.defenderInCover != 0 && mostlyOn(ground, defender, r.cover))
    g.terrain.push_back({"defender in cover", r.defenderInCover});
  if (r.acrossObstacle != 0 && r.obstacles != 0) {
    for (const Crossing& c : ground.crossings(attacker.centre, defender.centre)) {
      if ((r.obstacles & terrainKindBit(c.kind)) == 0) continue;
      g.terrain.push_back({"across " + std::string(terrainKindName(c.kind)), r.acrossObstacle});
      break;
    }
  }
  return g;
}

}  // namespace sandtable::rules::roberts
