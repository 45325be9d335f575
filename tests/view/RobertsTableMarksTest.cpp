// What the Robert's Rules table draws between a selected missile unit and an enemy hovered
// (RobertsAdapter::hoverShapes): the corridor of the line of fire, 1/2" either side of the
// line from each firing stand to its target stand, clear or blocked and by what; and for a
// unit in melee its pairs of stands, column by column, fought or still owed.
#include <gtest/gtest.h>

#include <algorithm>

#include "rules/roberts/CombatPhase.h"
#include "rules/roberts/RobertsGameBed.h"
#include "view/RulesetAdapter.h"

namespace sandtable::view {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::roberts;
using namespace sandtable::test::roberts;

constexpr UnitId kLancers = 0;
constexpr UnitId kCrossbows = 1;
constexpr UnitId kSkirmishers = 2;

// The lancers 5" south of the crossbowmen, face to face, within their 6"; with `screen`, a
// skirmisher of the crossbowmen's own side between.
std::unique_ptr<RobertsGame> volley(bool screen) {
  Deployment d = emptyDeployment();
  d.sides[0].army.leaders.clear();  // the militia and their Captain stay home
  d.sides[0].units = {place("lancers", at(0, 0), 0)};
  d.sides[1].units = {place("crossbows", at(0, 5), kHalfTurn, 2)};
  if (screen) d.sides[1].units.push_back(place("skirmishers", at(0, 2.5), kHalfTurn));
  return startGame(sharedTables(), flatTable(), d);
}

std::vector<GroundShape> between(const RobertsGame& g, UnitId selected, UnitId hovered) {
  const auto adapter = makeRulesetAdapter("roberts");
  return adapter->hoverShapes(g, *g.unitView(selected), *g.unitView(hovered));
}

// How many of `shapes` have `role`, and the one label among them.
int countOf(const std::vector<GroundShape>& shapes, ShapeRole role) {
  return static_cast<int>(std::count_if(shapes.begin(), shapes.end(),
                                        [&](const GroundShape& s) { return s.role == role; }));
}
std::string labelOf(const std::vector<GroundShape>& shapes) {
  std::string out;
  for (const GroundShape& s : shapes) {
    if (s.label.empty()) continue;
    EXPECT_TRUE(out.empty()) << "a second label: " << s.label;
    out = s.label;
  }
  return out;
}

TEST(RobertsTableMarks, EachLineOfFireIsACorridorHalfAnInchEitherSide) {
  const auto g = volley(false);
  const std::vector<GroundShape> shapes = between(*g, kCrossbows, kLancers);
  // The front rank reaches the lancers; the rank behind stands too far back for 6".
  ASSERT_EQ(shapes.size(), 5u);
  EXPECT_EQ(countOf(shapes, ShapeRole::LineOfFire), 5);
  for (const GroundShape& corridor : shapes) {
    ASSERT_EQ(corridor.points.size(), 4u);
    // Across the corridor at the firer's end: twice the clearance.
    EXPECT_NEAR(g->table().inchesOf(distance(corridor.points[0], corridor.points[1])),
                2 * sharedTables()->combat.missile.lineOfFireClearanceInches, 0.01);
  }
  EXPECT_EQ(labelOf(shapes), "Lines of fire (0.5\" either side): 5 of 5 clear");
  // The lancers have no missiles; the crossbowmen do not shoot at their own side.
  EXPECT_TRUE(between(*g, kLancers, kCrossbows).empty());
}

TEST(RobertsTableMarks, AUnitInACorridorBlocksItAndIsNamed) {
  const auto g = volley(true);
  const std::vector<GroundShape> shapes = between(*g, kCrossbows, kLancers);
  ASSERT_EQ(shapes.size(), 5u);
  // The skirmisher stands before the middle stand: its line is blocked, the others clear.
  EXPECT_EQ(countOf(shapes, ShapeRole::LineOfFireBlocked), 1);
  EXPECT_EQ(labelOf(shapes), "Lines of fire (0.5\" either side): 4 of 5 clear, blocked by " +
                                 g->table().setupOf(kSkirmishers).name);
  EXPECT_TRUE(between(*g, kCrossbows, kSkirmishers).empty());
}

std::vector<GroundShape> columnsOf(const RobertsGame& g, UnitId unit) {
  const auto adapter = makeRulesetAdapter("roberts");
  const UnitView view = *g.unitView(unit);
  std::vector<GroundShape> out = adapter->groundMarks(g, &view).shapes;
  std::erase_if(out, [](const GroundShape& s) {
    return s.role != ShapeRole::MeleeColumn && s.role != ShapeRole::MeleeColumnDone;
  });
  return out;
}

// The lancers face to face with the crossbowmen: an arrow for each pair of stands in contact,
// each column named once; the pair fought in the Combat Phase turns to "done".
TEST(RobertsTableMarks, AUnitInMeleeShowsItsColumnsFoughtAndOwed) {
  Deployment d = emptyDeployment();
  d.sides[0].army.leaders.clear();
  d.sides[0].units = {place("lancers", at(0, -10), 0)};
  d.sides[1].units = {place("crossbows", at(0, -10), kHalfTurn, 2)};
  auto g = startGame(sharedTables(), flatTable(), d);
  const std::vector<MeleePair> pairs = pairsBetween(g->table(), kLancers, kCrossbows);
  ASSERT_FALSE(pairs.empty());
  std::vector<GroundShape> columns = columnsOf(*g, kLancers);
  ASSERT_EQ(columns.size(), pairs.size());
  EXPECT_EQ(countOf(columns, ShapeRole::MeleeColumn), static_cast<int>(pairs.size()));
  int labelled = 0;
  for (const GroundShape& c : columns) {
    EXPECT_EQ(c.kind, GroundShape::Path);
    if (!c.label.empty()) ++labelled;
  }
  EXPECT_EQ(labelled, 3);  // the lancers' three columns, each once
  EXPECT_TRUE(columnsOf(*g, kCrossbows).size() == pairs.size());
  // Into the Combat Phase and one pair fought: its arrow is done, the others still owed.
  Dice dice(1, {1, 2, 3, 4});  // the lancers' 3 +2 against the crossbowmen's 7 -2: neither
  NullSink quiet;
  for (int i = 0; i < 4; ++i) g->apply(Action{rules::ActionKind::EndTurn}, dice, quiet);
  Action fight{rules::ActionKind::ResolveMelee, kLancers, kCrossbows};
  g->apply(fight, dice, quiet);
  columns = columnsOf(*g, kLancers);
  EXPECT_EQ(countOf(columns, ShapeRole::MeleeColumnDone), 1);
  EXPECT_EQ(countOf(columns, ShapeRole::MeleeColumn), static_cast<int>(columns.size()) - 1);
}

// The army roster reads each unit's card a column each: its state, hits of the hits it can
// take (twice its stands), stands, AV-DV (MAV) and attributes; a skirmisher hidden within a
// Formed host says where, to its own side.
TEST(RobertsTableMarks, TheRosterGivesEachColumnItsCell) {
  Deployment d = emptyDeployment();
  d.sides[0].army.leaders.clear();
  d.sides[1].army.units[1].count = 1;
  d.sides[0].units = {place("lancers", at(0, -20), 0)};
  Placement hidden;
  hidden.line = "skirmishers";
  hidden.hiddenIn = "Crossbowmen";
  d.sides[1].units = {place("crossbows", at(0, 5), kHalfTurn, 2), hidden};
  const auto g = startGame(sharedTables(), flatTable(), d);
  const auto adapter = makeRulesetAdapter("roberts");
  const std::vector<std::string> columns = adapter->rosterColumns();
  ASSERT_EQ(columns,
            (std::vector<std::string>{"State", "Hits", "Stands", "AV-DV (MAV)", "Attributes"}));
  const auto cellsOf = [&](UnitId id) {
    const std::vector<std::string> cells = adapter->rosterCells(*g, *g->unitView(id));
    EXPECT_EQ(cells.size(), columns.size());
    return cells;
  };
  const UnitSetup& lancers = g->table().setupOf(kLancers);
  EXPECT_EQ(cellsOf(kLancers),
            (std::vector<std::string>{"steady", "0 of 6", "3", lancers.profileText,
                                      lancers.attributesText}));
  EXPECT_FALSE(lancers.attributesText.empty()) << "elite lancers";
  EXPECT_EQ(cellsOf(kCrossbows)[2], std::to_string(g->table().unit(kCrossbows).stands));
  EXPECT_EQ(cellsOf(kSkirmishers)[0],
            "steady, hidden within " + g->table().setupOf(kCrossbows).name);
}

// A unit whose Action Roll failed says so when selected: it may attempt nothing more this phase.
TEST(RobertsTableMarks, AUnitWhoseActionRollFailedSaysSo) {
  Deployment d = emptyDeployment();
  d.sides[0].units = {place("militia", at(-10, -15), 0, 3), place("lancers", at(10, -15), 0)};
  d.sides[1].units = {place("crossbows", at(0, 15), kHalfTurn, 2)};
  const auto g = startGame(sharedTables(), flatTable(), d);
  const auto adapter = makeRulesetAdapter("roberts");
  const UnitId militia = 0;
  const std::string before = adapter->idleWords(*g, *g->unitView(militia));
  Action march{rules::ActionKind::Move, militia};
  march.point = at(-10, -13);
  ASSERT_TRUE(g->check(march)) << g->check(march).why;
  Dice dice(1, {1, 1});  // 2, -1 Militia, +1 Swift, +1 Captain: 3, short of 8
  EventList events;
  g->apply(march, dice, events);
  ASSERT_TRUE(g->ledger().hasFailed(Roller{militia}));
  EXPECT_NE(before, adapter->idleWords(*g, *g->unitView(militia)));
  EXPECT_EQ(adapter->idleWords(*g, *g->unitView(militia)),
            "Its Action Roll failed: it may attempt nothing more this phase.");
  EXPECT_EQ(adapter->idleWords(*g, *g->unitView(2)),
            "The enemy's unit: select one of yours to give it an order.");
}

}  // namespace
}  // namespace sandtable::view
