// A War of the Roses scenario's orders before the battle (002 Event I): `opening_orders:`, each
// battle/wing's written order by side, and `will_not_engage:`, the wings whose leaders keep
// their order whatever a messenger brings (the format is in docs/rules/wotr.md, "Scenarios").
// Both are read into the sides' deployments once their armies are known.
#pragma once

#include <array>

#include "data/YamlReader.h"
#include "rules/wotr/Deployment.h"

namespace sandtable::scenario {

// Reads both sections of `root` (each optional) into `sides`, whose armies are already read
// (a side without an army, because its army had errors, is skipped). Every wing named must
// be one of that side's army's `wings:` and every order one of the book's (attack, engage,
// defend, retire); each problem is reported at its place.
void readWotrOrders(data::YamlReader& r, const YAML::Node& root,
                    std::array<rules::wotr::SideDeployment, 2>& sides);

}  // namespace sandtable::scenario
