// A War of the Roses points battle (002 Making an Army: "Players choose the total points to
// build their armies by mutual agreement"): the scenario's `points_limit`, which the armies it
// offers must keep, and the scenario's document with armies bought to it in their place.
#pragma once

#include <array>
#include <filesystem>

#include "WotrScenario.h"
#include "data/YamlReader.h"

namespace sandtable::scenario {

// `points_limit:` (optional, 1-1000000): 0 when absent. Each side's army must cost no more, and
// an army that names no points of its own is held to it; problems at their file:line:col.
int readWotrPointsLimit(data::YamlReader& r, const YAML::Node& root,
                        const rules::wotr::Tables& t,
                        std::array<rules::wotr::SideDeployment, 2>& sides);

// The scenario's document with each side's army read from the file given for it (an empty
// path keeps the scenario's) and placed in that side's deployment zone (WotrAutoDeploy.h);
// the opening orders and wings that will not engage kept for the wings the army still has.
// Throws data::ConfigErrors for an army file that is bad or over the points.
YAML::Node withBoughtWotrArmies(const WotrScenario& base, const YAML::Node& root,
                                const std::array<std::filesystem::path, 2>& armies);

}  // namespace sandtable::scenario
