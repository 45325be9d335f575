// A free Captain's ride (FreeCaptains.cpp; roberts.yaml general.captain_move_inches): in his
// side's Action Phase, once, up to 8", without a roll, never through or into an enemy stand;
// the General's command relayed from where he stops; the match's hash after the same rides.
#include <gtest/gtest.h>

#include <algorithm>

#include "RobertsGameBed.h"
#include "ai/Weights.h"
#include "ai/roberts/RobertsJudge.h"

using namespace sandtable;
using namespace sandtable::rules;
using namespace sandtable::rules::roberts;
using namespace sandtable::test::roberts;

namespace {

const Action kEndPhase{rules::ActionKind::EndTurn};
constexpr UnitId kMilitia = 0;
constexpr UnitId kLancers = 1;  // the General's
constexpr UnitId kCrossbows = 2;
constexpr int kCaptain = 0;  // the match's first leader

Action ride(Point to, UnitId toward = kNoUnit) {
  Action a{rules::ActionKind::MoveLeader, toward};
  a.point = to;
  a.option = kCaptain;
  return a;
}

int count(const std::vector<Event>& events, EventKind k) {
  return static_cast<int>(
      std::count_if(events.begin(), events.end(), [&](const Event& e) { return e.kind == k; }));
}

void expectRefused(const RobertsGame& g, const Action& a, const std::string& words) {
  const Verdict v = g.check(a);
  EXPECT_FALSE(v.legal) << toString(a);
  EXPECT_NE(v.why.find(words), std::string::npos) << v.why;
}

}  // namespace

// Beside the General's unit the Captain relays nothing to the militia 8" off; he rides 6.4"
// toward them, without a roll, and from there passes on the General's free Action.
TEST(RobertsFreeCaptain, ARideCarriesTheGeneralsCommandToTheMilitia) {
  auto g = startGame(sharedTables(), flatTable(), withFreeCaptain(at(-3, -20)));
  EXPECT_FALSE(g->inCommand(g->table().unit(kMilitia)));
  EXPECT_GT(g->generalFor(g->table().unit(kMilitia))->distanceInches, 7.5);
  const Action r = ride(at(-7.5, -15.5), kMilitia);
  ASSERT_TRUE(g->check(r)) << g->check(r).why;
  Dice dice(1, {});
  EventList events;
  g->apply(r, dice, events);
  EXPECT_EQ(count(events.events, EventKind::DiceRolled), 0);
  ASSERT_EQ(count(events.events, EventKind::LeaderRode), 1);
  const Event& e = events.events.front();
  EXPECT_EQ(e.personality, kCaptain);
  EXPECT_EQ(e.from, at(-3, -20));
  EXPECT_EQ(e.to, at(-7.5, -15.5));
  EXPECT_NE(e.text.find("Captain, a Captain roaming free, rides 6.4\" toward Militia spearmen"),
            std::string::npos)
      << e.text;
  EXPECT_EQ(g->table().leaders()[kCaptain].at, at(-7.5, -15.5));
  EXPECT_TRUE(g->inCommand(g->table().unit(kMilitia)));
  EXPECT_LE(g->generalFor(g->table().unit(kMilitia))->distanceInches, 6);
  // The General's free Action through him: the militia march without a roll.
  Action march{rules::ActionKind::Move, kMilitia};
  march.point = at(-15, -13);
  march.facing = 0;
  march.option = kGeneralsFreeAction;
  ASSERT_TRUE(g->check(march)) << g->check(march).why;
  events.events.clear();
  g->apply(march, dice, events);
  EXPECT_EQ(count(events.events, EventKind::DiceRolled), 0);
  EXPECT_EQ(dice.forcedLeft(), 0u);
}

TEST(RobertsFreeCaptain, HeRidesAtMostEightInchesOnceInHisSidesActionPhase) {
  auto g = startGame(sharedTables(), flatTable(), withFreeCaptain(at(-3, -20)));
  expectRefused(*g, ride(at(5.5, -20)), "rides at most 8.0\"");
  EXPECT_TRUE(g->check(ride(at(5, -20))));  // exactly 8"
  expectRefused(*g, ride(at(-3, -20)), "goes nowhere");
  Action noPoint = ride(at(0, 0));
  noPoint.point.reset();
  expectRefused(*g, noPoint, "needs the point");
  Dice dice(1, {});
  EventList events;
  g->apply(ride(at(-3, -17)), dice, events);
  expectRefused(*g, ride(at(-3, -19)), "has ridden this Action Phase already");
  // Not in the Reaction Phase, nor in the enemy's Action Phase.
  g->apply(kEndPhase, dice, events);
  expectRefused(*g, ride(at(-3, -19)), "in his side's Action Phase");
  for (int i = 0; i < 4; ++i) g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Action);
  ASSERT_EQ(g->phase().sideToAct, Side::Two);
  expectRefused(*g, ride(at(-3, -19)), "in his side's Action Phase");
  // His side's next Action Phase: he rides again.
  for (int i = 0; i < 5; ++i) g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->phase().sideToAct, Side::One);
  EXPECT_TRUE(g->check(ride(at(-3, -19)))) << g->check(ride(at(-3, -19))).why;
}

