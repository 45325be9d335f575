// The scenarios a player can choose at the table: every config/scenarios/*.yaml that
// loads, with its rule system, name and description. Files that do not load are listed
// with their error instead, so a broken scenario is visible rather than missing.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace sandtable::view {

struct ScenarioEntry {
  std::filesystem::path file;
  std::string ruleset;
  std::string name;
  std::string description;
  bool hasBriefing = false;   // ScenarioInfo::hasBriefing()
  bool historical = false;    // ScenarioInfo::historical()
  bool dealsTerrain = false;  // its rule system can deal the terrain from cards (RandomTerrain.h)
  int pointsLimit = 0;        // a points battle's allotment (ScenarioInfo::pointsLimit)
  std::string error;  // non-empty when the file does not load
};

std::vector<ScenarioEntry> scanScenarios(const std::filesystem::path& dir);

}  // namespace sandtable::view
