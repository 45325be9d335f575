// MicroBattle's policy for the one AI (game/ai/microbattle/MicroBattlePolicy.*): its first
// candidate is the move MicroBattle's normal has always made, its candidates are legal and
// best first, its evaluation is a chance of winning, its rollouts play normal's choice, a
// side's turn ends with its actions phase, and only a real choice is worth searching.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>

#include "ai/microbattle/MicroBattlePolicy.h"
#include "ai/microbattle/MicroBattleWinChance.h"
#include "rules/core/Hash.h"
#include "session/MatchSession.h"
#include "support/MicroBattleBed.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;
using namespace sandtable::test;
using sandtable::ai::Candidate;
using sandtable::ai::microbattle::MicroBattlePolicy;

namespace {

const ai::Weights& weights() { return ai::weightsFor("microbattle"); }

const scenario::LoadedScenario& meeting() {
  static const scenario::LoadedScenario s =
      scenario::loadScenario(configPath("scenarios/microbattle_meeting_engagement.yaml"));
  return s;
}

session::SessionOptions options(std::uint64_t seed, const char* one, const char* two) {
  session::SessionOptions o;
  o.seed = seed;
  o.players = {*session::PlayerSpec::parse(one), *session::PlayerSpec::parse(two)};
  return o;
}

// A meeting engagement played by normal against scripted until the lines are in reach of
// each other in an actions phase with more than one legal action: a position with a choice.
std::unique_ptr<session::MatchSession> engaged(std::uint64_t seed) {
  auto s =
      std::make_unique<session::MatchSession>(meeting(), options(seed, "ai:normal", "ai:scripted"));
  NullSink quiet;
  while (s->aiToAct()) {
    const auto& g = dynamic_cast<const MicroBattleGame&>(s->game());
    if (g.currentPhase() == Phase::Actions && g.turn() >= 3 && g.legalActions().size() > 3) break;
    s->submit(s->aiAction(), quiet);
  }
  return s;
}

// The LastWarband position of MicroBattleHardTest: side two is down to one SHAKEN warband at
// (3,3) among three legions, two fresh warbands far off; side one to act.
std::unique_ptr<MicroBattleGame> lastWarband() {
  MicroBattleBed bed;
  const UnitId shaker = bed.add(Side::One, "heavy_infantry", 3, 2);
  bed.add(Side::One, "heavy_infantry", 2, 3);
  bed.add(Side::One, "heavy_infantry", 4, 3);
  const UnitId warband = bed.add(Side::Two, "warband", 3, 3);
  bed.add(Side::Two, "warband", 0, 5);
  bed.add(Side::Two, "warband", 7, 5);
  auto game = bed.build();
  startActions(*game, 3);
  Dice dice(0, {6, 4});  // a hit, and the warband fails its Def roll
  NullSink sink;
  play(*game, attack(shaker, warband), dice, sink);
  return game;
}

}  // namespace

// The golden normal-against-normal game (tests/golden/microbattle_meeting_engagement_seed7.log,
// MicroBattle's normal before the one AI) played again with the policy's first candidate for
// both sides reaches the same state hash after every action: the first candidate is normal.
TEST(MicroBattlePolicy, TheFirstCandidateIsNormalsChoiceInTheGoldenGame) {
  std::ifstream log(goldenPath("microbattle_meeting_engagement_seed7.log"));
  ASSERT_TRUE(log) << "no golden game";
  std::string line;
  std::getline(log, line);
  ASSERT_NE(line.find("seed 7, ai:normal vs ai:normal"), std::string::npos) << line;
  std::vector<std::string> hashes;
  static const std::regex kAction(R"(#\d+ .* -> (0x[0-9a-f]+))");
  for (std::smatch m; std::getline(log, line);) {
    if (std::regex_match(line, m, kAction)) hashes.push_back(m[1]);
  }
  ASSERT_GT(hashes.size(), 50u);

  session::MatchSession s(meeting(), options(7, "ai:normal", "ai:normal"));
  MicroBattlePolicy policy(weights());
  std::vector<Candidate> candidates;
  NullSink quiet;
  std::size_t n = 0;
  for (; n < hashes.size() && !s.over(); ++n) {
    policy.candidates(s.game(), candidates);
    ASSERT_FALSE(candidates.empty());
    s.submit(candidates.front().action, quiet);
    ASSERT_EQ(hashToString(s.match().hashes().back()), hashes[n]) << "action " << n + 1;
  }
  EXPECT_EQ(n, hashes.size());
  EXPECT_TRUE(s.over());
}

