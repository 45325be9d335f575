#include "Tables.h"

namespace sandtable::rules::microbattle {

const UnitType* Period::find(const std::string& typeId) const {
  for (const UnitType& t : units) {
    if (t.id == typeId) return &t;
  }
  return nullptr;
}

bool UnitFilter::matches(const UnitType& t) const {
  return all || (mounted && t.mounted) || (foot && !t.mounted) || (artillery && t.artillery) ||
         (heavy && t.unitClass == UnitClass::Heavy) || (medium && t.unitClass == UnitClass::Medium) ||
         (light && t.unitClass == UnitClass::Light);
}

const TerrainCard* Tables::cardBySymbol(char c) const {
  for (const TerrainCard& card : terrain) {
    if (card.symbol == c) return &card;
  }
  return nullptr;
}

const TerrainCard* Tables::cardById(const std::string& cardId) const {
  for (const TerrainCard& card : terrain) {
    if (card.id == cardId) return &card;
  }
  return nullptr;
}

const TerrainCard& Tables::effectsOf(TerrainKind ground) const {
  for (const TerrainCard& card : terrain) {
    if (card.ground == ground && card.level == 0) return card;
  }
  for (const TerrainCard& card : terrain) {
    if (card.ground == ground) return card;
  }
  static const TerrainCard kOpen{};
  return kOpen;
}

}  // namespace sandtable::rules::microbattle
