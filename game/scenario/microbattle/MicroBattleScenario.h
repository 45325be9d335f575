// The MicroBattle parts of a scenario: the gridded battlefield with its terrain cards,
// both armies on their squares, and the victory conditions.
#pragma once

#include "scenario/Scenario.h"

namespace sandtable::scenario {

LoadedScenario buildMicroBattleScenario(data::YamlReader& reader, const YAML::Node& root, ScenarioInfo info);
void validateMicroBattleTables(const std::filesystem::path& file);

}  // namespace sandtable::scenario
