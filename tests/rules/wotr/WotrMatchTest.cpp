// War of the Roses' match on the measured table, event by event (002): the initiative, fire at
// the closest enemy in the arc, moves with their wheels' cost, charges and their arc, melee and
// the morale tests after it in the outline's order, rout and rally, and the victory rule.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "WotrMatchBed.h"
#include "measured/Contact.h"
#include "measured/Wheel.h"
#include "session/UnitMarkers.h"

namespace sandtable::test::wotr {
namespace {

using rules::Action;
using rules::ActionKind;
using rules::Dice;
using rules::EventList;
using rules::kInch;
using rules::Side;

TEST(WotrMatch, InitiativeTiesAreRolledAgainAndTheWinnerChoosesWhenToMove) {
  MatchBed bed;
  bed.add(Side::One, billmen(), 36, 10, 0);
  bed.add(Side::Two, billmen(), 36, 38, 180);
  auto game = bed.start();
  EXPECT_EQ(game->phase().phase, "initiative");
  Dice dice(1, {3, 3, 2, 5});
  EventList events;
  game->apply({ActionKind::RollInitiative}, dice, events);
  EXPECT_EQ(dice.rolled(), 4u);  // the tie and the roll again
  EXPECT_EQ(game->initiativeWinner(), Side::Two);
  EXPECT_EQ(game->phase().phase, "initiative choice");
  EXPECT_EQ(game->phase().sideToAct, Side::Two);
  EXPECT_FALSE(game->check({ActionKind::RollInitiative}));
  Action second{ActionKind::Pass};
  second.option = kMoveSecond;
  ASSERT_TRUE(game->check(second));
  game->apply(second, dice, events);
  EXPECT_EQ(game->firstMover(), Side::One);
  EXPECT_EQ(game->phase().phase, "movement");
  EXPECT_EQ(game->phase().sideToAct, Side::One);
  game->apply({ActionKind::EndTurn}, dice, events);
  EXPECT_EQ(game->phase().sideToAct, Side::Two);  // the countermove
}

TEST(WotrMatch, FireGoesToTheClosestEnemyInTheArcAndNotOutOfRange) {
  MatchBed bed;
  const auto bows = bed.add(Side::One, bowmen(), 36, 10, 0);
  const auto ahead = bed.add(Side::Two, billmen(), 36, 30, 180);  // 20" straight ahead
  const auto aside = bed.add(Side::Two, billmen(), 52, 18, 180);  // nearer, out of the arc
  auto game = bed.start();
  EXPECT_LT(game->battle().gapBetween(bows, aside), game->battle().gapBetween(bows, ahead));
  EXPECT_EQ(game->fireTarget(bows), ahead);
  EXPECT_EQ(game->fireTarget(ahead), rules::kNoUnit);  // billmen do not shoot

  // 2d6 of 12, -1 longbows, -2 at 8" or more: 9 x 1/2 rounded down = 4 casualties; the billmen
  // roll 1 (+1 leader, -1 for 25% lost) against the 2 they need and fall back half a move
  // facing the bows.
  Dice dice(1, {6, 6, 1});
  EventList events;
  const rules::Point before = game->battle().unit(ahead).pose.front;
  game->fireForTests(dice, events);
  EXPECT_EQ(game->battle().unit(ahead).lost, 4);
  EXPECT_EQ(game->battle().unit(aside).lost, 0);
  EXPECT_TRUE(game->battle().unit(bows).fired);
  EXPECT_TRUE(game->battle().unit(ahead).fellBack);
  EXPECT_EQ(game->battle().unit(ahead).pose.front.y - before.y, 4 * kInch);  // half of 8"
  EXPECT_EQ(dice.forcedLeft(), 0u);
  // The target's loss is told as casualties of its side, as melee's are: the battle's account
  // counts fire's casualty figures.
  int told = 0;
  for (const rules::Event& e : events.events)
    if (e.kind == rules::EventKind::CasualtiesTaken && e.unit == ahead && e.side == Side::Two)
      told += e.value;
  EXPECT_EQ(told, 4);

  MatchBed far;
  const auto b = far.add(Side::One, bowmen(), 36, 10, 0);
  far.add(Side::Two, billmen(), 36, 35, 180);  // 25": beyond the longbow's 24"
  EXPECT_EQ(far.start()->fireTarget(b), rules::kNoUnit);
}

TEST(WotrMatch, AWheelCostsTwiceItsOuterCornersArc) {
  MatchBed bed;
  const auto u = bed.add(Side::One, billmen(), 36, 10, 0);
  bed.add(Side::Two, billmen(), 36, 40, 180);
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  const auto& start = game->battle().unit(u).pose;
  const rules::Length width = game->battle().shape(u).width();
  const rules::Angle facing = rules::degrees(45) / 2;  // 22.5 degrees
  const rules::measured::Pose wheeled = rules::measured::wheeled(start, width, facing);
  const rules::Length wheel = 2 * rules::measured::wheelArc(width, facing);  // 4.95" of the 8"
  auto moveTo = [&](rules::Length d) {
    Action a{ActionKind::Move, u};
    a.point = wheeled.front + rules::heading(facing, d);
    a.facing = facing;
    return a;
  };
  const rules::Length rest = 8 * kInch - wheel;
  EXPECT_TRUE(game->check(moveTo(rest - kInch / 10)));
  const rules::Verdict tooFar = game->check(moveTo(rest + kInch / 10));
  EXPECT_FALSE(tooFar);
  EXPECT_NE(tooFar.why.find("costs"), std::string::npos) << tooFar.why;
  Action shift = moveTo(kInch);
  shift.point = *shift.point + rules::heading(facing + rules::kQuarterTurn, kInch);
  EXPECT_NE(game->check(shift).why.find("shifts"), std::string::npos);
  Dice dice(1);
  EventList events;
  game->apply(moveTo(2 * kInch), dice, events);
  EXPECT_NEAR(static_cast<double>(game->allowance(u)), static_cast<double>(rest - 2 * kInch), 2.0);
  EXPECT_FALSE(game->check(moveTo(3 * kInch)));  // it has moved this event
}

TEST(WotrMatch, AChargeOutsideTheArcIsRefusedAndOneInsideMakesContact) {
  MatchBed bed;
  const auto knights = bed.add(Side::One, lancers(), 20, 10, 0);
  const auto aside = bed.add(Side::Two, billmen(), 30, 13, 180);
  const auto ahead = bed.add(Side::Two, billmen(), 20, 15, 180);
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  const rules::Verdict refused = game->check({ActionKind::Charge, knights, aside});
  EXPECT_FALSE(refused);
  EXPECT_NE(refused.why.find("arc"), std::string::npos) << refused.why;
  // A plain move may not touch an enemy: that is a charge.
  Action touch{ActionKind::Move, knights};
  touch.point = game->battle().unit(knights).pose.front + rules::heading(0, 5 * kInch);
  touch.facing = 0;
  EXPECT_NE(game->check(touch).why.find("charge"), std::string::npos);
  ASSERT_TRUE(game->check({ActionKind::Charge, knights, ahead}));
  Dice dice(1);
  EventList events;
  game->apply({ActionKind::Charge, knights, ahead}, dice, events);
  EXPECT_TRUE(game->battle().inContact(knights, ahead));
  EXPECT_TRUE(game->battle().unit(knights).charged);
  EXPECT_TRUE(game->invariantProblem().empty()) << game->invariantProblem();
}

// The knights charge the billmen; the melee's dice are forced: the knights' 12 + 6 (knights
// +2, cavalry +1, first melee +1, lance charging +3, leader +1, against standing infantry -2)
// = 18 x 1/2 = 9; the billmen's 2 + 1 (leader) = 3 x 1/5 = 0.6, to the nearest 1.
std::unique_ptr<WotrGame> chargedMelee(MatchBed& bed, rules::UnitId& knights,
                                       rules::UnitId& bills) {
  knights = bed.add(Side::One, lancers(), 20, 10, 0);
  bills = bed.add(Side::Two, billmen(), 20, 15, 180);
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  Dice dice(1);
  EventList events;
  game->apply({ActionKind::Charge, knights, bills}, dice, events);
  return game;
}

// Melee 6,6 and 1,1; the billmen's captain at risk (9 lost): 1, unharmed; the billmen test
// first (lost the melee): 6 + 1 leader - 1 lost a melee - 2 (50% lost) = 4 against 3: passed;
// then the knights test: 3.
const std::vector<int> kBillmenHold{6, 6, 1, 1, 1, 6, 3};

TEST(WotrMatch, AMeleeIsResolvedAndItsCasualtiesApplied) {
  MatchBed bed;
  rules::UnitId knights = 0, bills = 0;
  auto game = chargedMelee(bed, knights, bills);
  Dice dice(1, kBillmenHold);
  EventList events;
  game->endTurnForTests(dice, events);
  EXPECT_EQ(game->battle().unit(bills).lost, 9);
  EXPECT_EQ(game->battle().unit(knights).lost, 1);
  EXPECT_TRUE(game->battle().unit(bills).lostMelee || game->turn() == 2);
  EXPECT_EQ(rollsFor(events, "risk to the leader"), 1);
  EXPECT_EQ(rollsFor(events, "morale test"), 2);  // the loser passed, so the winner tested
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_TRUE(game->battle().unit(bills).ready());
}

// The leader's risk is the enemy's die (002 Melee Results), and its line in the log names the
// unit whose leader is at risk, not the roller's.
TEST(WotrMatch, TheLeaderRiskRollNamesTheUnitWhoseLeaderIsAtRisk) {
  MatchBed bed;
  rules::UnitId knights = 0, bills = 0;
  auto game = chargedMelee(bed, knights, bills);
  Dice dice(1, kBillmenHold);
  EventList events;
  game->endTurnForTests(dice, events);
  const auto risk =
      std::find_if(events.events.begin(), events.events.end(), [](const rules::Event& e) {
        return e.kind == rules::EventKind::DiceRolled && e.roll &&
               e.roll->purpose.rfind("risk to the leader", 0) == 0;
      });
  ASSERT_NE(risk, events.events.end());
  EXPECT_EQ(risk->side, Side::One);  // the knights' die
  EXPECT_EQ(risk->unit, knights);
  EXPECT_EQ(risk->other, bills);
  EXPECT_EQ(risk->roll->purpose, "risk to the leader of " + game->battle().label(bills));
  EXPECT_NE(risk->text.find(game->battle().label(bills)), std::string::npos) << risk->text;
  EXPECT_EQ(risk->text.find(game->battle().label(knights)), std::string::npos) << risk->text;
}

TEST(WotrMatch, ALoserThatRoutsSparesTheWinnerItsTestAndIsPursued) {
  MatchBed bed;
  rules::UnitId knights = 0, bills = 0;
  auto game = chargedMelee(bed, knights, bills);
  // As before, but the billmen roll 1: 1 + 1 - 1 - 2 = -1 against 3, they rout; the winner
  // does not test; the chivalric cavalry must pursue; in Event VI the pursued billmen take 4
  // hits (13 of 16 lost: 75%) and leave the field, and their army breaks.
  Dice dice(1, {6, 6, 1, 1, 1, 1});
  EventList events;
  game->endTurnForTests(dice, events);
  EXPECT_EQ(rollsFor(events, "morale test"), 1);
  EXPECT_EQ(game->battle().unit(knights).pursuing, rules::kNoUnit);  // its router is gone
  EXPECT_EQ(game->battle().unit(bills).lost, 13);
  EXPECT_EQ(game->battle().unit(bills).mode, Mode::Removed);
  // Side 2's C-in-C and captain rode with the billmen: they leave with them, not killed, and
  // the log says so.
  const auto gone = std::find_if(events.events.begin(), events.events.end(), [&](const auto& e) {
    return e.kind == rules::EventKind::UnitDispersed && e.unit == bills;
  });
  ASSERT_NE(gone, events.events.end());
  EXPECT_NE(gone->text.find("General Two leaves with it, out of the battle"), std::string::npos)
      << gone->text;
  EXPECT_NE(gone->text.find("Captain Two leaves with it"), std::string::npos) << gone->text;
  EXPECT_FALSE(game->battle().leaders()[2].killed);  // side 2's C-in-C (after side 1's two)
  const rules::Result r = game->result();
  EXPECT_TRUE(r.over);
  EXPECT_EQ(r.winner, Side::One);
  EXPECT_EQ(r.ending, rules::Ending::ArmyBroken);
}

TEST(WotrMatch, RoutersTakeTheirHitsThenRallyOrAreRemoved) {
  for (const int face : {4, 3}) {
    MatchBed bed;
    bed.add(Side::One, billmen(), 10, 10, 0);
    const auto router = bed.add(Side::One, billmen(), 40, 20, 0);  // no leader with it
    bed.add(Side::Two, billmen(24), 36, 44, 180);
    auto game = bed.start();
    routedLastTurn(*game, router);
    Dice dice(1, {face});
    EventList events;
    game->endTurnForTests(dice, events);
    EXPECT_EQ(game->battle().unit(router).lost, 2);  // 2 hits, not attacked
    if (face == 4) {
      EXPECT_EQ(game->battle().unit(router).mode, Mode::Ready);  // militia rally on 4+
    } else {
      EXPECT_EQ(game->battle().unit(router).mode, Mode::Removed);  // a failed rally removes it
    }
  }
}

// Event VI in the outline's order: the hits, then the rally, then "units in rout with 75% or
// more men lost are removed". A router brought to 75% by its hits that rallies is no longer in
// rout and stays; one that cannot rally (levy without a leader) leaves the field.
TEST(WotrMatch, ARouterAtSeventyFivePercentStillRalliesBeforeItWouldLeave) {
  for (const bool isLevy : {false, true}) {
    MatchBed bed;
    bed.add(Side::One, billmen(), 10, 10, 0);
    const auto router = bed.add(Side::One, isLevy ? levy() : billmen(), 40, 20, 0);
    bed.add(Side::Two, billmen(24), 36, 44, 180);
    auto game = bed.start();
    routedLastTurn(*game, router);
    game->battleForTests().unit(router).lost = 10;  // + 2 hits = 12 of 16: 75%
    Dice dice(1, {4});
    EventList events;
    game->endTurnForTests(dice, events);
    EXPECT_EQ(game->battle().unit(router).lost, 12);
    EXPECT_EQ(game->battle().unit(router).mode, isLevy ? Mode::Removed : Mode::Ready);
    EXPECT_EQ(dice.rolled(), isLevy ? 0u : 1u);
  }
}

// The card names the weapon its shooters fire; a mixed unit says how many carried it at muster.
TEST(WotrMatch, TheCardNamesTheShootersWeapon) {
  MatchBed bed;
  const auto bows = bed.add(Side::One, bowmen(), 10, 10, 0);
  UnitLine mixed = billmen(12);
  mixed.groups.push_back({4, Protection::Light, {"longbow"}});
  const auto billsAndBows = bed.add(Side::One, mixed, 40, 10, 0);
  bed.add(Side::Two, billmen(), 36, 44, 180);
  auto game = bed.start();
  auto has = [&](rules::UnitId id, const std::string& marker) {
    const std::vector<std::string> m = game->unitView(id)->markers;
    return std::find(m.begin(), m.end(), marker) != m.end();
  };
  EXPECT_TRUE(has(bows, "Longbow"));
  EXPECT_TRUE(has(billsAndBows, "Longbow: 4 of the 16 figures at muster"));
}

// A unit that left the field has no strength on the table; its card says what it left with.
TEST(WotrMatch, TheCardOfAUnitThatLeftSaysWhatItLeftWith) {
  MatchBed bed;
  const auto bows = bed.add(Side::One, bowmen(), 10, 10, 0);
  bed.add(Side::Two, billmen(), 36, 44, 180);
  auto game = bed.start();
  UnitState& u = game->battleForTests().unit(bows);
  u.lost = 4;
  const auto markers = [&] { return game->unitView(bows)->markers; };
  EXPECT_EQ(markers().front(), "12 of 16 figures");
  u.mode = Mode::Removed;
  EXPECT_EQ(game->unitView(bows)->strength, 0);
  EXPECT_EQ(markers().front(), "none on the table (left with 12 of 16 figures)");
  u.lost = 16;
  EXPECT_EQ(markers().front(), "none on the table (all 16 figures lost)");
}

TEST(WotrMatch, ARouterRunsAFullMoveForItsBaseline) {
  MatchBed bed;
  bed.add(Side::One, billmen(), 10, 10, 0);
  const auto router = bed.add(Side::One, levy(), 40, 20, 0);
  bed.add(Side::Two, billmen(24), 36, 44, 180);
  auto game = bed.start();
  UnitState& u = game->battleForTests().unit(router);
  u.mode = Mode::Routed;
  u.routedTurn = 0;
  const rules::Rect before = game->battle().block(router);
  Dice dice(1);
  EventList events;
  game->endTurnForTests(dice, events);
  // A levy unit may not rally without a leader: it stays in rout and runs 8" south, home.
  EXPECT_EQ(game->battle().unit(router).mode, Mode::Routed);
  // The table shows it where it runs, broken: on the table, not gone from it.
  const std::optional<rules::UnitView> seen = game->unitView(router);
  ASSERT_TRUE(seen.has_value());
  EXPECT_EQ(seen->status, rules::UnitStatus::Active);
  EXPECT_EQ(seen->condition.morale, rules::Condition::Morale::Broken);
  EXPECT_EQ(seen->condition.words, "in rout");
  // Said once: no marker beside the condition says the rout again (the report's row, the card).
  for (const std::string& m : session::markersBeyond(*seen, {seen->condition.words}))
    EXPECT_EQ(m.find("ROUT"), std::string::npos) << m;
  ASSERT_EQ(seen->stands.size(), static_cast<std::size_t>(game->battle().setupOf(router).bases));
  EXPECT_EQ(seen->stands.front().footprint.centre.y,
            game->battle().baseRects(router).front().centre.y);
  const rules::Rect after = game->battle().block(router);
  EXPECT_NEAR(static_cast<double>(before.centre.y - after.centre.y), 8.0 * kInch, 2.0);
  EXPECT_EQ(dice.rolled(), 0u);
}

// A loser that has already routed when the melees' tests come, at the test for its own
// leader's hit, has not passed: the winner still does not test (002 Event V: "the winner
// check only if the losers pass their test"). The billmen's C-in-C rolls 5 for his risk:
// incapacitated; the billmen test at once for the leader hit and roll 1: they rout.
TEST(WotrMatch, ALoserRoutedByItsLeadersHitSparesTheWinnerItsTest) {
  MatchBed bed;
  rules::UnitId knights = 0, bills = 0;
  auto game = chargedMelee(bed, knights, bills);
  Dice dice(1, {6, 6, 1, 1, 5, 1});
  EventList events;
  game->endTurnForTests(dice, events);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_EQ(rollsFor(events, "morale test"), 1);
  EXPECT_NE(game->battle().unit(bills).mode, Mode::Ready);
  for (const rules::Event& e : events.events) {
    if (e.kind == rules::EventKind::DiceRolled && e.roll &&
        e.roll->purpose.rfind("morale test", 0) == 0) {
      EXPECT_EQ(e.unit, bills) << e.roll->purpose;
    }
  }
}

TEST(WotrMatch, AnArmyBreaksWhenItsCommanderInChiefIsKilled) {
  MatchBed bed;
  rules::UnitId knights = 0, bills = 0;
  auto game = chargedMelee(bed, knights, bills);
  // The billmen's C-in-C (the first leader with them) rolls 6 for his risk: killed. The
  // billmen test at once for the leader hit (6 + 1 captain - 1 lost melee - 2 lost leader - 2
  // lost 50% = 2 against 2: passed) and after the melee (2 against 3: they rout).
  Dice dice(1, {6, 6, 1, 1, 6, 6, 6});
  EventList events;
  game->endTurnForTests(dice, events);
  const rules::Result r = game->result();
  EXPECT_TRUE(r.over);
  EXPECT_EQ(r.winner, Side::One);
  EXPECT_NE(r.reason.find("C-in-C"), std::string::npos) << r.reason;
}

// Every morale test's line says what made the unit test, so a reader can tell a unit's two
// tests in one melee phase apart: here the billmen test for their C-in-C's death, then as the
// melee's loser; with the dice of kBillmenHold the loser passes and the winner tests too.
TEST(WotrMatch, EveryMoraleTestSaysWhatMadeTheUnitTest) {
  // The morale tests' lines of the charged melee fought with `faces`, and the two units' labels.
  auto moraleLines = [](std::vector<int> faces, std::string& knightsLabel,
                        std::string& billsLabel) {
    MatchBed bed;
    rules::UnitId knights = 0, bills = 0;
    auto game = chargedMelee(bed, knights, bills);
    Dice dice(1, std::move(faces));
    EventList events;
    game->endTurnForTests(dice, events);
    knightsLabel = game->battle().label(knights);
    billsLabel = game->battle().label(bills);
    std::vector<std::string> out;
    for (const rules::Event& e : events.events) {
      if (e.kind == rules::EventKind::DiceRolled && e.roll &&
          e.roll->purpose.rfind("morale test", 0) == 0)
        out.push_back(e.roll->purpose);
    }
    return out;
  };
  std::string knights, bills;
  const auto killed = moraleLines({6, 6, 1, 1, 6, 6, 6}, knights, bills);
  EXPECT_EQ(killed, (std::vector<std::string>{
                        "morale test of " + bills + ", seeing General Two killed",
                        "morale test of " + bills + ", having lost the melee with " + knights}));
  const auto held = moraleLines(kBillmenHold, knights, bills);
  EXPECT_EQ(held, (std::vector<std::string>{
                      "morale test of " + bills + ", having lost the melee with " + knights,
                      "morale test of " + knights + ", having won the melee with " + bills}));
}

TEST(WotrMatch, TheTurnLimitEndsInTheScenariosResult) {
  MatchBed bed;
  bed.add(Side::One, billmen(), 10, 10, 0);
  bed.add(Side::Two, billmen(), 60, 40, 180);
  auto game = bed.start(1);
  Dice dice(1);
  EventList events;
  game->startMovementForTests(Side::One);
  game->apply({ActionKind::EndTurn}, dice, events);
  game->apply({ActionKind::EndTurn}, dice, events);
  EXPECT_TRUE(game->result().over);
  EXPECT_EQ(game->result().winner, Side::None);
  EXPECT_EQ(game->result().ending, rules::Ending::TurnLimit);
}

// The soak's invariant counts blocks inside each other as the moves keep them apart: a friend
// a move grazed (a FURIOUS rush past a friend it touched) is not inside it, an enemy run into
// by as much is.
TEST(WotrMatch, AFriendGrazedIsNotInsideAnEnemyRunIntoIs) {
  MatchBed bed;
  const auto left = bed.add(Side::One, billmen(), 20, 10, 0);
  const auto right = bed.add(Side::One, billmen(), 40, 10, 0);
  const auto enemy = bed.add(Side::Two, billmen(), 40, 40, 180);
  auto game = bed.start();
  ASSERT_EQ(game->invariantProblem(), "");
  rules::wotr::Battle& b = game->battleForTests();
  const rules::Length width = b.block(left).width;
  const rules::Length graze = 3 * rules::measured::kTolerance / 2;
  b.unit(right).pose = {b.unit(left).pose.front + rules::Point{width - graze, 0}, 0};
  EXPECT_EQ(game->invariantProblem(), "");
  b.unit(right).pose = {b.unit(left).pose.front + rules::Point{width - 3 * graze, 0}, 0};
  EXPECT_NE(game->invariantProblem(), "");
  b.unit(right).pose.front.y -= 10 * kInch;  // out of the way
  b.unit(enemy).pose = {b.unit(left).pose.front + rules::Point{width - graze, 0}, 0};
  EXPECT_NE(game->invariantProblem(), "");
}

// A scenario's decisive leader (Bosworth: Richard, Henry) breaks his army when he falls, though
// he is not its C-in-C; and a man holding two commands falls in both.
TEST(WotrMatch, ADecisiveLeaderKilledBreaksHisArmy) {
  MatchBed bed;
  bed.add(Side::One, billmen(), 36, 10, 0);
  bed.add(Side::Two, billmen(), 36, 38, 180);
  bed.deployment().victory.decisiveLeaders = {"Captain Two"};
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  // Leaders: side 1's C-in-C and captain, then side 2's.
  ASSERT_EQ(game->battle().setup().leaders[3].name, "Captain Two");
  game->battleForTests().leaders()[3].killed = true;
  Dice dice(1);
  EventList events;
  game->endTurnForTests(dice, events);
  const rules::Result r = game->result();
  EXPECT_TRUE(r.over);
  EXPECT_EQ(r.winner, Side::One);
  EXPECT_NE(r.reason.find("Captain Two is killed"), std::string::npos) << r.reason;
}

}  // namespace
}  // namespace sandtable::test::wotr
