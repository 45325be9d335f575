// Plane geometry the battlefield needs beyond the kernel's: polygons on the table in exact
// integers (containment, simplicity, crossings of a path), and the same shapes in world
// metres for sight lines (where a segment is inside a polygon).
#pragma once

#include <optional>
#include <vector>

#include "rules/core/Geometry.h"

namespace sandtable::battlefield {

using rules::Length;
using rules::Point;

// Whether p is inside the polygon or on its boundary (either winding).
bool insidePolygon(const std::vector<Point>& polygon, Point p);
// Whether a polygon is simple: at least three corners, no zero-length edge, and no two
// edges meeting anywhere but at their shared corner. On failure, `edgeA`/`edgeB` name
// the first offending edges (edge i runs from corner i to corner i+1).
bool isSimplePolygon(const std::vector<Point>& polygon, int& edgeA, int& edgeB);
// The axis-aligned bounds of a set of points, widened by `margin`.
struct Box {
  Point lo;
  Point hi;
  bool overlaps(const Box& o) const {
    return lo.x <= o.hi.x && o.lo.x <= hi.x && lo.y <= o.hi.y && o.lo.y <= hi.y;
  }
  bool contains(Point p) const { return lo.x <= p.x && p.x <= hi.x && lo.y <= p.y && p.y <= hi.y; }
};
Box boundsOf(const std::vector<Point>& points, Length margin = 0);

// Where segments ab and cd cross, as the parameter along ab (num / den, den > 0) and the
// crossing point rounded to the micrometre; nothing for parallel or disjoint segments.
struct SegmentCrossing {
  double t = 0;  // along ab, in [0, 1]
  Point at;
};
std::optional<SegmentCrossing> crossSegments(Point a, Point b, Point c, Point d);

// The four corners of the strip of half-width `halfWidth` along segment ab.
std::vector<Point> stripAround(Point a, Point b, Length halfWidth);
// Distance along a polyline to the point on it nearest p, and that nearest distance.
void projectOnPolyline(const std::vector<Point>& line, Point p, Length& along, Length& off);

// World-metre versions for sight lines.
struct Vec2 {
  double x = 0;
  double y = 0;
};
// Parameter intervals [t0, t1] within [0, 1] where segment ab lies inside the polygon.
void segmentInsidePolygon(const std::vector<Vec2>& polygon, Vec2 a, Vec2 b,
                          std::vector<std::pair<double, double>>& out);
bool insidePolygon(const std::vector<Vec2>& polygon, Vec2 p);
// Splits a simple polygon into triangles (ear clipping); indices into the polygon.
std::vector<int> triangulate(const std::vector<Vec2>& polygon);

}  // namespace sandtable::battlefield
