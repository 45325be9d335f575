// The table a Deployment starts: every unit placed as a block of its stands with its leaders,
// and a deployment that does not fit refused with a message naming the unit.
#include <gtest/gtest.h>

#include "RobertsGameBed.h"

using namespace sandtable;
using namespace sandtable::rules;
using namespace sandtable::rules::roberts;
using namespace sandtable::test::roberts;

namespace {

Deployment small() {
  Deployment d = emptyDeployment();
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("lancers", at(0, -15), 0),
                      place("lancers", at(9, -15), 0)};
  d.sides[1].units = {place("crossbows", at(9, 8), kHalfTurn, 2)};
  return d;
}

std::string errorOf(const Deployment& d) {
  try {
    Table::setUp(sharedTables(), flatTable(), d);
  } catch (const DeploymentError& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST(RobertsTable, UnitsStandAsBlocksOfTheirStandsWithTheirLeaders) {
  const Table t(Table::setUp(sharedTables(), flatTable(), small()));
  ASSERT_EQ(t.units().size(), 4u);
  const UnitState& militia = t.unit(0);
  EXPECT_EQ(t.setupOf(0).name, "Militia spearmen");
  EXPECT_EQ(militia.stands, 9);
  EXPECT_EQ(t.standRects(militia).size(), 9u);
  const Rect block = t.block(militia);
  EXPECT_EQ(block.width, 3 * 60 * kMillimetre);  // 9 stands in 3 ranks of heavy foot
  EXPECT_EQ(block.depth, 3 * 20 * kMillimetre);
  EXPECT_EQ(t.sideOf(3), Side::Two);
  // The Captain goes with the militia, the General with the first unit of lancers.
  ASSERT_EQ(militia.leaders.size(), 1u);
  EXPECT_EQ(t.setup().leaders[static_cast<std::size_t>(militia.leaders[0])].name, "Captain");
  EXPECT_EQ(t.unit(1).leaders.size(), 1u);
  EXPECT_TRUE(t.unit(2).leaders.empty());
  EXPECT_EQ(t.actorOf(militia).leader, AttachedLeader::Captain);
  EXPECT_EQ(t.actorOf(t.unit(1)).leader, AttachedLeader::General);
  EXPECT_EQ(t.overlapProblem(), "");
}

TEST(RobertsTable, AnUnknownLineIsRefusedByName) {
  Deployment d = small();
  d.sides[0].units[0].line = "milita";
  d.sides[0].units[0].name = "The town levy";
  const std::string e = errorOf(d);
  EXPECT_NE(e.find("unit 'The town levy' of Ours names line 'milita'"), std::string::npos) << e;
}

TEST(RobertsTable, OverlappingUnitsAreRefused) {
  Deployment d = small();
  d.sides[0].units[2].front = at(4, -15);
  const std::string e = errorOf(d);
  EXPECT_NE(e.find("overlaps unit 'Elite lancers' of Ours"), std::string::npos) << e;
  Deployment enemy = small();
  enemy.sides[1].units[0].front = at(9, -15.5);
  EXPECT_NE(errorOf(enemy).find("unit 'Crossbowmen' of Theirs overlaps"), std::string::npos)
      << errorOf(enemy);
}

TEST(RobertsTable, AUnitOffTheTableIsRefused) {
  Deployment d = small();
  d.sides[1].units[0].front = at(34, 8);
  const std::string e = errorOf(d);
  EXPECT_NE(e.find("unit 'Crossbowmen' of Theirs stands partly off the table"), std::string::npos)
      << e;
}

TEST(RobertsTable, MoreUnitsThanTheLineBuysAndBadRanksAreRefused) {
  Deployment d = small();
  d.sides[0].units.push_back(place("lancers", at(20, -15), 0));
  EXPECT_NE(errorOf(d).find("the army buys 2 of line 'lancers'"), std::string::npos) << errorOf(d);
  Deployment ranks = small();
  ranks.sides[0].units[0].ranks = 10;
  EXPECT_NE(errorOf(ranks).find("stands in 10 ranks"), std::string::npos) << errorOf(ranks);
  Deployment leader = small();
  leader.sides[0].units[1].leaders = {"Marshal"};
  EXPECT_NE(errorOf(leader).find("has leader 'Marshal'"), std::string::npos) << errorOf(leader);
}
