// War of the Roses' army builder at the table (rules/wotr/ArmyBuilder.h shown as the table's
// ArmyBuilderView): the army's units with their costs and their battles/wings, the battles
// under their leaders, a unit being drawn up (kind, morale, battle, and for each group of its
// figures the protection, weapons and number), each closed choice with the outline's rule that
// closes it, and the cost line by line.
#pragma once

#include <filesystem>
#include <memory>

#include "rules/core/Units.h"
#include "view/ArmyBuilderView.h"

namespace sandtable::view {

// The builder for `side` of the points battle in `scenario`, starting from the army it offers;
// null when the scenario is not a points battle.
std::unique_ptr<ArmyBuilderView> makeWotrArmyBuilder(const std::filesystem::path& scenario,
                                                     rules::Side side);

}  // namespace sandtable::view
