#include "TerrainSpec.h"

#include <cmath>

namespace sandtable::battlefield {

Length GroundScale::toTable(double metres) const {
  return static_cast<Length>(std::llround(metres / metresPerMicrometre()));
}

Length GroundScale::unitLength() const {
  return static_cast<Length>(std::llround(unitMm * 1000.0));
}

bool isLineKind(TerrainKind k) {
  switch (k) {
    case TerrainKind::River:
    case TerrainKind::Stream:
    case TerrainKind::Road:
    case TerrainKind::Hedge:
    case TerrainKind::StoneWall:
    case TerrainKind::Treeline:
    case TerrainKind::Ravine:
    case TerrainKind::FortressWall:
    case TerrainKind::Redoubt:
    case TerrainKind::Entrenchment:
      return true;
    default:
      return false;
  }
}

const std::vector<std::string>& buildingModels() {
  static const std::vector<std::string> models{"house", "cottage", "windmill"};
  return models;
}

rules::SightBlock sightBlockOf(TerrainKind k) {
  switch (k) {
    case TerrainKind::TownLight:
    case TerrainKind::TownMedium:
    case TerrainKind::TownHeavy:
    case TerrainKind::TownReinforced:
    case TerrainKind::Village:
    case TerrainKind::Chateau:
    case TerrainKind::Entrenchment:
    case TerrainKind::StoneWall:
    case TerrainKind::FortressWall:
    case TerrainKind::Redoubt:
    case TerrainKind::Bridge:
      return rules::SightBlock::Building;
    default:
      // Woods, orchards, hedges, treelines, tall crops, marsh grass: vegetation.
      return rules::SightBlock::Woods;
  }
}

}  // namespace sandtable::battlefield
