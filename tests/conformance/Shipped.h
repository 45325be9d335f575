// What the conformance suite runs over, found at test time rather than listed by hand: the
// rule systems as the registry lists them and the scenarios the project ships.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace sandtable::conformance {

// The id of every registered rule system ("microbattle", ...), in the registry's order.
std::vector<std::string> registeredSystems();

// Every scenario file in config/scenarios/, sorted by name.
std::vector<std::filesystem::path> shippedScenarioFiles();

// A scenario file's name as a test's name: its stem, with anything GoogleTest does not allow
// in a name made an underscore ("warlords_hastings_1066").
std::string testNameOf(const std::filesystem::path& scenarioFile);

}  // namespace sandtable::conformance
