// War of the Roses' entry in the scenario layer's registry (RulesetRegistry.h): its tables are
// checked by their binder, and a scenario is read into its Deployment (WotrScenario.h) and
// started as a WotrGame on the measured table.
#include <memory>
#include <utility>

#include "WotrData.h"
#include "WotrPointsBattle.h"
#include "WotrScenario.h"
#include "rules/wotr/WotrGame.h"
#include "scenario/RulesetRegistry.h"
#include "scenario/TablesFile.h"

namespace sandtable::scenario::systems {

namespace {

void validateWotrTables(const std::filesystem::path& file) {
  checkTablesFile(file, &parseWotrTables);
}

LoadedScenario buildWotrScenario(data::YamlReader& reader, const YAML::Node& root,
                                 ScenarioInfo info) {
  WotrScenario read =
      readWotrScenario(reader, root, std::move(info), loadWotrTables(rulesetFile("wotr")));
  // The table is set up once here: a deployment the reader let through but the table cannot
  // stand is a problem of the file, not of the first game started from it.
  std::shared_ptr<const rules::wotr::Setup> setup;
  try {
    setup = rules::wotr::Battle::setUp(read.tables, read.table.battlefield, read.deployment);
  } catch (const rules::wotr::DeploymentError& e) {
    reader.error(root, e.what());
    reader.throwIfErrors();
  }
  LoadedScenario out;
  out.info = read.info;
  out.battlefield = read.table.battlefield;
  out.newGame = [setup]() -> std::unique_ptr<rules::Game> {
    return std::make_unique<rules::wotr::WotrGame>(setup);
  };
  // A points battle may be fought with armies bought to its points.
  if (read.pointsLimit > 0) {
    out.withArmies = [read = std::move(read), document = YAML::Clone(root)](
                         const std::array<std::filesystem::path, 2>& armies) {
      return withBoughtWotrArmies(read, document, armies);
    };
  }
  return out;
}

}  // namespace

RulesetEntry wotrRuleset() {
  return {"wotr", "War of the Roses", &validateWotrTables, &buildWotrScenario,
          /*dealsTerrainFromCards=*/false};
}

}  // namespace sandtable::scenario::systems
