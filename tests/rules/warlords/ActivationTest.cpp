// 001 2.1 Turn sequence, 2.2 Activations (success, failure, going Berserk) and 1.7 Morale
// as the activation roll drives it.
#include <cmath>

#include <gtest/gtest.h>

#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

struct Activation : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
};

TEST_F(Activation, InitiativeHigherDieWinsAndTiesGoToLastTurnsHolder) {
  bed.add(Side::One, foot, 4, 20, 5, 0);
  bed.add(Side::Two, foot, 4, 20, 35, 180);
  auto g = bed.build();
  EventList ev;
  Dice first(0, {2, 5});  // 2.1.1: the higher roll takes the initiative
  play(*g, {ActionKind::RollInitiative}, first, ev);
  EXPECT_EQ(g->initiative(), Side::Two);
  EXPECT_EQ(g->currentPhase(), Phase::Activation);
  EXPECT_EQ(g->sideToAct(), Side::Two);
  // Side two activates all its units, then side one, then the melee phase ends the turn.
  activateW(*g, 1, {1, 1}, ev);
  EXPECT_EQ(g->sideToAct(), Side::One);
  activateW(*g, 0, {1, 1}, ev);
  EXPECT_EQ(g->turn(), 2);
  EXPECT_EQ(g->currentPhase(), Phase::Initiative);
  Dice tie(0, {4, 4});  // a tie: last turn's holder keeps it
  play(*g, {ActionKind::RollInitiative}, tie, ev);
  EXPECT_EQ(g->initiative(), Side::Two);
}

TEST_F(Activation, FirstTurnTieRollsAgain) {
  bed.add(Side::One, foot, 4, 20, 5, 0);
  bed.add(Side::Two, foot, 4, 20, 35, 180);
  auto g = bed.build();
  EventList ev;
  Dice d(0, {3, 3, 6, 2});
  play(*g, {ActionKind::RollInitiative}, d, ev);
  EXPECT_EQ(g->initiative(), Side::One);
  EXPECT_EQ(d.forcedLeft(), 0u);
}

TEST_F(Activation, EveryUnitActivatesOnceAndOneAtATime) {
  const UnitId a = bed.add(Side::One, foot, 4, 10, 5, 0);
  const UnitId b = bed.add(Side::One, foot, 4, 20, 5, 0);
  bed.add(Side::Two, foot, 4, 20, 35, 180);
  auto g = bed.build();
  startTurnW(*g);
  EXPECT_EQ(g->legalActions().size(), 2u);  // two activations to choose from, no "end turn"
  EventList ev;
  activateW(*g, a, {6, 6}, ev);
  // While a acts, b may not start.
  EXPECT_FALSE(g->check({ActionKind::ActivateUnit, b}).legal);
  Dice none;
  play(*g, {ActionKind::EndActivation, a}, none, ev);
  EXPECT_FALSE(g->check({ActionKind::ActivateUnit, a}).legal) << "a unit activates once a turn";
  EXPECT_TRUE(g->check({ActionKind::ActivateUnit, b}).legal);
}

TEST_F(Activation, WorkedExampleTwoHighestDiceWithChampionAndCasualtiesAgainstWidth) {
  // 2.2: 2d6 plus a die per champion, the two highest added, -1 per casualty, compared
  // with the width: 3 wide, one champion and two casualties, dice 6, 2, 5 -> 11 - 2 = 9 > 3.
  const UnitId u = bed.add(Side::One, foot, 3, 20, 5, 0);
  bed.add(Side::Two, foot, 4, 20, 35, 180);
  auto g = bed.build();
  W::unit(*g, u).champions = 1;
  W::unit(*g, u).casualties = 2;
  EventList ev;
  activateFirstW(*g, u, {6, 2, 5}, ev);
  const auto r = rolls(ev).back();
  EXPECT_EQ(r.faces, (std::vector<int>{6, 2, 5}));
  EXPECT_EQ(r.base, 11);
  EXPECT_EQ(r.total, 9);
  EXPECT_EQ(r.outcome, "success");
  EXPECT_TRUE(g->active().success);
}

