// Paths over the ground: the lines (rivers, hedges, walls...) and area boundaries a
// straight or wheeling path crosses, and what the move costs under a ruleset's costs.
//
// A line counts as crossed where the path passes over it between the path's two ends: a
// stand that moves up to a hedge, or away from the hedge it lines, has not crossed it;
// a crossing exactly at a joint of a wheeling path (or of the hedge) counts once.
#include <algorithm>
#include <cmath>
#include <functional>

#include "BattlefieldParts.h"

namespace sandtable::battlefield {

using rules::Crossing;

namespace {

// A stretch of a path over one kind of ground.
struct Piece {
  Point a, b;
  Length length = 0;
  TerrainKind kind = TerrainKind::Clear;  // the ground it pays for
  TerrainKind area = TerrainKind::Clear;  // the area (no line strips), for boundaries
  double along = 0;                       // segment index + parameter, for ordering
};

Point lerp(Point a, Point b, double t) {
  return {a.x + std::llround(t * static_cast<double>(b.x - a.x)),
          a.y + std::llround(t * static_cast<double>(b.y - a.y))};
}

// Parameter along ab where it crosses cd (in (0, 1) on ab), computed in doubles.
bool cutParameter(Point a, Point b, Point c, Point d, double& t) {
  const double rx = static_cast<double>(b.x - a.x), ry = static_cast<double>(b.y - a.y);
  const double sx = static_cast<double>(d.x - c.x), sy = static_cast<double>(d.y - c.y);
  const double den = rx * sy - ry * sx;
  if (den == 0) return false;
  const double qx = static_cast<double>(c.x - a.x), qy = static_cast<double>(c.y - a.y);
  t = (qx * sy - qy * sx) / den;
  const double u = (qx * ry - qy * rx) / den;
  return t > 0 && t < 1 && u >= 0 && u <= 1;
}

}  // namespace

void BulletBattlefield::kindCuts(Point a, Point b, std::vector<double>& cuts) const {
  const Box seg = boundsOf({a, b});
  for (const auto& s : mStrips) {
    if (!s->box.overlaps(seg)) continue;
    const std::size_t n = s->polygon.size();
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
      double t;
      if (cutParameter(a, b, s->polygon[j], s->polygon[i], t)) cuts.push_back(t);
    }
  }
}

void BulletBattlefield::lineCrossings(const std::vector<Point>& path, std::vector<Crossing>& out,
                                      std::vector<double>& at) const {
  struct Found {
    double along;
    Crossing c;
    std::size_t line;
  };
  std::vector<Found> found;
  const Box whole = boundsOf(path);
  for (std::size_t li = 0; li < mSpec->lines.size(); ++li) {
    const LineFeature& l = mSpec->lines[li];
    if (!boundsOf(l.line).overlaps(whole)) continue;
    for (std::size_t k = 1; k < path.size(); ++k) {
      for (std::size_t s = 1; s < l.line.size(); ++s) {
        const auto x = crossSegments(path[k - 1], path[k], l.line[s - 1], l.line[s]);
        if (!x || x->at == path.front() || x->at == path.back()) continue;
        const bool again = std::any_of(found.begin(), found.end(), [&](const Found& f) {
          return f.line == li && std::llabs(f.c.where.x - x->at.x) <= 1 &&
                 std::llabs(f.c.where.y - x->at.y) <= 1;
        });
        if (again) continue;
        TerrainKind kind = l.kind;
        for (const RiverSpan& f : l.fords) {
          if (insidePolygon(spanPolygon(l, f), x->at)) kind = TerrainKind::Ford;
        }
        for (const RiverSpan& b : l.bridges) {
          if (insidePolygon(spanPolygon(l, b), x->at)) kind = TerrainKind::Bridge;
        }
        found.push_back({static_cast<double>(k - 1) + x->t, Crossing{kind, x->at, true}, li});
      }
    }
  }
  std::stable_sort(found.begin(), found.end(),
                   [](const Found& p, const Found& q) { return p.along < q.along; });
  for (const Found& f : found) {
    out.push_back(f.c);
    at.push_back(f.along);
  }
}

