// measured/Displacement.h: straight displacement stopped by the table edge, impassable ground,
// other blocks and a system's lines; about face; the nearest table edge; settling clear.
#include <gtest/gtest.h>

#include "rules/measured/Displacement.h"
#include "rules/measured/Ground.h"

using namespace sandtable::rules;
using namespace sandtable::rules::measured;

namespace {

const BlockShape kLine{4, 2, kInch, kInch};  // 4" wide, 2" deep

// A 48" x 48" table from (0, 0), with a marsh north of y = 30".
class MarshTable final : public Battlefield {
 public:
  Rect bounds() const override { return {{24 * kInch, 24 * kInch}, 0, 48 * kInch, 48 * kInch}; }
  Length elevationAt(Point) const override { return 0; }
  TerrainKind terrainAt(Point p) const override {
    return p.y > 30 * kInch ? TerrainKind::Marsh : TerrainKind::Clear;
  }
  std::vector<Crossing> crossings(Point, Point) const override { return {}; }
  Sight lineOfSight(const SightQuery&) const override { return {}; }
};

auto noPathStops = [](const Pose&) { return false; };

}  // namespace

TEST(MeasuredDisplacement, DisplacementStopsAtTheTableEdge) {
  const MarshTable table;
  const GroundOfKinds ground{nullptr, 0};
  // 10" from the north edge, pushed 15" north: it goes 10" (to within half the tolerance).
  const Stop s = displace(kLine, {{24 * kInch, 38 * kInch}, 0}, 0, 15 * kInch, kInch / 4,
                          table.bounds(), {}, ground, noPathStops);
  EXPECT_TRUE(s.blocked);
  EXPECT_EQ(s.unit, kNoUnit);
  EXPECT_LE(s.at, 10 * kInch);
  EXPECT_GE(s.at, 10 * kInch - kTolerance / 2);
  // Pushed back (south, facing kept) it has room.
  const Stop back = displace(kLine, {{24 * kInch, 38 * kInch}, 0}, kHalfTurn, 15 * kInch, kInch / 4,
                             table.bounds(), {}, ground, noPathStops);
  EXPECT_FALSE(back.blocked);
  EXPECT_EQ(back.at, 15 * kInch);
}

TEST(MeasuredDisplacement, DisplacementStopsAtImpassableGroundAndBlocks) {
  const MarshTable table;
  const GroundOfKinds marsh{&table, terrainKindBit(TerrainKind::Marsh)};
  const Pose start{{24 * kInch, 20 * kInch}, 0};
  const Stop s =
      displace(kLine, start, 0, 20 * kInch, kInch / 4, table.bounds(), {}, marsh, noPathStops);
  EXPECT_TRUE(s.blocked);
  // Its front may come to a millimetre short of the marsh's edge (the samples lie inside it).
  EXPECT_LE(start.front.y + s.at, 30 * kInch + kMillimetre);
  EXPECT_GE(start.front.y + s.at, 30 * kInch - kTolerance);
  EXPECT_TRUE(anyUnder(table, blockRect(kLine, {{24 * kInch, 32 * kInch}, 0}),
                       terrainKindBit(TerrainKind::Marsh)));
  EXPECT_FALSE(anyUnder(table, blockRect(kLine, {{24 * kInch, 32 * kInch}, 0}),
                        terrainKindBit(TerrainKind::Bog)));
  // A block 5" ahead stops it first, and is named.
  const Rect other =
      blockRect(kLine, {{24 * kInch, 27 * kInch}, kHalfTurn});  // its front at 27", rear at 29"
  const Stop b = displace(kLine, start, 0, 20 * kInch, kInch / 4, table.bounds(),
                          {{3, other, false, false}}, marsh, noPathStops);
  EXPECT_TRUE(b.blocked);
  EXPECT_EQ(b.unit, 3);
  EXPECT_LE(start.front.y + b.at, 27 * kInch);
  EXPECT_GE(start.front.y + b.at, 27 * kInch - kTolerance / 2);
  // A line on the ground the system's hook reports stops it too.
  const Stop line = displace(kLine, start, 0, 20 * kInch, kInch / 4, table.bounds(), {}, marsh,
                             [&](const Pose& p) { return p.front.y > 22 * kInch; });
  EXPECT_EQ(line.unit, kNoUnit);
  EXPECT_LE(start.front.y + line.at, 22 * kInch);
  EXPECT_GE(start.front.y + line.at, 22 * kInch - kTolerance / 2);
}

TEST(MeasuredDisplacement, AboutFaceStandsOnTheSameGround) {
  const Pose p{{0, 0}, 0};
  const Pose q = aboutFace(p, 2 * kInch);
  EXPECT_EQ(q.facing, kHalfTurn);
  EXPECT_EQ(q.front, (Point{0, -2 * kInch}));
  EXPECT_EQ(blockRect(kLine, q).centre, blockRect(kLine, p).centre);
  EXPECT_EQ(aboutFace(q, 2 * kInch), p);
}

TEST(MeasuredDisplacement, NearestTableEdge) {
  const Rect table{{24 * kInch, 24 * kInch}, 0, 48 * kInch, 48 * kInch};
  const TableEdge west = nearestTableEdge(table, {5 * kInch, 20 * kInch});
  EXPECT_EQ(west.direction, 3 * kQuarterTurn);
  EXPECT_EQ(west.distance, 5 * kInch);
  const TableEdge north = nearestTableEdge(table, {20 * kInch, 46 * kInch});
  EXPECT_EQ(north.direction, 0);
  EXPECT_EQ(north.distance, 2 * kInch);
  EXPECT_EQ(nearestTableEdge(table, {40 * kInch, 20 * kInch}).direction, kQuarterTurn);
  EXPECT_EQ(nearestTableEdge(table, {20 * kInch, 1 * kInch}).direction, kHalfTurn);
}

TEST(MeasuredDisplacement, SettlingClearMakesNoNewContact) {
  const FlatBattlefield table({{24 * kInch, 24 * kInch}, 0, 48 * kInch, 48 * kInch});
  const Rect mine = blockRect(kLine, {{24 * kInch, 24 * kInch}, 0});
  // Already clear: it stays where it is.
  const auto here = settleClear(table, mine, {}, 2 * kInch, 0);
  ASSERT_TRUE(here);
  EXPECT_EQ(*here, (Point{24 * kInch, 24 * kInch}));
  // An enemy overlapping its front by half an inch: it must end clear of contact with it
  // (more than the tolerance away), unless it may touch it (then only not overlapping).
  const Rect enemy = blockRect(kLine, {{24 * kInch, 24 * kInch - kInch / 2}, kHalfTurn});
  const auto apart = settleClear(table, mine, {{1, enemy, false, false}}, 2 * kInch, 0);
  ASSERT_TRUE(apart);
  const Rect moved = blockRect(kLine, {*apart, 0});
  EXPECT_FALSE(contactOf(moved, enemy));
  EXPECT_FALSE(blocksOverlap(moved, enemy));
  EXPECT_GT(gap(moved, enemy), kTolerance);
  const auto touching = settleClear(table, mine, {{1, enemy, false, true}}, 2 * kInch, 0);
  ASSERT_TRUE(touching);
  EXPECT_FALSE(blocksOverlap(blockRect(kLine, {*touching, 0}), enemy));
  // Hemmed in with nowhere within reach: nothing.
  const Rect big{{24 * kInch, 24 * kInch}, 0, 20 * kInch, 20 * kInch};
  EXPECT_FALSE(settleClear(table, mine, {{2, big, true, false}}, 2 * kInch, 0));
}
