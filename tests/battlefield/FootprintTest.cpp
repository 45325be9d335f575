// Stand footprints on the Bullet battlefield: contact and overlap (found by Bullet's
// contact test, decided by the kernel's exact one, so it agrees with the kernel on every
// random layout), the nearest free position, and the nearest open ground to flee to.
#include <gtest/gtest.h>

#include "TerrainBed.h"
#include "rules/core/Rng.h"

using namespace sandtable;
using rules::Rect;
using rules::StandPlacement;
using rules::TerrainKind;
using test::TerrainBed;

namespace {

Rect base(double x, double y, int facingDeg = 0, double w = 1, double d = 0.5) {
  return Rect{TerrainBed::at(x, y), rules::degrees(facingDeg), TerrainBed::span(w),
              TerrainBed::span(d)};
}

}  // namespace

TEST(Footprints, TouchingIsContactNotOverlap) {
  const auto bf = TerrainBed(10, 10).build();
  const std::vector<StandPlacement> stands{{1, base(5, 5), 0}};
  EXPECT_FALSE(bf->overlapsAny(base(6, 5), stands)) << "side by side, edges touching";
  EXPECT_FALSE(bf->overlapsAny(base(5, 5.5), stands)) << "front to back";
  EXPECT_TRUE(bf->overlapsAny(base(5.99, 5), stands));
  EXPECT_TRUE(bf->overlapsAny(base(5.5, 5.3, 45), stands));
  EXPECT_FALSE(bf->overlapsAny(base(5.99, 5), stands, 1)) << "the unit itself is ignored";
  EXPECT_FALSE(bf->overlapsAny(base(8, 8), stands));
}

TEST(Footprints, OverlapAgreesWithTheKernelOnRandomLayouts) {
  const auto bf = TerrainBed(10, 10).build();
  const rules::FlatBattlefield flat(bf->bounds());
  rules::Rng rng(17);
  auto u = [&](double lo, double hi) {
    return lo + (hi - lo) * static_cast<double>(rng.below(1u << 30)) / (1u << 30);
  };
  int overlapping = 0;
  for (int layout = 0; layout < 60; ++layout) {
    std::vector<StandPlacement> stands;
    for (int i = 0; i < 30; ++i) {
      stands.push_back(
          {static_cast<rules::UnitId>(i),
           base(u(1, 9), u(1, 9), static_cast<int>(u(0, 360)), u(0.3, 1.5), u(0.2, 0.8)), 0});
    }
    for (int probe = 0; probe < 40; ++probe) {
      const Rect r = base(u(1, 9), u(1, 9), static_cast<int>(u(0, 360)), u(0.3, 1.5), u(0.2, 0.8));
      const bool want = flat.overlapsAny(r, stands);
      ASSERT_EQ(bf->overlapsAny(r, stands), want) << "layout " << layout << " probe " << probe;
      overlapping += want ? 1 : 0;
    }
  }
  EXPECT_GT(overlapping, 100);
  EXPECT_LT(overlapping, 2300);
}

TEST(Footprints, NearestFreePosition) {
  const auto bf = TerrainBed(10, 10).build();
  const std::vector<StandPlacement> stands{
      {1, base(5, 5), 0}, {2, base(5, 5.5), 0}, {3, base(6, 5), 0}};
  const Rect wanted = base(5.2, 5.1);
  const auto got = bf->nearestFreePosition(wanted, stands, TerrainBed::span(3));
  ASSERT_TRUE(got.has_value());
  EXPECT_FALSE(bf->overlapsAny(*got, stands));
  EXPECT_EQ(got->facing, wanted.facing);
  EXPECT_LE(rules::distance(got->centre, wanted.centre), TerrainBed::span(1));
  // Already free: stays put. Nowhere within reach: nothing.
  EXPECT_EQ(*bf->nearestFreePosition(base(2, 2), stands, TerrainBed::span(1)), base(2, 2));
  EXPECT_FALSE(bf->nearestFreePosition(wanted, stands, TerrainBed::span(0.05)).has_value());
  // Off the table is not free.
  const auto edge = bf->nearestFreePosition(base(0.2, 5), {}, TerrainBed::span(2));
  ASSERT_TRUE(edge.has_value());
  EXPECT_GE(edge->centre.x, TerrainBed::span(0.5));
}

TEST(Footprints, NearestOpenGroundToFleeToward) {
  TerrainBed bed(10, 10);
  bed.area(TerrainKind::WoodsHeavy, {{3, 3}, {7, 3}, {7, 7}, {3, 7}}, 18,
           battlefield::SightEffect::SeeInto);
  const auto bf = bed.build();
  // From inside the woods, fleeing north: out of the woods' northern edge.
  const auto north = bf->nearestOpenGround(TerrainBed::at(5, 5), 0, TerrainBed::span(4), {});
  ASSERT_TRUE(north.has_value());
  EXPECT_EQ(bf->terrainAt(*north), TerrainKind::Clear);
  EXPECT_GT(north->y, TerrainBed::span(7));
  EXPECT_LT(north->y, TerrainBed::span(7.5));
  // Fleeing east instead leaves by the east edge.
  const auto east =
      bf->nearestOpenGround(TerrainBed::at(5, 5), rules::kQuarterTurn, TerrainBed::span(4), {});
  ASSERT_TRUE(east.has_value());
  EXPECT_GT(east->x, TerrainBed::span(7));
  // A stand in the way is not open ground.
  const std::vector<StandPlacement> blocker{
      {9, Rect{TerrainBed::at(5, 7.5), 0, TerrainBed::span(3), TerrainBed::span(1)}, 0}};
  const auto around = bf->nearestOpenGround(TerrainBed::at(5, 5), 0, TerrainBed::span(4), blocker);
  ASSERT_TRUE(around.has_value());
  EXPECT_FALSE(rules::contains(blocker[0].footprint, *around));
  // Too far to reach: nothing.
  EXPECT_FALSE(bf->nearestOpenGround(TerrainBed::at(5, 5), 0, TerrainBed::span(1), {}).has_value());
}
