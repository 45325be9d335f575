// A shipped historical Warlords battle loaded for its tests: the match at its first
// position, its battlefield, and the questions every such test asks of its armies and ground.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "rules/warlords/WarlordsGame.h"
#include "scenario/Scenario.h"

namespace sandtable::test {

class HistoricalBattle : public ::testing::Test {
 protected:
  // `scenarioFile` relative to config/, e.g. "scenarios/warlords_crecy_1346.yaml".
  explicit HistoricalBattle(const char* scenarioFile);

  // The unit of that name; a test failure (and the first unit) if the battle has none.
  const rules::warlords::UnitState& unitNamed(const std::string& name) const;
  std::string nameOf(const rules::warlords::UnitState& u) const;
  // The unit's front edge: its centre's distance from the table's south edge, in spans.
  double frontY(const rules::warlords::UnitState& u) const;
  // The ground's height in metres of real ground at (x, y) spans. Every shipped historical
  // field is 18 m of ground to a 40 mm span, and heights are to the same scale.
  double metresAt(double x, double y) const;

  scenario::LoadedScenario scenario;
  std::unique_ptr<rules::Game> game;
  rules::warlords::WarlordsGame& g;
  const rules::Battlefield& field;
};

}  // namespace sandtable::test
