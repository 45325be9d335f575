// 001 3.2 Terrain: the characteristics of 3.2.1 and the standard types of 3.2.2 as
// config/rulesets/warlords.yaml maps them onto the battlefield's feature kinds, and what
// they do to movement, cover and melee.
#include <gtest/gtest.h>

#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

// A table with one rectangular area of some ground, an optional linear feature along
// y = lineY, and an optional slope rising northward beyond y = slopeY.
class PatchBattlefield final : public Battlefield {
 public:
  PatchBattlefield(Rect bounds, Rect area, TerrainKind kind) : mBounds(bounds), mArea(area), mKind(kind) {}
  Rect bounds() const override { return mBounds; }
  Length elevationAt(Point p) const override { return p.y > slopeY ? (p.y - slopeY) / 4 : 0; }
  TerrainKind terrainAt(Point p) const override { return contains(mArea, p) ? mKind : TerrainKind::Clear; }
  std::vector<Crossing> crossings(Point a, Point b) const override {
    std::vector<Crossing> out;
    if (lineKind != TerrainKind::Clear && ((a.y < lineY) != (b.y < lineY))) {
      const Length x = a.x + (b.x - a.x) * (lineY - a.y) / (b.y - a.y);
      out.push_back({lineKind, {x, lineY}, true});
    }
    return out;
  }
  Sight lineOfSight(const SightQuery& q) const override { return standsAcross(q); }
  TerrainKind lineKind = TerrainKind::Clear;
  Length lineY = 0;
  Length slopeY = 1 << 30;

 private:
  Rect mBounds, mArea;
  TerrainKind mKind;
};

struct Terrain : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
  int loose = bed.looseFoot();
  std::shared_ptr<PatchBattlefield> field(TerrainKind k) {
    // The patch covers y 8..20 across the whole table.
    auto bf = std::make_shared<PatchBattlefield>(Rect{at(30, 20), 0, spans(60), spans(40)},
                                                Rect{at(30, 14), 0, spans(60), spans(12)}, k);
    bed.battlefield = bf;
    return bf;
  }
  Length allowance(const WarlordsGame& g, UnitId u) { return g.moveAllowance(g.unit(u), g.unit(u).pose, g.unit(u).pose); }
};

TEST_F(Terrain, EveryBattlefieldFeatureHasAWarlordsMeaning) {
  for (std::size_t k = 0; k < kTerrainKindCount; ++k) {
    EXPECT_FALSE(bed.tables->terrain[k].type.empty()) << terrainKindName(static_cast<TerrainKind>(k));
  }
  const Tables& t = *bed.tables;
  EXPECT_TRUE(t.effect(TerrainKind::River).impassable);
  EXPECT_FALSE(t.effect(TerrainKind::River).blocksVisibility) << "3.2.2 River: open visibility";
  EXPECT_TRUE(t.effect(TerrainKind::Bog).rough && t.effect(TerrainKind::Bog).slow);
  EXPECT_TRUE(t.effect(TerrainKind::Marsh).rough && t.effect(TerrainKind::Marsh).blocksVisibility);
  EXPECT_EQ(t.effect(TerrainKind::WoodsLight).coverSpans, 2);
  EXPECT_EQ(t.effect(TerrainKind::Forest).coverSpans, 1);
  EXPECT_EQ(t.effect(TerrainKind::Orchard).coverSpans, 3);
  EXPECT_EQ(t.effect(TerrainKind::StoneWall).cover, Cover::Heavy);
  EXPECT_EQ(t.effect(TerrainKind::Hedge).cover, Cover::Light);
  EXPECT_TRUE(t.effect(TerrainKind::Hedge).linearObstacle);
  EXPECT_TRUE(t.effect(TerrainKind::Ford).rough && t.effect(TerrainKind::Ford).slope);
}

TEST_F(Terrain, RoughGroundSlowsAllButLightTroopsByASpan) {
  field(TerrainKind::Rough);
  const UnitId h = bed.add(Side::One, foot, 3, 10, 10, 0);
  const UnitId l = bed.add(Side::One, loose, 3, 20, 10, 0);
  auto g = bed.build();
  EXPECT_EQ(allowance(*g, h), spans(1));
  EXPECT_EQ(allowance(*g, l), spans(3));
}

TEST_F(Terrain, BogIsRoughAndSlow) {
  field(TerrainKind::Bog);
  const UnitId l = bed.add(Side::One, loose, 3, 20, 10, 0);
  auto g = bed.build();
  EXPECT_EQ(allowance(*g, l), spans(1.5)) << "slow halves: 3 / 2";
}

