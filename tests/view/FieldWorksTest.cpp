// Field works on the table: runs laid along a line, openings cut for sally ports, every
// kind of Warlords work given its model, and Agincourt's stakes leaning toward the French.
#include <gtest/gtest.h>

#include <cmath>

#include "rules/warlords/WarlordsBed.h"
#include "scenario/Scenario.h"
#include "support/TestPaths.h"
#include "view/FieldWorks.h"
#include "view/warlords/WarlordsAdapter.h"

namespace sandtable::view {
namespace {

// Where a run's local +Z (the way its stakes lean) points in the world's XZ plane.
WorldXZ leaning(const LineRun& r) { return {std::sin(r.yaw), std::cos(r.yaw)}; }

TEST(FieldWorks, RunsFillEachSegmentExactly) {
  // 100 units east, then 60 south: 3 runs of 33.3 and 2 (rounded from 1.5) of 30.
  const std::vector<WorldXZ> line{{0, 0}, {100, 0}, {100, 60}};
  const auto runs = runsAlong(line, std::nullopt);
  ASSERT_EQ(runs.size(), 5u);
  EXPECT_NEAR(runs[0].x, 100.0f / 6, 1e-4);
  EXPECT_NEAR(runs[0].stretch * 40.0f * 3, 100.0f, 1e-3);
  EXPECT_NEAR(runs[3].z, 15.0f, 1e-4);
  EXPECT_NEAR(runs[3].stretch * 40.0f * 2, 60.0f, 1e-3);
  // A segment shorter than one world unit lays nothing.
  EXPECT_TRUE(runsAlong({{0, 0}, {0.5f, 0}}, std::nullopt).empty());
}

TEST(FieldWorks, ASharpSideTurnsTheRunsTowardIt) {
  // Walking east on the table (the world's +X), left is north: the world's -Z.
  const std::vector<WorldXZ> east{{0, 0}, {80, 0}};
  for (const LineRun& r : runsAlong(east, true)) EXPECT_LT(leaning(r).z, -0.99f);
  for (const LineRun& r : runsAlong(east, false)) EXPECT_GT(leaning(r).z, 0.99f);
  // Walking north (the world's -Z), left is west.
  const std::vector<WorldXZ> north{{0, 0}, {0, -80}};
  for (const LineRun& r : runsAlong(north, true)) EXPECT_LT(leaning(r).x, -0.99f);
}

TEST(FieldWorks, SallyPortsOpenTheLineAtTheNearestPoint) {
  using rules::Point;
  constexpr rules::Length mm = rules::kMillimetre;
  // An L: 200 mm east, then 100 mm north; ports 40 mm wide at 100 mm along (a little off the
  // line, as a hand places them) and at the corner.
  const std::vector<Point> line{{0, 0}, {200 * mm, 0}, {200 * mm, 100 * mm}};
  const auto pieces = openGaps(line, {{100 * mm, 3 * mm}, {200 * mm, 0}}, 40 * mm);
  ASSERT_EQ(pieces.size(), 3u);
  EXPECT_EQ(pieces[0], (std::vector<Point>{{0, 0}, {80 * mm, 0}}));
  EXPECT_EQ(pieces[1], (std::vector<Point>{{120 * mm, 0}, {180 * mm, 0}}));
  EXPECT_EQ(pieces[2], (std::vector<Point>{{200 * mm, 20 * mm}, {200 * mm, 100 * mm}}));
  // Overlapping openings merge; a line without openings stands whole, corners and all.
  EXPECT_EQ(openGaps(line, {{90 * mm, 0}, {110 * mm, 0}}, 40 * mm).size(), 2u);
  EXPECT_EQ(openGaps(line, {}, 40 * mm), std::vector<std::vector<Point>>{line});
  // A port at an end leaves only the rest.
  const auto atEnd = openGaps(line, {{0, 0}}, 40 * mm);
  ASSERT_EQ(atEnd.size(), 1u);
  EXPECT_EQ(atEnd[0].front(), (Point{20 * mm, 0}));
  EXPECT_EQ(atEnd[0].size(), 3u);
}

TEST(FieldWorks, EveryKindOfWarlordsWorkHasItsModel) {
  // 3.3.3: a tabor with a sally port, a berm defended on its north, stakes sharp to the
  // south and an abatis, each along the same kind of line.
  using namespace rules::warlords;
  test::WarlordsBed bed;
  auto add = [&](DefenceKind k, double y, bool left) {
    FieldDefence d;
    d.kind = k;
    d.owner = rules::Side::Two;
    d.line = {test::at(10, y), test::at(30, y)};
    d.specialSideLeft = left;
    if (k == DefenceKind::Tabor) d.sallyPorts = {test::at(20, y)};
    bed.setup.defences.push_back(d);
  };
  add(DefenceKind::Tabor, 8, true);
  add(DefenceKind::Berm, 12, true);
  add(DefenceKind::Stakes, 16, false);
  add(DefenceKind::Obstacle, 20, true);
  bed.add(rules::Side::One, bed.closeFoot(), 3, 15, 2, 0);
  bed.add(rules::Side::Two, bed.closeFoot(), 3, 15, 30, 180);
  const auto game = bed.build();
  const auto works = makeRulesetAdapter("warlords")->fieldWorks(*game);
  ASSERT_EQ(works.size(), 4u);
  EXPECT_EQ(works[0].model, "wagons");
  EXPECT_FALSE(works[0].sharpLeft.has_value()) << "wagons are alike on both sides";
  EXPECT_EQ(works[0].gaps.size(), 1u);
  EXPECT_EQ(works[0].gapWidth, bed.span) << "a sally port is a span wide, as the rules let units through";
  EXPECT_EQ(openGaps(works[0].line, works[0].gaps, works[0].gapWidth).size(), 2u);
  EXPECT_EQ(works[1].model, "berm");
  EXPECT_EQ(works[1].sharpLeft, std::optional<bool>(true));
  EXPECT_EQ(works[2].model, "stakes");
  EXPECT_EQ(works[2].sharpLeft, std::optional<bool>(false));
  EXPECT_EQ(works[3].model, "abatis");
  EXPECT_FALSE(works[3].sharpLeft.has_value());
  EXPECT_TRUE(works[3].gaps.empty());
}

TEST(FieldWorks, AgincourtsStakesLeanTowardTheFrench) {
  const auto scenario = scenario::loadScenario(test::configPath("scenarios/warlords_agincourt_1415.yaml"));
  const auto game = scenario.newGame();
  const auto works = makeRulesetAdapter("warlords")->fieldWorks(*game);
  ASSERT_EQ(works.size(), 4u);  // before each of the four bodies of archers
  for (const FieldWork& w : works) {
    EXPECT_EQ(w.model, "stakes");
    std::vector<WorldXZ> line;
    for (const rules::Point& p : w.line) line.push_back(toWorld(p));
    const auto runs = runsAlong(line, w.sharpLeft);
    ASSERT_FALSE(runs.empty());
    // The French stand to the north: the world's -Z.
    for (const LineRun& r : runs) EXPECT_LT(leaning(r).z, -0.9f);
  }
  // A battle without field works draws none.
  const auto hastings = scenario::loadScenario(test::configPath("scenarios/warlords_hastings_1066.yaml"));
  EXPECT_TRUE(makeRulesetAdapter("warlords")->fieldWorks(*hastings.newGame()).empty());
}

}  // namespace
}  // namespace sandtable::view
