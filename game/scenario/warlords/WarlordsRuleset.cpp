// Warlords' entry in the scenario layer's registry (RulesetRegistry.h).
#include "WarlordsScenario.h"
#include "scenario/RulesetRegistry.h"

namespace sandtable::scenario::systems {

RulesetEntry warlordsRuleset() {
  return {"warlords", "Warlords", &validateWarlordsTables, &buildWarlordsScenario,
          /*dealsTerrainFromCards=*/false};
}

}  // namespace sandtable::scenario::systems
