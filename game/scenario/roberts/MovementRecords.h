// The record of config/rulesets/roberts.yaml's movement rates (movement_rates), added to the
// ruleset's record by RobertsData.cpp.
#pragma once

#include "rules/roberts/Tables.h"
#include "scenario/YamlBind.h"

namespace sandtable::scenario::roberts {

// Adds the movement_rates section to the ruleset's record.
void addMovementSections(bind::Record<rules::roberts::Tables>& tables);

}  // namespace sandtable::scenario::roberts
