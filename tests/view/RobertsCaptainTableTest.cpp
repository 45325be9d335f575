// A free Captain at the table (RobertsAdapter): a pin where he stands, and his ride among the
// orders of the unit he rides toward, worded and lawful.
#include <gtest/gtest.h>

#include <algorithm>

#include "rules/roberts/RobertsGameBed.h"
#include "view/ActionMenu.h"
#include "view/RulesetAdapter.h"

namespace sandtable::view {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::roberts;
using namespace sandtable::test::roberts;

constexpr UnitId kMilitia = 0;

TEST(RobertsCaptainTable, AFreeCaptainIsAPinAndRidesFromTheMilitiasOrders) {
  auto g = startGame(sharedTables(), flatTable(), withFreeCaptain(at(-3, -20)));
  const auto adapter = makeRulesetAdapter("roberts");
  const std::vector<TablePin> pins = adapter->tablePins(*g, Side::Two);
  ASSERT_EQ(pins.size(), 1u);  // the enemy sees him too
  EXPECT_EQ(pins.front().side, Side::One);
  EXPECT_EQ(pins.front().at, at(-3, -20));
  EXPECT_EQ(pins.front().label, "Captain, Captain roaming free");
  // He is drawn as one of his side's mounted men (the elite lancers), looking at the nearest
  // enemy.
  ASSERT_TRUE(pins.front().rider.has_value());
  EXPECT_EQ(pins.front().rider->look, "captain");
  EXPECT_EQ(pins.front().rider->among, "heavy_mounted");
  EXPECT_GT(pins.front().rider->width, 0);
  const UnitState* nearest = nullptr;
  for (const UnitState& u : g->table().units()) {
    if (!u.active() || g->table().sideOf(u.id) == Side::One) continue;
    if (!nearest || distance(at(-3, -20), g->table().block(u).centre) <
                        distance(at(-3, -20), g->table().block(*nearest).centre))
      nearest = &u;
  }
  ASSERT_NE(nearest, nullptr);
  EXPECT_EQ(pins.front().rider->facing, bearing(at(-3, -20), g->table().block(*nearest).centre));
  const std::vector<ActionChoice> orders = unitActions(*g, kMilitia, *adapter);
  const auto ride = std::find_if(orders.begin(), orders.end(), [](const ActionChoice& c) {
    return c.action.kind == rules::ActionKind::MoveLeader;
  });
  ASSERT_NE(ride, orders.end());
  EXPECT_TRUE(g->check(ride->action));
  EXPECT_EQ(ride->label.rfind("Captain rides ", 0), 0u) << ride->label;
  EXPECT_NE(ride->label.find("\" toward this unit"), std::string::npos) << ride->label;
  Dice dice(1, {});
  NullSink sink;
  g->apply(ride->action, dice, sink);
  EXPECT_TRUE(g->inCommand(g->table().unit(kMilitia)));
  EXPECT_EQ(adapter->tablePins(*g, Side::One).front().at, *ride->action.point);
}

// His own side may move his pin: a ride toward a far point stops at the 8" he may ride, and is
// lawful; the enemy's pin of him is not theirs to move.
TEST(RobertsCaptainTable, HisOwnSideMovesHisPinAsFarAsHeMayRide) {
  auto g = startGame(sharedTables(), flatTable(), withFreeCaptain(at(-3, -20)));
  const auto adapter = makeRulesetAdapter("roberts");
  EXPECT_FALSE(adapter->tablePins(*g, Side::Two).front().movable());
  const TablePin pin = adapter->tablePins(*g, Side::One).front();
  ASSERT_TRUE(pin.movable());
  const std::optional<Action> far = adapter->movePin(*g, pin, at(-3, 10));
  ASSERT_TRUE(far && far->point);
  EXPECT_NEAR(g->table().inchesOf(distance(pin.at, *far->point)),
              sharedTables()->play.general.captainMoveInches, 0.01);
  EXPECT_TRUE(g->check(*far)) << g->check(*far).why;
  const std::optional<Action> near = adapter->movePin(*g, pin, at(-1, -20));
  ASSERT_TRUE(near && near->point);
  EXPECT_EQ(*near->point, at(-1, -20));  // within reach: exactly where asked
  EXPECT_EQ(describe(*g, *near, *adapter), "Captain rides 2.0\"");
}

// The unit card and the label's tooltip name the leaders attached to a unit, with their rank;
// a unit with none names nobody.
TEST(RobertsCaptainTable, TheCardNamesTheLeadersWithAUnit) {
  Deployment d = withFreeCaptain(std::nullopt);
  d.sides[0].army.leaders[0].name = "Sir Ralph";
  d.sides[0].army.leaders[1].name = "Earl Robert";
  auto g = startGame(sharedTables(), flatTable(), d);
  const auto adapter = makeRulesetAdapter("roberts");
  std::vector<std::vector<std::string>> people;
  for (const rules::UnitView& u : g->units()) people.push_back(adapter->people(*g, u));
  ASSERT_EQ(people.size(), 3u);  // the militia, the lancers, the crossbowmen
  EXPECT_EQ(people[0], std::vector<std::string>{"Sir Ralph (Captain)"});
  EXPECT_EQ(people[1], std::vector<std::string>{"Earl Robert (General)"});
  EXPECT_TRUE(people[2].empty());
}

}  // namespace
}  // namespace sandtable::view
