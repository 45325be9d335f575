// 000 Missile Fire through the match: the text's crossbow volley at the charging cavalry
// (five attacks, every cavalry stand Disrupted, two hits), a stand's one Missile Fire Action a
// phase, fire refused out of range, and the Assault Phase's rolled fire.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "RobertsGameBed.h"

using namespace sandtable;
using namespace sandtable::rules;
using namespace sandtable::rules::roberts;
using namespace sandtable::test::roberts;

namespace {

const Action kEndPhase{rules::ActionKind::EndTurn};
constexpr UnitId kLancers = 1;
constexpr UnitId kCrossbows = 2;

// The lancers (one rank of three) stopped within their base depth (1.5") of the crossbowmen
// (two ranks of five) facing them; the militia far off on the left.
Deployment volley(double gapInches = 1.5) {
  Deployment d = emptyDeployment();
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("lancers", at(0, -15), 0)};
  d.sides[1].units = {place("crossbows", at(0, -15 + gapInches), kHalfTurn, 2)};
  return d;
}

// Two dice whose faces sum to `total`.
void push(std::vector<int>& faces, int total) {
  faces.push_back(total / 2);
  faces.push_back(total - total / 2);
}

int count(const std::vector<Event>& events, EventKind k) {
  return static_cast<int>(
      std::count_if(events.begin(), events.end(), [&](const Event& e) { return e.kind == k; }));
}

}  // namespace

// "The attacker rolls for five attacks, scoring 6, 11 [the left enemy], 8 [the central enemy
// stand], and 12 and 6 [the right enemy]. Considering the +2 modifier, ... every attack scored a
// Disruption ..., and two attacks scored a hit ... So all of the cavalry stands are Disrupted,
// and 2 hits are scored against the cavalry unit itself."
// The volley's odds before it is loosed, as the player reads them beside the order: five
// attacks at +2, each hitting on 9 or more on the dice (10 ways in 36) and Disrupting on 5 or
// more (30 ways), the targets as they stand when the Action begins.
TEST(RobertsFire, TheVolleysOddsAreItsFiveAttacksAtPlusTwo) {
  auto g = startGame(sharedTables(), flatTable(), volley());
  Dice dice(1);
  EventList events;
  g->apply(kEndPhase, dice, events);
  const Action fire{rules::ActionKind::Shoot, kCrossbows, kLancers};
  const std::optional<ActionOdds> o = g->odds(fire);
  ASSERT_TRUE(o.has_value());
  ASSERT_EQ(o->outcomes.size(), 2u) << "automatic in the Reaction Phase: no Action Roll";
  const std::string lancers = g->table().setupOf(kLancers).name;
  EXPECT_EQ(o->outcomes[0].outcome, "the volley hits " + lancers + " at least once");
  EXPECT_NEAR(o->outcomes[0].chance, 1 - std::pow(26.0 / 36, 5), 1e-12);
  EXPECT_EQ(o->outcomes[1].outcome, "it Disrupts at least one stand of " + lancers);
  EXPECT_NEAR(o->outcomes[1].chance, 1 - std::pow(6.0 / 36, 5), 1e-12);
  EXPECT_NEAR(o->lossesDealt, 5 * 10.0 / 36, 1e-12);
  EXPECT_DOUBLE_EQ(o->success, 1.0);
}

TEST(RobertsFire, TheCrossbowVolleyDisruptsEveryCavalryStandAndScoresTwoHits) {
  auto g = startGame(sharedTables(), flatTable(), volley());
  std::vector<int> faces;
  for (int total : {6, 11, 8, 12, 6}) push(faces, total);
  push(faces, 7);  // the General with the lancers checks as his unit is hit, and stays
  Dice dice(1, faces);
  EventList events;
  g->apply(kEndPhase, dice, events);  // the Action Phase ends; the Reacting Player's phase
  ASSERT_EQ(g->clock().phase(), Phase::Reaction);
  const Action fire{rules::ActionKind::Shoot, kCrossbows, kLancers};
  ASSERT_TRUE(g->check(fire)) << g->check(fire).why;
  const auto legal = g->legalActions();
  EXPECT_NE(std::find(legal.begin(), legal.end(), fire), legal.end());
  // Automatic for Formed troops in the Reaction Phase: no Action Roll, five attacks; then the
  // General's Break Check ("Whenever a unit with an attached leader takes a hit").
  events.events.clear();
  g->apply(fire, dice, events);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_EQ(count(events.events, EventKind::DiceRolled), 6);
  EXPECT_EQ(count(events.events, EventKind::PersonalityLost), 0);
  // "Considering the +2 modifier": every attack of the volley at +2, though the first
  // Disrupts the stand the second attacks (the targets as they stood).
  for (const Event& e : events.events) {
    if (e.kind != EventKind::DiceRolled || e.unit != kCrossbows) continue;
    ASSERT_TRUE(e.roll.has_value());
    EXPECT_EQ(e.roll->total - e.roll->base, 2);
  }
  const UnitState& cav = g->table().unit(kLancers);
  EXPECT_EQ(cav.disrupted, (std::vector<bool>{true, true, true}));
  EXPECT_EQ(cav.hits, 2);
  EXPECT_EQ(cav.stands, 3);
  EXPECT_FALSE(cav.demoralized);  // "one more hit will Demoralize the unit"
  const auto shot = std::find_if(events.events.begin(), events.events.end(),
                                 [](const Event& e) { return e.kind == EventKind::ShotFired; });
  ASSERT_NE(shot, events.events.end());
  EXPECT_EQ(shot->unit, kCrossbows);
  EXPECT_EQ(shot->other, kLancers);
  EXPECT_EQ(shot->value, 2);
  EXPECT_TRUE(shot->is(EventRole::Shot));
  // "Only one Missile Fire Action can be taken per stand per phase."
  EXPECT_FALSE(g->check(fire));
  EXPECT_EQ(g->invariantProblem(), "");
}

