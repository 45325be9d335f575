// Robert's Rules of Warfare's army cost sheet for `army-cost`: the unit lines as a person checks
// them (base, each percentage, each attribute, the stand, size, stands, the Formed-unit premium,
// the leaders) and the total.
#include "ArmyCosters.h"
#include "rules/roberts/CostBreakdown.h"
#include "rules/roberts/Names.h"
#include "scenario/roberts/RobertsArmyFile.h"
#include "scenario/roberts/RobertsData.h"

namespace sandtable::cli::systems {

ArmyCostSheet robertsArmyCost(const std::filesystem::path& armyFile,
                              const std::filesystem::path& rulesetFile) {
  const auto tables = scenario::loadRobertsTables(rulesetFile);
  const rules::roberts::Army army = scenario::loadRobertsArmy(armyFile, *tables);
  ArmyCostSheet sheet;
  sheet.title = army.name + " (Robert's Rules of Warfare, " +
                std::string(rules::roberts::scaleId(army.scale)) + ")";
  for (const auto& l : rules::roberts::costBreakdown(*tables, army))
    sheet.lines.push_back({l.indent, l.label, l.amount});
  return sheet;
}

}  // namespace sandtable::cli::systems
