#include "Battlefield.h"

#include <array>

namespace sandtable::rules {
namespace {
constexpr std::array<std::string_view, static_cast<std::size_t>(TerrainKind::Count_)> kTerrainNames{
    "clear",       "woods_light",     "woods_medium", "woods_heavy", "forest",     "orchard",
    "rough",       "marsh",           "bog",          "fields",      "town_light", "town_medium",
    "town_heavy",  "town_reinforced", "steep_rocky",  "vineyard",    "river",      "ford",
    "bridge",      "stream",          "road",         "hedge",       "stone_wall", "treeline",
    "ravine",      "fortress_wall",   "redoubt",      "village",     "chateau",    "paddy_field",
    "entrenchment"};
}

std::string_view terrainKindName(TerrainKind k) {
  return kTerrainNames.at(static_cast<std::size_t>(k));
}

bool terrainKindFromName(std::string_view name, TerrainKind& out) {
  for (std::size_t i = 0; i < kTerrainNames.size(); ++i) {
    if (kTerrainNames[i] == name) {
      out = static_cast<TerrainKind>(i);
      return true;
    }
  }
  return false;
}

bool isBuiltUp(TerrainKind k) {
  return k == TerrainKind::TownLight || k == TerrainKind::TownMedium || k == TerrainKind::TownHeavy ||
         k == TerrainKind::TownReinforced || k == TerrainKind::Village || k == TerrainKind::Chateau;
}

bool isWoods(TerrainKind k) {
  return k == TerrainKind::WoodsLight || k == TerrainKind::WoodsMedium ||
         k == TerrainKind::WoodsHeavy || k == TerrainKind::Forest;
}

std::string_view sightBlockName(SightBlock b) {
  switch (b) {
    case SightBlock::None:
      return "none";
    case SightBlock::Ground:
      return "ground";
    case SightBlock::Woods:
      return "woods";
    case SightBlock::Building:
      return "building";
    case SightBlock::Stand:
      return "stand";
    case SightBlock::OffTable:
      return "off table";
  }
  return "?";
}

}  // namespace sandtable::rules
