// Picking a stand with a ray from the cursor (the box test the table uses until the
// battlefield's Bullet ray takes over) and the tabletop camera's moves.
#include <gtest/gtest.h>

#include <cmath>

#include "view/Picker.h"
#include "view/TabletopCamera.h"

namespace sandtable::view {
namespace {

TEST(Picking, ARayFromAboveHitsTheStandUnderIt) {
  const StandBox box{{100, 0, -50}, 0, 40, 20, 25};
  const auto t = rayHitsStand({100, 500, -50}, {0, -1, 0}, box);
  ASSERT_TRUE(t);
  EXPECT_NEAR(*t, 475.0f, 0.01f) << "it enters at the figures' top";
  EXPECT_FALSE(rayHitsStand({100 + 45, 500, -50}, {0, -1, 0}, box)) << "beside the stand";
}

TEST(Picking, TheBoxTurnsWithTheStand) {
  // A stand 80 wide and 20 deep turned a quarter: it is now 20 wide along X and 80 along Z.
  const StandBox box{{0, 0, 0}, 1.5707963f, 40, 10, 20};
  EXPECT_TRUE(rayHitsStand({0, 100, 35}, {0, -1, 0}, box));
  EXPECT_FALSE(rayHitsStand({35, 100, 0}, {0, -1, 0}, box));
}

TEST(Picking, TheNearestStandWinsAndAHillHidesWhatIsBehindIt) {
  std::vector<std::pair<rules::UnitId, StandBox>> stands = {{1, {{0, 0, -200}, 0, 40, 20, 25}},
                                                            {2, {{0, 0, -100}, 0, 40, 20, 25}}};
  std::optional<V3> ground;  // nothing by default
  BoxAndGroundPicker picker([&](V3, V3) { return ground; }, [&] { return stands; });
  const V3 eye{0, 10, 0};
  const V3 dir{0, 0, -1};
  EXPECT_EQ(picker.pick(eye, dir).unit, 2);
  ground = V3{0, 10, -50};  // a hill in between
  EXPECT_FALSE(picker.pick(eye, dir).unit);
  EXPECT_TRUE(picker.pick(eye, dir).ground);
}

TEST(TabletopCamera, TheOverviewLooksDownOnTheTableFromSide1sEdge) {
  TabletopCamera c;
  c.setTable(400, -300, 800, 600);
  c.overview();
  c.jump();
  const CameraPose p = c.pose();
  EXPECT_GT(p.eye.y, 300.0f);
  EXPECT_GT(p.eye.z, p.target.z) << "south of what it looks at";
  EXPECT_NEAR(p.target.x, 400.0f, 1.0f);
}

TEST(TabletopCamera, MapViewOrbitPanAndZoom) {
  TabletopCamera c;
  c.setTable(0, 0, 800, 600);
  c.overview();
  c.topDown(true);
  c.jump();
  EXPECT_GT(c.pitchDegrees(), 89.0f);
  const CameraPose top = c.pose();
  EXPECT_NEAR(top.eye.x, top.target.x, 15.0f);
  c.topDown(false);
  c.orbit(90);  // now looking east
  c.jump();
  CameraPose p = c.pose();
  EXPECT_LT(p.eye.x, p.target.x);
  const float before = p.target.z;
  c.pan(100, 0);  // to the view's right: south when looking east
  c.jump();
  EXPECT_NEAR(c.pose().target.z, before + 100, 0.5f);
  const float d = c.distance();
  c.zoom(0.5f);
  c.jump();
  EXPECT_NEAR(c.distance(), d * 0.5f, 0.5f);
  c.zoom(0.0001f);
  c.jump();
  EXPECT_GE(c.distance(), 40.0f) << "never inside the table";
}

TEST(TabletopCamera, ItGlidesRatherThanJumps) {
  TabletopCamera c;
  c.setTable(0, 0, 800, 600);
  c.overview();
  c.jump();
  c.focus(300, 200);
  c.update(0.02f);
  const CameraPose p = c.pose();
  EXPECT_GT(p.target.x, 0.0f);
  EXPECT_LT(p.target.x, 300.0f);
  for (int i = 0; i < 200; ++i) c.update(0.02f);
  EXPECT_NEAR(c.pose().target.x, 300.0f, 0.5f);
}

}  // namespace
}  // namespace sandtable::view