// The ends of the front rank cannot reach the central stand (their arcs), the rear rank is
// shielded by the front: each front stand shoots the nearest cavalry stand it can reach.
TEST(RobertsFire, OnlyTheFrontRankShootsEachAtTheNearestStandItReaches) {
  auto g = startGame(sharedTables(), flatTable(), volley());
  Dice dice(1);
  NullSink sink;
  g->apply(kEndPhase, dice, sink);
  std::vector<int> targets;
  // Through the plan the match uses.
  const Action fire{rules::ActionKind::Shoot, kCrossbows, kLancers};
  ASSERT_TRUE(g->check(fire));
  EventList events;
  g->apply(fire, dice, events);
  int attacks = 0;
  for (const Event& e : events.events) {
    if (e.kind != EventKind::DiceRolled || e.unit != kCrossbows) continue;
    EXPECT_EQ(e.other, kLancers);
    ++attacks;
  }
  EXPECT_EQ(attacks, 5);
}

TEST(RobertsFire, AUnitOutOfRangeCannotBeShotAt) {
  auto g = startGame(sharedTables(), flatTable(), volley(8));  // crossbows reach 6"
  Dice dice(1);
  NullSink sink;
  g->apply(kEndPhase, dice, sink);
  const Verdict v = g->check({rules::ActionKind::Shoot, kCrossbows, kLancers});
  EXPECT_FALSE(v);
  EXPECT_NE(v.why.find("range"), std::string::npos) << v.why;
}

// "the Assault Phase, when the Acting Player can fire": the Reacting Player's crossbowmen fire
// in the Reaction Phase only; a unit without missiles never fires.
TEST(RobertsFire, OnlyThePhasePlayersMissileTroopsFire) {
  auto g = startGame(sharedTables(), flatTable(), volley());
  Dice dice(1);
  NullSink sink;
  EXPECT_FALSE(g->check({rules::ActionKind::Shoot, kCrossbows, kLancers}));  // Action Phase
  g->apply(kEndPhase, dice, sink);
  EXPECT_FALSE(g->check({rules::ActionKind::Shoot, kLancers, kCrossbows}));
  g->apply(kEndPhase, dice, sink);
  ASSERT_EQ(g->clock().phase(), Phase::Assault);
  EXPECT_FALSE(g->check({rules::ActionKind::Shoot, kLancers, kCrossbows}));  // no missiles
  EXPECT_FALSE(g->check({rules::ActionKind::Shoot, kCrossbows, kLancers}));  // not his phase
}

// Fire in the Assault Phase is rolled for: the Action Roll's odds come through odds().
TEST(RobertsFire, AssaultPhaseFireIsRolledAndHasOdds) {
  Deployment d = volley();
  std::swap(d.sides[0].units, d.sides[1].units);
  std::swap(d.sides[0].army, d.sides[1].army);
  std::swap(d.sides[0].name, d.sides[1].name);
  auto g = startGame(sharedTables(), flatTable(), d);
  // Side one is now the crossbowmen (unit 0); side two the militia (1) and the lancers (2).
  Dice dice(1);
  NullSink sink;
  g->apply(kEndPhase, dice, sink);
  g->apply(kEndPhase, dice, sink);
  ASSERT_EQ(g->clock().phase(), Phase::Assault);
  const Action fire{rules::ActionKind::Shoot, 0, 2};
  ASSERT_TRUE(g->check(fire)) << g->check(fire).why;
  const auto odds = g->odds(fire);
  ASSERT_TRUE(odds.has_value());
  EXPECT_GT(odds->success, 0.0);
  EXPECT_LT(odds->success, 1.0);
}

// "If a unit intends to fire at more than one enemy unit, then Action Rolls must be made for
// each column": with two lancer units before them, the crossbowmen may fire column by column;
// once a column has fired the whole unit may not fire as one, nor that column again.
TEST(RobertsFire, AtTwoUnitsTheColumnsFireApart) {
  Deployment d = emptyDeployment();
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("lancers", at(-4.5, -15), 0),
                      place("lancers", at(4.5, -15), 0)};
  d.sides[1].units = {place("crossbows", at(0, -13.5), kHalfTurn, 2)};
  auto g = startGame(sharedTables(), flatTable(), d);
  constexpr UnitId kLeft = 1;
  constexpr UnitId kRight = 2;
  constexpr UnitId kXbows = 3;
  Dice dice(1, {3, 3});  // column 0's one attack (its rear stand is shielded): 6 + 2, Disrupts
  EventList events;
  g->apply(kEndPhase, dice, events);
  const auto legal = g->legalActions();
  EXPECT_TRUE(std::any_of(legal.begin(), legal.end(), [&](const Action& a) {
    return a.kind == rules::ActionKind::Shoot && a.option > 0;
  }));
  // Column 0 is the crossbowmen's left, toward +x as they face south: the right-hand lancers.
  Action column0{rules::ActionKind::Shoot, kXbows, kRight};
  column0.option = 1;
  ASSERT_TRUE(g->check(column0)) << g->check(column0).why;
  events.events.clear();
  g->apply(column0, dice, events);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_EQ(count(events.events, EventKind::DiceRolled), 1);
  EXPECT_FALSE(g->check(column0));
  EXPECT_FALSE(g->check({rules::ActionKind::Shoot, kXbows, kLeft}));  // the whole unit
  Action column4{rules::ActionKind::Shoot, kXbows, kLeft};
  column4.option = 5;
  EXPECT_TRUE(g->check(column4)) << g->check(column4).why;
}
