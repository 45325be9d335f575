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
  const rules::warlords::UnitState& unitNamed(const std::string& name) const { return unitNamedIn(g, name); }
  // The same in another match (another battle's, to compare the two).
  static const rules::warlords::UnitState& unitNamedIn(const rules::warlords::WarlordsGame& match,
                                                       const std::string& name);
  std::string nameOf(const rules::warlords::UnitState& u) const;
  // The unit's front edge: its centre's distance from the table's south edge, in spans.
  double frontY(const rules::warlords::UnitState& u) const;
  // The ground's height in metres of real ground at (x, y) spans, at the field's own scale
  // (its `scale: {unit_mm, ground_m}`; heights are to the same scale).
  double metresAt(double x, double y) const;

  scenario::LoadedScenario scenario;
  std::unique_ptr<rules::Game> game;
  rules::warlords::WarlordsGame& g;
  const rules::Battlefield& field;
};

}  // namespace sandtable::test