TEST(RobertsFreeCaptain, HeNeverRidesIntoOrThroughAnEnemyStandNorOffTheTable) {
  auto g = startGame(sharedTables(), flatTable(), withFreeCaptain(at(1, 6)));
  const Rect bows = g->table().block(g->table().unit(kCrossbows));
  const double front = 10, back = 10 + g->table().inchesOf(bows.depth);
  // Onto the crossbowmen's front stand, and onto its front edge.
  expectRefused(*g, ride(at(1, front + 0.5)), "never rides into contact with an enemy stand");
  expectRefused(*g, ride(at(1, front)), "never rides into contact with an enemy stand");
  // Beyond them (within 8"), through their stands.
  ASSERT_LT(back + 0.5 - 6, 8);
  expectRefused(*g, ride(at(1, back + 0.5)), "never rides through an enemy stand");
  // Short of them, and round them, he may.
  EXPECT_TRUE(g->check(ride(at(1, front - 0.25))));
  // Through his own side's lancers he may: one rider finds his way among friends.
  auto own = startGame(sharedTables(), flatTable(), withFreeCaptain(at(0, -13)));
  EXPECT_TRUE(own->check(ride(at(0, -18)))) << own->check(ride(at(0, -18))).why;
  // Off the table's edge (36" from the centre).
  auto edge = startGame(sharedTables(), flatTable(), withFreeCaptain(at(-33, -20)));
  expectRefused(*edge, ride(at(-37, -20)), "stays on the table");
  // Toward an enemy unit, or a unit that is not there.
  expectRefused(*g, ride(at(1, 4), kCrossbows), "toward a unit of his own side");
  expectRefused(*g, ride(at(1, 4), 99), "toward a unit of his own side");
}

TEST(RobertsFreeCaptain, OnlyAFreeCaptainRides) {
  auto g = startGame(sharedTables(), flatTable(), withFreeCaptain(std::nullopt));
  expectRefused(*g, ride(at(-10, -20)), "only a Captain roaming free rides");
  Action general = ride(at(-10, -20));
  general.option = 1;  // the General, attached to the lancers
  expectRefused(*g, general, "only a Captain roaming free rides");
  general.option = 7;
  expectRefused(*g, general, "only a Captain roaming free rides");
}

// The match offers rides toward the militia (beyond the General's command) and back toward the
// General, each legal, none once he has ridden; the judge takes the one that brings the
// militia into command.
TEST(RobertsFreeCaptain, TheMatchOffersAFewRidesAndTheJudgeWeighsThem) {
  auto g = startGame(sharedTables(), flatTable(), withFreeCaptain(at(-3, -20)));
  std::vector<Action> rides;
  for (const Action& a : g->legalActions())
    if (a.kind == rules::ActionKind::MoveLeader) rides.push_back(a);
  ASSERT_EQ(rides.size(), 2u);
  const auto judge = ai::roberts::JudgeWeights::from(ai::weightsFor("roberts"));
  bool towardMilitia = false;
  for (const Action& a : rides) {
    EXPECT_TRUE(g->check(a)) << toString(a);
    EXPECT_TRUE(a.unit == kMilitia || a.unit == kLancers) << toString(a);
    const double s = ai::roberts::scoreAction(*g, a, judge);
    if (a.unit == kMilitia) {
      towardMilitia = true;
      const RobertsGame::CaptainAt there{kCaptain, *a.point};
      EXPECT_TRUE(g->inCommand(g->table().unit(kMilitia), &there)) << toString(a);
      EXPECT_GT(s, judge.endPhase) << toString(a);  // the militia come into command
    } else {
      EXPECT_LT(s, judge.endPhase) << toString(a);  // nothing gained
    }
  }
  EXPECT_TRUE(towardMilitia);
  Dice dice(1, {});
  EventList events;
  g->apply(rides.front(), dice, events);
  for (const Action& a : g->legalActions()) EXPECT_NE(a.kind, rules::ActionKind::MoveLeader);
}

// The same rides give the same hash; a ride is in the hash, both his place and that he rode.
TEST(RobertsFreeCaptain, TheSameRidesGiveTheSameHash) {
  auto a = startGame(sharedTables(), flatTable(), withFreeCaptain(at(-3, -20)));
  auto b = startGame(sharedTables(), flatTable(), withFreeCaptain(at(-3, -20)));
  auto still = a->clone();
  Dice da(1, {}), db(2, {});
  NullSink sink;
  a->apply(ride(at(-7.5, -15.5)), da, sink);
  b->apply(ride(at(-7.5, -15.5)), db, sink);
  EXPECT_EQ(a->stateHash(), b->stateHash());
  EXPECT_NE(a->stateHash(), still->stateHash());
  auto copy = a->clone();
  EXPECT_EQ(copy->stateHash(), a->stateHash());
  EXPECT_FALSE(copy->check(ride(at(-7.5, -17))));  // the copy knows he has ridden
  // He rides back: his place is as before, but the phase knows he rode.
  auto back = startGame(sharedTables(), flatTable(), withFreeCaptain(at(-7.5, -15.5)));
  EXPECT_NE(back->stateHash(), a->stateHash());
  // The next phase forgets the ride; the place stays.
  a->apply(kEndPhase, da, sink);
  back->apply(kEndPhase, db, sink);
  EXPECT_EQ(a->stateHash(), back->stateHash());
}
