// Every kind of data file Sandtable reads, told apart by its top-level section, and one
// validation for each, shared by `sandtable-cli validate` and the test that loads every
// shipped file. Match files are only recognised here: checking one means replaying it,
// which is the session's job.
#pragma once

#include <filesystem>
#include <string>

#include "data/YamlReader.h"

namespace sandtable::scenario {

enum class DataFileKind { Scenario, Match, Ruleset, Settings, Battlefield, FeatureKinds, Unknown };

DataFileKind dataFileKind(const YAML::Node& root);

// Validates a file of any kind but a match file; returns a one-line summary such as
// "scenario 'Meeting Engagement at the Ridge', microbattle". Throws data::ConfigErrors.
std::string validateDataFile(const std::filesystem::path& file);

// The scenario named by config/settings.yaml's default_scenario.
std::filesystem::path defaultScenarioPath();

}  // namespace sandtable::scenario
