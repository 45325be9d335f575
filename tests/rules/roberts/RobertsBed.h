// What Robert's Rules' troop and points tests share: the shipped tables and unit lines of the
// text's examples.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "rules/roberts/Army.h"
#include "rules/roberts/Tables.h"

namespace sandtable::test::roberts {

// config/rulesets/roberts.yaml, loaded once.
const rules::roberts::Tables& tables();

// A unit line; attributes by id ("militia").
rules::roberts::UnitLine unit(rules::roberts::TroopKind type, int stands, std::string weapon,
                              std::string armour, std::vector<std::string> attributes = {},
                              std::string missile = {}, bool formed = true);

// 000 The Stands: spears and shields, as heavy foot.
rules::roberts::UnitLine spearmen(int stands = 9, std::vector<std::string> attributes = {});
// 000 Captains and Generals: heavy cavalry with lances, plate armour and shield, elite.
rules::roberts::UnitLine eliteLancers(int stands = 3);
// 000 Missile Fire: the crossbowmen (medium foot, crossbows, no shields).
rules::roberts::UnitLine crossbowmen(int stands = 10);

}  // namespace sandtable::test::roberts
