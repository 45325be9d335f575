// Line of sight on small hand-made maps where the answer is obvious: a ridge hides the
// valley beyond it, woods are seen into as far as the rules allow and no further, trees,
// buildings, hedges and walls block at their heights, stands block within clearance.
#include <gtest/gtest.h>

#include "TerrainBed.h"
#include "rules/core/Rng.h"

using namespace sandtable;
using namespace sandtable::battlefield;
using rules::SightBlock;
using rules::TerrainKind;
using test::TerrainBed;

namespace {

// A ridge 15 m high running north-south along x = 10 spans, on a 20 x 10 span table.
TerrainBed ridgeBed() {
  TerrainBed bed(20, 10);
  bed.ground([](double x, double) {
    const double d = std::abs(x - 200.0);  // metres from the crest
    return d < 60.0 ? 15.0 * (0.5 + 0.5 * std::cos(3.141592653589793 * d / 60.0)) : 0.0;
  });
  return bed;
}

}  // namespace

TEST(Sight, ARidgeHidesTheValleyBeyondIt) {
  const auto bf = ridgeBed().build();
  const rules::Sight s = bf->lineOfSight(test::sight(TerrainBed::at(2, 5), TerrainBed::at(18, 5)));
  EXPECT_FALSE(s.visible);
  EXPECT_EQ(s.reason, SightBlock::Ground);
  // Blocked on the near slope of the ridge, short of the crest.
  EXPECT_GT(s.where.x, TerrainBed::span(7));
  EXPECT_LE(s.where.x, TerrainBed::span(10));
  // From the crest both valleys are in view, and each side sees the crest.
  EXPECT_TRUE(bf->lineOfSight(test::sight(TerrainBed::at(10, 5), TerrainBed::at(18, 5))).visible);
  EXPECT_TRUE(bf->lineOfSight(test::sight(TerrainBed::at(2, 5), TerrainBed::at(10, 5))).visible);
  // Along the valley, nothing is in the way.
  EXPECT_TRUE(bf->lineOfSight(test::sight(TerrainBed::at(2, 1), TerrainBed::at(2, 9))).visible);
  // A tall enough eye sees over it (a tower, an observer on a high platform).
  EXPECT_TRUE(
      bf->lineOfSight(test::sight(TerrainBed::at(2, 5), TerrainBed::at(18, 5), 40.0)).visible);
}

TEST(Sight, OffTheTable) {
  const auto bf = ridgeBed().build();
  const rules::Sight s = bf->lineOfSight(test::sight(TerrainBed::at(2, 5), TerrainBed::at(25, 5)));
  EXPECT_FALSE(s.visible);
  EXPECT_EQ(s.reason, SightBlock::OffTable);
  EXPECT_EQ(s.where, TerrainBed::at(25, 5));
}

TEST(Sight, LightWoodsAreSeenIntoTwoSpansAndNoFurther) {
  TerrainBed bed(20, 10);
  bed.area(TerrainKind::WoodsLight, {{10, 0}, {20, 0}, {20, 10}, {10, 10}}, 12.0,
           SightEffect::SeeInto);
  const auto bf = bed.build();
  rules::SightQuery q = test::sight(TerrainBed::at(2, 5), TerrainBed::at(10.5, 5));
  q.woodsSeeInto = TerrainBed::span(2);
  EXPECT_TRUE(bf->lineOfSight(q).visible) << "a stand just inside the woods is seen";
  q.to = TerrainBed::at(11.9, 5);
  EXPECT_TRUE(bf->lineOfSight(q).visible) << "1.9 spans in";
  q.to = TerrainBed::at(13, 5);
  rules::Sight s = bf->lineOfSight(q);
  EXPECT_FALSE(s.visible) << "3 spans in";
  EXPECT_EQ(s.reason, SightBlock::Woods);
  EXPECT_NEAR(static_cast<double>(s.where.x), static_cast<double>(TerrainBed::span(12)), 50.0);
  // With no allowance, the woods block at their edge.
  q.woodsSeeInto = 0;
  q.to = TerrainBed::at(10.5, 5);
  s = bf->lineOfSight(q);
  EXPECT_FALSE(s.visible);
  EXPECT_NEAR(static_cast<double>(s.where.x), static_cast<double>(TerrainBed::span(10)), 50.0);
  // A ruleset's allowance for light woods in particular wins over the general one.
  q.woodsSeeInto = TerrainBed::span(2);
  q.seeInto[static_cast<std::size_t>(TerrainKind::WoodsLight)] = TerrainBed::span(1);
  q.to = TerrainBed::at(11.5, 5);
  EXPECT_FALSE(bf->lineOfSight(q).visible);
  // Sight within the woods is counted from the observer's own place in them.
  q = test::sight(TerrainBed::at(14, 5), TerrainBed::at(15.5, 5));
  q.woodsSeeInto = TerrainBed::span(2);
  EXPECT_TRUE(bf->lineOfSight(q).visible);
  q.to = TerrainBed::at(17, 5);
  EXPECT_FALSE(bf->lineOfSight(q).visible);
}

