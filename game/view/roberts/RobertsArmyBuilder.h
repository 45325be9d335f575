// Robert's Rules' army builder at the table (rules/roberts/ArmyBuilder.h shown as the table's
// ArmyBuilderView): the army's lines and leaders with their costs, a unit being drawn up
// (troop type, weapon, missile weapon, armour, formation, attributes, stands) and the
// leaders to add, each closed choice with the rule that closes it, and the cost line by line.
#pragma once

#include <filesystem>
#include <memory>

#include "rules/core/Units.h"
#include "view/ArmyBuilderView.h"

namespace sandtable::view {

// The builder for `side` of the points battle in `scenario`, starting from the army it offers.
std::unique_ptr<ArmyBuilderView> makeRobertsArmyBuilder(const std::filesystem::path& scenario,
                                                        rules::Side side);

}  // namespace sandtable::view
