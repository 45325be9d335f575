// Where a charge would go as the table stands: the scene it crosses (friends, other enemies,
// skirmishers in its path, which withdraw before it) and its plan, for the Charge Phase's moves and
// for a player (or the AI) weighing a charge before declaring it.
#include "ChargeGeometry.h"
#include "Combatants.h"
#include "RobertsGame.h"
#include "Skirmishers.h"

namespace sandtable::rules::roberts {

ChargeScene RobertsGame::chargeScene(UnitId charger, UnitId target,
                                     std::vector<UnitId>* skirmisherUnits) const {
  ChargeScene scene;
  scene.table = mSetup->battlefield->bounds();
  for (const UnitState& o : mTable.units()) {
    if (!o.active() || o.id == charger || o.id == target) continue;
    if (mTable.sideOf(o.id) == mTable.sideOf(charger)) {
      // A charger and its own skirmishers pass through each other (000 Skirmishers).
      if (!passesThrough(mTable, charger, o.id))
        for (const Rect& r : mTable.parts(o)) scene.friends.push_back(r);
    } else if (isSkirmisher(mTable, o.id)) {
      for (const Rect& r : mTable.standRects(o)) {
        scene.skirmishers.push_back(r);
        if (skirmisherUnits) skirmisherUnits->push_back(o.id);
      }
    } else {
      for (const Rect& r : mTable.parts(o)) scene.enemies.push_back(r);
    }
  }
  return scene;
}

bool RobertsGame::chargeWouldReach(UnitId charger, UnitId target, int moreScreen) const {
  const UnitState& u = mTable.unit(charger);
  const UnitState& e = mTable.unit(target);
  ChargeScene scene = chargeScene(charger, target);
  scene.screen = static_cast<int>(screenOf(target).size()) + moreScreen;
  return planCharge(tableUnitOf(mTable, u), tableUnitOf(mTable, e), scene,
                    mTable.tables().charging, mTable.scale())
      .reaches;
}

}  // namespace sandtable::rules::roberts