TEST(Sight, TwoThinWoodsAddUp) {
  TerrainBed bed(20, 10);
  bed.area(TerrainKind::WoodsLight, {{6, 0}, {7.2, 0}, {7.2, 10}, {6, 10}}, 12.0,
           SightEffect::SeeInto);
  bed.area(TerrainKind::WoodsLight, {{10, 0}, {11.2, 0}, {11.2, 10}, {10, 10}}, 12.0,
           SightEffect::SeeInto);
  const auto bf = bed.build();
  rules::SightQuery q = test::sight(TerrainBed::at(2, 5), TerrainBed::at(18, 5));
  q.woodsSeeInto = TerrainBed::span(2);
  const rules::Sight s = bf->lineOfSight(q);
  EXPECT_FALSE(s.visible) << "1.2 + 1.2 spans of woods is more than 2";
  EXPECT_NEAR(static_cast<double>(s.where.x), static_cast<double>(TerrainBed::span(10.8)), 50.0);
  q.woodsSeeInto = TerrainBed::span(2.5);
  EXPECT_TRUE(bf->lineOfSight(q).visible);
}

TEST(Sight, AHillLooksOverWoodsBelowIt) {
  TerrainBed bed(20, 10);
  bed.ground([](double x, double) {
    return x < 100.0 ? 40.0 : (x < 140.0 ? 40.0 * (140.0 - x) / 40.0 : 0.0);
  });
  bed.area(TerrainKind::WoodsMedium, {{9, 0}, {12, 0}, {12, 10}, {9, 10}}, 12.0,
           SightEffect::SeeInto);
  const auto bf = bed.build();
  // From the brow of the hill (40 m), over 12 m trees, to the far side.
  EXPECT_TRUE(bf->lineOfSight(test::sight(TerrainBed::at(4.9, 5), TerrainBed::at(18, 5))).visible);
  // From the foot of the hill, the woods are in the way.
  const rules::Sight s =
      bf->lineOfSight(test::sight(TerrainBed::at(7.5, 5), TerrainBed::at(18, 5)));
  EXPECT_FALSE(s.visible);
  EXPECT_EQ(s.reason, SightBlock::Woods);
}

TEST(Sight, TreesAndBuildingsBlock) {
  TerrainBed bed(20, 10);
  bed.tree(8, 5, 0.2, 12.0);
  bed.building(12, 2, 1, 0.6, 30, 8.0);
  const auto bf = bed.build();
  rules::Sight s = bf->lineOfSight(test::sight(TerrainBed::at(2, 5), TerrainBed::at(18, 5)));
  EXPECT_FALSE(s.visible);
  EXPECT_EQ(s.reason, SightBlock::Woods);
  EXPECT_NEAR(static_cast<double>(s.where.x), static_cast<double>(TerrainBed::span(7.8)), 200.0);
  EXPECT_TRUE(
      bf->lineOfSight(test::sight(TerrainBed::at(2, 5.5), TerrainBed::at(18, 5.5))).visible);
  s = bf->lineOfSight(test::sight(TerrainBed::at(2, 2), TerrainBed::at(18, 2)));
  EXPECT_FALSE(s.visible);
  EXPECT_EQ(s.reason, SightBlock::Building);
  // A stand inside the building sees out of it.
  EXPECT_TRUE(bf->lineOfSight(test::sight(TerrainBed::at(12, 2), TerrainBed::at(18, 2))).visible);
}

