// Reads a Robert's Rules scenario (config/scenarios/roberts_*.yaml; the format is described in
// docs/rules/roberts.md, "Scenarios") into the Deployment a battle starts from: each side's
// army (inline or from an army file, checked by the army rules), where each unit and free
// Captain stands in inches of the table, who acts first and how the battle is won. The
// header, battlefield, sides frame and narration are the readers every scenario shares.
#pragma once

#include <filesystem>
#include <memory>

#include "data/YamlReader.h"
#include "rules/roberts/Deployment.h"
#include "rules/roberts/Tables.h"
#include "scenario/MeasuredScenario.h"
#include "scenario/Scenario.h"

namespace sandtable::scenario {

struct RobertsScenario {
  // The header, the side names, the turn limit and the leaders by name (the personalities a
  // narration cue may wait for: side 1's leaders then side 2's, each in its army's order, an
  // unnamed one by its rank); the narration only when read by loadRobertsScenario.
  ScenarioInfo info;
  MeasuredTable table;  // the battlefield, one inch of it, ground per inch
  rules::roberts::Deployment deployment;
  // A points battle's allotment: each side may buy an army to this many points (the armies
  // in the file are the ones offered); 0 for a historical battle, whose armies cost what
  // their troops cost.
  int pointsLimit = 0;
  // Where each side may deploy (a bought army is placed in its side's zone).
  DeploymentZones zones;
};

// The scenario's document (`root`, as read into `base`) with bought armies in place of the
// file's (an empty path keeps the side's): each read and checked as an army file, held to the
// points limit and placed in its side's zone (RobertsAutoDeploy.h); every army is written into
// the document, so that it stands on its own in a match file. Throws data::ConfigErrors, each at
// its file:line:col.
YAML::Node withBoughtArmies(const RobertsScenario& base, const YAML::Node& root,
                            const std::array<std::filesystem::path, 2>& armies,
                            const rules::roberts::Tables& tables);

// The units of a deployment as a game numbers them, for narration cues: side 1's placements
// then side 2's, in the file's order (UnitId = place in that order).
std::vector<rules::UnitView> robertsUnitViews(const rules::roberts::Deployment& d);

// Reads the Robert's Rules sections of a scenario whose common header is already in `info`
// (what a RulesetEntry::buildScenario is handed); throws data::ConfigErrors listing every
// problem, each at its file:line:col. The narration is left to the caller.
RobertsScenario readRobertsScenario(data::YamlReader& reader, const YAML::Node& root,
                                    ScenarioInfo info, const rules::roberts::Tables& tables);

// A whole scenario file with the ruleset's tables (config/rulesets/roberts.yaml): the header,
// the Robert's Rules sections and the narration cues, resolved against the units and leaders;
// throws data::ConfigErrors listing every problem.
RobertsScenario loadRobertsScenario(const std::filesystem::path& file);

}  // namespace sandtable::scenario
