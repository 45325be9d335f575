// Every kind of data file Sandtable reads, told apart by its top-level section, and one
// validation for each, shared by `sandtable-cli validate` and the test that loads every
// shipped file. Four kinds are only recognised here and checked by the layer that owns
// them: match files (checking one means replaying it: the session), the 3D table's
// settings (game/view's ViewSettings), the AI's weights (game/ai's readWeights) and army
// lists (their rule system's reader, through `sandtable-cli army-cost`).
#pragma once

#include <filesystem>
#include <string>

#include "data/YamlReader.h"

namespace sandtable::scenario {

enum class DataFileKind {
  Scenario,
  Match,
  Ruleset,
  Settings,
  Battlefield,
  FeatureKinds,
  TableSettings,
  AiWeights,  // config/ai/*.yaml: the AI layer (ai::readWeights) checks them
  Army,       // config/armies/*.yaml: an army bought by points; `army-cost` checks them
  Story,      // config/stories/*.yaml: a planned scenario's texts; its system's tests read them
  Unknown
};

DataFileKind dataFileKind(const YAML::Node& root);

// Rule systems Sandtable will play that this build does not register yet
// (SANDTABLE_PLANNED_RULE_SYSTEMS).
bool plannedRuleset(const std::string& id);
// A scenario of a planned system (its `scenario: ruleset:`): `validate` checks it as far as
// this build can: in full when the system's scenario reader is built already
// (game/scenario/<id>/PlannedScenarioCheck.cpp), else its measured battlefield. It has no
// game to play yet.
bool isPlannedScenario(const YAML::Node& root);

// Validates a file of any kind but a match file or table settings; returns a one-line summary such as
// "scenario 'Meeting Engagement at the Ridge', microbattle". Throws data::ConfigErrors.
std::string validateDataFile(const std::filesystem::path& file);

// The scenario named by config/settings.yaml's default_scenario.
std::filesystem::path defaultScenarioPath();

}  // namespace sandtable::scenario
