// What War of the Roses teaches the one AI (WotrPolicy): its candidates are the judge's ranking
// of every legal action, its evaluation a win chance that adds up to one across the sides and
// falls as an army nears its break, and with it the horse closes and charges.
#include <gtest/gtest.h>

#include <memory>

#include "ai/AiPlayer.h"
#include "ai/Weights.h"
#include "ai/wotr/OrderPlan.h"
#include "ai/wotr/WotrJudge.h"
#include "ai/wotr/WotrPolicy.h"
#include "rules/core/Match.h"
#include "rules/wotr/WotrGame.h"
#include "rules/wotr/WotrMatchBed.h"
#include "scenario/Scenario.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using ai::wotr::WotrPolicy;
using rules::wotr::WotrGame;

const ai::Weights& weights() { return ai::weightsFor("wotr"); }

// The meeting engagement played `actions` actions on, normal against normal; counts each
// side's charges.
struct Played {
  // `actions` < 0: until the first movement (whatever comes before it: initiative, orders).
  Played(std::uint64_t seed, int actions)
      : sc(scenario::loadScenario(configPath("scenarios/wotr_meeting_engagement.yaml"))),
        m(std::make_unique<Match>(sc.newGame(), seed)) {
    auto one = ai::makeAi("normal", "wotr", 1);
    auto two = ai::makeAi("normal", "wotr", 2);
    NullSink quiet;
    for (int i = 0; (actions < 0 ? m->game().phase().phase != "movement" : i < actions) &&
                    !m->over();
         ++i) {
      const Side side = m->game().phase().sideToAct;
      const Action a = (side == Side::Two ? *two : *one).choose(m->game());
      EXPECT_TRUE(m->game().check(a).legal) << toString(a);
      if (a.kind == ActionKind::Charge) ++charges[static_cast<std::size_t>(sideIndex(side))];
      m->submit(a, quiet);
    }
  }
  scenario::LoadedScenario sc;
  std::unique_ptr<Match> m;
  std::array<int, 2> charges{};
};

TEST(WotrPolicy, CandidatesAreEveryLegalActionRankedByTheJudge) {
  // The first side's first movement, with moves, face changes and its end to choose from.
  const Played p(1, -1);
  const auto& g = static_cast<const WotrGame&>(p.m->game());
  ASSERT_EQ(g.phase().phase, "movement");
  WotrPolicy policy(weights());
  std::vector<ai::Candidate> c;
  policy.candidates(g, c);
  std::vector<Action> legal;
  g.legalActions(legal);
  ASSERT_EQ(c.size(), legal.size());
  ASSERT_GT(c.size(), 2u);
  const auto judge = ai::wotr::JudgeWeights::from(weights());
  for (std::size_t i = 0; i < c.size(); ++i) {
    EXPECT_TRUE(g.check(c[i].action).legal) << toString(c[i].action);
    EXPECT_DOUBLE_EQ(c[i].prior, ai::wotr::scoreAction(g, c[i].action, judge))
        << toString(c[i].action);
    if (i > 0) {
      EXPECT_GE(c[i - 1].prior, c[i].prior);
    }
  }
  // Closing on the enemy is worth more than standing.
  EXPECT_GT(c.front().prior, judge.endPhase);
  Rng rng(7);
  for (int i = 0; i < 20; ++i) EXPECT_TRUE(g.check(policy.rolloutAction(g, rng)).legal);
}

TEST(WotrPolicy, AnArmyNearerItsBreakIsLessLikelyToWin) {
  const Played p(1, -1);
  WotrPolicy policy(weights());
  const double one = policy.evaluate(p.m->game(), Side::One);
  const double two = policy.evaluate(p.m->game(), Side::Two);
  EXPECT_NEAR(one + two, 1.0, 1e-12);
  // Side 1's first unit loses half its figures: its army is nearer its break, its chance falls.
  std::unique_ptr<Game> copy = p.m->game().clone();
  auto& g = static_cast<WotrGame&>(*copy);
  const UnitId first = g.battle().units().front().id;
  ASSERT_EQ(g.battle().sideOf(first), Side::One);
  const double before = ai::wotr::breakCloseness(g, Side::One);
  g.battleForTests().unit(first).lost += g.battle().figuresLeft(first) / 2;
  EXPECT_GT(ai::wotr::breakCloseness(g, Side::One), before);
  EXPECT_LT(policy.evaluate(g, Side::One), one);
}

