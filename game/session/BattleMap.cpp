// The battle map's ground: the shaded picture, then the features the battlefield file draws,
// a gridded table's squares and objectives, and the table's edge; the units go on top
// (MapUnits.cpp).
#include "BattleMap.h"

#include <cmath>
#include <sstream>

#include "HillShade.h"
#include "MapCanvas.h"
#include "battlefield/BulletBattlefield.h"
#include "battlefield/BulletGridBattlefield.h"

namespace sandtable::session {

using rules::TerrainKind;

namespace {

// The shaded ground's pixels across: two thirds of the map's, which the map smooths as it
// scales them (the ground's shading has no sharp edges to lose).
constexpr int kGroundPixels = kMapWidth * 2 / 3;

struct Style {
  const char* fill;
  double opacity;
};

// How an area of each kind is coloured over the ground.
Style areaStyle(TerrainKind k) {
  switch (k) {
    case TerrainKind::WoodsLight: return {"#4f8a45", 0.55};
    case TerrainKind::WoodsMedium: return {"#3d7a3a", 0.62};
    case TerrainKind::WoodsHeavy:
    case TerrainKind::Forest: return {"#2c6630", 0.70};
    case TerrainKind::Orchard: return {"#6f9d3e", 0.50};
    case TerrainKind::Rough: return {"#9b8660", 0.45};
    case TerrainKind::Marsh:
    case TerrainKind::Bog: return {"#6d9c9a", 0.55};
    case TerrainKind::Fields: return {"#d8c36a", 0.50};
    case TerrainKind::TownLight:
    case TerrainKind::TownMedium:
    case TerrainKind::TownHeavy:
    case TerrainKind::TownReinforced:
    case TerrainKind::Village: return {"#8b857e", 0.65};
    case TerrainKind::Chateau: return {"#77706a", 0.75};
    case TerrainKind::PaddyField: return {"#7fa88a", 0.50};
    case TerrainKind::SteepRocky: return {"#85776a", 0.60};
    case TerrainKind::Vineyard: return {"#8d6f95", 0.45};
    case TerrainKind::River:
    case TerrainKind::Stream: return {"#4a82c3", 0.80};
    case TerrainKind::Ford: return {"#7fb0dd", 0.80};
    case TerrainKind::Bridge:
    case TerrainKind::Road: return {"#b59a6c", 0.80};
    default: return {"#9b8660", 0.40};
  }
}

struct LineStyle {
  const char* stroke;
  double width;       // SVG units, at least (a line's own width on the table when wider)
  const char* dash;   // "" for a solid line
};

LineStyle lineStyle(TerrainKind k) {
  switch (k) {
    case TerrainKind::River: return {"#3f78bd", 4.0, ""};
    case TerrainKind::Stream: return {"#4a86c6", 2.5, ""};
    case TerrainKind::Road: return {"#a88a5a", 3.0, ""};
    case TerrainKind::Hedge:
    case TerrainKind::Treeline: return {"#2c5a2a", 3.0, ""};
    case TerrainKind::StoneWall: return {"#5e5e5e", 2.5, ""};
    case TerrainKind::FortressWall: return {"#3c3c3c", 4.0, ""};
    case TerrainKind::Redoubt:
    case TerrainKind::Entrenchment: return {"#5a4a3a", 3.0, ""};
    case TerrainKind::Ravine: return {"#6a4a2a", 3.0, "6 3"};
    default: return {"#555555", 2.0, ""};
  }
}

std::string points(const MapCanvas& c, const std::vector<rules::Point>& ps) {
  std::string out;
  for (const rules::Point& p : ps) out += (out.empty() ? "" : " ") + c.xy(p);
  return out;
}

void drawAreas(std::ostringstream& out, const MapCanvas& c, const battlefield::TerrainSpec& t) {
  for (const battlefield::AreaFeature& a : t.areas) {
    const Style s = areaStyle(a.kind);
    out << "<polygon points=\"" << points(c, a.polygon) << "\" fill=\"" << s.fill << "\" fill-opacity=\""
        << html::decimal(s.opacity) << "\" stroke=\"" << s.fill << "\" stroke-width=\"1\"/>\n";
  }
}

// A span of a river (a ford or bridge) as a short stroke across it at `at`.
void drawSpan(std::ostringstream& out, const MapCanvas& c, const battlefield::RiverSpan& span, double across,
              const char* colour) {
  const double r = std::max(3.0, c.length(span.length) / 2);
  out << "<circle cx=\"" << html::decimal(c.x(span.at)) << "\" cy=\"" << html::decimal(c.y(span.at)) << "\" r=\""
      << html::decimal(std::max(r, across)) << "\" fill=\"" << colour << "\" stroke=\"#3a3a3a\" stroke-width=\"0.8\"/>\n";
}

void drawLines(std::ostringstream& out, const MapCanvas& c, const battlefield::TerrainSpec& t) {
  for (const battlefield::LineFeature& l : t.lines) {
    const LineStyle s = lineStyle(l.kind);
    const double width = std::max(s.width, c.length(l.width));
    out << "<polyline points=\"" << points(c, l.line) << "\" fill=\"none\" stroke=\"" << s.stroke
        << "\" stroke-width=\"" << html::decimal(width) << "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"";
    if (*s.dash) out << " stroke-dasharray=\"" << s.dash << "\"";
    out << "/>\n";
    for (const battlefield::RiverSpan& f : l.fords) drawSpan(out, c, f, width / 2, "#9cc6ea");
    for (const battlefield::RiverSpan& b : l.bridges) drawSpan(out, c, b, width / 2, "#b08a5a");
  }
}

void drawScenery(std::ostringstream& out, const MapCanvas& c, const battlefield::TerrainSpec& t) {
  for (const battlefield::TreeFeature& tree : t.trees) {
    out << "<circle cx=\"" << html::decimal(c.x(tree.at)) << "\" cy=\"" << html::decimal(c.y(tree.at)) << "\" r=\""
        << html::decimal(std::max(2.0, c.length(tree.radius))) << "\" fill=\"#2c6630\" fill-opacity=\"0.8\"/>\n";
  }
  for (const battlefield::BuildingFeature& b : t.buildings) {
    const rules::Rect& r = b.footprint;
    std::vector<rules::Point> corners;
    for (const auto& [sx, sy] : {std::pair{-1, -1}, {1, -1}, {1, 1}, {-1, 1}})
      corners.push_back(rules::toWorld(r, {sx * r.width / 2, sy * r.depth / 2}));
    out << "<polygon points=\"" << points(c, corners)
        << "\" fill=\"#7b6552\" stroke=\"#3a2e24\" stroke-width=\"0.8\"/>\n";
  }
  for (const battlefield::CrestLine& crest : t.crests) {
    out << "<polyline points=\"" << points(c, crest.line)
        << "\" fill=\"none\" stroke=\"#7a5230\" stroke-width=\"1.5\" stroke-dasharray=\"2 4\" "
           "stroke-linecap=\"round\"/>\n";
  }
}

void drawGrid(std::ostringstream& out, const MapCanvas& c, const rules::GridSpec& g) {
  out << "<g stroke=\"#ffffff\" stroke-opacity=\"0.7\" stroke-width=\"1\">\n";
  for (int col = 1; col < g.cols; ++col) {
    const rules::Length x = col * g.squareSize;
    out << "<line x1=\"" << html::decimal(c.x({x, 0})) << "\" y1=\"0\" x2=\"" << html::decimal(c.x({x, 0}))
        << "\" y2=\"" << c.height() << "\"/>\n";
  }
  for (int row = 1; row < g.rows; ++row) {
    const rules::Length y = row * g.squareSize;
    out << "<line x1=\"0\" y1=\"" << html::decimal(c.y({0, y})) << "\" x2=\"" << kMapWidth << "\" y2=\""
        << html::decimal(c.y({0, y})) << "\"/>\n";
  }
  out << "</g>\n";
}

void drawObjectives(std::ostringstream& out, const MapCanvas& c, const std::vector<MapMark>& objectives) {
  for (const MapMark& o : objectives) {
    const double x = c.x(o.at), y = c.y(o.at);
    out << "<circle cx=\"" << html::decimal(x) << "\" cy=\"" << html::decimal(y)
        << "\" r=\"18\" fill=\"none\" stroke=\"#7a1f6a\" stroke-width=\"3\" stroke-dasharray=\"6 3\"/>\n";
    if (!o.name.empty()) {
      out << "<text x=\"" << html::decimal(x) << "\" y=\"" << html::decimal(y - 24)
          << "\" text-anchor=\"middle\" font-size=\"12\" font-style=\"italic\" fill=\"#5a1450\" stroke=\"#ffffff\" "
             "stroke-width=\"3\" paint-order=\"stroke\">"
          << html::escape(o.name) << "</text>\n";
    }
  }
}

}  // namespace

int mapHeight(const MapGround& g) {
  if (g.width <= 0) return kMapWidth * 2 / 3;
  return static_cast<int>(std::lround(static_cast<double>(kMapWidth) * static_cast<double>(g.depth) /
                                      static_cast<double>(g.width)));
}

MapGround mapGroundOf(const scenario::LoadedScenario& s) {
  MapGround g;
  const rules::Rect bounds = s.battlefield->bounds();
  g.width = bounds.width;
  g.depth = bounds.depth;
  g.x0 = bounds.centre.x - bounds.width / 2;
  g.y0 = bounds.centre.y - bounds.depth / 2;
  if (const auto* grid = dynamic_cast<const battlefield::BulletGridBattlefield*>(s.battlefield.get())) {
    g.terrain = grid->measured().terrainPtr();
    g.grid = grid->grid();
  } else if (const auto* measured = dynamic_cast<const battlefield::BulletBattlefield*>(s.battlefield.get())) {
    g.terrain = measured->terrainPtr();
  }
  if (const rules::GridSpec* spec = s.battlefield->gridSpec(); spec && !g.grid) g.grid = *spec;
  // The places the scenario's victory counts (MicroBattle's objective squares).
  for (const rules::ObjectiveView& o : s.newGame()->objectives()) g.objectives.push_back({o.name, o.at});
  if (g.terrain) g.groundPng = html::pngDataUri(encodePng(shadeGround(*g.terrain, kGroundPixels, !g.grid)));
  return g;
}

std::string battleMapSvg(const MapGround& g, const std::vector<rules::UnitView>& units,
                         const std::set<rules::UnitId>& broken) {
  const MapCanvas c(g);
  std::ostringstream out;
  out << "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\""
      << kMapWidth << "\" height=\"" << c.height() << "\" viewBox=\"0 0 " << kMapWidth << " " << c.height()
      << "\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\">\n";
  out << "<rect width=\"" << kMapWidth << "\" height=\"" << c.height() << "\" fill=\"#d4dcc0\"/>\n";
  if (!g.groundPng.empty()) {
    out << "<image x=\"0\" y=\"0\" width=\"" << kMapWidth << "\" height=\"" << c.height()
        << "\" preserveAspectRatio=\"none\" xlink:href=\"" << g.groundPng << "\"/>\n";
  }
  if (g.terrain) {
    drawAreas(out, c, *g.terrain);
    drawLines(out, c, *g.terrain);
    drawScenery(out, c, *g.terrain);
  }
  if (g.grid) drawGrid(out, c, *g.grid);
  drawObjectives(out, c, g.objectives);
  out << mapUnits(c, units, broken);
  out << "<rect width=\"" << kMapWidth << "\" height=\"" << c.height()
      << "\" fill=\"none\" stroke=\"#4a4a4a\" stroke-width=\"2\"/>\n";
  out << "</svg>\n";
  return out.str();
}

}  // namespace sandtable::session
