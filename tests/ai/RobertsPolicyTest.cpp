// What Robert's Rules teaches the one AI (RobertsPolicy): its candidates are the judge's
// ranking of every legal action, its evaluation a win chance that adds up to one across the
// sides, its rollout move a legal one, and with it the side that must attack does.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <memory>

#include "ai/AiPlayer.h"
#include "ai/Weights.h"
#include "ai/roberts/RobertsJudge.h"
#include "ai/roberts/RobertsPolicy.h"
#include "rules/core/Match.h"
#include "rules/roberts/CombatPhase.h"
#include "rules/roberts/RobertsGame.h"
#include "rules/roberts/RobertsGameBed.h"
#include "scenario/Scenario.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using ai::roberts::RobertsPolicy;
using rules::roberts::RobertsGame;

const ai::Weights& weights() { return ai::weightsFor("roberts"); }

// A scenario and a game of it played `actions` actions on, normal against normal; counts the
// charges each side declared.
struct Played {
  Played(const char* scenario, std::uint64_t seed, int actions)
      : sc(scenario::loadScenario(configPath(std::string("scenarios/") + scenario))),
        m(std::make_unique<Match>(sc.newGame(), seed)) {
    auto one = ai::makeAi("normal", "roberts", 1);
    auto two = ai::makeAi("normal", "roberts", 2);
    NullSink quiet;
    for (int i = 0; i < actions && !m->over(); ++i) {
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

TEST(RobertsPolicy, CandidatesAreEveryLegalActionRankedByTheJudge) {
  const Played p("roberts_points_350.yaml", 3, 60);
  const auto& g = static_cast<const RobertsGame&>(p.m->game());
  RobertsPolicy policy(weights());
  std::vector<ai::Candidate> c;
  policy.candidates(g, c);
  std::vector<Action> legal;
  g.legalActions(legal);
  ASSERT_EQ(c.size(), legal.size());
  const auto judge = ai::roberts::JudgeWeights::from(weights());
  for (std::size_t i = 0; i < c.size(); ++i) {
    EXPECT_TRUE(g.check(c[i].action).legal) << toString(c[i].action);
    EXPECT_DOUBLE_EQ(c[i].prior, ai::roberts::scoreAction(g, c[i].action, judge))
        << toString(c[i].action);
    if (i > 0) {
      EXPECT_GE(c[i - 1].prior, c[i].prior);
    }
  }
  Rng rng(7);
  for (int i = 0; i < 20; ++i) EXPECT_TRUE(g.check(policy.rolloutAction(g, rng)).legal);
}

// Whole battles of `scenario`, normal against normal, from each seed of `first` to `last`;
// `look` sees every action chosen, with the game it is chosen in, before it is played. Returns
// how many battles ended.
int playNormalBattles(
    const char* scenario, std::uint64_t first, std::uint64_t last,
    const std::function<void(const RobertsGame&, const Action&, std::uint64_t seed)>& look) {
  const auto sc = scenario::loadScenario(configPath(std::string("scenarios/") + scenario));
  int ended = 0;
  for (std::uint64_t seed = first; seed <= last; ++seed) {
    Match m(sc.newGame(), seed);
    auto one = ai::makeAi("normal", "roberts", 1);
    auto two = ai::makeAi("normal", "roberts", 2);
    NullSink quiet;
    for (int i = 0; i < 5000 && !m.over(); ++i) {
      const Side side = m.game().phase().sideToAct;
      const Action a = (side == Side::Two ? *two : *one).choose(m.game());
      look(static_cast<const RobertsGame&>(m.game()), a, seed);
      m.submit(a, quiet);
    }
    ended += m.over() ? 1 : 0;
  }
  return ended;
}

// An Action taken only by choice (a move, a turn, a new formation, a volley, a charge...) is
// taken only when the judge thinks it better than ending the phase, even when the phase cannot
// end: a unit of a Breakthrough does not change formation back and forth, roll after roll,
// to put off a combat its side must still fight. Whole battles at Bannockburn, where the
// Scots' schiltrons make many such combats.
TEST(RobertsPolicy, AnActionByChoiceIsTakenOnlyWhenBetterThanEndingThePhase) {
  const auto judge = ai::roberts::JudgeWeights::from(weights());
  int checked = 0;
  const int ended = playNormalBattles(
      "roberts_bannockburn_1314.yaml", 1, 8,
      [&](const RobertsGame& g, const Action& a, std::uint64_t seed) {
        if (a.kind == ActionKind::ChangeFormation || a.kind == ActionKind::Wheel ||
            a.kind == ActionKind::Move || a.kind == ActionKind::Halt) {
          ++checked;
          EXPECT_GE(ai::roberts::scoreAction(g, a, judge), judge.endPhase)
              << toString(a) << " (seed " << seed << ", turn " << g.phase().turn << ")";
        }
      });
  EXPECT_EQ(ended, 8);
  EXPECT_GT(checked, 0);
}

// A unit that declared a charge may Set in the Assault Phase, forfeiting its charge (000
// Charging): the AI does so only against an enemy countercharging it, never to stand still
// where it meant to charge (the housecarls at Hastings declaring their charge turn after turn
// and Setting against nothing).
TEST(RobertsPolicy, NeverForfeitsItsChargeToSetAgainstNothing) {
  playNormalBattles(
      "roberts_hastings_1066.yaml", 5, 8,
      [](const RobertsGame& g, const Action& a, std::uint64_t seed) {
        const auto& b = g.battle();
        const auto at = static_cast<std::size_t>(a.unit);
        if (a.kind != ActionKind::HoldGround || b.chargeAt[at] == kNoUnit || b.countercharging[at])
          return;
        const bool chargedBy =
            std::find(b.chargeAt.begin(), b.chargeAt.end(), a.unit) != b.chargeAt.end();
        EXPECT_TRUE(chargedBy) << toString(a) << " Sets against nothing (seed " << seed << ", turn "
                               << g.phase().turn << ")";
      });
}

TEST(RobertsPolicy, EvaluatesAPositionAsAWinChanceThatAddsUpToOne) {
  const Played p("roberts_hastings_1066.yaml", 5, 200);
  ASSERT_FALSE(p.m->over());
  RobertsPolicy policy(weights());
  const double one = policy.evaluate(p.m->game(), Side::One);
  const double two = policy.evaluate(p.m->game(), Side::Two);
  EXPECT_GT(one, 0.0);
  EXPECT_LT(one, 1.0);
  EXPECT_NEAR(one + two, 1.0, 1e-12);
}

TEST(RobertsPolicy, TheNormansComeUpTheHillAndCharge) {
  // Hastings: the English hold the field at nightfall, so the Normans must attack; the judge
  // marches them up to the shield wall and declares charges there. A battle may be decided
  // before the armies meet (Harold falls to the archers, or William in the English sallies):
  // every battle that lasts to turn 8 counts.
  int lasting = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const Played p("roberts_hastings_1066.yaml", seed, 400);
    if (p.m->over() && p.m->game().phase().turn < 8) continue;
    ++lasting;
    EXPECT_GT(p.charges[1], 0) << "the Normans never charged (seed " << seed << ")";
  }
  EXPECT_GT(lasting, 0) << "every battle was decided before the Normans reached the wall";
}

// A combat in the Combat Phase between the Acting Player's `mine` (side one) and the Reacting
// Player's `theirs`, both placed facing at `y` (`mine` in `ranks`), fought with `faces`; side
// two has won it and decides whether to Pursue.
std::unique_ptr<RobertsGame> reactingWinner(const char* mine, const char* theirs, double y,
                                            std::vector<int> faces, int ranks = 1) {
  using namespace rules::roberts;
  using namespace test::roberts;
  Deployment d = emptyDeployment();
  d.sides[0].army.leaders.clear();
  d.sides[0].units = {place(mine, at(0, y), 0, ranks)};
  d.sides[1].units = {place(theirs, at(0, y), kHalfTurn, 2)};
  auto g = startGame(sharedTables(), flatTable(), d);
  Dice dice(1, std::move(faces));
  NullSink quiet;
  for (int i = 0; i < 4; ++i) g->apply(Action{rules::ActionKind::EndTurn}, dice, quiet);
  // Stand 1 of side one's front rank, as the combat tests fight it.
  const auto pairs = pairsBetween(g->table(), 0, 1);
  Action fight{rules::ActionKind::ResolveMelee, 0, 1};
  for (std::size_t i = 0; i < pairs.size(); ++i)
    if (pairs[i].a == 1) fight.option = static_cast<int>(i);
  g->apply(fight, dice, quiet);
  return g;
}

// Pursuing is worth the hits its attack is expected to score, so the AI follows a beaten
// column it can reach (the crossbowmen after the spearmen, foot after foot) and keeps its line
// when the advance would fall short (the crossbowmen after the deeper cavalry).
TEST(RobertsPolicy, PursuesAColumnItCanReachAndKeepsItsLineOtherwise) {
  const auto judge = ai::roberts::JudgeWeights::from(weights());
  auto decision = [](int option) {
    Action a{ActionKind::FollowUp, 1, 0};
    a.option = option;
    return a;
  };
  auto score = [&](const RobertsGame& g, int option) {
    EXPECT_TRUE(g.check(decision(option)).legal) << toString(decision(option));
    return ai::roberts::scoreAction(g, decision(option), judge);
  };
  // The spearmen in two ranks of three: their files stand against the crossbowmen's, so the
  // middle column Pushed Back leaves a lane to follow down.
  const auto reach = reactingWinner("regulars", "crossbows", -10, {1, 1, 6, 6}, 2);
  ASSERT_EQ(reach->phase().sideToAct, Side::Two);
  ASSERT_GT(reach->odds(decision(1))->lossesDealt, 0.0);
  EXPECT_GT(score(*reach, 1), score(*reach, 0));
  const auto shortOf = reactingWinner("lancers", "crossbows", -10, {1, 1, 4, 5});
  ASSERT_EQ(shortOf->phase().sideToAct, Side::Two);
  EXPECT_LT(score(*shortOf, 1), score(*shortOf, 0));
}

// The lancers with their General 1" from the crossbowmen, face to face; the General decisive
// (his loss breaks his army, as Harold's at Hastings) or not.
std::unique_ptr<RobertsGame> generalFacingCrossbows(bool decisive) {
  using namespace rules::roberts;
  using namespace test::roberts;
  Deployment d = emptyDeployment();
  d.sides[0].army.leaders = {{"General", LeaderRank::General, "lancers"}};
  d.sides[0].units = {place("lancers", at(0, 4), 0)};
  d.sides[1].units = {place("crossbows", at(0, 5), kHalfTurn, 2)};
  if (decisive) d.victory.decisiveLeaders = {"General"};
  return startGame(sharedTables(), flatTable(), d);
}

// A hit on a decisive leader's unit brings his Break Check, and his loss the battle: a volley
// at his unit is worth more, and a charge that exposes him to hits back less, than the same
// with an ordinary leader.
TEST(RobertsPolicy, ADecisiveLeadersUnitDrawsFireAndIsKeptFromHarm) {
  const auto judge = ai::roberts::JudgeWeights::from(weights());
  const auto plain = generalFacingCrossbows(false);
  const auto decisive = generalFacingCrossbows(true);
  const Action volley{ActionKind::Shoot, 1, 0};
  EXPECT_GT(ai::roberts::scoreAction(*decisive, volley, judge),
            ai::roberts::scoreAction(*plain, volley, judge) + 0.1);
  const Action charge{ActionKind::Charge, 0, 1};
  // The lancers' +4 against the crossbowmen's +0 risks little: less, but less all the same.
  EXPECT_LT(ai::roberts::scoreAction(*decisive, charge, judge),
            ai::roberts::scoreAction(*plain, charge, judge));
}

// A decisive leader's unit weighs the enemy's bows where it would stand: a march that takes it
// out of the crossbowmen's reach is worth the hit it no longer risks there, on top of what the
// same march is worth to a unit whose leader's loss breaks nothing.
TEST(RobertsPolicy, ADecisiveLeadersUnitMarchesOutOfTheBowsReach) {
  const auto judge = ai::roberts::JudgeWeights::from(weights());
  const auto plain = generalFacingCrossbows(false);
  const auto decisive = generalFacingCrossbows(true);
  Action back{ActionKind::Move, 0};
  back.point = test::roberts::at(0, 4 - 40);
  back.facing = plain->table().unit(0).pose.facing;
  const double gain = ai::roberts::scoreAction(*decisive, back, judge) -
                      ai::roberts::scoreAction(*plain, back, judge);
  EXPECT_GT(gain, 0.1);
  EXPECT_LE(gain, judge.decisiveLeader);
  // A step that leaves it as near the bows is worth no more to the one than to the other.
  Action step = back;
  step.point = test::roberts::at(0.5, 4);
  EXPECT_DOUBLE_EQ(ai::roberts::scoreAction(*decisive, step, judge),
                   ai::roberts::scoreAction(*plain, step, judge));
}

// Side one's `charger` (a line of emptyDeployment's, or "horse", light horse) facing north with
// its front at y = -10, `gap` inches from side two's crossbowmen (two ranks of five), a
// skirmisher hidden within them; the charge declared on them and side two's Reaction Phase
// begun. A negative gap is inches short of the charger's base depth.
std::unique_ptr<RobertsGame> chargedScreenedHost(const char* charger, double gap) {
  using namespace rules::roberts;
  using namespace test::roberts;
  Deployment d = emptyDeployment();
  d.sides[0].army.leaders.clear();
  d.sides[0].army.units.push_back(
      line(unit(TroopKind::LightMounted, 3, "spear", "", {}, {}, true), "horse", "Light horse"));
  d.sides[1].army.units[1].count = 1;
  Placement hidden;
  hidden.line = "skirmishers";
  hidden.hiddenIn = "Crossbowmen";
  d.sides[0].units = {place(charger, at(0, -10), 0)};
  d.sides[1].units = {place("crossbows", at(0, 10), kHalfTurn, 2), hidden};
  if (gap < 0) {
    const Length depth = startGame(sharedTables(), flatTable(), d)->table().setupOf(0).standDepth;
    gap += static_cast<double>(depth) / kInch;
  }
  d.sides[1].units[0].front = at(0, -10 + gap);
  auto g = startGame(sharedTables(), flatTable(), d);
  Dice dice(1);
  NullSink quiet;
  g->apply(rules::Action{rules::ActionKind::Charge, 0, 1}, dice, quiet);
  g->apply(rules::Action{rules::ActionKind::EndTurn}, dice, quiet);
  return g;
}

// A hidden skirmisher emerges to screen its host when the screen's 1/2" turns short a charge
// the host would lose (the elite lancers' +4 against the crossbowmen's +0, a quarter inch
// inside the lancers' reach), sparing the host; it stays hidden rather than risk its
// Withdrawal against a charge that would still strike home (three quarters inside), or to
// spare the host an even fight (the light horse's +1 against +1, turned short at 1.9").
TEST(RobertsPolicy, AHiddenSkirmisherEmergesWhenItsScreenTurnsAWinningChargeShort) {
  const auto judge = ai::roberts::JudgeWeights::from(weights());
  const Action emerge{ActionKind::CounterCharge, 2, 0};
  const Action endPhase{ActionKind::EndTurn};
  auto worth = [&](const RobertsGame& g) {
    EXPECT_TRUE(g.check(emerge).legal) << g.check(emerge).why;
    return ai::roberts::scoreAction(g, emerge, judge) - ai::roberts::scoreAction(g, endPhase, judge);
  };
  const auto stopped = chargedScreenedHost("lancers", -0.25);
  EXPECT_TRUE(stopped->chargeWouldReach(0, 1));
  EXPECT_FALSE(stopped->chargeWouldReach(0, 1, 1));
  EXPECT_GT(stopped->withdrawalChance(2, rules::roberts::Phase::Charge), 0.0);
  EXPECT_GT(worth(*stopped), 0.0);
  const auto home = chargedScreenedHost("lancers", -0.75);
  EXPECT_TRUE(home->chargeWouldReach(0, 1, 1));
  EXPECT_LT(worth(*home), 0.0);
  const auto even = chargedScreenedHost("horse", 1.9);
  EXPECT_FALSE(even->chargeWouldReach(0, 1, 1));
  EXPECT_LT(worth(*even), 0.0);
}

}  // namespace
}  // namespace sandtable::test