TEST(WotrPolicy, TheHorseClosesAndCharges) {
  // The meeting engagement's horse stands on each side's right: normal brings it round and
  // into the enemy's foot within the eight turns, on both sides.
  const Played p(1, 400);
  EXPECT_GE(p.charges[0], 1);
  EXPECT_GE(p.charges[1], 1);
}

// A change of ranks as the judge sees it: pikes gain their 3rd and 4th ranks (002 Melee
// modifiers: +1 each in a front melee) for a melee near in front, and no block stands 4 ranks
// deep within an enemy shooter's range for nothing (002 Fire modifiers: +1 to the shooter).
double ranksScore(rules::wotr::WotrGame& g, UnitId unit, int from, int to) {
  g.battleForTests().unit(unit).ranks = from;
  Action a{ActionKind::ChangeFormation, unit};
  a.option = to;
  return ai::wotr::scoreAction(g, a, ai::wotr::JudgeWeights::from(weights()));
}

rules::wotr::UnitLine pikemen() {
  return wotr::line(wotr::unit(rules::wotr::Kind::Professional, rules::wotr::MoraleClass::Veteran,
                               16, rules::wotr::Protection::Light, {"pike"}),
                    4);
}

TEST(WotrPolicy, PikesDeepenForAMeleeNearInFrontAndOnlyThen) {
  const auto judge = ai::wotr::JudgeWeights::from(weights());
  wotr::MatchBed near;
  const UnitId pikes = near.add(Side::One, pikemen(), 36, 10, 0, 2);
  near.add(Side::Two, wotr::billmen(), 36, 20, 180);  // 10" ahead: a melee within a turn
  auto g = near.start();
  g->startMovementForTests(Side::One);
  EXPECT_GT(ranksScore(*g, pikes, 2, 3), judge.endPhase);
  EXPECT_GT(ranksScore(*g, pikes, 3, 4), judge.endPhase);
  EXPECT_LT(ranksScore(*g, pikes, 2, 1), judge.endPhase);  // thinning gains nothing
  EXPECT_LT(ranksScore(*g, pikes, 4, 3), judge.endPhase);

  wotr::MatchBed far;
  const UnitId distant = far.add(Side::One, pikemen(), 36, 10, 0, 2);
  far.add(Side::Two, wotr::billmen(), 36, 40, 180);  // 30" away
  auto h = far.start();
  h->startMovementForTests(Side::One);
  EXPECT_LT(ranksScore(*h, distant, 2, 3), judge.endPhase);

  wotr::MatchBed behind;
  const UnitId turned = behind.add(Side::One, pikemen(), 36, 20, 0, 2);
  behind.add(Side::Two, wotr::billmen(), 36, 12, 0);  // close, but behind the pikes
  auto k = behind.start();
  k->startMovementForTests(Side::One);
  EXPECT_LT(ranksScore(*k, turned, 2, 3), judge.endPhase);
}

TEST(WotrPolicy, NoBlockStandsFourDeepUnderFireForNothing) {
  wotr::MatchBed bed;
  const UnitId pikes = bed.add(Side::One, pikemen(), 36, 10, 0, 2);
  bed.add(Side::Two, wotr::billmen(), 36, 20, 180);
  bed.add(Side::Two, wotr::bowmen(), 50, 20, 180);  // longbows: every block here is in reach
  auto g = bed.start();
  g->startMovementForTests(Side::One);
  // The 4th rank gains the pikes as much as the 3rd, but gives every archer +1.
  EXPECT_LT(ranksScore(*g, pikes, 3, 4), ranksScore(*g, pikes, 2, 3));
  // Out of the archers' reach, the two are worth alike.
  wotr::MatchBed quiet;
  const UnitId calm = quiet.add(Side::One, pikemen(), 36, 10, 0, 2);
  quiet.add(Side::Two, wotr::billmen(), 36, 20, 180);
  auto h = quiet.start();
  h->startMovementForTests(Side::One);
  EXPECT_DOUBLE_EQ(ranksScore(*h, calm, 3, 4), ranksScore(*h, calm, 2, 3));
}

