// The outline's optional rules, played when a scenario names them (Deployment::optional):
// morale per battle (Event V), "unit previously routed in this battle -1" (melee and morale
// modifiers), the rally die's +1 chivalric or fanatic, -1 raw (Event VI), and each leader's
// initiative value (Event I).
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "WotrMatchBed.h"

namespace sandtable::test::wotr {
namespace {

using rules::ActionKind;
using rules::Dice;
using rules::EventKind;
using rules::EventList;
using rules::Side;
using rules::UnitId;

// Side 2's lancers charge side 1's billmen, whose friend of another battle stands 4" to their
// side; each side's leaders ride with a unit of their own, side 2's within command of the
// lancers (a charge needs it).
struct Rout {
  MatchBed bed;
  UnitId bills, friendOfAnotherBattle, knights;
  Rout() {
    bed.add(Side::One, billmen(), 60, 4, 0);
    bills = bed.add(Side::One, billmen(), 20, 10, 0);
    friendOfAnotherBattle = bed.add(Side::One, billmen(), 30, 10, 0);
    bed.add(Side::Two, billmen(), 8, 15, 180);
    knights = bed.add(Side::Two, lancers(), 20, 15, 180);
    Army& army = bed.deployment().sides[0].army;
    army.wings.push_back({"w2", "The rear", "Captain Three"});
    army.units[2].wing = "w2";
  }
  // The charge and the turn's end: the billmen roll 1, 1 and the knights 3, 3; the billmen
  // test and rout on a 1; anyone else tests on a 6 and holds.
  // `routedBefore`: the billmen have routed earlier in the battle.
  EventList play(bool perBattle, bool previouslyRoutedPlayed = false, bool routedBefore = false) {
    bed.deployment().optional.perBattleMorale = perBattle;
    bed.deployment().optional.previouslyRouted = previouslyRoutedPlayed;
    auto game = bed.start();
    game->battleForTests().unit(bills).everRouted = routedBefore;
    game->startMovementForTests(Side::Two);
    EventList events;
    Dice none(1);
    game->apply({ActionKind::Charge, knights, bills}, none, events);
    std::vector<int> faces{1, 1, 3, 3, 1};
    faces.resize(40, 6);
    Dice dice(1, faces);
    game->endTurnForTests(dice, events);
    EXPECT_EQ(game->battle().unit(bills).mode, rules::wotr::Mode::Routed);
    return events;
  }
};

int moraleTestsOf(const EventList& events, UnitId id) {
  return static_cast<int>(std::count_if(events.events.begin(), events.events.end(), [&](const auto& e) {
    return e.kind == EventKind::DiceRolled && e.unit == id && e.roll &&
           e.roll->purpose.rfind("morale test", 0) == 0;
  }));
}

TEST(WotrOptionalRules, PerBattleMoraleSparesOtherBattlesTheRoutsTest) {
  Rout plain;
  EXPECT_EQ(moraleTestsOf(plain.play(false), plain.friendOfAnotherBattle), 1);
  Rout perBattle;
  EXPECT_EQ(moraleTestsOf(perBattle.play(true), perBattle.friendOfAnotherBattle), 0);
}

bool hasModifier(const EventList& events, UnitId id, const std::string& purpose,
                 const std::string& label) {
  for (const rules::Event& e : events.events) {
    // The log adds " of <unit>" to a roll's purpose.
    if (e.kind != EventKind::DiceRolled || e.unit != id || !e.roll ||
        e.roll->purpose.rfind(purpose, 0) != 0)
      continue;
    for (const rules::Modifier& m : e.roll->modifiers) {
      if (m.label == label) return true;
    }
  }
  return false;
}

TEST(WotrOptionalRules, APreviouslyRoutedUnitFightsAndTestsAtMinusOneOnlyWhenPlayed) {
  Rout played;
  const EventList withRule = played.play(false, true, true);
  EXPECT_TRUE(hasModifier(withRule, played.bills, "melee", "previously routed"));
  EXPECT_TRUE(hasModifier(withRule, played.bills, "morale test", "previously routed"));
  Rout notPlayed;
  const EventList withoutRule = notPlayed.play(false, false, true);
  EXPECT_FALSE(hasModifier(withoutRule, notPlayed.bills, "melee", "previously routed"));
  EXPECT_FALSE(hasModifier(withoutRule, notPlayed.bills, "morale test", "previously routed"));
}

// Knights without a leader rally on 3+; a 2 removes them, unless the optional +1 for
// chivalric units is played.
TEST(WotrOptionalRules, TheRallyModifiersTurnAChivalricTwoIntoARally) {
  for (const bool played : {false, true}) {
    MatchBed bed;
    bed.add(Side::One, billmen(), 60, 4, 0);
    const UnitId knights = bed.add(Side::One, lancers(), 20, 10, 0);
    bed.add(Side::Two, billmen(), 60, 44, 180);
    bed.deployment().optional.rallyModifiers = played;
    auto game = bed.start();
    game->startMovementForTests(Side::One);
    routedLastTurn(*game, knights);
    std::vector<int> faces(40, 6);
    faces[0] = 2;  // the rally die (the routers' hits roll none)
    Dice dice(1, faces);
    EventList events;
    game->endTurnForTests(dice, events);
    EXPECT_EQ(game->battle().unit(knights).mode,
              played ? rules::wotr::Mode::Ready : rules::wotr::Mode::Removed)
        << "rally modifiers " << (played ? "played" : "not played");
  }
}

// Side 1's C-in-C rolls 3 and side 2's 4: side 2 wins the initiative, unless the leaders'
// initiative values are played and side 1's +2 makes his 5; side 2's -1 shows in the log too.
TEST(WotrOptionalRules, TheLeadersInitiativeValuesModifyTheirDice) {
  for (const bool played : {false, true}) {
    MatchBed bed;
    bed.add(Side::One, billmen(), 36, 10, 0);
    bed.add(Side::Two, billmen(), 36, 38, 180);
    bed.deployment().optional.leaderInitiative = played;
    bed.deployment().sides[0].initiative = 2;
    bed.deployment().sides[1].initiative = -1;
    auto game = bed.start();
    Dice dice(1, {3, 4});
    EventList events;
    game->apply({ActionKind::RollInitiative}, dice, events);
    EXPECT_EQ(dice.rolled(), 2u);
    EXPECT_EQ(game->initiativeWinner(), played ? Side::One : Side::Two)
        << "leader initiative " << (played ? "played" : "not played");
    std::vector<int> totals;
    for (const auto& e : events.events)
      if (e.kind == EventKind::DiceRolled && e.roll) totals.push_back(e.roll->total);
    EXPECT_EQ(totals, (played ? std::vector<int>{5, 3} : std::vector<int>{3, 4}));
  }
}

}  // namespace
}  // namespace sandtable::test::wotr