namespace {

std::vector<Piece> piecesOf(const std::vector<Point>& path,
                            const std::function<void(Point, Point, std::vector<double>&)>& cutsOf,
                            const std::function<TerrainKind(Point)>& kindAt,
                            const std::function<TerrainKind(Point)>& areaAt) {
  std::vector<Piece> pieces;
  for (std::size_t k = 1; k < path.size(); ++k) {
    const Point a = path[k - 1];
    const Point b = path[k];
    std::vector<double> cuts{0.0, 1.0};
    cutsOf(a, b, cuts);
    std::sort(cuts.begin(), cuts.end());
    const std::size_t first = pieces.size();
    Length used = 0;
    for (std::size_t i = 1; i < cuts.size(); ++i) {
      if (cuts[i] <= cuts[i - 1]) continue;
      Piece p;
      p.a = cuts[i - 1] == 0.0 ? a : lerp(a, b, cuts[i - 1]);
      p.b = cuts[i] == 1.0 ? b : lerp(a, b, cuts[i]);
      const Point mid = lerp(a, b, 0.5 * (cuts[i - 1] + cuts[i]));
      p.kind = kindAt(mid);
      p.area = areaAt(mid);
      p.length = rules::distance(p.a, p.b);
      p.along = static_cast<double>(k - 1) + cuts[i - 1];
      used += p.length;
      pieces.push_back(p);
    }
    // Rounded pieces must add up to the segment exactly.
    if (pieces.size() > first) {
      Piece& last = pieces.back();
      last.length = std::max<Length>(0, last.length + rules::distance(a, b) - used);
    }
  }
  return pieces;
}

}  // namespace

std::vector<Crossing> BulletBattlefield::crossings(Point a, Point b) const {
  const std::vector<Point> path{a, b};
  std::vector<Crossing> lines;
  std::vector<double> lineAt;
  lineCrossings(path, lines, lineAt);
  // A path that comes near no strip's box is cut nowhere (kindCuts finds nothing): it is one
  // piece, with no area boundary on it, and the lines alone are what it crosses, already in
  // order along it. (Most short moves are such, and the answer is the same without the pieces.)
  const Box seg = boundsOf(path);
  if (std::none_of(mStrips.begin(), mStrips.end(), [&](const auto& s) { return s->box.overlaps(seg); })) return lines;
  auto cuts = [this](Point p, Point q, std::vector<double>& c) { kindCuts(p, q, c); };
  auto area = [this](Point p) { return areaKindAt(p); };
  const std::vector<Piece> pieces = piecesOf(path, cuts, area, area);
  std::vector<std::pair<double, Crossing>> all;
  for (std::size_t i = 0; i < lines.size(); ++i) all.emplace_back(lineAt[i], lines[i]);
  for (std::size_t i = 1; i < pieces.size(); ++i) {
    const TerrainKind prev = pieces[i - 1].area;
    const TerrainKind next = pieces[i].area;
    if (prev == next) continue;
    if (prev != TerrainKind::Clear)
      all.emplace_back(pieces[i].along, Crossing{prev, pieces[i].a, false});
    if (next != TerrainKind::Clear)
      all.emplace_back(pieces[i].along, Crossing{next, pieces[i].a, true});
  }
  std::stable_sort(all.begin(), all.end(),
                   [](const auto& p, const auto& q) { return p.first < q.first; });
  std::vector<Crossing> out;
  out.reserve(all.size());
  for (const auto& [t, c] : all) out.push_back(c);
  return out;
}

rules::PathCost BulletBattlefield::pathCost(const std::vector<Point>& path,
                                            const rules::MovementCosts& costs) const {
  rules::PathCost out;
  if (path.size() < 2) return out;
  auto cuts = [this](Point p, Point q, std::vector<double>& c) { kindCuts(p, q, c); };
  auto kind = [this](Point p) { return terrainAt(p); };
  auto area = [this](Point p) { return areaKindAt(p); };
  const std::vector<Piece> pieces = piecesOf(path, cuts, kind, area);
  for (const Piece& p : pieces) {
    const int per = costs.areaPermille[static_cast<std::size_t>(p.kind)];
    if (per < 0) {
      if (p.length > 0) out.passable = false;
      continue;
    }
    out.cost += p.length * per / 1000;
  }
  std::vector<std::pair<double, Crossing>> crossed;
  auto charge = [&](double along, const Crossing& c) {
    const Length extra = costs.crossing[static_cast<std::size_t>(c.kind)];
    if (extra < 0)
      out.passable = false;
    else
      out.cost += extra;
    crossed.emplace_back(along, c);
  };
  for (std::size_t i = 1; i < pieces.size(); ++i) {
    if (pieces[i].area != pieces[i - 1].area && pieces[i].area != TerrainKind::Clear) {
      charge(pieces[i].along, Crossing{pieces[i].area, pieces[i].a, true});
    }
  }
  std::vector<Crossing> lines;
  std::vector<double> lineAt;
  lineCrossings(path, lines, lineAt);
  for (std::size_t i = 0; i < lines.size(); ++i) charge(lineAt[i], lines[i]);
  std::stable_sort(crossed.begin(), crossed.end(),
                   [](const auto& p, const auto& q) { return p.first < q.first; });
  for (const auto& [t, c] : crossed) out.crossed.push_back(c);
  return out;
}

}  // namespace sandtable::battlefield
