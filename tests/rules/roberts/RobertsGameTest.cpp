// The Robert's Rules match as a rules::Game: its phases through both half-turns, the same
// actions giving the same state hash in a copy, the result at the turn limit and from victory
// points, the candidates check() allows, and what units() shows.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "RobertsGameBed.h"

using namespace sandtable;
using namespace sandtable::rules;
using namespace sandtable::rules::roberts;
using namespace sandtable::test::roberts;

namespace {

Deployment standard() {
  Deployment d = emptyDeployment();
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("lancers", at(0, -15), 0),
                      place("lancers", at(9, -15), 0), place("regulars", at(-12, -15), 0, 2)};
  d.sides[1].units = {place("crossbows", at(9, -8), kHalfTurn, 2),
                      place("skirmishers", at(25, -8), kHalfTurn),
                      place("skirmishers", at(30, 10), kHalfTurn)};
  return d;
}

const Action kEndPhase{rules::ActionKind::EndTurn};

}  // namespace

TEST(RobertsGame, IsTheRobertsSystemWithSixSidedDice) {
  auto g = startGame(sharedTables(), flatTable(), standard());
  EXPECT_EQ(g->system(), "roberts");
  EXPECT_EQ(g->largestDie(), 6);
  EXPECT_FALSE(g->result().over);
  EXPECT_EQ(g->invariantProblem(), "");
}

// "Each turn is composed of two half-turns, each of which consists of five phases": the
// Acting Player's Action Phase, the Reacting Player's Reaction Phase, then the Acting Player's
// Assault, Charge and Combat Phases; the other side acts in the second half-turn.
TEST(RobertsGame, ThePhasesCycleThroughBothHalfTurns) {
  auto g = startGame(sharedTables(), flatTable(), standard());
  Dice dice(1);
  NullSink sink;
  const std::vector<std::pair<std::string, Side>> expected = {
      {"Action Phase, first half-turn", Side::One},
      {"Reaction Phase, first half-turn", Side::Two},
      {"Assault Phase, first half-turn", Side::One},
      {"Charge Phase, first half-turn", Side::One},
      {"Combat Phase, first half-turn", Side::One},
      {"Action Phase, second half-turn", Side::Two},
      {"Reaction Phase, second half-turn", Side::One},
      {"Assault Phase, second half-turn", Side::Two},
      {"Charge Phase, second half-turn", Side::Two},
      {"Combat Phase, second half-turn", Side::Two}};
  for (int turn = 1; turn <= 2; ++turn) {
    for (const auto& [phase, side] : expected) {
      const PhaseInfo p = g->phase();
      EXPECT_EQ(p.turn, turn);
      EXPECT_EQ(p.phase, phase);
      EXPECT_EQ(p.sideToAct, side) << phase;
      const auto legal = g->legalActions();
      ASSERT_FALSE(legal.empty());
      EXPECT_EQ(legal.back(), kEndPhase);
      g->apply(kEndPhase, dice, sink);
    }
  }
  EXPECT_EQ(g->phase().turn, 3);
}

TEST(RobertsGame, EveryCandidateIsLegalAndTheActionPhaseOffersMarches) {
  auto g = startGame(sharedTables(), flatTable(), standard());
  const auto legal = g->legalActions();
  for (const Action& a : legal) EXPECT_TRUE(g->check(a)) << toString(a) << ": " << g->check(a).why;
  for (UnitId u : {0, 1, 2, 3}) {
    EXPECT_TRUE(std::any_of(
        legal.begin(), legal.end(),
        [&](const Action& a) { return a.kind == rules::ActionKind::Move && a.unit == u; }))
        << "unit " << u;
  }
  // The second lancers' march toward the crossbowmen is offered by the General's free Action,
  // stopping within a base depth of them.
  EXPECT_TRUE(std::any_of(legal.begin(), legal.end(), [&](const Action& a) {
    return a.kind == rules::ActionKind::Move && a.unit == 2 && a.option == kGeneralsFreeAction;
  }));
  // Nobody on the move yet: no Stop; the enemy's units are not offered.
  for (const Action& a : legal) {
    EXPECT_NE(a.kind, rules::ActionKind::Halt);
    if (a.unit != kNoUnit) {
      EXPECT_LT(a.unit, 4);
    }
  }
  EXPECT_FALSE(g->check(Action{rules::ActionKind::Attack, 2, 4}));
}

