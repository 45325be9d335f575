// The ground under the rules: elevation and slope at a point, which footprint is uphill,
// crests (drawn and shaped), and how much of a footprint lies on each kind of ground.
#include <gtest/gtest.h>

#include "TerrainBed.h"

using namespace sandtable;
using rules::Rect;
using rules::TerrainKind;
using test::TerrainBed;

TEST(Ground, ElevationAndSlopeOfAPlane) {
  TerrainBed bed(10, 10);
  bed.ground([](double x, double y) { return 0.1 * x + 0.05 * y; });  // rises east and north
  const auto bf = bed.build();
  EXPECT_EQ(bf->elevationAt(TerrainBed::at(5, 5)), TerrainBed::metres(0.1 * 100 + 0.05 * 100));
  const rules::Slope s = bf->slopeAt(TerrainBed::at(3, 7));
  EXPECT_EQ(s.gradientPermille, 112);  // hypot(100, 50) per thousand
  // Downhill is toward the south-west: bearing atan2(-0.1, -0.05) from north, clockwise.
  EXPECT_NEAR(rules::toDegrees(s.downhill), 243, 1);
  const auto flat = TerrainBed(10, 10).build();
  EXPECT_EQ(flat->slopeAt(TerrainBed::at(5, 5)).gradientPermille, 0);
}

TEST(Ground, UphillFootprints) {
  TerrainBed bed(10, 10);
  bed.ground([](double x, double) { return 0.1 * x; });
  const auto bf = bed.build();
  const Rect west{TerrainBed::at(2, 5), 0, TerrainBed::span(1), TerrainBed::span(0.5)};
  const Rect east{TerrainBed::at(8, 5), 0, TerrainBed::span(1), TerrainBed::span(0.5)};
  EXPECT_TRUE(bf->isUphillOf(east, west, 0));
  EXPECT_FALSE(bf->isUphillOf(west, east, 0));
  // 6 spans at 10 % is 12 m; not uphill by more than 15 m.
  EXPECT_FALSE(bf->isUphillOf(east, west, TerrainBed::metres(15)));
}

TEST(Ground, StandsOnACrest) {
  TerrainBed bed(10, 10);
  // A ridge along y = 5 (east-west), 10 m high, falling off over 3 spans each side.
  bed.ground(
      [](double, double y) { return std::max(0.0, 10.0 * (1.0 - std::abs(y - 100.0) / 60.0)); });
  const auto bf = bed.build();
  const Rect onTop{TerrainBed::at(5, 5), 0, TerrainBed::span(1), TerrainBed::span(0.5)};
  const Rect onSlope{TerrainBed::at(5, 3.5), 0, TerrainBed::span(1), TerrainBed::span(0.5)};
  const Rect inPlain{TerrainBed::at(5, 0.8), 0, TerrainBed::span(1), TerrainBed::span(0.5)};
  EXPECT_TRUE(bf->onCrest(onTop));
  EXPECT_FALSE(bf->onCrest(onSlope));
  EXPECT_FALSE(bf->onCrest(inPlain));
  // Facing along the ridge, the ground ahead and behind is as high: not the crest by shape.
  const Rect along{TerrainBed::at(5, 5), rules::kQuarterTurn, TerrainBed::span(1),
                   TerrainBed::span(0.5)};
  EXPECT_FALSE(bf->onCrest(along));
  // A crest line drawn by the scenario counts whatever the stand faces.
  bed.spec.crests.push_back({{TerrainBed::at(0, 5), TerrainBed::at(10, 5)}});
  EXPECT_TRUE(bed.build()->onCrest(along));
}

TEST(Ground, TerrainUnderAFootprintInThousandths) {
  TerrainBed bed(10, 10);
  bed.area(TerrainKind::WoodsLight, {{5, 0}, {10, 0}, {10, 10}, {5, 10}}, 12,
           battlefield::SightEffect::SeeInto);
  const auto bf = bed.build();
  // Straddling the woods' edge: half and half.
  const auto half =
      bf->terrainUnder(Rect{TerrainBed::at(5, 5), 0, TerrainBed::span(2), TerrainBed::span(1)});
  ASSERT_EQ(half.size(), 2u);
  EXPECT_EQ(half[0].kind, TerrainKind::Clear);
  EXPECT_EQ(half[0].permille, 500);
  EXPECT_EQ(half[1].kind, TerrainKind::WoodsLight);
  EXPECT_EQ(half[1].permille, 500);
  // A quarter in (the edge through the footprint's right quarter), turned a quarter turn.
  const auto quarter = bf->terrainUnder(
      Rect{TerrainBed::at(4.5, 5), rules::kQuarterTurn, TerrainBed::span(1), TerrainBed::span(2)});
  ASSERT_EQ(quarter.size(), 2u);
  EXPECT_EQ(quarter[1].permille, 250);
  EXPECT_EQ(quarter[0].permille + quarter[1].permille, 1000);
  // Wholly inside.
  const auto all =
      bf->terrainUnder(Rect{TerrainBed::at(8, 5), 0, TerrainBed::span(1), TerrainBed::span(1)});
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0].permille, 1000);
}

TEST(Ground, LaterFeaturesLieOnTopAndLinesOverAreas) {
  TerrainBed bed(10, 10);
  bed.area(TerrainKind::WoodsMedium, {{1, 1}, {9, 1}, {9, 9}, {1, 9}}, 15,
           battlefield::SightEffect::SeeInto);
  bed.area(TerrainKind::Marsh, {{4, 4}, {6, 4}, {6, 6}, {4, 6}}, 2,
           battlefield::SightEffect::SeeInto);
  bed.line(TerrainKind::Road, {{0, 2}, {10, 2}}, 0.3, 0, battlefield::SightEffect::None);
  bed.building(7, 7, 0.5, 0.5, 0, 8);
  const auto bf = bed.build();
  EXPECT_EQ(bf->terrainAt(TerrainBed::at(2, 5)), TerrainKind::WoodsMedium);
  EXPECT_EQ(bf->terrainAt(TerrainBed::at(5, 5)), TerrainKind::Marsh);
  EXPECT_EQ(bf->terrainAt(TerrainBed::at(5, 2.1)), TerrainKind::Road);
  EXPECT_EQ(bf->terrainAt(TerrainBed::at(7, 7)), TerrainKind::TownMedium);
  EXPECT_EQ(bf->terrainAt(TerrainBed::at(0.5, 5)), TerrainKind::Clear);
  EXPECT_EQ(bf->terrainAt(TerrainBed::at(-1, 5)), TerrainKind::Clear);
}
