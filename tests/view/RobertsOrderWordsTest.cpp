// A Robert's Rules order as the table's menu words it (RobertsAdapter::describe): a march by
// its length and, beside straight ahead, which way it goes, so that a unit's several marches
// read as different orders.
#include <gtest/gtest.h>

#include "rules/roberts/RobertsGameBed.h"
#include "view/ActionMenu.h"
#include "view/RulesetAdapter.h"

namespace sandtable::view {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::roberts;
using namespace sandtable::test::roberts;

Action march(UnitId unit, Point to, Angle facing) {
  Action a{rules::ActionKind::Move, unit};
  a.point = to;
  a.facing = facing;
  return a;
}

TEST(RobertsOrderWords, AMarchSaysWhichWayItGoes) {
  Deployment d = emptyDeployment();
  d.sides[0].army.leaders.clear();
  d.sides[0].units = {place("lancers", at(0, 0), 0)};
  d.sides[1].units = {place("crossbows", at(0, 12), kHalfTurn)};
  auto g = startGame(sharedTables(), flatTable(), d);
  const auto adapter = makeRulesetAdapter("roberts");
  const Pose p = g->table().unit(0).pose;
  EXPECT_EQ(describe(*g, march(0, p.front + heading(p.facing, 2 * kInch), p.facing), *adapter),
            "Movement 2.0\"");
  const Point rightward =
      p.front + heading(p.facing, kInch) + heading(p.facing + kQuarterTurn, kInch);
  EXPECT_EQ(describe(*g, march(0, rightward, p.facing), *adapter),
            "Movement 1.4\" (shifting right)");
  const Point leftward =
      p.front + heading(p.facing, kInch) - heading(p.facing + kQuarterTurn, kInch);
  EXPECT_EQ(describe(*g, march(0, leftward, p.facing), *adapter), "Movement 1.4\" (shifting left)");
  const Angle wheeled = normalizeAngle(p.facing + degrees(30));
  EXPECT_EQ(describe(*g, march(0, p.front + heading(wheeled, 3 * kInch), wheeled), *adapter),
            "Movement 3.0\" (wheeling 30 degrees right)");
  const Angle other = normalizeAngle(p.facing - degrees(45));
  EXPECT_EQ(describe(*g, march(0, p.front + heading(other, 3 * kInch), other), *adapter),
            "Movement 3.0\" (wheeling 45 degrees left)");
}

}  // namespace
}  // namespace sandtable::view
