// The turn guide: what the bar says a player may do next and what Enter, the digits and X do,
// read from the rules' legal actions on both rule systems; the Orders panel's numbered menu
// (near-equal wheels merged, a wheel to face each enemy in reach); passing the rest of a turn
// through the rules; and a whole Warlords side's turn of ten units in at most three key
// presses a unit.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <set>

#include "rules/warlords/WarlordsGame.h"
#include "scenario/Scenario.h"
#include "support/MicroBattleBed.h"
#include "support/Players.h"
#include "support/TestPaths.h"
#include "view/ActionMenu.h"
#include "view/PlayController.h"
#include "view/TurnGuide.h"
#include "view/warlords/WarlordsAdapter.h"

namespace sandtable::view {
namespace {

using namespace sandtable::rules;

const std::filesystem::path kTenUnits = "tests/render/scripts/warlords_ten_units.yaml";
const std::filesystem::path kSkirmish = "tests/render/scripts/warlords_skirmish.yaml";

std::unique_ptr<Game> newGame(const std::filesystem::path& file) {
  return scenario::loadScenario(test::sourceRoot() / file).newGame();
}

std::string nameOf(const Game& g, UnitId id) {
  for (const UnitView& u : g.units()) {
    if (u.id == id) return u.name;
  }
  return "";
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Warlords' initiative, rolled with dice that give it to side 1 (a 6 against a 1).
void side1First(Game& g) {
  Dice dice(1, {6, 1});
  NullSink quiet;
  g.apply({ActionKind::RollInitiative}, dice, quiet);
  ASSERT_EQ(g.phase().sideToAct, Side::One);
}

// A unit's activation rolled with dice that succeed (11, no doubles) or fail (1 and 2).
void activate(Game& g, UnitId u, bool succeed) {
  Dice dice(1, succeed ? std::vector<int>{6, 5, 4, 3} : std::vector<int>{1, 2, 1, 2});
  NullSink quiet;
  g.apply({ActionKind::ActivateUnit, u}, dice, quiet);
}

TEST(TurnGuide, EnterRollsForInitiativeAtATurnsStart) {
  auto g = newGame(kTenUnits);
  const WarlordsAdapter adapter;
  const TurnGuide guide = guideFor(*g, std::nullopt, adapter);
  ASSERT_TRUE(guide.enter);
  EXPECT_EQ(guide.enter->kind, ActionKind::RollInitiative);
  EXPECT_EQ(guide.text, "Enter: roll for initiative");
  EXPECT_FALSE(guide.canPass);
}

TEST(TurnGuide, EnterActivatesTheSelectedUnitOrTheNextStillToAct) {
  auto g = newGame(kTenUnits);
  const WarlordsAdapter adapter;
  side1First(*g);
  const auto& wl = dynamic_cast<const warlords::WarlordsGame&>(*g);
  // Nothing selected: the first unit, named with what its roll needs; Tab has all ten.
  TurnGuide guide = guideFor(*g, std::nullopt, adapter);
  ASSERT_TRUE(guide.enter);
  EXPECT_EQ(*guide.enter, (Action{ActionKind::ActivateUnit, 0}));
  EXPECT_EQ(guide.enterUnit, 0);
  EXPECT_EQ(guide.toAct.size(), 10u);
  const std::string needs = std::to_string(wl.activationWidth(wl.unit(0)));
  EXPECT_EQ(guide.text, "Enter: activate " + nameOf(*g, 0) + " (needs more than " + needs +
                            ") \u00b7 Tab: another unit (10 to activate) \u00b7 X: pass the rest");
  EXPECT_EQ(guide.hint, "Enter: activate \u00b7 Tab: next unit \u00b7 X: pass the rest");
  // The selected unit, if it may still activate.
  guide = guideFor(*g, UnitId{4}, adapter);
  EXPECT_EQ(guide.enterUnit, 4);
  // An enemy selected: the next of the side's own after it, round to the first.
  guide = guideFor(*g, UnitId{15}, adapter);
  EXPECT_EQ(guide.enterUnit, 0);
  // A unit that has had its turn: the next one still to act.
  activate(*g, 4, false);
  NullSink quiet;
  Dice dice(3);
  g->apply({ActionKind::EndActivation, 4}, dice, quiet);
  guide = guideFor(*g, UnitId{4}, adapter);
  EXPECT_EQ(guide.enterUnit, 5);
  EXPECT_EQ(guide.toAct.size(), 9u);
  EXPECT_TRUE(has(guide.text, "Tab: another unit (9 to activate)")) << guide.text;
}

TEST(TurnGuide, OnceActivatedTheDigitsGiveOrdersAndEnterEndsIt) {
  auto g = newGame(kTenUnits);
  const WarlordsAdapter adapter;
  side1First(*g);
  activate(*g, 2, true);
  const TurnGuide guide = guideFor(*g, UnitId{2}, adapter);
  ASSERT_TRUE(guide.enter);
  EXPECT_EQ(*guide.enter, (Action{ActionKind::EndActivation, 2}));
  const OrderMenu menu = orderMenu(*g, 2, adapter);
  ASSERT_GE(menu.orders.size(), 2u);
  ASSERT_TRUE(menu.end);
  EXPECT_FALSE(menu.activate);
  EXPECT_EQ(guide.text, "1-" + std::to_string(std::min<std::size_t>(menu.orders.size(), 9)) + ": give " +
                            nameOf(*g, 2) + " an order \u00b7 Enter: end this unit's activation \u00b7 X: pass the rest");
  for (const ActionChoice& c : menu.orders) {
    EXPECT_NE(c.action.kind, ActionKind::EndActivation);
    EXPECT_TRUE(g->check(c.action)) << c.label;
  }
  // A standing unit whose activation fails has nothing to choose: the rules end it, and Enter
  // goes on to the next unit.
  auto failed = newGame(kTenUnits);
  side1First(*failed);
  activate(*failed, 2, false);
  const TurnGuide next = guideFor(*failed, UnitId{2}, adapter);
  ASSERT_TRUE(next.enter);
  EXPECT_EQ(*next.enter, (Action{ActionKind::ActivateUnit, 3}));
}

TEST(TurnGuide, TheOrdersMenuMergesNearEqualWheelsAndFacesEachEnemyInReach) {
  auto g = newGame(kSkirmish);
  const WarlordsAdapter adapter;
  side1First(*g);
  activate(*g, 0, true);  // Sir Hugh's knights, four spans from the spearmen
  const OrderMenu menu = orderMenu(*g, 0, adapter);
  std::vector<Angle> wheels;
  bool facesArchers = false;
  for (const ActionChoice& c : menu.orders) {
    if (c.action.kind != ActionKind::Wheel) continue;
    for (Angle f : wheels) EXPECT_GE(std::abs(angleDifference(f, *c.action.facing)), kSameWheel) << c.label;
    wheels.push_back(*c.action.facing);
    facesArchers |= has(c.label, "(to face Welsh archers)");
  }
  // The archers, some 50 degrees to the right and within a move and a charge: the wheel that
  // faces them stands for the rules' 45-degree step, a few degrees from it.
  EXPECT_TRUE(facesArchers) << "a wheel to face the enemy in reach, named";
  // Every wheel the rules list is offered, or one within a few degrees of it.
  for (const Action& a : g->legalActions()) {
    if (a.kind != ActionKind::Wheel || a.unit != 0) continue;
    EXPECT_TRUE(std::any_of(wheels.begin(), wheels.end(),
                            [&](Angle f) { return std::abs(angleDifference(f, *a.facing)) < kSameWheel; }))
        << toString(a);
  }
  // The charge is the first decision.
  ASSERT_FALSE(menu.orders.empty());
  EXPECT_EQ(menu.orders.front().action.kind, ActionKind::Charge);
}

TEST(TurnGuide, PassingStepsThroughTheRulesOwnWayOfDoingNothing) {
  auto g = newGame(kTenUnits);
  EXPECT_FALSE(passStep(*g)) << "initiative is not passed";
  side1First(*g);
  EXPECT_EQ(passStep(*g), (Action{ActionKind::ActivateUnit, 0}));
  activate(*g, 3, true);
  EXPECT_EQ(passStep(*g), (Action{ActionKind::EndActivation, 3}));
}

TEST(TurnGuide, MicroBattleShowsTheActivationsLeftAndAsksBeforeGivingThemUp) {
  test::MicroBattleBed bed;
  bed.add(Side::One, "heavy_infantry", 1, 1, "Legio IX");
  bed.add(Side::One, "heavy_infantry", 3, 1, "Legio X");
  bed.add(Side::Two, "warband", 4, 4, "Arverni");
  auto g = bed.build();
  test::startActions(*g, 2);
  const auto adapter = makeRulesetAdapter("microbattle");
  TurnGuide guide = guideFor(*g, std::nullopt, *adapter);
  EXPECT_EQ(guide.activationsLeft, 2);
  ASSERT_TRUE(guide.enter);
  EXPECT_EQ(guide.enter->kind, ActionKind::EndTurn);
  EXPECT_EQ(guide.text.rfind("2 activations left \u00b7 ", 0), 0u) << guide.text;
  EXPECT_TRUE(has(guide.text, "Enter: end turn")) << guide.text;
  EXPECT_EQ(guide.enterConfirm, "End the turn with 2 activations unused?");
  EXPECT_TRUE(guide.canPass);
  EXPECT_EQ(passStep(*g), Action{ActionKind::EndTurn});
  guide = guideFor(*g, UnitId{0}, *adapter);
  EXPECT_TRUE(has(guide.text, ": an order for Legio IX")) << guide.text;
  // With the one activation spent on a warband that may still take its second step, ending the
  // turn gives no activation up: no question.
  test::MicroBattleBed one;
  one.add(Side::One, "warband", 1, 1, "Arverni");
  one.add(Side::Two, "heavy_infantry", 6, 5, "Legio IX");
  auto spent = one.build();
  test::startActions(*spent, 1);
  Dice far(1, {6});  // the warband's move: 2 squares
  NullSink quiet;
  std::optional<Action> step;
  for (const Action& a : spent->legalActions()) {
    if (a.unit == 0 && a.kind == ActionKind::Move) step = a;
  }
  ASSERT_TRUE(step);
  spent->apply(*step, far, quiet);
  ASSERT_EQ(unitsThatCanAct(*spent), std::vector<UnitId>{0}) << "its second square is still to take";
  guide = guideFor(*spent, UnitId{0}, *adapter);
  EXPECT_EQ(guide.activationsLeft, 0);
  EXPECT_TRUE(guide.enterConfirm.empty()) << guide.enterConfirm;
  EXPECT_TRUE(has(guide.text, "0 activations left")) << guide.text;
  EXPECT_TRUE(has(guide.text, "Enter: end turn")) << guide.text;
}

// The common path with the keys alone, as the guide and the Orders panel give it: Enter
// (activate the next unit), 1 (its first order, when it has one), Enter (end the activation).
// A side of ten units is through its turn in no more than three presses a unit.
TEST(TurnGuide, ATenUnitSidesTurnTakesAtMostThreeKeysAUnit) {
  auto g = newGame(kTenUnits);
  const WarlordsAdapter adapter;
  side1First(*g);
  Dice dice(7);
  NullSink quiet;
  std::optional<UnitId> selected;
  int presses = 0;
  std::vector<UnitId> activated;
  while (g->phase().sideToAct == Side::One && presses < 100) {
    const TurnGuide guide = guideFor(*g, selected, adapter);
    ASSERT_TRUE(guide.enter) << guide.text;
    if (guide.enterUnit) selected = guide.enterUnit;
    const Action enter = *guide.enter;
    ++presses;  // Enter
    g->apply(enter, dice, quiet);
    if (enter.kind != ActionKind::ActivateUnit) continue;
    activated.push_back(enter.unit);
    const OrderMenu menu = orderMenu(*g, enter.unit, adapter);
    if (!menu.orders.empty()) {
      ++presses;  // 1
      ASSERT_TRUE(g->check(menu.orders.front().action)) << menu.orders.front().label;
      g->apply(menu.orders.front().action, dice, quiet);
    }
  }
  EXPECT_EQ(activated, (std::vector<UnitId>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})) << "each unit once, in order";
  EXPECT_LE(presses, 30);
  EXPECT_EQ(g->phase().sideToAct, Side::Two) << "the other side's part of the turn";
}

TEST(TurnGuide, PassTheRestActivatesAndEndsEachUnitThroughTheRules) {
  auto play = PlayController::newMatch(test::sourceRoot() / kTenUnits, 4, {test::kHuman, test::kRandomAi}, {});
  const WarlordsAdapter adapter;
  // To the human side's activations (the AI may go first).
  for (int i = 0; i < 2000 && !play->humanToAct(); ++i) play->tick(10.0f, false);
  ASSERT_TRUE(play->submit({ActionKind::RollInitiative}));
  for (int i = 0; i < 2000 && !play->humanToAct(); ++i) play->tick(10.0f, false);
  ASSERT_TRUE(play->humanToAct());
  const Side me = play->sideToAct();
  const int turn = play->game().phase().turn;
  // One unit ordered by hand first; the rest passed.
  const TurnGuide first = guideFor(*play, std::nullopt, adapter);
  ASSERT_TRUE(first.enter && first.canPass);
  const std::size_t before = play->history().size();
  ASSERT_TRUE(play->submit(*first.enter));
  play->passRest();
  EXPECT_TRUE(play->passing());
  EXPECT_TRUE(has(guideFor(*play, std::nullopt, adapter).text, "Passing the rest of the turn"));
  for (int i = 0; i < 2000 && play->passing(); ++i) play->tick(10.0f, false);
  EXPECT_FALSE(play->passing());
  // Every one of the side's units activated this turn, and the side gave no order.
  std::set<UnitId> activatedUnits;
  for (std::size_t i = before; i < play->history().size(); ++i) {
    const ActionRecord& r = play->history()[i];
    if (r.side != me || r.byAi) continue;
    EXPECT_TRUE(r.action.kind == ActionKind::ActivateUnit || r.action.kind == ActionKind::EndActivation)
        << toString(r.action);
    if (r.action.kind == ActionKind::ActivateUnit) activatedUnits.insert(r.action.unit);
  }
  int mine = 0;
  for (const UnitView& u : play->game().units()) mine += u.side == me;
  EXPECT_EQ(static_cast<int>(activatedUnits.size()), mine);
  EXPECT_TRUE(play->game().phase().sideToAct != me || play->game().phase().turn != turn)
      << "the side's part of the turn is over";
}

}  // namespace
}  // namespace sandtable::view
