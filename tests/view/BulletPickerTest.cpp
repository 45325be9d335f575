// Picking with the battlefield's Bullet world: the cursor's ray, in the table's world
// (millimetres, +Y up, north toward -Z), meets the same ground and stands the rules see.
#include <gtest/gtest.h>

#include <cmath>

#include "battlefield/TerrainBed.h"
#include "scenario/Scenario.h"
#include "support/TestPaths.h"
#include "view/ExaggeratedPicker.h"
#include "view/Picker.h"
#include "view/TableSpace.h"

namespace sandtable::view {
namespace {

using test::TerrainBed;

// A 12 x 8 span table with a ridge 15 m high running north-south at x = 6 spans.
std::shared_ptr<battlefield::BulletBattlefield> ridgeField() {
  TerrainBed bed(12, 8);
  bed.ground([](double x, double) {
    const double d = (x - 120.0) / 30.0;  // metres from the crest, in ridge half-widths
    return 15.0 * std::exp(-d * d);
  });
  return bed.build();
}

// A stand as the table draws it: on the ground at a table point, facing north.
StandBox drawnStand(const rules::Battlefield& field, rules::Point at) {
  const WorldXZ xz = toWorld(at);
  return StandBox{{xz.x, toWorldLength(field.elevationAt(at)), xz.z}, 0, 20, 10, 25};
}

TEST(BulletPicking, ARayStraightDownMeetsTheGroundWhereTheRulesHaveIt) {
  const auto field = ridgeField();
  const auto picker = BulletPicker::make(field, [] { return std::vector<std::pair<rules::UnitId, StandBox>>{}; });
  ASSERT_TRUE(picker);
  for (const rules::Point at : {TerrainBed::at(2, 3), TerrainBed::at(6, 4), TerrainBed::at(7.5, 6)}) {
    const WorldXZ xz = toWorld(at);
    const Pick p = picker->pick({xz.x, 1000, xz.z}, {0, -1, 0});
    ASSERT_TRUE(p.ground);
    EXPECT_FALSE(p.unit);
    EXPECT_NEAR(p.ground->x, xz.x, 0.01f);
    EXPECT_NEAR(p.ground->z, xz.z, 0.01f);
    EXPECT_NEAR(p.ground->y, toWorldLength(field->elevationAt(at)), 0.05f)
        << "the height of the ground the rules measure";
  }
}

TEST(BulletPicking, ItPicksTheStandUnderTheCursorAndNotOneHiddenBehindTheRidge) {
  const auto field = ridgeField();
  std::vector<std::pair<rules::UnitId, StandBox>> stands = {
      {3, drawnStand(*field, TerrainBed::at(3, 2))},   // west of the ridge
      {7, drawnStand(*field, TerrainBed::at(10, 4))},  // east of it, in its lee
  };
  const auto picker = BulletPicker::make(field, [&] { return stands; });
  ASSERT_TRUE(picker);
  const WorldXZ west = toWorld(TerrainBed::at(3, 2));
  const Pick above = picker->pick({west.x, 500, west.z}, {0, -1, 0});
  EXPECT_EQ(above.unit, 3);
  EXPECT_GT(above.unitDistance, 0);

  // Low from the west edge, aimed at the eastern stand: the ridge is in the way.
  const WorldXZ east = toWorld(TerrainBed::at(10, 4));
  const WorldXZ edge = toWorld(TerrainBed::at(0.2, 4));
  const V3 eye{edge.x, 2.0f, edge.z};
  const V3 dir{east.x - eye.x, toWorldLength(field->elevationAt(TerrainBed::at(10, 4))) + 5 - eye.y, east.z - eye.z};
  const Pick low = picker->pick(eye, dir);
  EXPECT_FALSE(low.unit) << "the ridge hides it";
  ASSERT_TRUE(low.ground);
  EXPECT_LT(low.ground->x, east.x) << "the ray meets the ridge first";
  // The same stand seen from high over the ridge is picked.
  const V3 high{edge.x, 400.0f, edge.z};
  EXPECT_EQ(picker->pick(high, {east.x - high.x, -high.y, east.z - high.z}).unit, 7);

  // The stand moves (as an animation moves it): the next pick finds it where it is drawn.
  stands[0].second = drawnStand(*field, TerrainBed::at(2, 6));
  const WorldXZ moved = toWorld(TerrainBed::at(2, 6));
  EXPECT_EQ(picker->pick({moved.x, 500, moved.z}, {0, -1, 0}).unit, 3);
  EXPECT_FALSE(picker->pick({west.x, 500, west.z}, {0, -1, 0}).unit);
}

TEST(BulletPicking, TurnedStandsArePickedAlongTheirOwnAxes) {
  const auto field = ridgeField();
  StandBox box = drawnStand(*field, TerrainBed::at(3, 4));
  box.yaw = yawOf(rules::kQuarterTurn);  // facing east: 40 mm along Z, 20 mm along X
  const auto picker = BulletPicker::make(field, [&] {
    return std::vector<std::pair<rules::UnitId, StandBox>>{{5, box}};
  });
  const WorldXZ c = toWorld(TerrainBed::at(3, 4));
  EXPECT_EQ(picker->pick({c.x, 500, c.z + 15}, {0, -1, 0}).unit, 5);
  EXPECT_FALSE(picker->pick({c.x + 15, 500, c.z}, {0, -1, 0}).unit);
}

TEST(BulletPicking, OnlyBulletBattlefieldsHaveABulletPicker) {
  const auto flat = std::make_shared<rules::FlatBattlefield>(rules::Rect{{500000, 500000}, 0, 1000000, 1000000});
  EXPECT_FALSE(BulletPicker::make(flat, {}));
  // MicroBattle's grid stands on a measured Bullet battlefield.
  const auto scenario = scenario::loadScenario(test::sourceRoot() / "config/scenarios/microbattle_river_crossing.yaml");
  ASSERT_TRUE(scenario.battlefield);
  EXPECT_TRUE(BulletPicker::bulletOf(*scenario.battlefield));
  EXPECT_TRUE(BulletPicker::make(scenario.battlefield, {}));
}

// The table drawn with its heights exaggerated (Settings > Exaggerate heights): the cursor's
// ray through the drawn world still meets the drawn ground and the stands where they are
// drawn, though the rules' world keeps the battlefield's heights.
TEST(BulletPicking, WithHeightsExaggeratedTheRayMeetsTheGroundAsDrawn) {
  const auto field = ridgeField();
  constexpr float k = 2.5f;
  const std::vector<std::pair<rules::UnitId, StandBox>> none;
  const auto plain = BulletPicker::make(field, [&] { return none; });
  const ExaggeratedPicker picker(BulletPicker::make(field, [&] { return none; }), k);
  for (const rules::Point at : {TerrainBed::at(4, 3), TerrainBed::at(6, 4), TerrainBed::at(7.5, 6)}) {
    const WorldXZ xz = toWorld(at);
    const V3 drawn{xz.x, k * toWorldLength(field->elevationAt(at)), xz.z};
    // Seen from the south-west and above, as the table's camera looks.
    const V3 eye{drawn.x - 150, 450, drawn.z + 380};
    const V3 dir{drawn.x - eye.x, drawn.y - eye.y, drawn.z - eye.z};
    const Pick p = picker.pick(eye, dir);
    ASSERT_TRUE(p.ground);
    EXPECT_NEAR(p.ground->x, drawn.x, 0.05f);
    EXPECT_NEAR(p.ground->y, drawn.y, 0.1f);
    EXPECT_NEAR(p.ground->z, drawn.z, 0.05f);
    // The rules' world alone would put the point elsewhere: off the ridge it rises (the
    // exaggeration is what this picker undoes).
    if (field->elevationAt(at) > 2 * rules::kMillimetre) {
      const Pick wrong = plain->pick(eye, dir);
      ASSERT_TRUE(wrong.ground);
      EXPECT_GT(std::hypot(wrong.ground->x - drawn.x, wrong.ground->z - drawn.z), 5.0f);
    }
  }
}

TEST(BulletPicking, WithHeightsExaggeratedAStandIsPickedWhereItIsDrawn) {
  const auto field = ridgeField();
  constexpr float k = 3.0f;
  // A stand on the ridge's crest, drawn on the exaggerated ground.
  const rules::Point at = TerrainBed::at(6, 4);
  StandBox box = drawnStand(*field, at);
  box.centre.y *= k;
  const std::vector<std::pair<rules::UnitId, StandBox>> drawn{{5, box}};
  const ExaggeratedPicker picker(
      BulletPicker::make(field, ExaggeratedPicker::unexaggerated([&] { return drawn; }, k)), k);
  const V3 mid{box.centre.x, box.centre.y + box.height / 2, box.centre.z};
  const V3 eye{mid.x + 60, mid.y + 400, mid.z + 300};
  const Pick p = picker.pick(eye, {mid.x - eye.x, mid.y - eye.y, mid.z - eye.z});
  EXPECT_EQ(p.unit, 5);
  EXPECT_NEAR(p.unitDistance, 1.0f, 0.1f) << "met about where the ray reaches the stand's middle";
  // Just over its back edge: the ground behind it.
  const V3 over{mid.x, box.centre.y + box.height + 2, box.centre.z - box.halfDepth - 1};
  const Pick q = picker.pick(eye, {over.x - eye.x, over.y - eye.y, over.z - eye.z});
  EXPECT_FALSE(q.unit);
}

}  // namespace
}  // namespace sandtable::view
