// War of the Roses' army cost sheet for `army-cost`: each unit's groups of figures, a figure's
// kind, morale, protection and weapons, the figures times it, and the total.
#include "ArmyCosters.h"
#include "rules/wotr/Cost.h"
#include "scenario/wotr/WotrArmyFile.h"
#include "scenario/wotr/WotrData.h"

namespace sandtable::cli::systems {

ArmyCostSheet wotrArmyCost(const std::filesystem::path& armyFile,
                           const std::filesystem::path& rulesetFile) {
  const auto tables = scenario::loadWotrTables(rulesetFile);
  const rules::wotr::Army army = scenario::loadWotrArmy(armyFile, *tables);
  ArmyCostSheet sheet;
  sheet.title = army.name + " (War of the Roses)";
  for (const auto& l : rules::wotr::costBreakdown(*tables, army))
    sheet.lines.push_back({l.indent, l.label, l.amount});
  return sheet;
}

}  // namespace sandtable::cli::systems
