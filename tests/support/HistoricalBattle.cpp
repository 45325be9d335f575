#include "HistoricalBattle.h"

#include "rules/warlords/WarlordsBed.h"
#include "support/TestPaths.h"

namespace sandtable::test {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

HistoricalBattle::HistoricalBattle(const char* scenarioFile)
    : scenario(scenario::loadScenario(configPath(scenarioFile))),
      game(scenario.newGame()),
      g(dynamic_cast<WarlordsGame&>(*game)),
      field(*scenario.battlefield) {}

const UnitState& HistoricalBattle::unitNamed(const std::string& name) const {
  for (const UnitView& u : g.units()) {
    if (u.name == name) return g.unit(u.id);
  }
  ADD_FAILURE() << "no unit called " << name;
  return g.unitStates().front();
}

std::string HistoricalBattle::nameOf(const UnitState& u) const {
  return g.units().at(static_cast<std::size_t>(u.id)).name;
}

double HistoricalBattle::frontY(const UnitState& u) const { return static_cast<double>(u.pose.front.y) / g.span(); }

double HistoricalBattle::metresAt(double x, double y) const {
  return static_cast<double>(field.elevationAt(at(x, y))) / static_cast<double>(kMillimetre) * 18.0 / 40.0;
}

}  // namespace sandtable::test
