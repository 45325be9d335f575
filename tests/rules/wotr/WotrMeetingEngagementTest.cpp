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
  EXPECT_EQ(s.deployment.victory.turnLimit, 12);
  auto game = scenario::startWotrGame(s);
  const auto units = game->units();
  ASSERT_EQ(units.size(), 8u);
  int figures = 0;
  for (const rules::UnitView& u : units) figures += u.strength;
  EXPECT_EQ(figures, 2 * (12 + 9 + 16 + 24));
  for (const rules::UnitView& u : units) EXPECT_FALSE(u.stands.empty()) << u.name;
}

// The same army on both sides: every line names a unit or a leader with its side, so that none
// reads "Red crossbowmen shoot at Red crossbowmen".
TEST(WotrMeetingEngagement, TheSameWingsOnBothSidesAreToldApartBySide) {
  auto game = scenario::startWotrGame(meetingEngagement());
  const auto units = game->units();
  EXPECT_EQ(units.at(0).name, "Blue longbowmen of the White Rose");
  EXPECT_EQ(units.at(4).name, "Blue longbowmen of the Red Rose");
  EXPECT_EQ(units.at(0).shortName, "Blue bows");  // the table's labels have the side's colour
  const auto& leaders = game->battle().setup().leaders;
  ASSERT_FALSE(leaders.empty());
  EXPECT_EQ(leaders.front().name, "The C-in-C of the White Rose");
  EXPECT_EQ(leaders.back().name, "The captain of horse of the Red Rose");
}

// A random player that keeps the scenario's orders (it writes and sends none), and, when
// charges are offered, takes one of them half the time (as a player would rather close than
// wander); its seed gives a game with a charge, a melee and a rout.
TEST(WotrMeetingEngagement, RandomLegalPlayEndsAndReplaysToTheSameHash) {
  const scenario::WotrScenario s = meetingEngagement();
  auto game = scenario::startWotrGame(s);
  Dice dice(7);
  rules::Rng pick(22);
  rules::EventList events;
  std::vector<Action> played;
  for (int i = 0; i < 2000 && !game->result().over; ++i) {
    std::vector<Action> legal = game->legalActions();
    ASSERT_FALSE(legal.empty());
    std::erase_if(legal, [](const Action& a) { return a.kind == rules::ActionKind::IssueOrder; });
    ASSERT_FALSE(legal.empty());
    std::vector<Action> charges;
    for (const Action& a : legal) {
      if (a.kind == rules::ActionKind::Charge) charges.push_back(a);
    }
    const std::vector<Action>& pool = !charges.empty() && pick.below(2) == 0 ? charges : legal;
    const Action a = pool[pick.below(static_cast<std::uint32_t>(pool.size()))];
    ASSERT_TRUE(game->check(a)) << rules::toString(a) << ": " << game->check(a).why;
    game->apply(a, dice, events);
    ASSERT_EQ(game->invariantProblem(), "");
    played.push_back(a);
  }
  ASSERT_TRUE(game->result().over);
  EXPECT_FALSE(game->result().reason.empty());
  int moves = 0, melees = 0, routs = 0;
  for (const Action& a : played) moves += a.kind == rules::ActionKind::Move ? 1 : 0;
  for (const rules::Event& e : events.events) {
    melees += e.kind == rules::EventKind::MeleeFought ? 1 : 0;
    routs += e.kind == rules::EventKind::UnitRouted ? 1 : 0;
  }
  EXPECT_GT(moves, 0);
  EXPECT_GT(melees, 0);
  EXPECT_GT(routs, 0);

  // The same actions and dice, with no text asked for, come to the same state.
  auto again = scenario::startWotrGame(s);
  Dice replayDice(7);
  NullSink sink;
  for (const Action& a : played) again->apply(a, replayDice, sink);
  EXPECT_EQ(again->stateHash(), game->stateHash());
  EXPECT_TRUE(again->result().over);
}

}  // namespace
}  // namespace sandtable::test::wotr
