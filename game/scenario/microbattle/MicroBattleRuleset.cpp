// MicroBattle's entry in the scenario layer's registry (RulesetRegistry.h).
#include "MicroBattleScenario.h"
#include "scenario/RulesetRegistry.h"

namespace sandtable::scenario::systems {

RulesetEntry microbattleRuleset() {
  return {"microbattle", "MicroBattle: Fire & Sword", &validateMicroBattleTables, &buildMicroBattleScenario,
          /*dealsTerrainFromCards=*/true};
}

}  // namespace sandtable::scenario::systems