TEST(RobertsGame, TheSameActionsGiveTheSameHashInACopy) {
  auto g = startGame(sharedTables(), flatTable(), standard());
  const std::uint64_t start = g->stateHash();
  std::unique_ptr<Game> copy = g->clone();
  EXPECT_EQ(copy->stateHash(), start);
  Dice a(11), b(11);
  NullSink sink;
  for (int i = 0; i < 40 && !g->result().over; ++i) {
    const auto legal = g->legalActions();
    ASSERT_EQ(legal, copy->legalActions());
    const Action& x = legal[static_cast<std::size_t>(i * 7) % legal.size()];
    g->apply(x, a, sink);
    copy->apply(x, b, sink);
    ASSERT_EQ(g->stateHash(), copy->stateHash()) << "after " << toString(x);
    EXPECT_EQ(g->invariantProblem(), "");
  }
  EXPECT_NE(g->stateHash(), start);
  // A copy is a copy: playing on the original leaves it as it was.
  const std::uint64_t copied = copy->stateHash();
  g->apply(kEndPhase, a, sink);
  EXPECT_EQ(copy->stateHash(), copied);
}

TEST(RobertsGame, TheBattleEndsAtTheTurnLimit) {
  Deployment d = standard();
  d.victory.turnLimit = 2;
  auto g = startGame(sharedTables(), flatTable(), d);
  Dice dice(1);
  EventList events;
  for (int i = 0; i < 19; ++i) g->apply(kEndPhase, dice, events);
  EXPECT_FALSE(g->result().over);
  g->apply(kEndPhase, dice, events);
  const Result r = g->result();
  EXPECT_TRUE(r.over);
  EXPECT_EQ(r.ending, Ending::TurnLimit);
  EXPECT_EQ(r.winner, Side::None);  // nothing destroyed: no victory points either way
  EXPECT_NE(r.reason.find("a draw"), std::string::npos) << r.reason;
  EXPECT_TRUE(events.events.back().is(EventRole::GameOver));
  EXPECT_TRUE(g->legalActions().empty());
  EXPECT_FALSE(g->check(kEndPhase));
  EXPECT_EQ(g->phase().sideToAct, Side::None);
}

TEST(RobertsGame, TheSideHoldingTheFieldWinsAtTheTurnLimit) {
  Deployment d = standard();
  d.victory.turnLimit = 1;
  d.victory.holdsAtTurnLimit = Side::Two;
  auto g = startGame(sharedTables(), flatTable(), d);
  Dice dice(1);
  NullSink sink;
  for (int i = 0; i < 10; ++i) g->apply(kEndPhase, dice, sink);
  EXPECT_TRUE(g->result().over);
  EXPECT_EQ(g->result().winner, Side::Two);
  EXPECT_EQ(g->victoryHundredths(Side::One), 0);
}

TEST(RobertsGame, UnitsShowTheirStandsValuesAndMarch) {
  auto g = startGame(sharedTables(), flatTable(), standard());
  Dice dice(1, {6, 6});
  NullSink sink;
  Action m{rules::ActionKind::Move, 0};
  m.point = at(-25, -13);
  m.facing = 0;
  g->apply(m, dice, sink);
  const auto views = g->units();
  ASSERT_EQ(views.size(), 7u);
  const UnitView& militia = views[0];
  EXPECT_EQ(militia.name, "Militia spearmen");
  EXPECT_EQ(militia.type, "heavy_foot");
  EXPECT_EQ(militia.stands.size(), 9u);
  EXPECT_EQ(militia.count(Counter::Kind::Stands), 9);
  EXPECT_EQ(militia.count(Counter::Kind::Casualties), 0);
  EXPECT_EQ(militia.count(Counter::Kind::Leaders), 1);
  EXPECT_EQ(militia.condition.morale, Condition::Morale::Steady);
  EXPECT_FALSE(militia.condition.disordered);
  EXPECT_EQ(militia.markers.front(), "5-4");
  EXPECT_NE(std::find(militia.markers.begin(), militia.markers.end(), "moving"),
            militia.markers.end());
  EXPECT_EQ(views[4].markers.front(), "3-2 (3)");  // the crossbowmen
  EXPECT_EQ(views[4].side, Side::Two);
}