TEST(Sight, HedgesAndWallsBlockByTheirHeight) {
  TerrainBed bed(20, 10);
  bed.line(TerrainKind::Hedge, {{8, 0}, {8, 10}}, 0.05, 2.0, SightEffect::Opaque);
  bed.line(TerrainKind::StoneWall, {{14, 0}, {14, 10}}, 0.05, 1.2, SightEffect::Opaque);
  const auto bf = bed.build();
  rules::Sight s = bf->lineOfSight(test::sight(TerrainBed::at(2, 5), TerrainBed::at(10, 5)));
  EXPECT_FALSE(s.visible) << "a 2 m hedge hides men whose eyes are at 1.7 m";
  EXPECT_EQ(s.reason, SightBlock::Woods);
  EXPECT_TRUE(
      bf->lineOfSight(test::sight(TerrainBed::at(2, 5), TerrainBed::at(10, 5), 3.0)).visible)
      << "horsemen see over it";
  EXPECT_TRUE(bf->lineOfSight(test::sight(TerrainBed::at(10, 5), TerrainBed::at(18, 5))).visible)
      << "a 1.2 m wall does not hide standing men";
  s = bf->lineOfSight(test::sight(TerrainBed::at(10, 5), TerrainBed::at(18, 5), 1.0));
  EXPECT_FALSE(s.visible) << "but hides kneeling ones";
  EXPECT_EQ(s.reason, SightBlock::Building);
  // A stand lining the hedge sees over it.
  EXPECT_TRUE(bf->lineOfSight(test::sight(TerrainBed::at(8, 5), TerrainBed::at(2, 5))).visible);
}

TEST(Sight, StandsWithinClearanceBlockUnlessIgnoredOrLookedOver) {
  TerrainBed bed(20, 10);
  const auto bf = bed.build();
  std::vector<rules::StandPlacement> stands{
      {1, rules::Rect{TerrainBed::at(2, 5), 0, TerrainBed::span(1), TerrainBed::span(0.5)}, 0},
      {2, rules::Rect{TerrainBed::at(10, 5.5), 0, TerrainBed::span(1), TerrainBed::span(0.5)}, 0},
      {3, rules::Rect{TerrainBed::at(18, 5), 0, TerrainBed::span(1), TerrainBed::span(0.5)}, 0}};
  rules::SightQuery q = test::sight(TerrainBed::at(2, 5), TerrainBed::at(18, 5));
  q.stands = &stands;
  q.ignoreUnits = {1, 3};
  q.standClearance = TerrainBed::span(0.1);
  rules::Sight s = bf->lineOfSight(q);
  EXPECT_TRUE(s.visible) << "unit 2's near edge is 0.25 spans off the line";
  q.standClearance = TerrainBed::span(0.3);
  s = bf->lineOfSight(q);
  EXPECT_FALSE(s.visible);
  EXPECT_EQ(s.reason, SightBlock::Stand);
  EXPECT_EQ(s.where, TerrainBed::at(10, 5.5));
  q.ignoreUnits.push_back(2);
  EXPECT_TRUE(bf->lineOfSight(q).visible);
  // Figures 2 m tall on low ground do not hide a line passing far above them.
  TerrainBed hill(20, 10);
  hill.ground([](double x, double) { return x < 60.0 || x > 340.0 ? 30.0 : 0.0; });
  const auto hbf = hill.build();
  stands[1].height = TerrainBed::metres(2.0);
  q.ignoreUnits = {1, 3};
  EXPECT_TRUE(hbf->lineOfSight(q).visible);
  stands[1].height = 0;  // no height: the table rule alone
  EXPECT_FALSE(hbf->lineOfSight(q).visible);
}

