#include "BenchTable.h"

#include <algorithm>
#include <cmath>

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

constexpr Length kWidth = 1829 * kMillimetre;  // 6 feet
constexpr Length kDepth = 1219 * kMillimetre;  // 4 feet

double mm(Length l) { return static_cast<double>(l) / kMillimetre; }

struct Hill {
  double x, y, radius, height;
};
const Hill kHills[] = {
    {450, 600, 230, 38}, {1300, 820, 260, 30}, {1500, 300, 160, 22}, {900, 1000, 140, 18}};

// River: a gentle curve across the table at about a third of its depth from the north.
double riverY(double x) { return 760 + 60 * std::sin(x / 260.0); }

}  // namespace

BenchBattlefield::BenchBattlefield() {
  mLines.push_back(
      {TerrainKind::Hedge,
       {{200 * kMillimetre, 380 * kMillimetre}, {700 * kMillimetre, 420 * kMillimetre}}});
  mLines.push_back(
      {TerrainKind::StoneWall,
       {{1100 * kMillimetre, 520 * kMillimetre}, {1400 * kMillimetre, 480 * kMillimetre}}});
  mLines.push_back({TerrainKind::Road,
                    {{0, 250 * kMillimetre},
                     {600 * kMillimetre, 300 * kMillimetre},
                     {1000 * kMillimetre, 600 * kMillimetre},
                     {1050 * kMillimetre, 1219 * kMillimetre}}});
}

Rect BenchBattlefield::bounds() const { return {{kWidth / 2, kDepth / 2}, 0, kWidth, kDepth}; }

Length BenchBattlefield::elevationAt(Point p) const {
  double h = 0;
  for (const Hill& hill : kHills) {
    const double d = std::hypot(mm(p.x) - hill.x, mm(p.y) - hill.y) / hill.radius;
    h += hill.height * std::exp(-d * d * 1.6);
  }
  return static_cast<Length>(h * kMillimetre);
}

TerrainKind BenchBattlefield::terrainAt(Point p) const {
  const double x = mm(p.x), y = mm(p.y);
  const double river = std::fabs(y - riverY(x));
  if (river < 22) {
    if (std::fabs(x - 560) < 30) return TerrainKind::Ford;
    if (std::fabs(x - 1030) < 26) return TerrainKind::Bridge;
    return TerrainKind::River;
  }
  if (std::hypot(x - 300, y - 900) < 150 || std::hypot(x - 1600, y - 650) < 120)
    return TerrainKind::WoodsMedium;
  if (std::hypot(x - 1700, y - 1050) < 110) return TerrainKind::Forest;
  if (x > 1150 && x < 1350 && y > 150 && y < 330) return TerrainKind::Fields;
  if (std::hypot(x - 800, y - 450) < 70) return TerrainKind::Rough;
  if (x > 880 && x < 1000 && y > 880 && y < 960) return TerrainKind::TownLight;
  return TerrainKind::Clear;
}

std::vector<Crossing> BenchBattlefield::crossings(Point a, Point b) const {
  std::vector<Crossing> out;
  for (const Line& line : mLines) {
    for (std::size_t i = 0; i + 1 < line.points.size(); ++i) {
      const Point c = line.points[i], d = line.points[i + 1];
      if (!segmentsIntersect(a, b, c, d)) continue;
      // Intersection point by the ratio of the cross products.
      const double d1 = static_cast<double>(cross(b - a, c - a)),
                   d2 = static_cast<double>(cross(b - a, d - a));
      const double t = d1 / (d1 - d2);
      out.push_back({line.kind,
                     {c.x + static_cast<Length>(t * static_cast<double>(d.x - c.x)),
                      c.y + static_cast<Length>(t * static_cast<double>(d.y - c.y))},
                     true});
    }
  }
  std::sort(out.begin(), out.end(), [a](const Crossing& x, const Crossing& y) {
    return distance(a, x.where) < distance(a, y.where);
  });
  return out;
}

Sight BenchBattlefield::lineOfSight(const SightQuery& q) const {
  const Length from = elevationAt(q.from) + q.fromEye, to = elevationAt(q.to) + q.toEye;
  const Length length = distance(q.from, q.to);
  Length inWoods = 0;
  const Length step = 5 * kMillimetre;
  for (Length s = step; s < length; s += step) {
    const Point p{q.from.x + (q.to.x - q.from.x) * s / length,
                  q.from.y + (q.to.y - q.from.y) * s / length};
    const Length eye = from + (to - from) * s / length;
    if (elevationAt(p) > eye) return {false, SightBlock::Ground, p};
    if (isWoods(terrainAt(p)) || terrainAt(p) == TerrainKind::Forest) {
      inWoods += step;
      if (inWoods > q.woodsSeeInto) return {false, SightBlock::Woods, p};
    }
  }
  return standsAcross(q);
}

std::vector<UnitView> benchArmies(int count,
                                  const std::vector<std::pair<std::string, std::string>>& types,
                                  const Rect& table) {
  std::vector<UnitView> out;
  if (types.empty() || count <= 0) return out;
  const Length standW = 40 * kMillimetre, footD = 20 * kMillimetre, horseD = 30 * kMillimetre;
  const Length unitGap = 10 * kMillimetre, rowGap = 8 * kMillimetre;
  const Length x0 = table.centre.x - table.width / 2 + 60 * kMillimetre;
  const Length usable = table.width - 120 * kMillimetre;
  const int unitsPerRow = static_cast<int>(usable / (4 * standW + unitGap));
  int placed = 0;
  for (int side = 0; side < 2; ++side) {
    const int mine = side == 0 ? (count + 1) / 2 : count / 2;
    const Side s = side == 0 ? Side::One : Side::Two;
    Length rowY = side == 0 ? table.centre.y - table.depth / 2 + 80 * kMillimetre
                            : table.centre.y + table.depth / 2 - 80 * kMillimetre;
    int inRow = 0;
    Length rowDepth = 0;  // the deepest stand in the row so far
    for (int done = 0; done < mine;) {
      const auto& [type, name] =
          types[static_cast<std::size_t>(placed / 4 % static_cast<int>(types.size()))];
      const bool mounted = type.find("cav") != std::string::npos || type == "knights";
      const Length depth = mounted ? horseD : footD;
      rowDepth = std::max(rowDepth, depth);
      UnitView u;
      u.id = static_cast<UnitId>(out.size());
      u.side = s;
      u.type = type;
      u.typeName = name;
      u.name = name + " " + std::to_string(u.id + 1);
      u.condition.words = "steady";
      u.strength = 4;
      const Length ux = x0 + inRow * (4 * standW + unitGap);
      for (int k = 0; k < 4 && done < mine; ++k, ++done, ++placed) {
        u.stands.push_back(
            {Rect{{ux + k * standW + standW / 2, rowY}, side == 0 ? 0 : kHalfTurn, standW, depth}});
      }
      out.push_back(std::move(u));
      if (++inRow == unitsPerRow) {
        // The next row's centre: past this row's deepest stand and the next row's deepest.
        inRow = 0;
        rowY += (side == 0 ? 1 : -1) * (rowDepth / 2 + rowGap + horseD / 2);
        rowDepth = 0;
      }
    }
  }
  return out;
}

}  // namespace sandtable::view
