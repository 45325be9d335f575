// The Bullet wrapper: shapes answer rays where they stand, groups and skips filter,
// moved and disabled objects behave, and contact tests find overlapping boxes.
#include <gtest/gtest.h>

#include "physics/CollisionWorld.h"

using namespace sandtable::physics;

namespace {
constexpr GroupMask kA = 1;
constexpr GroupMask kB = 2;
}  // namespace

TEST(CollisionWorld, RayMeetsTheNearestBoxAndReportsItsTag) {
  CollisionWorld w;
  w.addBox({10, 0, 0}, {1, 1, 1}, 0, kA, 7);
  w.addBox({20, 0, 0}, {1, 1, 1}, 0, kA, 8);
  RayHit hit;
  ASSERT_TRUE(w.rayClosest({0, 0, 0}, {30, 0, 0}, kA, hit));
  EXPECT_EQ(hit.tag, 7);
  EXPECT_NEAR(hit.point.x, 9.0, 1e-2);
  EXPECT_NEAR(hit.fraction, 0.3, 1e-3);
  EXPECT_FALSE(w.rayClosest({0, 5, 0}, {30, 5, 0}, kA, hit));
}

TEST(CollisionWorld, GroupsAndSkipsFilter) {
  CollisionWorld w;
  w.addBox({10, 0, 0}, {1, 1, 1}, 0, kA, 1);
  w.addBox({20, 0, 0}, {1, 1, 1}, 0, kB, 2);
  RayHit hit;
  ASSERT_TRUE(w.rayClosest({0, 0, 0}, {30, 0, 0}, kB, hit));
  EXPECT_EQ(hit.tag, 2);
  ASSERT_TRUE(w.rayClosest({0, 0, 0}, {30, 0, 0}, kA | kB, hit, [](int tag) { return tag == 1; }));
  EXPECT_EQ(hit.tag, 2);
  EXPECT_EQ(w.rayAll({0, 0, 0}, {30, 0, 0}, kA | kB).size(), 2u);
}

TEST(CollisionWorld, TurnedBoxAndUprightCylinder) {
  CollisionWorld w;
  // A 4 x 1 box turned a quarter turn: long along y.
  w.addBox({0, 0, 0}, {2, 0.5, 1}, 1.5707963267948966, kA, 1);
  w.addCylinder({10, 0, 5}, 1.0, 5.0, kA, 2);
  RayHit hit;
  EXPECT_TRUE(w.rayClosest({-5, 1.5, 0}, {5, 1.5, 0}, kA, hit));   // within its length
  EXPECT_FALSE(w.rayClosest({-5, 2.5, 0}, {5, 2.5, 0}, kA, hit));  // beyond it
  ASSERT_TRUE(w.rayClosest({10, -5, 9}, {10, 5, 9}, kA, hit));
  EXPECT_EQ(hit.tag, 2);
  EXPECT_NEAR(hit.point.y, -1.0, 2e-2);
  EXPECT_FALSE(w.rayClosest({10, -5, 10.5}, {10, 5, 10.5}, kA, hit));  // over its top
}

TEST(CollisionWorld, MovedAndDisabledBoxes) {
  CollisionWorld w;
  const ObjectId box = w.addBox({10, 0, 0}, {1, 1, 1}, 0, kA, 3);
  RayHit hit;
  w.setBox(box, {10, 10, 0}, {1, 1, 1}, 0);
  EXPECT_FALSE(w.rayClosest({0, 0, 0}, {30, 0, 0}, kA, hit));
  EXPECT_TRUE(w.rayClosest({0, 10, 0}, {30, 10, 0}, kA, hit));
  w.setEnabled(box, false);
  EXPECT_FALSE(w.rayClosest({0, 10, 0}, {30, 10, 0}, kA, hit));
  w.setEnabled(box, true);
  EXPECT_TRUE(w.rayClosest({0, 10, 0}, {30, 10, 0}, kA, hit));
}

TEST(CollisionWorld, TriangleMeshReportsEverySurfaceCrossed) {
  CollisionWorld w;
  // Two vertical rectangles across the x axis at x = 5 and x = 8, wide in y, low in z.
  std::vector<Vec3> v{{5, -3, 0}, {5, 3, 0}, {5, 3, 1}, {5, -3, 1},
                      {8, -3, 0}, {8, 3, 0}, {8, 3, 1}, {8, -3, 1}};
  w.addTriangleMesh(v, {0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7}, kA, 9);
  RayHit hit;
  EXPECT_FALSE(w.rayClosest({0, 0, 2}, {10, 0, 2}, kA, hit)) << "above them";
  // A flat floor under them is met from above.
  w.addTriangleMesh({{0, -1, -1}, {10, -1, -1}, {10, 1, -1}, {0, 1, -1}}, {0, 1, 2, 0, 2, 3}, kB,
                    10);
  ASSERT_TRUE(w.rayClosest({3, 0.2, 5}, {3, 0.2, -5}, kB, hit));
  EXPECT_NEAR(hit.point.z, -1.0, 1e-4);
  // Off the rectangles' diagonals: a ray through a shared edge is reported by both triangles.
  const auto hits = w.rayAll({0, 2.1, 0.3}, {10, 2.1, 0.3}, kA);
  ASSERT_EQ(hits.size(), 2u);
  std::vector<double> xs{hits[0].point.x, hits[1].point.x};
  std::sort(xs.begin(), xs.end());
  EXPECT_NEAR(xs[0], 5.0, 1e-4);
  EXPECT_NEAR(xs[1], 8.0, 1e-4);
}

TEST(CollisionWorld, BoxContactsFindOverlapsAndNotDistantBoxes) {
  CollisionWorld w;
  w.addBox({0, 0, 0}, {1, 1, 1}, 0, kA, 1);
  w.addBox({5, 0, 0}, {1, 1, 1}, 0.3, kA, 2);
  const auto near = w.boxContacts({1.5, 0, 0}, {1, 1, 1}, 0, kA, 0.01);
  ASSERT_EQ(near.size(), 1u);
  EXPECT_EQ(near[0], 1);
  EXPECT_TRUE(w.boxContacts({2.6, 0, 0}, {0.2, 0.2, 1}, 0, kA, 0.01).empty());
  EXPECT_EQ(w.boxContacts({3, 0, 0}, {2.5, 0.5, 1}, 0, kA, 0.01).size(), 2u);
}
