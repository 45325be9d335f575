// The overlays fill areas by ear clipping: any simple polygon, convex or not, either winding,
// is covered exactly (the triangles' areas add up to the polygon's), with repeated and
// collinear points dropped.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "view/PolygonFill.h"

namespace sandtable::view {
namespace {

using V = rules::Point;

double polygonArea(const std::vector<V>& p) {
  double a = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    a += static_cast<double>(p[i].x) * static_cast<double>(p[(i + 1) % p.size()].y) -
         static_cast<double>(p[(i + 1) % p.size()].x) * static_cast<double>(p[i].y);
  }
  return std::abs(a) / 2;
}

double trianglesArea(const std::vector<V>& p, const std::vector<std::array<std::size_t, 3>>& t) {
  double a = 0;
  for (const auto& k : t) a += polygonArea({p[k[0]], p[k[1]], p[k[2]]});
  return a;
}

TEST(Triangulate, CoversANotchedPolygonExactlyInEitherWinding) {
  // A charge reach cut short in the middle: a U, not convex (a 5 x 4 block less a 3 x 3 notch).
  std::vector<V> u{{0, 0}, {5, 0}, {5, 4}, {4, 4}, {4, 1}, {1, 1}, {1, 4}, {0, 4}};
  const double area = polygonArea(u);
  ASSERT_DOUBLE_EQ(area, 20.0 - 9.0);
  auto t = triangulate(u);
  EXPECT_EQ(t.size(), u.size() - 2);
  EXPECT_NEAR(trianglesArea(u, t), area, 1e-9);
  std::reverse(u.begin(), u.end());
  t = triangulate(u);
  EXPECT_NEAR(trianglesArea(u, t), area, 1e-9);
}

TEST(Triangulate, DropsRepeatedAndCollinearPoints) {
  // A reach of nothing in some directions repeats the front edge's end.
  const std::vector<V> p{{0, 0}, {0, 0}, {2, 0}, {4, 0}, {4, 3}, {0, 3}};
  const auto t = triangulate(p);
  EXPECT_NEAR(trianglesArea(p, t), 12.0, 1e-9);
  for (const auto& k : t) EXPECT_GT(polygonArea({p[k[0]], p[k[1]], p[k[2]]}), 0.0);
}

}  // namespace
}  // namespace sandtable::view
