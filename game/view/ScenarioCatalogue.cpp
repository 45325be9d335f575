#include "ScenarioCatalogue.h"

#include <algorithm>

#include "data/ConfigError.h"
#include "data/YamlReader.h"
#include "scenario/DataFiles.h"
#include "scenario/Scenario.h"

namespace sandtable::view {

std::vector<ScenarioEntry> scanScenarios(const std::filesystem::path& dir) {
  std::vector<ScenarioEntry> out;
  std::error_code ec;
  for (const auto& f : std::filesystem::directory_iterator(dir, ec)) {
    if (f.path().extension() != ".yaml") continue;
    // A planned system's scenario (scenario/DataFiles.h) has no game in this build to play it.
    try {
      if (scenario::isPlannedScenario(data::YamlReader::fromFile(f.path()).root())) continue;
    } catch (const data::ConfigErrors&) {
      // Unreadable: loading it below reports why.
    }
    ScenarioEntry e;
    e.file = std::filesystem::weakly_canonical(f.path(), ec);
    try {
      const scenario::LoadedScenario s = scenario::loadScenario(f.path());
      e.ruleset = s.info.ruleset;
      e.name = s.info.name;
      e.description = s.info.description;
      e.hasBriefing = s.info.hasBriefing();
      e.historical = s.info.historical();
      e.dealsTerrain = static_cast<bool>(s.dealTerrain);
      e.pointsLimit = s.withArmies ? s.info.pointsLimit : 0;
    } catch (const data::ConfigErrors& err) {
      e.name = f.path().filename().string();
      e.error = err.errors().empty() ? "does not load" : err.errors().front().str();
    } catch (const std::exception& err) {
      e.name = f.path().filename().string();
      e.error = err.what();
    }
    out.push_back(std::move(e));
  }
  std::sort(out.begin(), out.end(),
            [](const ScenarioEntry& a, const ScenarioEntry& b) { return a.file < b.file; });
  return out;
}

}  // namespace sandtable::view