// Every legal action is a candidate once, each allowed by the rules, the priors never rising
// down the list; normal's look one turn on comes first.
TEST(MicroBattlePolicy, CandidatesAreTheLegalActionsBestFirst) {
  for (std::uint64_t seed : {3u, 5u, 8u}) {
    const auto s = engaged(seed);
    const Game& g = s->game();
    ASSERT_EQ(g.phase().phase, "actions") << "seed " << seed;
    MicroBattlePolicy policy(weights());
    std::vector<Candidate> candidates;
    policy.candidates(g, candidates);
    const std::vector<Action> legal = g.legalActions();
    ASSERT_EQ(candidates.size(), legal.size()) << "seed " << seed;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      EXPECT_TRUE(g.check(candidates[i].action).legal) << toString(candidates[i].action);
      EXPECT_TRUE(seen.insert(toString(candidates[i].action)).second)
          << "twice: " << toString(candidates[i].action);
      if (i > 0) {
        EXPECT_LE(candidates[i].prior, candidates[i - 1].prior)
            << "seed " << seed << " candidate " << i;
      }
    }
    // The first is the ranking after the look one turn on, which may differ from the scores alone.
    ai::microbattle::Ranking ranking{ai::microbattle::JudgeWeights(weights())};
    EXPECT_EQ(candidates.front().action,
              ranking.ranked(dynamic_cast<const MicroBattleGame&>(g)).front().action);
  }
}

// A battle still on is a chance strictly between 0 and 1, the two sides' chances adding up to
// one, the side a unit up (the enemy's last warband SHAKEN) the likelier; a finished one is
// 1 for the winner and 0 for the loser.
TEST(MicroBattlePolicy, EvaluateIsTheChanceOfWinning) {
  auto game = lastWarband();
  MicroBattlePolicy policy(weights());
  const double one = policy.evaluate(*game, Side::One);
  const double two = policy.evaluate(*game, Side::Two);
  EXPECT_GT(one, 0.5);
  EXPECT_LT(two, 0.5);
  EXPECT_GT(two, 0.0);
  EXPECT_NEAR(one + two, 1.0, 1e-12);
  EXPECT_DOUBLE_EQ(
      one, ai::microbattle::winChance(*game, Side::One, ai::microbattle::JudgeWeights(weights())));

  // A lone warband, shaken, then routed: its army is gone and the battle won.
  MicroBattleBed bed;
  const UnitId shaker = bed.add(Side::One, "heavy_infantry", 3, 2);
  const UnitId finisher = bed.add(Side::One, "heavy_infantry", 2, 3);
  const UnitId warband = bed.add(Side::Two, "warband", 3, 3);
  game = bed.build();
  startActions(*game, 2);
  Dice dice(0, {6, 4, 6, 1, 6, 6, 6, 6});  // hit, Def failed (SHAKEN); hit, Def failed (routed)
  NullSink sink;
  play(*game, attack(shaker, warband), dice, sink);
  ASSERT_FALSE(game->result().over);
  play(*game, attack(finisher, warband), dice, sink);
  EXPECT_EQ(policy.evaluate(*game, Side::One), 1.0);
  EXPECT_EQ(policy.evaluate(*game, Side::Two), 0.0);
}