// A ride to rally a router, as the judge sees it (002 Event VI: the rally comes after the
// router's hits, 4 figures for foot an enemy touches or pursues). Side one's C-in-C (leader 0)
// and his battle's captain (1) are with its first unit; the router is 9" away.
TEST(WotrPolicy, ALeaderRidesToRallyOnlyARouterTheRideCanSave) {
  const auto judge = ai::wotr::JudgeWeights::from(weights());
  wotr::MatchBed bed;
  const UnitId first = bed.add(Side::One, wotr::billmen(), 20, 6, 0);
  const UnitId router = bed.add(Side::One, wotr::billmen(), 32, 6, 0);
  const UnitId enemy = bed.add(Side::Two, wotr::billmen(), 40, 40, 180);
  auto g = bed.start();
  g->startMovementForTests(Side::One);
  wotr::routedLastTurn(*g, router);
  rules::wotr::UnitState& r = g->battleForTests().unit(router);
  auto rideScore = [&](int leader) {
    Action a{ActionKind::MoveLeader, first, router};
    a.option = leader;
    EXPECT_TRUE(g->check(a)) << g->check(a).why;
    return ai::wotr::scoreAction(*g, a, judge);
  };
  // Left alone, it takes 2 hits and rallies: either leader's ride saves it.
  EXPECT_EQ(rideScore(0), judge.rallyRide);
  EXPECT_EQ(rideScore(1), judge.rallyRide);
  // Pursued, it takes 4 and still has figures to rally: the captain rides; the C-in-C, who
  // would leave the battle with it were it destroyed, does not.
  g->battleForTests().unit(enemy).pursuing = router;
  EXPECT_EQ(rideScore(1), judge.rallyRide);
  EXPECT_LT(rideScore(0), judge.endPhase);
  // With 4 figures left the pursuit's hits finish it: no ride saves it.
  r.lost = g->battle().setupOf(router).figures - 4;
  EXPECT_LT(rideScore(1), judge.endPhase);
  // Left alone again, its 2 hits leave it 2 figures to rally.
  g->battleForTests().unit(enemy).pursuing = rules::kNoUnit;
  EXPECT_EQ(rideScore(1), judge.rallyRide);
}

// The order a commander wants for a wing in an even fight (a draw at the turn limit): a wing
// most of whose figures shoot engages, to shoot as the enemy comes on, until the battle's
// second half, when it must close if the battle is to be won at all; any other wing attacks.
TEST(WotrPolicy, AnEngagedWingOfShootersAttacksInTheBattlesSecondHalf) {
  using rules::wotr::Order;
  wotr::MatchBed bed;
  bed.add(Side::One, wotr::bowmen(16), 20, 6, 0);
  bed.add(Side::One, wotr::billmen(12), 40, 6, 0);
  bed.add(Side::Two, wotr::billmen(), 40, 40, 180);
  auto g = bed.start(12);
  ASSERT_EQ(g->battle().setup().deployment.victory.atTurnLimit, Side::None);
  const rules::wotr::WingKey wing{Side::One, "w"};
  const rules::wotr::WingKey enemyWing{Side::Two, "w"};
  NullSink quiet;
  Dice dice(3);
  for (int turn = 1; turn <= 12; ++turn) {
    ASSERT_EQ(g->turn(), turn);
    EXPECT_EQ(ai::wotr::wantedOrder(*g, Side::One, wing), turn <= 6 ? Order::Engage : Order::Attack)
        << "turn " << turn;
    EXPECT_EQ(ai::wotr::wantedOrder(*g, Side::Two, enemyWing), Order::Attack) << "turn " << turn;
    g->endTurnForTests(dice, quiet);
  }
  // Before the battle the commander writes Engage over the scenario's Attack; once it has
  // begun, a wing attacking is not called back to stand off, whatever it has lost.
  auto attacking = bed.startUnderOrders(12, Order::Attack, Order::Attack);
  EXPECT_EQ(ai::wotr::wantedOrder(*attacking, Side::One, wing), Order::Engage);
  attacking->startMovementForTests(Side::One);
  EXPECT_EQ(ai::wotr::wantedOrder(*attacking, Side::One, wing), Order::Attack);
}