TEST_F(Terrain, RiversCannotBeEntered) {
  field(TerrainKind::River);
  // Light troops, so that the bank's rough ground leaves them the span to the water's edge.
  const UnitId u = bed.add(Side::One, loose, 3, 20, 6.5, 0);
  bed.add(Side::Two, foot, 3, 20, 35, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  Action m = moveW(u, at(20, 8.5));
  EXPECT_FALSE(g->check(m).legal);
  m.point = at(20, 7.5);
  EXPECT_TRUE(g->check(m).legal) << g->check(m).why;
}

TEST_F(Terrain, TheRiverbankIsSlopedAndRoughGround) {
  // 3.2.2 "Riverbank: Sloped and rough ground, in addition to the terrain type of the area":
  // the ground within a span of the water (config/rulesets/warlords.yaml river.bank_spans).
  field(TerrainKind::River);  // the water from y = 8 northward
  const UnitId onBank = bed.add(Side::One, loose, 3, 10, 7.5, 0);
  const UnitId back = bed.add(Side::One, loose, 3, 30, 6, 0);
  auto g = bed.build();
  const WarlordsGame::Ground bank = g->groundUnder(g->block(g->unit(onBank)));
  EXPECT_TRUE(bank.rough);
  EXPECT_TRUE(bank.slope);
  EXPECT_FALSE(bank.impassable) << "the bank is not the river";
  const WarlordsGame::Ground dry = g->groundUnder(g->block(g->unit(back)));
  EXPECT_FALSE(dry.rough || dry.slope) << "two spans from the water";
  // Light troops ignore the rough but not the slope: 3 spans less 1.
  EXPECT_EQ(allowance(*g, onBank), spans(2));
  EXPECT_EQ(allowance(*g, back), spans(3));
}

TEST_F(Terrain, SlopesCostASpan) {
  auto bf = field(TerrainKind::Clear);
  bf->slopeY = spans(5);  // rises 1 in 4 north of y = 5
  const UnitId u = bed.add(Side::One, foot, 3, 20, 10, 0);
  auto g = bed.build();
  EXPECT_EQ(allowance(*g, u), spans(1));
}

TEST_F(Terrain, CrossingALinearObstacleCostsASpan) {
  auto bf = field(TerrainKind::Clear);
  bf->lineKind = TerrainKind::Hedge;
  bf->lineY = spans(11);
  const UnitId u = bed.add(Side::One, loose, 3, 20, 10, 0);
  bed.add(Side::Two, foot, 3, 20, 35, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  Action m = moveW(u, at(20, 12.5));
  EXPECT_FALSE(g->check(m).legal) << "2.5 spans with the hedge's span is more than 3";
  m.point = at(20, 12);
  EXPECT_TRUE(g->check(m).legal) << g->check(m).why;
}

TEST_F(Terrain, WoodsGiveHeavyCoverAgainstShooting) {
  field(TerrainKind::WoodsLight);
  const int arch = bed.archers();
  const UnitId s = bed.add(Side::One, arch, 4, 20, 2, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 9, 180);
  auto g = bed.build();
  EXPECT_EQ(W::coverOf(*g, s, t), Cover::Heavy);
  EventList ev;
  Dice d(0, {6, 6, 6, 6, 6, 6, 1, 1});  // 6 hits / (3 stands x 3) = 0
  W::shoot(*g, s, t, ShotStyle::Massed, d, ev);
  EXPECT_EQ(g->unit(t).casualties, 0);
}

TEST_F(Terrain, AWallThatBlocksShootingIsNotShotAcross) {
  // 3.2.1 "Blocks shooting. Anything solid enough to completely block shooting or blows".
  auto bf = field(TerrainKind::Clear);
  bf->lineKind = TerrainKind::FortressWall;
  bf->lineY = spans(6);
  const int arch = bed.archers();
  const UnitId s = bed.add(Side::One, arch, 4, 20, 2, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 9, 180);
  auto g = bed.build();
  const char* why = g->checkShot(g->unit(s), g->unit(t), ShotStyle::Massed);
  ASSERT_NE(why, nullptr);
  EXPECT_NE(std::string(why).find("3.2.1"), std::string::npos) << why;
  bf->lineKind = TerrainKind::Hedge;  // a hedge does not block shooting
  EXPECT_EQ(g->checkShot(g->unit(s), g->unit(t), ShotStyle::Massed), nullptr);
}

TEST_F(Terrain, OwnArmourCountsInMeleeOnRoughGround) {
  field(TerrainKind::Rough);
  const int knights = bed.profile("armoured", TroopKind::CloseFoot, Training::Irregular, -1);
  const UnitId a = bed.add(Side::One, knights, 3, 20, 10, 0);
  const UnitId b = bed.add(Side::Two, foot, 3, 20, 10, 180);
  auto g = bed.build();
  int own = 0;
  for (const Modifier& m : g->meleeOdds(g->unit(a), g->unit(b)).modifiers) {
    if (m.label == "own armour on rough ground") own = m.value;
  }
  EXPECT_EQ(own, -1);
}

}  // namespace
}  // namespace sandtable::test
