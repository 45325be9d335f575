// The shipped meeting engagement (config/scenarios/wotr_meeting_engagement.yaml) read whole,
// and played to its end by random legal actions, then replayed from its actions to the same
// state hash: the match is deterministic and every action it offers is one check() allows.
#include <gtest/gtest.h>

#include "WotrBed.h"
#include "rules/core/Rng.h"
#include "scenario/wotr/WotrScenario.h"

namespace sandtable::test::wotr {
namespace {

using rules::Action;
using rules::Dice;
using rules::NullSink;

scenario::WotrScenario meetingEngagement() {
  return scenario::loadWotrScenario(configPath("scenarios/wotr_meeting_engagement.yaml"));
}

TEST(WotrMeetingEngagement, ReadsTheOutlinesWingsOnBothSides) {
  const scenario::WotrScenario s = meetingEngagement();
  EXPECT_EQ(s.info.ruleset, "wotr");
  EXPECT_EQ(s.deployment.victory.turnLimit, 8);
  auto game = scenario::startWotrGame(s);
  const auto units = game->units();
  ASSERT_EQ(units.size(), 8u);
  int figures = 0;
  for (const rules::UnitView& u : units) figures += u.strength;
  EXPECT_EQ(figures, 2 * (12 + 9 + 16 + 24));
  for (const rules::UnitView& u : units) EXPECT_FALSE(u.stands.empty()) << u.name;
}

TEST(WotrMeetingEngagement, RandomLegalPlayEndsAndReplaysToTheSameHash) {
  const scenario::WotrScenario s = meetingEngagement();
  auto game = scenario::startWotrGame(s);
  Dice dice(7);
  rules::Rng pick(11);
  NullSink sink;
  std::vector<Action> played;
  for (int i = 0; i < 2000 && !game->result().over; ++i) {
    const std::vector<Action> legal = game->legalActions();
    ASSERT_FALSE(legal.empty());
    const Action a =
        legal[static_cast<std::size_t>(pick.below(static_cast<std::uint32_t>(legal.size())))];
    ASSERT_TRUE(game->check(a)) << rules::toString(a) << ": " << game->check(a).why;
    game->apply(a, dice, sink);
    ASSERT_EQ(game->invariantProblem(), "");
    played.push_back(a);
  }
  ASSERT_TRUE(game->result().over);
  EXPECT_FALSE(game->result().reason.empty());

  auto again = scenario::startWotrGame(s);
  Dice replayDice(7);
  for (const Action& a : played) again->apply(a, replayDice, sink);
  EXPECT_EQ(again->stateHash(), game->stateHash());
  EXPECT_TRUE(again->result().over);
}

}  // namespace
}  // namespace sandtable::test::wotr
