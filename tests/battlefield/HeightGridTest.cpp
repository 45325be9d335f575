// The ground's interpolation is Bullet's surface: a heightfield ray meets the ground
// exactly where HeightGrid says it is (rows from the south, the shape centred at mid
// height, and the same diagonal in every cell), and the max pyramid bounds every cell.
#include <gtest/gtest.h>

#include <cmath>

#include "battlefield/HeightGrid.h"
#include "battlefield/HeightPyramid.h"
#include "physics/CollisionWorld.h"
#include "rules/core/Rng.h"

using namespace sandtable::battlefield;
using namespace sandtable;

namespace {

double uniform(rules::Rng& rng, double lo, double hi) {
  return lo + (hi - lo) * static_cast<double>(rng.next() >> 11) / static_cast<double>(1ull << 53);
}

HeightGrid bumpyGrid(int cols, int rows, double sx, double sy, std::uint64_t seed) {
  rules::Rng rng(seed);
  std::vector<float> h(static_cast<std::size_t>(cols * rows));
  // Rough on purpose (independent random heights), and not symmetric in rows or columns.
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c)
      h[static_cast<std::size_t>(r * cols + c)] =
          static_cast<float>(10.0 + 0.3 * r + uniform(rng, -4, 4));
  }
  return HeightGrid(cols, rows, sx, sy, std::move(h));
}

}  // namespace

TEST(HeightGrid, InterpolatesOnItsGridPointsAndAlongTheDiagonal) {
  // One cell: corners (0,0)=0, (1,0)=10, (0,1)=20, (1,1)=40.
  HeightGrid g(2, 2, 2.0, 4.0, {0, 10, 20, 40});
  EXPECT_DOUBLE_EQ(g.heightAt(0, 0), 0);
  EXPECT_DOUBLE_EQ(g.heightAt(2, 0), 10);
  EXPECT_DOUBLE_EQ(g.heightAt(0, 4), 20);
  EXPECT_DOUBLE_EQ(g.heightAt(2, 4), 40);
  // The diagonal joins (1,0) and (0,1): its midpoint is their mean, not the other corners'.
  EXPECT_DOUBLE_EQ(g.heightAt(1, 2), 15);
  // Lower-left triangle is the plane through (0,0), (1,0), (0,1).
  EXPECT_DOUBLE_EQ(g.heightAt(0.5, 1), 0.25 * 10 + 0.25 * 20);
  double gx, gy;
  g.gradientAt(1.8, 3.6, gx, gy);  // upper-right triangle
  EXPECT_DOUBLE_EQ(gx, (40.0 - 20.0) / 2.0);
  EXPECT_DOUBLE_EQ(gy, (40.0 - 10.0) / 4.0);
}

TEST(HeightGrid, BulletHeightfieldHitsTheSameSurface) {
  const HeightGrid g = bumpyGrid(33, 21, 1.5, 2.25, 11);
  physics::CollisionWorld w;
  w.addHeightfield(g.cols(), g.rows(), g.spacingX(), g.spacingY(), 0, 0, g.heights(), 1, 0);
  rules::Rng rng(5);
  double worst = 0;
  for (int i = 0; i < 2000; ++i) {
    const double x = uniform(rng, 0.01, g.width() - 0.01);
    const double y = uniform(rng, 0.01, g.depth() - 0.01);
    physics::RayHit hit;
    ASSERT_TRUE(w.rayClosest({x, y, 100}, {x, y, -100}, 1, hit)) << x << ", " << y;
    worst = std::max(worst, std::abs(hit.point.z - g.heightAt(x, y)));
  }
  EXPECT_LT(worst, 2e-3) << "Bullet's surface and HeightGrid's interpolation differ";
}

TEST(HeightGrid, SlantedRaysMeetTheGroundWhereTheInterpolationCrossesThem) {
  const HeightGrid g = bumpyGrid(40, 40, 1.0, 1.0, 3);
  physics::CollisionWorld w;
  w.addHeightfield(g.cols(), g.rows(), g.spacingX(), g.spacingY(), 0, 0, g.heights(), 1, 0);
  rules::Rng rng(8);
  // Enough rays to catch a ray accelerator that skips cells (Bullet's does with Z up).
  for (int i = 0; i < 3000; ++i) {
    const physics::Vec3 a{uniform(rng, 0, 39), uniform(rng, 0, 39), 40};   // above every height
    const physics::Vec3 b{uniform(rng, 0, 39), uniform(rng, 0, 39), -10};  // below every height
    physics::RayHit hit;
    ASSERT_TRUE(w.rayClosest(a, b, 1, hit))
        << i << ": " << a.x << "," << a.y << " -> " << b.x << "," << b.y;
    EXPECT_NEAR(hit.point.z, g.heightAt(hit.point.x, hit.point.y), 2e-3);
    // And no earlier point of the ray is below the ground.
    for (double t = 0; i % 10 == 0 && t < hit.fraction - 1e-3; t += 0.01) {
      const double x = a.x + t * (b.x - a.x), y = a.y + t * (b.y - a.y), z = a.z + t * (b.z - a.z);
      ASSERT_GE(z, g.heightAt(x, y) - 1e-3);
    }
  }
}

TEST(HeightPyramid, EveryBlockBoundsItsCellsTightly) {
  const HeightGrid g = bumpyGrid(37, 29, 1.0, 1.0, 21);
  const HeightPyramid p(g);
  ASSERT_GT(p.levels(), 1);
  EXPECT_EQ(p.width(p.levels() - 1), 1);
  EXPECT_EQ(p.height(p.levels() - 1), 1);
  // Stored in 16-bit steps over the height range, rounded up: never below, at most two steps above.
  const double step = std::max(1e-3, (g.maxHeight() - g.minHeight()) / 65000.0);
  for (int l = 1; l < p.levels(); ++l) {
    const int span = 1 << l;
    for (int j = 0; j < p.height(l); ++j) {
      for (int i = 0; i < p.width(l); ++i) {
        double m = -1e30;
        for (int r = j * span; r <= std::min((j + 1) * span, g.rows() - 1); ++r) {
          for (int c = i * span; c <= std::min((i + 1) * span, g.cols() - 1); ++c)
            m = std::max<double>(m, g.at(c, r));
        }
        EXPECT_GE(p.maxAt(l, i, j), m) << "level " << l << " block " << i << "," << j;
        EXPECT_LE(p.maxAt(l, i, j), m + 2.5 * step) << "level " << l << " block " << i << "," << j;
      }
    }
  }
}