TEST_F(Activation, ScoreEqualToWidthFailsAndDrilledOrSkirmishersAddTwo) {
  const UnitId u = bed.add(Side::One, foot, 4, 10, 5, 0);
  const UnitId d = bed.add(Side::One, bed.drilled(foot), 4, 20, 5, 0);
  bed.add(Side::Two, foot, 4, 20, 35, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, {3, 1}, ev);  // 4, not more than width 4
  EXPECT_FALSE(g->active().success);
  activateW(*g, d, {3, 1}, ev);  // 4 + 2 drilled = 6 > 4
  EXPECT_TRUE(g->active().success);
  EXPECT_EQ(rolls(ev).back().total, 6);
}

TEST_F(Activation, FailureAtOrBelowCasualtiesLosesAMoraleStep) {
  // 2.2.1: Ready -> Worn; Worn -> Broken (and flees); Broken disintegrates.
  const UnitId u = bed.add(Side::One, foot, 4, 20, 5, 0);
  bed.add(Side::Two, foot, 4, 20, 35, 180);
  auto g = bed.build();
  W::unit(*g, u).casualties = 3;
  W::unit(*g, u).champions = 0;
  EventList ev;
  activateFirstW(*g, u, {2, 2}, ev);  // 4 - 3 = 1 <= 3 casualties
  EXPECT_EQ(g->unit(u).morale, Morale::Worn);
  EXPECT_EQ(g->currentPhase(), Phase::Activation) << "the unit stops; its activation is over";
}

TEST_F(Activation, FailureAboveCasualtiesKeepsMorale) {
  const UnitId u = bed.add(Side::One, foot, 4, 20, 5, 0);
  bed.add(Side::Two, foot, 4, 20, 35, 180);
  auto g = bed.build();
  W::unit(*g, u).casualties = 1;
  EventList ev;
  activateFirstW(*g, u, {2, 2}, ev);  // 3 > 1 casualty, 3 <= width 4
  EXPECT_FALSE(g->active().success);
  EXPECT_EQ(g->unit(u).morale, Morale::Ready);
}

TEST_F(Activation, WornLosesChampionsAndCannotAddThem) {
  const UnitId u = bed.add(Side::One, foot, 4, 20, 5, 0);
  bed.add(Side::Two, foot, 4, 20, 20, 180);
  auto g = bed.build();
  W::unit(*g, u).champions = 2;
  EventList ev;
  Dice d;
  W::loseMoraleStep(*g, u, d, ev);
  EXPECT_EQ(g->unit(u).morale, Morale::Worn);
  EXPECT_EQ(g->unit(u).champions, 0) << "1.7.2: a Worn unit immediately loses all champions";
  activateFirstW(*g, u, ev);
  EXPECT_FALSE(g->check({ActionKind::AddChampion, u}).legal);
}

TEST_F(Activation, ChampionNeedsReadyEnemyInSightAndTripleScore) {
  const UnitId u = bed.add(Side::One, foot, 3, 20, 5, 0);
  bed.add(Side::Two, foot, 4, 20, 20, 180);
  auto g = bed.build();
  W::unit(*g, u).champions = 2;
  EventList ev;
  activateFirstW(*g, u, {3, 2, 1, 1}, ev);  // 4 dice (2 champions): 5 < 3 x 2
  EXPECT_TRUE(g->active().success);
  EXPECT_FALSE(g->check({ActionKind::AddChampion, u}).legal);
  Dice none;
  play(*g, {ActionKind::EndActivation, u}, none, ev);
  auto g2 = bed.build();
  W::unit(*g2, u).champions = 2;
  activateFirstW(*g2, u, {3, 3, 1, 1}, ev);  // 6 >= 3 x 2
  play(*g2, {ActionKind::AddChampion, u}, none, ev);
  EXPECT_EQ(g2->unit(u).champions, 3);
  EXPECT_TRUE(hasEvent(ev, EventKind::ChampionAdded, u));
}

