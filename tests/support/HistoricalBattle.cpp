#include "HistoricalBattle.h"

#include "battlefield/BulletBattlefield.h"
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

const UnitState& HistoricalBattle::unitNamedIn(const WarlordsGame& match, const std::string& name) {
  for (const UnitView& u : match.units()) {
    if (u.name == name) return match.unit(u.id);
  }
  ADD_FAILURE() << "no unit called " << name;
  return match.unitStates().front();
}

std::string HistoricalBattle::nameOf(const UnitState& u) const {
  return g.units().at(static_cast<std::size_t>(u.id)).name;
}

double HistoricalBattle::frontY(const UnitState& u) const { return static_cast<double>(u.pose.front.y) / g.span(); }

double HistoricalBattle::metresAt(double x, double y) const {
  const battlefield::TerrainSpec* spec = battlefield::terrainSpecOf(field);
  if (!spec) {
    ADD_FAILURE() << "a historical battle is played on a measured battlefield with a scale";
    return 0;
  }
  return spec->scale.toMetres(field.elevationAt(at(x, y)));
}

}  // namespace sandtable::test