// Whatever is played from the candidates, every one of them is legal, no two units ever stand
// inside each other, and the battle reaches its turn limit.
TEST(RobertsGame, RandomPlayFromTheCandidatesKeepsTheTableSound) {
  for (std::uint64_t seed : {1u, 2u, 3u, 4u}) {
    auto g = startGame(sharedTables(), flatTable(), standard());
    Dice dice(seed);
    Rng pick(seed * 7919);
    NullSink sink;
    int actions = 0;
    while (!g->result().over && actions < 2000) {
      const auto legal = g->legalActions();
      ASSERT_FALSE(legal.empty());
      // Mostly the unit actions, so that the units do move about.
      const std::size_t i =
          static_cast<std::size_t>(pick.below(static_cast<std::uint32_t>(legal.size() + 2)));
      const Action& a = legal[std::min(i, legal.size() - 1)];
      ASSERT_TRUE(g->check(a)) << toString(a) << ": " << g->check(a).why;
      g->apply(a, dice, sink);
      ++actions;
      ASSERT_EQ(g->invariantProblem(), "") << "seed " << seed << " after " << toString(a);
    }
    EXPECT_TRUE(g->result().over) << "seed " << seed;
    EXPECT_EQ(g->result().ending, Ending::TurnLimit);
  }
}

// The log of hits counts only those that land: the crossbowmen's volley (every attack a 12)
// scores more hits than a lone skirmisher stand has (two); the volley's line says what it
// scored, the skirmisher's how many of them it took.
TEST(RobertsGame, TheLogCountsOnlyTheHitsThatLand) {
  Deployment d = emptyDeployment();
  d.sides[0].army.units.push_back(d.sides[1].army.units[1]);  // the skirmishers, on our side
  d.sides[0].army.leaders.pop_back();  // no General: nobody to check as the skirmisher is hit
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("skirmishers", at(0, -15), 0)};
  d.sides[1].units = {place("crossbows", at(0, -13.5), kHalfTurn, 2)};
  auto g = startGame(sharedTables(), flatTable(), d);
  Dice dice(1, std::vector<int>(20, 6));
  EventList events;
  g->apply(kEndPhase, dice, events);  // to the Reacting Player's phase
  events.events.clear();
  g->apply({rules::ActionKind::Shoot, 2, 1}, dice, events);
  const auto shot = std::find_if(events.events.begin(), events.events.end(),
                                 [](const Event& e) { return e.kind == EventKind::ShotFired; });
  const auto hit = std::find_if(events.events.begin(), events.events.end(),
                                [](const Event& e) { return e.kind == EventKind::UnitHit; });
  ASSERT_NE(shot, events.events.end());
  ASSERT_NE(hit, events.events.end());
  ASSERT_GT(shot->value, 2) << shot->text;
  EXPECT_FALSE(g->table().unit(1).active());
  const std::string scored = std::to_string(shot->value);
  EXPECT_NE(shot->text.find(scored + " hits"), std::string::npos) << shot->text;
  EXPECT_EQ(hit->text,
            g->table().label(1) + " take 2 of " + scored + " hits, all they had left (2 in all)");
}

// An army file may leave its leaders unnamed (the text's example army): each is called by rank
// and army, numbered where the army has several of that rank.
TEST(RobertsGame, UnnamedLeadersAreCalledByRankAndArmy) {
  Deployment d = standard();
  d.sides[0].army.leaders = {{"", LeaderRank::Captain, "militia"},
                             {"", LeaderRank::General, "lancers"},
                             {"", LeaderRank::Captain, "regulars"}};
  auto g = startGame(sharedTables(), flatTable(), d);
  std::vector<std::string> names;
  for (const auto& l : g->table().setup().leaders) names.push_back(l.name);
  EXPECT_EQ(names, (std::vector<std::string>{"The Captain 1 of Ours", "The General of Ours",
                                             "The Captain 2 of Ours"}));
}