namespace {

// Random lines over a field of trees and buildings: the fast answer is one Bullet ray's.
void expectFastAgreesWithBullet(double cellM, double sizeScale, int objects, std::uint64_t seed,
                                int hedges = 0) {
  TerrainBed bed(24, 24);
  bed.cellM = cellM;
  bed.ground([](double x, double y) {
    return 3.0 * std::sin(x / 37.0) * std::cos(y / 23.0) + 0.8 * std::sin((x + 2 * y) / 11.0);
  });
  rules::Rng rng(seed);
  auto u = [&](double lo, double hi) {
    return lo + (hi - lo) * static_cast<double>(rng.below(1u << 30)) / (1u << 30);
  };
  for (int i = 0; i < objects; ++i)
    bed.tree(u(0.5, 23.5), u(0.5, 23.5), sizeScale * u(0.05, 0.2), sizeScale * u(6, 14));
  for (int i = 0; i < objects; ++i) {
    bed.building(u(0.5, 23.5), u(0.5, 23.5), sizeScale * u(0.2, 0.6), sizeScale * u(0.2, 0.6),
                 static_cast<int>(u(0, 359)), sizeScale * u(4, 10));
  }
  for (int i = 0; i < hedges; ++i) {  // long, slanting hedges and walls
    const TerrainKind kind = i % 2 ? TerrainKind::StoneWall : TerrainKind::Hedge;
    bed.line(kind, {{u(0, 24), u(0, 24)}, {u(0, 24), u(0, 24)}, {u(0, 24), u(0, 24)}}, 0.05,
             i % 2 ? 1.2 : 2.5, battlefield::SightEffect::Opaque);
  }
  const auto bf = bed.build();
  int deferred = 0, disagreements = 0, visible = 0, asked = 0;
  const int n = 4000;
  for (int i = 0; i < n; ++i) {
    const rules::Point a = TerrainBed::at(u(0, 24), u(0, 24));
    const rules::Point b = TerrainBed::at(u(0, 24), u(0, 24));
    // The plain ray starts inside whatever a point stands in; keep the ends in the open.
    const auto clearAt = [&](rules::Point p) {
      for (const auto& t : bed.spec.trees)
        if (rules::distance(p, t.at) <= t.radius + TerrainBed::span(0.05)) return false;
      for (const auto& b2 : bed.spec.buildings) {
        rules::Rect r = b2.footprint;
        r.width += TerrainBed::span(0.1);
        r.depth += TerrainBed::span(0.1);
        if (rules::contains(r, p)) return false;
      }
      for (const auto& l : bed.spec.lines) {  // nor lining a hedge
        for (std::size_t k = 1; k < l.line.size(); ++k) {
          if (rules::distanceToSegment(p, l.line[k - 1], l.line[k]) <= TerrainBed::span(0.1))
            return false;
        }
      }
      return true;
    };
    if (!clearAt(a) || !clearAt(b) || a == b) continue;
    ++asked;
    SightPath path;
    const rules::Sight fast = bf->lineOfSight(test::sight(a, b), path);
    const rules::Sight plain =
        bf->plainRaySight(a, TerrainBed::metres(1.7), b, TerrainBed::metres(1.7));
    if (path == SightPath::Bullet) ++deferred;
    if (fast.visible) ++visible;
    if (fast.visible != plain.visible || fast.reason != plain.reason) {
      ++disagreements;
      ADD_FAILURE() << "query " << i << ": fast " << fast.visible << "/"
                    << rules::sightBlockName(fast.reason) << ", plain " << plain.visible << "/"
                    << rules::sightBlockName(plain.reason);
      if (disagreements > 5) break;
    }
    if (!fast.visible && fast.reason == plain.reason) {
      EXPECT_LT(rules::distance(fast.where, plain.where), TerrainBed::span(0.02)) << "query " << i;
    }
  }
  EXPECT_EQ(disagreements, 0);
  EXPECT_GT(visible, asked / 20) << "the field should leave some lines open";
  EXPECT_LT(deferred, asked / 10) << "most lines should be settled without Bullet";
}

}  // namespace

TEST(Sight, FastAnswersAgreeWithOneBulletRayOnARoughField) {
  expectFastAgreesWithBullet(2.0, 1.0, 150, 4);
}

TEST(Sight, FastAnswersAgreeOnCoarseGroundAndLargeBuildings) {
  // 12 m ground cells (the margins grow with the triangles) and buildings up to 36 m.
  expectFastAgreesWithBullet(12.0, 3.0, 25, 5);
}

TEST(Sight, FastAnswersAgreeAmongHedgesAndWalls) {
  // Lines near a hedge or wall go to Bullet; lines beside them do not.
  expectFastAgreesWithBullet(2.0, 1.0, 60, 6, 8);
}
