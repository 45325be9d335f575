// Paths over the ground: a river blocks and its ford does not, a bridge carries the road
// over, a hedge crossing costs its penalty once (straight, wheeling, or at a joint), and
// areas are entered and left in order and paid for by the distance inside them.
#include <gtest/gtest.h>

#include "TerrainBed.h"

using namespace sandtable;
using rules::Crossing;
using rules::TerrainKind;
using test::TerrainBed;

namespace {

TerrainBed riverBed() {
  TerrainBed bed(20, 10);
  auto& river =
      bed.line(TerrainKind::River, {{0, 5}, {20, 5}}, 0.5, 0, battlefield::SightEffect::None);
  river.fords.push_back({TerrainBed::at(5, 5), TerrainBed::span(1)});
  river.bridges.push_back({TerrainBed::at(15, 5), TerrainBed::span(0.6)});
  bed.line(TerrainKind::Hedge, {{8, 0}, {8, 2}, {8.5, 4}}, 0.05, 2.5,
           battlefield::SightEffect::Opaque);
  bed.line(TerrainKind::Road, {{15, 0}, {15, 10}}, 0.3, 0, battlefield::SightEffect::None);
  bed.area(TerrainKind::WoodsLight, {{11, 6}, {13, 6}, {13, 9}, {11, 9}}, 12,
           battlefield::SightEffect::SeeInto);
  return bed;
}

rules::MovementCosts costs() {
  rules::MovementCosts c;
  c.crossing[static_cast<std::size_t>(TerrainKind::River)] = -1;
  c.areaPermille[static_cast<std::size_t>(TerrainKind::River)] = -1;
  c.areaPermille[static_cast<std::size_t>(TerrainKind::Ford)] = 2000;
  c.crossing[static_cast<std::size_t>(TerrainKind::Hedge)] = TerrainBed::span(1);
  c.areaPermille[static_cast<std::size_t>(TerrainKind::WoodsLight)] = 2000;
  return c;
}

std::vector<TerrainKind> kinds(const std::vector<Crossing>& cs) {
  std::vector<TerrainKind> out;
  for (const Crossing& c : cs) out.push_back(c.kind);
  return out;
}

}  // namespace

TEST(Paths, ARiverBlocksAndAFordDoesNot) {
  const auto bf = riverBed().build();
  const rules::PathCost wet = bf->pathCost({TerrainBed::at(3, 2), TerrainBed::at(3, 8)}, costs());
  EXPECT_FALSE(wet.passable);
  EXPECT_EQ(kinds(wet.crossed), std::vector<TerrainKind>{TerrainKind::River});
  const rules::PathCost ford = bf->pathCost({TerrainBed::at(5, 2), TerrainBed::at(5, 8)}, costs());
  EXPECT_TRUE(ford.passable);
  EXPECT_EQ(kinds(ford.crossed), std::vector<TerrainKind>{TerrainKind::Ford});
  // 6 spans, the half span across the ford at double cost.
  EXPECT_NEAR(static_cast<double>(ford.cost), static_cast<double>(TerrainBed::span(6.5)), 2.0);
  // Just beside the ford the river is still the river.
  EXPECT_FALSE(bf->pathCost({TerrainBed::at(5.7, 2), TerrainBed::at(5.7, 8)}, costs()).passable);
}

TEST(Paths, TheBridgeCarriesTheRoad) {
  const auto bf = riverBed().build();
  const rules::PathCost c = bf->pathCost({TerrainBed::at(15, 2), TerrainBed::at(15, 8)}, costs());
  EXPECT_TRUE(c.passable);
  EXPECT_EQ(kinds(c.crossed), std::vector<TerrainKind>{TerrainKind::Bridge});
  EXPECT_EQ(c.cost, TerrainBed::span(6));
  EXPECT_EQ(bf->terrainAt(TerrainBed::at(15, 5)), TerrainKind::Bridge);
  EXPECT_EQ(bf->terrainAt(TerrainBed::at(15, 3)), TerrainKind::Road);
}

TEST(Paths, AHedgeCrossingCostsItsPenaltyOnce) {
  const auto bf = riverBed().build();
  // Straight across.
  rules::PathCost c = bf->pathCost({TerrainBed::at(6, 1), TerrainBed::at(10, 1)}, costs());
  EXPECT_EQ(kinds(c.crossed), std::vector<TerrainKind>{TerrainKind::Hedge});
  EXPECT_EQ(c.cost, TerrainBed::span(5));
  // A wheel whose joint lies on the hedge.
  c = bf->pathCost({TerrainBed::at(6, 0.5), TerrainBed::at(8, 1), TerrainBed::at(10, 0.5)},
                   costs());
  EXPECT_EQ(kinds(c.crossed), std::vector<TerrainKind>{TerrainKind::Hedge});
  // Through the hedge's own joint at (8, 2).
  c = bf->pathCost({TerrainBed::at(6, 2), TerrainBed::at(10, 2)}, costs());
  EXPECT_EQ(kinds(c.crossed), std::vector<TerrainKind>{TerrainKind::Hedge});
  EXPECT_EQ(c.cost, TerrainBed::span(5));
  // Up to the hedge, and away from the hedge it lines: no crossing.
  EXPECT_TRUE(bf->pathCost({TerrainBed::at(6, 1), TerrainBed::at(8, 1)}, costs()).crossed.empty());
  EXPECT_TRUE(bf->pathCost({TerrainBed::at(8, 1), TerrainBed::at(6, 1)}, costs()).crossed.empty());
  // Over and back: twice.
  c = bf->pathCost({TerrainBed::at(6, 1), TerrainBed::at(10, 1), TerrainBed::at(6, 1.5)}, costs());
  EXPECT_EQ(c.crossed.size(), 2u);
}

TEST(Paths, AreasAreEnteredAndLeftInOrderAndPaidForInside) {
  const auto bf = riverBed().build();
  const std::vector<Crossing> cs = bf->crossings(TerrainBed::at(10, 7), TerrainBed::at(14, 7));
  ASSERT_EQ(cs.size(), 2u);
  EXPECT_EQ(cs[0].kind, TerrainKind::WoodsLight);
  EXPECT_TRUE(cs[0].entering);
  EXPECT_EQ(cs[0].where, TerrainBed::at(11, 7));
  EXPECT_FALSE(cs[1].entering);
  EXPECT_EQ(cs[1].where, TerrainBed::at(13, 7));
  const rules::PathCost c = bf->pathCost({TerrainBed::at(10, 7), TerrainBed::at(14, 7)}, costs());
  EXPECT_EQ(c.cost, TerrainBed::span(6));  // 1 + 2 x 2 + 1
  EXPECT_EQ(kinds(c.crossed), std::vector<TerrainKind>{TerrainKind::WoodsLight});
  // Lines and boundaries together, in order from the start.
  const std::vector<Crossing> all = bf->crossings(TerrainBed::at(12, 3), TerrainBed::at(12, 8));
  EXPECT_EQ(kinds(all), (std::vector<TerrainKind>{TerrainKind::River, TerrainKind::WoodsLight}));
  // Open ground costs its length exactly.
  EXPECT_EQ(bf->pathCost({TerrainBed::at(1, 1), TerrainBed::at(4, 3)}, costs()).cost,
            rules::distance(TerrainBed::at(1, 1), TerrainBed::at(4, 3)));
}
