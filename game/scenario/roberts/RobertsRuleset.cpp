// Robert's Rules' entry in the scenario layer's registry (RulesetRegistry.h): its tables are
// checked by their binder, and a scenario is read into its Deployment (RobertsScenario.h) and
// started as a RobertsGame on the measured table.
#include <memory>
#include <utility>

#include "RobertsData.h"
#include "RobertsScenario.h"
#include "rules/roberts/RobertsGame.h"
#include "scenario/RulesetRegistry.h"
#include "scenario/TablesFile.h"

namespace sandtable::scenario::systems {

namespace {

void validateRobertsTables(const std::filesystem::path& file) {
  checkTablesFile(file, &parseRobertsTables);
}

LoadedScenario buildRobertsScenario(data::YamlReader& reader, const YAML::Node& root,
                                    ScenarioInfo info) {
  const std::shared_ptr<const rules::roberts::Tables> tables =
      loadRobertsTables(rulesetFile("roberts"));
  RobertsScenario read = readRobertsScenario(reader, root, std::move(info), *tables);
  // The table is set up once here: a deployment the reader let through but the table cannot
  // stand is a problem of the file, not of the first game started from it.
  std::shared_ptr<const rules::roberts::Setup> setup;
  try {
    setup = rules::roberts::Table::setUp(tables, read.table.battlefield, read.deployment);
  } catch (const rules::roberts::DeploymentError& e) {
    reader.error(root, e.what());
    reader.throwIfErrors();
  }
  LoadedScenario out;
  out.info = read.info;
  out.battlefield = read.table.battlefield;
  out.newGame = [setup]() -> std::unique_ptr<rules::Game> {
    return std::make_unique<rules::roberts::RobertsGame>(setup);
  };
  // A points battle may be fought with armies bought to its allotment.
  if (read.pointsLimit > 0) {
    out.withArmies = [read = std::move(read), document = YAML::Clone(root),
                      tables](const std::array<std::filesystem::path, 2>& armies) {
      return withBoughtArmies(read, document, armies, *tables);
    };
  }
  return out;
}

}  // namespace

RulesetEntry robertsRuleset() {
  return {"roberts", "Robert's Rules of Warfare", &validateRobertsTables, &buildRobertsScenario,
          /*dealsTerrainFromCards=*/false};
}

}  // namespace sandtable::scenario::systems
