// Field works on the table: runs laid along a line, and Agincourt's stakes leaning toward
// the French.
#include <gtest/gtest.h>

#include <cmath>

#include "scenario/Scenario.h"
#include "support/TestPaths.h"
#include "view/FieldWorks.h"
#include "view/WarlordsAdapter.h"

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

TEST(FieldWorks, AgincourtsStakesLeanTowardTheFrench) {
  const auto scenario = scenario::loadScenario(test::configPath("scenarios/warlords_agincourt_1415.yaml"));
  const auto game = scenario.newGame();
  const auto works = makeWarlordsAdapter()->fieldWorks(*game);
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
  EXPECT_TRUE(makeWarlordsAdapter()->fieldWorks(*hastings.newGame()).empty());
}

}  // namespace
}  // namespace sandtable::view
