// The records of config/rulesets/roberts.yaml's sequence of play and Action Rolls (sequence,
// phases, action_rolls, actions, general, movement_by_training), added to the ruleset's record
// by RobertsData.cpp.
#pragma once

#include "rules/roberts/Tables.h"
#include "scenario/YamlBind.h"

namespace sandtable::scenario::roberts {

// Adds the play sections to the ruleset's record.
void addPlaySections(bind::Record<rules::roberts::Tables>& tables);

}  // namespace sandtable::scenario::roberts
