// The records of config/rulesets/roberts.yaml's combat results (missile_fire, melee, pursuit,
// morale, demoralized), added to the ruleset's record by RobertsData.cpp.
#pragma once

#include "rules/roberts/Tables.h"
#include "scenario/YamlBind.h"

namespace sandtable::scenario::roberts {

// Adds the combat sections to the ruleset's record.
void addCombatSections(bind::Record<rules::roberts::Tables>& tables);

// Adds a missile weapon's reach on the table (range_inches, extended_arc) to its record.
void addMissileWeaponGeometry(bind::Record<rules::roberts::MissileWeapon>& weapon);

}  // namespace sandtable::scenario::roberts