// The rollout's move is normal's first choice (the first candidate), drawing nothing from the
// AI's stream; with rollout.look_ahead 0 it is the first by the scores alone.
TEST(MicroBattlePolicy, RolloutActionIsNormalsChoice) {
  int differ = 0;
  for (std::uint64_t seed : {3u, 5u, 8u, 13u}) {
    const auto s = engaged(seed);
    const auto& g = dynamic_cast<const MicroBattleGame&>(s->game());
    MicroBattlePolicy policy(weights());
    std::vector<Candidate> candidates;
    policy.candidates(g, candidates);
    Rng rng(11), untouched(11);
    EXPECT_EQ(policy.rolloutAction(g, rng), candidates.front().action) << "seed " << seed;
    EXPECT_EQ(rng.next(), untouched.next());

    ai::Weights quick = weights();
    quick.set({"rollout.look_ahead", 0, "test", "test"});
    MicroBattlePolicy scoresAlone(quick);
    ai::microbattle::Ranking ranking{ai::microbattle::JudgeWeights(weights())};
    const Action fast = scoresAlone.rolloutAction(g, rng);
    EXPECT_EQ(fast, ranking.scored(g).front().action);
    differ += fast == candidates.front().action ? 0 : 1;
  }
  (void)differ;  // the look one turn on may or may not change the first choice here
}

// A side's turn ends when its actions phase does, and only then: not at the initiative roll
// that hands the turn to the other side (which the generic default counts), nor between two
// actions of one side.
TEST(MicroBattlePolicy, TurnEndsWithTheActionsPhase) {
  MicroBattlePolicy policy(weights());
  const PhaseInfo actionsOne{2, "actions", Side::One};
  EXPECT_TRUE(policy.turnEnded(actionsOne, {2, "activation", Side::Two}));
  EXPECT_TRUE(policy.turnEnded({2, "actions", Side::Two}, {3, "initiative", Side::One}));
  EXPECT_TRUE(policy.turnEnded(actionsOne, {2, "over", Side::None}));
  EXPECT_FALSE(policy.turnEnded(actionsOne, actionsOne));
  EXPECT_FALSE(policy.turnEnded({3, "initiative", Side::One}, {3, "activation", Side::Two}));
  EXPECT_FALSE(policy.turnEnded({3, "activation", Side::Two}, {3, "actions", Side::Two}));

  // Over a whole game, one end for every side turn that had an actions phase.
  session::MatchSession s(meeting(), options(4, "ai:normal", "ai:scripted"));
  NullSink quiet;
  int ends = 0;
  std::set<std::pair<int, Side>> sideTurns;
  while (s.aiToAct()) {
    const PhaseInfo before = s.game().phase();
    if (before.phase == "actions") sideTurns.insert({before.turn, before.sideToAct});
    s.submit(s.aiAction(), quiet);
    ends += policy.turnEnded(before, s.game().phase()) ? 1 : 0;
  }
  EXPECT_GT(ends, 4);
  EXPECT_EQ(ends, static_cast<int>(sideTurns.size()));
}

// Worth searching: a choice in the actions phase; not a dice roll, nor a single candidate.
TEST(MicroBattlePolicy, OnlyARealChoiceIsWorthSearching) {
  MicroBattlePolicy policy(weights());
  session::MatchSession start(meeting(), options(1, "ai:normal", "ai:normal"));
  std::vector<Candidate> candidates;
  policy.candidates(start.game(), candidates);  // the initiative roll
  ASSERT_EQ(candidates.size(), 1u);
  EXPECT_FALSE(policy.worthSearching(start.game(), candidates));
  // Even offered two, a dice phase is not searched.
  candidates.push_back(candidates.front());
  EXPECT_FALSE(policy.worthSearching(start.game(), candidates));

  const auto s = engaged(5);
  policy.candidates(s->game(), candidates);
  ASSERT_GT(candidates.size(), 1u);
  EXPECT_TRUE(policy.worthSearching(s->game(), candidates));
  candidates.resize(1);
  EXPECT_FALSE(policy.worthSearching(s->game(), candidates));
}
