// A full-size measured table for the frame benchmark (and a demonstration that the table
// draws any battlefield, not only a grid): six feet by four, with hills, woods, a river
// with a ford and a bridge, fields, rough ground, a village, a road and hedges and walls;
// and N stands in units of four, two armies facing each other. Looks only: no rules play
// on it.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "rules/core/Battlefield.h"
#include "rules/core/Units.h"

namespace sandtable::view {

class BenchBattlefield final : public rules::Battlefield {
 public:
  BenchBattlefield();
  rules::Rect bounds() const override;
  rules::Length elevationAt(rules::Point p) const override;
  rules::TerrainKind terrainAt(rules::Point p) const override;
  std::vector<rules::Crossing> crossings(rules::Point a, rules::Point b) const override;
  rules::Sight lineOfSight(const rules::SightQuery& q) const override;

 private:
  struct Line {
    rules::TerrainKind kind;
    std::vector<rules::Point> points;
  };
  std::vector<Line> mLines;
};

// `count` stands of the given troop types (cycled), in units of four, half a side each,
// deployed in lines along the south and north edges of `table`.
std::vector<rules::UnitView> benchArmies(
    int count, const std::vector<std::pair<std::string, std::string>>& types,
    const rules::Rect& table);

}  // namespace sandtable::view