// A messenger is sent only down a road the enemy does not watch: one whose road passes within
// the catch distance of an enemy unit now would be caught, and his order lost, for nothing.
TEST(WotrPolicy, NoMessengerIsSentDownARoadTheEnemyWatches) {
  using rules::wotr::Order;
  wotr::MatchBed bed;
  const UnitId captain = bed.add(Side::One, wotr::billmen(), 36, 10, 0);
  bed.add(Side::One, wotr::billmen(), 6, 10, 0);
  const UnitId enemy = bed.add(Side::Two, wotr::billmen(), 21, 11.5, 180);  // by the road
  bed.deployment().sides[0].commanderWith = 1;
  auto g = bed.startUnderOrders(12);
  g->startMovementForTests(Side::One);
  const rules::wotr::WingKey wing{Side::One, "w"};
  ASSERT_EQ(g->orders().orderOf(wing), Order::Defend);
  ASSERT_EQ(ai::wotr::wantedOrder(*g, Side::One, wing), Order::Attack);
  Action send{ActionKind::IssueOrder, captain};
  send.option = static_cast<int>(Order::Attack);
  ASSERT_TRUE(g->check(send)) << g->check(send).why;
  EXPECT_FALSE(ai::wotr::nextOrder(*g).has_value());
  // The enemy gone off the road, the messenger rides.
  auto& far = g->battleForTests().unit(enemy).pose;
  far.front = {rules::wotr::Battle::inches(21), rules::wotr::Battle::inches(40)};
  const std::optional<Action> next = ai::wotr::nextOrder(*g);
  ASSERT_TRUE(next.has_value());
  EXPECT_EQ(*next, send);
}

// A face change costs the unit its move (002 Event III), so the judge squares a block up to
// the enemy it will fight soonest, counting one outside its charge arc a move farther off than
// its gap unless that one can charge it this turn: a block facing one enemy does not swing
// round to another barely nearer behind it, and back again the next turn, but does turn to one
// near enough to charge its rear.
TEST(WotrPolicy, ABlockFacingAnEnemyTurnsOnlyForOneItWouldMeetSooner) {
  const auto judge = ai::wotr::JudgeWeights::from(weights());
  auto turnScore = [&](double behindX) {
    wotr::MatchBed bed;
    const UnitId ours = bed.add(Side::One, wotr::billmen(), 36, 24, 90);
    const UnitId ahead = bed.add(Side::Two, wotr::billmen(), 46, 24, 270);
    const UnitId behind = bed.add(Side::Two, wotr::billmen(), behindX, 24, 90);
    auto g = bed.start();
    g->startMovementForTests(Side::One);
    const rules::wotr::Battle& b = g->battle();
    EXPECT_LT(gap(b.block(ours), b.block(behind)), gap(b.block(ours), b.block(ahead)));
    Action about{ActionKind::Wheel, ours};
    about.facing = rules::degrees(270);
    EXPECT_TRUE(g->check(about)) << g->check(about).why;
    return ai::wotr::scoreAction(*g, about, judge);
  };
  // 8.2" behind, beyond its 8" move, against 10" ahead: the one ahead is met sooner.
  EXPECT_LT(turnScore(27), judge.endPhase);
  // 2.2" behind: it can charge the rear this turn; facing it is worth the move.
  EXPECT_GT(turnScore(33), judge.endPhase);
}

// Bosworth's wings that will not engage (Northumberland's rearguard, Lord Stanley's men) hold
// Defend whatever they are sent, and Defend holds the ground: played out by normal against
// normal and against scripted, none of their units ever moves (a wheel walks, too).
TEST(WotrPolicy, TheWingsThatWillNotEngageNeverMoveAtBosworth) {
  const auto sc = scenario::loadScenario(configPath("scenarios/wotr_bosworth_1485.yaml"));
  for (const char* opponent : {"normal", "scripted"}) {
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      Match m(sc.newGame(), seed);
      auto one = ai::makeAi("normal", "wotr", seed);
      auto two = ai::makeAi(opponent, "wotr", seed + 1);
      NullSink quiet;
      int deafMoves = 0;
      for (int i = 0; i < 2000 && !m.over(); ++i) {
        const auto& g = static_cast<const WotrGame&>(m.game());
        const Action a = (g.phase().sideToAct == Side::Two ? *two : *one).choose(g);
        if (a.kind == ActionKind::Move && g.willNotEngage(g.wingOf(a.unit))) ++deafMoves;
        m.submit(a, quiet);
      }
      EXPECT_TRUE(m.over());
      EXPECT_EQ(deafMoves, 0) << "against " << opponent << ", seed " << seed;
    }
  }
}

}  // namespace
}  // namespace sandtable::test
