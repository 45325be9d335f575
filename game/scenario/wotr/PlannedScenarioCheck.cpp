// `sandtable-cli validate` on a War of the Roses scenario while the system is planned (not yet
// registered): the whole file is read into its Deployment and the match is set up, so every
// problem is reported, and the summary says that the system is not registered yet. Found by
// DataFiles.cpp through the generated PlannedScenarioChecks.inc; the registration slice removes
// this file.
#include <filesystem>
#include <string>

#include "WotrScenario.h"
#include "data/YamlReader.h"

namespace sandtable::scenario::systems {

std::string wotrCheckPlannedScenario(const std::filesystem::path& file) {
  const WotrScenario s = loadWotrScenario(file);
  std::size_t units = 0;
  for (const rules::wotr::SideDeployment& side : s.deployment.sides) units += side.units.size();
  try {
    startWotrGame(s);
  } catch (const rules::wotr::DeploymentError& e) {
    throw data::ConfigErrors({{s.info.file, 0, 0, e.what()}});
  }
  return "scenario '" + s.info.name + "', wotr: " + std::to_string(units) +
         " units deployed; ruleset 'wotr' is not registered in this build yet";
}

}  // namespace sandtable::scenario::systems