TEST_F(Activation, ChampionNeedsAnEnemyWithin45DegreesOfTheFront) {
  const UnitId u = bed.add(Side::One, foot, 3, 20, 5, 0);
  bed.add(Side::Two, foot, 4, 40, 3, 270);  // well off to the unit's right
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  EXPECT_FALSE(g->check({ActionKind::AddChampion, u}).legal);
}

TEST_F(Activation, ImpetuousUnitGoesBerserkOnDoublesAndCharges) {
  // 2.2 step 4 and 1.7.1: impetuous, successful, Ready, doubles, an enemy in charge distance.
  bed.setup.profiles[static_cast<std::size_t>(foot)].impetuous = true;
  const UnitId u = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId e = bed.add(Side::Two, foot, 3, 20, 8, 180);
  auto g = bed.build();
  EventList ev;
  // Activation 4,4 = 8 > 3 with doubles: Berserk. The charge: 4 dice (2 + 2 foot bonus),
  // then the target's response is asked for.
  activateFirstW(*g, u, {4, 4}, ev);
  EXPECT_TRUE(hasEvent(ev, EventKind::UnitWentBerserk, u));
  EXPECT_EQ(g->unit(u).morale, Morale::Berserk);
  EXPECT_FALSE(g->unit(u).formed) << "2.4.10: as soon as a unit goes Berserk it is also Unformed";
  ASSERT_TRUE(g->pendingCharge()) << eventLog(ev);
  EXPECT_EQ(g->pendingCharge()->target, e);
  ASSERT_EQ(g->currentPhase(), Phase::Reaction);
  Dice d(0, {3, 3, 3, 3});  // random charge move: 4 spans, needs 2
  play(*g, {ActionKind::HoldGround, e}, d, ev);
  EXPECT_TRUE(g->contactBetween(g->unit(u), g->unit(e)).has_value()) << eventLog(ev);
  EXPECT_TRUE(g->unit(u).charging);
}

TEST_F(Activation, BerserkUnitChargesAnEnemyOffToOneSideWithinTheObliqueItMayMove) {
  // 1.7.1: "moving forward without wheeling or changing formation": forward movement may be
  // up to 45 degrees oblique (2.4.3), so an enemy 2 spans right and 3 ahead is charged, not
  // rushed past (docs/rules/warlords.md, Charges).
  bed.setup.profiles[static_cast<std::size_t>(foot)].impetuous = true;
  const UnitId u = bed.add(Side::One, foot, 3, 20, 5, 0);     // x 18.5 .. 21.5
  const UnitId e = bed.add(Side::Two, foot, 3, 23.5, 8, 180);  // x 22 .. 25: nothing dead ahead
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, {4, 4}, ev);
  EXPECT_EQ(g->unit(u).morale, Morale::Berserk);
  ASSERT_TRUE(g->pendingCharge()) << eventLog(ev);
  EXPECT_EQ(g->pendingCharge()->target, e);
  EXPECT_EQ(g->unit(u).pose.facing, 0) << "without wheeling";
  Dice d(0, {3, 3, 3, 3});
  play(*g, {ActionKind::HoldGround, e}, d, ev);
  EXPECT_TRUE(g->contactBetween(g->unit(u), g->unit(e)).has_value()) << eventLog(ev);
}

TEST_F(Activation, DoublesWithoutImpetuousOrWithoutEnemyNearDoNotMakeBerserk) {
  const UnitId u = bed.add(Side::One, foot, 3, 20, 5, 0);
  bed.add(Side::Two, foot, 3, 20, 8, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, {4, 4}, ev);
  EXPECT_EQ(g->unit(u).morale, Morale::Ready);
  WarlordsBed far;
  int p = far.closeFoot();
  far.setup.profiles[static_cast<std::size_t>(p)].impetuous = true;
  const UnitId v = far.add(Side::One, p, 3, 20, 5, 0);
  far.add(Side::Two, p, 3, 20, 30, 180);
  auto g2 = far.build();
  activateFirstW(*g2, v, {4, 4}, ev);
  EXPECT_EQ(g2->unit(v).morale, Morale::Ready) << "1.7.1: only with an enemy in charge distance";
}

