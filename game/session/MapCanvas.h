// Inside the battle map (BattleMap.h): the table's micrometres to the SVG's units, north up,
// shared by the file that draws the ground and features and the one that draws the units.
#pragma once

#include <string>

#include "BattleMap.h"
#include "HtmlText.h"

namespace sandtable::session {

class MapCanvas {
 public:
  explicit MapCanvas(const MapGround& ground)
      : mGround(ground),
        mScale(ground.width > 0 ? static_cast<double>(kMapWidth) / static_cast<double>(ground.width) : 1.0),
        mHeight(mapHeight(ground)) {}

  double x(rules::Point p) const { return static_cast<double>(p.x - mGround.x0) * mScale; }
  double y(rules::Point p) const { return mHeight - static_cast<double>(p.y - mGround.y0) * mScale; }
  // "x,y" for a polygon's or polyline's points.
  std::string xy(rules::Point p) const { return html::decimal(x(p)) + "," + html::decimal(y(p)); }
  // A length on the table in SVG units.
  double length(rules::Length l) const { return static_cast<double>(l) * mScale; }
  int height() const { return mHeight; }

 private:
  const MapGround& mGround;
  double mScale;
  int mHeight;
};

// The units on the table and their names (MapUnits.cpp).
std::string mapUnits(const MapCanvas& canvas, const std::vector<rules::UnitView>& units,
                     const std::set<rules::UnitId>& broken);

}  // namespace sandtable::session
