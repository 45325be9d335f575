// `sandtable-cli validate` on a Robert's Rules scenario while the system is planned (not yet
// registered): the whole file is read into its Deployment, so every problem is reported, and
// the summary says that there is no game to play it yet. Found by DataFiles.cpp through the
// generated PlannedScenarioChecks.inc; the registration slice removes this file.
#include <filesystem>
#include <string>

#include "RobertsScenario.h"

namespace sandtable::scenario::systems {

std::string robertsCheckPlannedScenario(const std::filesystem::path& file) {
  const RobertsScenario s = loadRobertsScenario(file);
  std::size_t units = 0;
  for (const rules::roberts::SideDeployment& side : s.deployment.sides) units += side.units.size();
  return "scenario '" + s.info.name + "', roberts: " + std::to_string(units) +
         " units deployed; ruleset 'roberts' is not in this build, it has no game yet";
}

}  // namespace sandtable::scenario::systems
