// What Warlords teaches the one AI (WarlordsPolicy): its candidates are the judge's ranking,
// its evaluation a win chance, its rollout move the judge's first choice, and hard searches
// only where the judge's choice is close and the side has a battle still to win.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>

#include "ai/AiPlayer.h"
#include "ai/Weights.h"
#include "ai/warlords/WarlordsJudge.h"
#include "ai/warlords/WarlordsPolicy.h"
#include "rules/core/Match.h"
#include "scenario/Scenario.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using ai::warlords::WarlordsPolicy;

const ai::Weights& weights() { return ai::weightsFor("warlords"); }

// A scenario and a game of it played `actions` actions on, normal against normal.
struct Played {
  Played(const char* scenario, std::uint64_t seed, int actions)
      : sc(scenario::loadScenario(configPath(std::string("scenarios/") + scenario))),
        m(std::make_unique<Match>(sc.newGame(), seed)) {
    auto one = ai::makeAi("normal", "warlords", 1);
    auto two = ai::makeAi("normal", "warlords", 2);
    NullSink quiet;
    for (int i = 0; i < actions && !m->over(); ++i) {
      const Action a = (m->game().phase().sideToAct == Side::Two ? *two : *one).choose(m->game());
      m->submit(a, quiet);
    }
  }
  scenario::LoadedScenario sc;
  std::unique_ptr<Match> m;
};

TEST(WarlordsPolicy, CandidatesAreEveryLegalActionRankedByTheJudge) {
  const Played p("warlords_meeting_engagement.yaml", 3, 40);
  const auto& g = static_cast<const WarlordsGame&>(p.m->game());
  WarlordsPolicy policy(weights());
  std::vector<ai::Candidate> c;
  policy.candidates(g, c);
  std::vector<Action> legal;
  g.legalActions(legal);
  ASSERT_EQ(c.size(), legal.size());
  ai::warlords::Judge judge(g, weights());
  for (std::size_t i = 0; i < c.size(); ++i) {
    EXPECT_TRUE(g.check(c[i].action).legal) << toString(c[i].action);
    EXPECT_DOUBLE_EQ(c[i].prior, judge.score(c[i].action)) << toString(c[i].action);
    if (i > 0) {
      EXPECT_GE(c[i - 1].prior, c[i].prior);
    }
  }
  // The rollout move is the judge's first choice.
  Rng rng(7);
  EXPECT_EQ(toString(policy.rolloutAction(g, rng)), toString(c.front().action));
}

TEST(WarlordsPolicy, EvaluatesAPositionAsAWinChanceThroughALogistic) {
  const Played p("warlords_hastings_1066.yaml", 5, 120);
  ASSERT_FALSE(p.m->over());
  const auto& g = static_cast<const WarlordsGame&>(p.m->game());
  WarlordsPolicy policy(weights());
  const double one = policy.evaluate(g, Side::One);
  const double two = policy.evaluate(g, Side::Two);
  EXPECT_GT(one, 0.0);
  EXPECT_LT(one, 1.0);
  // The judge's points are one side's gain and the other's loss: the chances add up to one.
  EXPECT_NEAR(one + two, 1.0, 1e-12);
  const double expected =
      1.0 / (1.0 + std::exp(-policy.points(g, Side::One) / weights().get("policy.win_scale")));
  EXPECT_DOUBLE_EQ(one, expected);
}

TEST(WarlordsPolicy, AFinishedBattleIsWonLostOrDrawn) {
  const auto sc = scenario::loadScenario(configPath("scenarios/warlords_meeting_engagement.yaml"));
  Match m(sc.newGame(), 4);
  auto a = ai::makeAi("random", "warlords", 1);
  NullSink quiet;
  for (int i = 0; i < 20000 && !m.over(); ++i) m.submit(a->choose(m.game()), quiet);
  ASSERT_TRUE(m.over());
  WarlordsPolicy policy(weights());
  const Result r = m.game().result();
  const double one = policy.evaluate(m.game(), Side::One);
  const double two = policy.evaluate(m.game(), Side::Two);
  if (r.winner == Side::None) {
    EXPECT_EQ(one, 0.5);
    EXPECT_EQ(two, 0.5);
  } else {
    EXPECT_EQ(one, r.winner == Side::One ? 1.0 : 0.0);
    EXPECT_EQ(two, r.winner == Side::Two ? 1.0 : 0.0);
  }
}

TEST(WarlordsPolicy, SearchesOnlyCloseChoicesOfASideWithABattleToWin) {
  const auto sc = scenario::loadScenario(configPath("scenarios/warlords_hastings_1066.yaml"));
  Match m(sc.newGame(), 2);
  auto one = ai::makeAi("normal", "warlords", 1);
  auto two = ai::makeAi("normal", "warlords", 2);
  WarlordsPolicy policy(weights());
  const double margin = weights().get("policy.search_margin");
  NullSink quiet;
  int searchedNormans = 0;
  for (int i = 0; i < 300 && !m.over(); ++i) {
    const auto& g = static_cast<const WarlordsGame&>(m.game());
    std::vector<ai::Candidate> c;
    policy.candidates(g, c);
    const bool worth = policy.worthSearching(g, c);
    // The English hold the field at nightfall: they keep normal's choices.
    if (g.phase().sideToAct == Side::One) {
      EXPECT_FALSE(worth) << "action " << i;
    }
    if (c.size() < 2 || c[1].prior < c[0].prior - margin) {
      EXPECT_FALSE(worth) << "action " << i;
    }
    if (worth) ++searchedNormans;
    m.submit((g.phase().sideToAct == Side::Two ? *two : *one).choose(g), quiet);
  }
  EXPECT_GT(searchedNormans, 0) << "the Normans had close choices worth searching";
}

TEST(WarlordsPolicy, IsWarlordsOwnAndItsLegacyLevelPlaysTheJudgeAsBefore) {
  // normal and legacy are both the judge's first choice, legacy by the weights of
  // config/ai/legacy/warlords.yaml; in the first position they agree.
  const auto sc = scenario::loadScenario(configPath("scenarios/warlords_meeting_engagement.yaml"));
  Match m(sc.newGame(), 1);
  auto normal = ai::makeAi("normal", "warlords", 1);
  auto legacy = ai::makeAi("legacy", "warlords", 1);
  EXPECT_EQ(normal->level(), "normal");
  EXPECT_EQ(legacy->level(), "legacy");
  WarlordsPolicy old(ai::weightsFor("warlords", "legacy"));
  std::vector<ai::Candidate> c;
  old.candidates(m.game(), c);
  EXPECT_EQ(toString(legacy->choose(m.game())), toString(c.front().action));
  EXPECT_EQ(ai::weightsFor("warlords", "legacy").get("judge.urgent_press"), 0.0);
  EXPECT_GT(weights().get("judge.urgent_press"), 0.0);
}

}  // namespace
}  // namespace sandtable::test