TEST_F(Activation, BerserkUnitOutOfChargeReachRushesAtFullSpeedTowardTheNearestEnemy) {
  // 2.4.10 step 2: no enemy in charge reach (4 spans for Close Foot), so a random move at
  // its full speed (2 spans, 2 dice) straight toward the nearest visible enemy within 45
  // degrees of its front, without turning to face it; the unit is then moving.
  const UnitId u = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId e = bed.add(Side::Two, foot, 3, 24, 14, 180);  // 9 ahead, 4 right: about 24 degrees off
  bed.add(Side::Two, foot, 3, 20, 40, 180);                   // further, dead ahead
  auto g = bed.build();
  W::unit(*g, u).morale = Morale::Berserk;
  W::unit(*g, u).formed = false;
  EventList ev;
  activateFirstW(*g, u, {2, 3, 3, 3}, ev);  // a failure above its casualties, then the move: 3,3
  ASSERT_FALSE(g->pendingCharge()) << eventLog(ev);
  EXPECT_NE(eventLog(ev).find("2.4.10 Berserk moves"), std::string::npos) << eventLog(ev);
  const Point from = at(20, 5);
  const Point to = g->unit(u).pose.front;
  EXPECT_NEAR(std::hypot(double(to.x - from.x), double(to.y - from.y)) / spans(1), 2.0, 0.01) << eventLog(ev);
  // Along the line from its front to the enemy's centre (x 24, y 14.375).
  const double want = std::atan2(4.0, 9.375), got = std::atan2(double(to.x - from.x), double(to.y - from.y));
  EXPECT_NEAR(got, want, 0.01) << eventLog(ev);
  EXPECT_EQ(g->unit(u).pose.facing, 0) << "it does not turn";
  EXPECT_EQ(g->unit(u).motion, Motion::Moving);
  EXPECT_EQ(g->unit(u).morale, Morale::Berserk);
  (void)e;
}

TEST_F(Activation, BerserkUnitWithNoEnemyInSightBecomesReady) {
  const UnitId u = bed.add(Side::One, foot, 3, 20, 5, 0);
  bed.add(Side::Two, foot, 3, 50, 5, 270);  // far off to the side
  auto g = bed.build();
  W::unit(*g, u).morale = Morale::Berserk;
  EventList ev;
  activateFirstW(*g, u, {1, 2}, ev);  // Berserk units make a Berserk move whatever the roll
  EXPECT_EQ(g->unit(u).morale, Morale::Ready);
}

TEST_F(Activation, BerserkUnitFailingAtOrBelowItsCasualtiesComesToItsSensesAndStops) {
  // 2.2.1 holds for a Berserk unit too: a failure no higher than the casualties costs a morale
  // step, and Berserk stands above Ready (1.7). Any other roll leaves it to its Berserk move.
  const UnitId u = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId e = bed.add(Side::Two, foot, 3, 20, 8, 180);  // within charge reach
  auto g = bed.build();
  W::unit(*g, u).morale = Morale::Berserk;
  W::unit(*g, u).formed = false;
  W::unit(*g, u).casualties = 2;
  auto higher = g->clone();
  EventList ev;
  activateFirstW(*g, u, {1, 2}, ev);  // 3 - 2 casualties = 1: fails, and no more than 2
  EXPECT_EQ(g->unit(u).morale, Morale::Ready) << eventLog(ev);
  EXPECT_FALSE(g->pendingCharge()) << "it stops instead of charging";
  EXPECT_EQ(g->unit(u).motion, Motion::Stopped);
  EXPECT_EQ(g->unit(u).pose.front, at(20, 5));
  // 1 + 4 - 2 = 3 fails too (it needs more than its width, 3), but above the casualties: the
  // unit is still Berserk and charges.
  auto& h = static_cast<WarlordsGame&>(*higher);
  EventList ev2;
  activateFirstW(h, u, {1, 4}, ev2);
  EXPECT_EQ(h.unit(u).morale, Morale::Berserk) << eventLog(ev2);
  ASSERT_TRUE(h.pendingCharge()) << eventLog(ev2);
  EXPECT_EQ(h.pendingCharge()->target, e);
}

