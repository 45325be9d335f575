// The Warlords parts of a scenario: the measured table and its scale, the army lists
// (unit profiles), both armies deployed in spans with their personalities and
// contingents, field defences, and the victory conditions.
#pragma once

#include "scenario/Scenario.h"

namespace sandtable::scenario {

LoadedScenario buildWarlordsScenario(data::YamlReader& reader, const YAML::Node& root, ScenarioInfo info);
void validateWarlordsTables(const std::filesystem::path& file);

}  // namespace sandtable::scenario
