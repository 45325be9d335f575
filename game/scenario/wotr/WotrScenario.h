// Reads a War of the Roses scenario (config/scenarios/wotr_*.yaml; the format is described in
// docs/rules/wotr.md, "Scenarios") into the Deployment a battle starts from: each side's army
// (an army file, config/armies/wotr_*.yaml, or the same document written in place, checked by
// the army's rules), where each unit stands in inches of the table, the bases' sizes, the
// placement the C-in-C commands from, each battle/wing's opening order and the wings that will
// not engage, and how the battle ends (decisive leaders included). The header, battlefield,
// sides frame and narration are the readers every measured scenario shares.
#pragma once

#include <filesystem>
#include <memory>

#include "data/YamlReader.h"
#include "rules/wotr/Deployment.h"
#include "rules/wotr/Tables.h"
#include "rules/wotr/WotrGame.h"
#include "scenario/MeasuredScenario.h"
#include "scenario/Scenario.h"

namespace sandtable::scenario {

struct WotrScenario {
  ScenarioInfo info;
  MeasuredTable table;
  rules::wotr::Deployment deployment;
  std::shared_ptr<const rules::wotr::Tables> tables;
  // A points battle's agreed points (WotrPointsBattle.h); 0: the armies are fixed.
  int pointsLimit = 0;
  // Each side's deployment zone, where a bought army is placed.
  DeploymentZones zones;
};

// Reads the War of the Roses sections of a scenario whose common header is in `info`; throws
// data::ConfigErrors listing every problem, each at its file:line:col.
WotrScenario readWotrScenario(data::YamlReader& reader, const YAML::Node& root, ScenarioInfo info,
                              std::shared_ptr<const rules::wotr::Tables> tables);

// A whole scenario file with the ruleset's tables (config/rulesets/wotr.yaml) and its narration
// cues, their units and leaders found in the match's starting position.
WotrScenario loadWotrScenario(const std::filesystem::path& file);

// A fresh match at the scenario's starting position.
std::unique_ptr<rules::wotr::WotrGame> startWotrGame(const WotrScenario& s);

}  // namespace sandtable::scenario