TEST_F(Activation, MovingUnitThatFailsContinuesOrHaltsAfterARandomMove) {
  const UnitId u = bed.add(Side::One, foot, 4, 20, 5, 0);
  bed.add(Side::Two, foot, 4, 20, 35, 180);
  auto g = bed.build();
  W::unit(*g, u).motion = Motion::Moving;
  EventList ev;
  activateFirstW(*g, u, {1, 2}, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Orders);
  Dice none;
  auto copy = g->clone();
  play(*g, {ActionKind::EndActivation, u}, none, ev);
  EXPECT_EQ(g->unit(u).pose.front, at(20, 7)) << "2.2.1: moving units continue moving (2 spans)";
  // Or it stops: a random move (2 dice: 6, 6 -> more sixes than ones, but fewer than three:
  // +1 = 3 spans) then Halts.
  Dice rm(0, {6, 6});
  play(*copy, {ActionKind::Halt, u}, rm, ev);
  auto& c = static_cast<WarlordsGame&>(*copy);
  EXPECT_EQ(c.unit(u).pose.front, at(20, 8));
  EXPECT_FALSE(c.unit(u).formed);
  EXPECT_EQ(c.unit(u).motion, Motion::Stopped);
}

// The rules interface gives an activation's odds (Game::odds): the share of every way the dice
// can fall that the roll succeeds, as the roll itself reports it, with and without casualties
// (each one -1, 2.2) and a champion's extra die (1.7.5).
TEST_F(Activation, OddsAreTheShareOfEveryWayTheDiceFallThatActivates) {
  const UnitId a = bed.add(Side::One, foot, 4, 20, 5, 0);
  bed.add(Side::Two, foot, 4, 20, 35, 180);
  auto base = bed.build();
  startTurnW(*base);
  double before = 0;
  for (const auto& [casualties, champions] : {std::pair{0, 0}, std::pair{3, 0}, std::pair{3, 1}}) {
    WarlordsGame g(*base);
    W::unit(g, a).casualties = casualties;
    W::unit(g, a).champions = champions;
    const Action act{ActionKind::ActivateUnit, a};
    const std::optional<ActionOdds> o = g.odds(act);
    ASSERT_TRUE(o.has_value());
    const ActivationTable& t = g.tables().activation;
    const int n = t.dice + t.dicePerChampion * champions;
    int ways = 1;
    for (int i = 0; i < n; ++i) ways *= 6;
    int succeeded = 0;
    for (int k = 0; k < ways; ++k) {
      std::vector<int> faces;
      for (int i = 0, rest = k; i < n; ++i, rest /= 6) faces.push_back(rest % 6 + 1);
      WarlordsGame copy(g);
      EventList ev;
      Dice d(0, faces);
      play(copy, act, d, ev);
      for (const Event& e : ev.events) {
        if (!e.roll || e.roll->rule != "001 2.2 Activations") continue;
        succeeded += e.roll->outcome.rfind("success", 0) == 0 ? 1 : 0;
        break;
      }
    }
    EXPECT_NEAR(o->success, static_cast<double>(succeeded) / ways, 1e-12)
        << casualties << " casualties, " << champions << " champions";
    if (casualties == 3 && champions == 0) {
      EXPECT_LT(o->success, before) << "casualties cost";
    }
    if (champions == 1) {
      EXPECT_GT(o->success, before) << "a champion's die helps";
    }
    before = o->success;
  }
}

}  // namespace
}  // namespace sandtable::test
