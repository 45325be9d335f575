// The table's "how does it tend to end from here?": games from a studied position played in a
// background thread, the same games `whatif --match --at-action` plays.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "rules/core/Rng.h"
#include "scenario/MatchFile.h"
#include "session/Branch.h"
#include "session/TurnEvents.h"
#include "support/Players.h"
#include "support/TestPaths.h"
#include "view/PlayController.h"
#include "view/WhatIfRunner.h"

namespace sandtable::view {
namespace {

using namespace sandtable::rules;
using session::PlayerSpec;

const PlayerSpec kRandom = test::kRandomAi;

std::filesystem::path recorded(const std::string& dirName) {
  const auto dir = test::scratchDir(dirName);
  auto p = PlayController::newMatch(test::configPath("scenarios/warlords_meeting_engagement.yaml"), 8,
                                    {kRandom, kRandom}, {});
  p->skipAi();
  p->save(dir / "battle.yaml");
  return dir / "battle.yaml";
}

WhatIfTally waitFor(const WhatIfRunner& r) {
  for (int i = 0; i < 6000 && r.running(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  return r.tally();
}

TEST(WhatIfRunner, PlaysTheGamesWhatifPlaysFromThePosition) {
  const auto file = recorded("whatif-runner");
  WhatIfRunner runner;
  EXPECT_FALSE(runner.asked());
  WhatIfRequest q{file, 120, {kRandom, kRandom}, 6, 3};
  runner.start(q);
  EXPECT_TRUE(runner.asked());
  const WhatIfTally t = waitFor(runner);
  ASSERT_TRUE(t.error.empty()) << t.error;
  EXPECT_FALSE(t.running);
  EXPECT_EQ(t.done(), 6);
  ASSERT_EQ(t.positions.size(), 1u);
  const session::BranchTally& tally = t.positions[0].games;
  EXPECT_EQ(t.positions[0].action, 120u);
  // The same games played here, one by one, as `whatif --match --at-action 120 --seed 3` does.
  const auto lm = scenario::loadMatchFile(file);
  const session::Position from = session::findPosition(lm, session::BranchPoint::atAction(120));
  EXPECT_EQ(t.positions[0].turn, from.turn);
  std::array<int, 3> won{};
  for (int g = 0; g < 6; ++g) {
    const Result r = session::playBranch(from, deriveSeed(3, static_cast<std::uint64_t>(g)), q.players).result;
    ++won[static_cast<std::size_t>(!r.over || r.winner == Side::None ? 2 : sideIndex(r.winner))];
  }
  EXPECT_EQ(tally.won, won);
  int endings = 0;
  for (const auto& byWinner : tally.endings) {
    for (const auto& [ending, n] : byWinner) endings += n;
  }
  EXPECT_EQ(endings, 6);
  EXPECT_GE(tally.turns, 6L * from.turn);
  EXPECT_NE(t.command().find("--match " + file.string() + " --at-action 120 --games 6 --seed 3"), std::string::npos)
      << t.command();
}

// "What if instead": every game takes the chosen action first, as `whatif --instead` does,
// and the command the panel shows says so.
TEST(WhatIfRunner, PlaysTheGamesWithTheActionChosenInstead) {
  const auto file = recorded("whatif-instead");
  const auto lm = scenario::loadMatchFile(file);
  // The first position from action 120 on where the recording had a choice to make.
  session::Position from;
  std::optional<Action> other;
  for (std::size_t n = 120; n < lm.record.actions.size() && !other; ++n) {
    from = session::findPosition(lm, session::BranchPoint::atAction(n));
    std::vector<Action> lawful;
    from.game->legalActions(lawful);
    for (const Action& a : lawful) {
      if (a != *from.recordedNext) other = a;
    }
  }
  ASSERT_TRUE(other.has_value()) << "no choice in the recording after action 120";
  const std::size_t at = from.action;
  WhatIfRequest q{file, at, {kRandom, kRandom}, 5, 4};
  q.instead = other;
  WhatIfRunner runner;
  runner.start(q);
  const WhatIfTally t = waitFor(runner);
  ASSERT_TRUE(t.error.empty()) << t.error;
  ASSERT_EQ(t.positions.size(), 1u);
  std::array<int, 3> won{};
  long turns = 0;
  for (int g = 0; g < 5; ++g) {
    const std::uint64_t seed = deriveSeed(4, static_cast<std::uint64_t>(g));
    const session::BranchOutcome out = session::playBranch(from, seed, q.players, other);
    ++won[static_cast<std::size_t>(session::BranchTally::slot(out.result))];
    turns += out.turns;
  }
  EXPECT_EQ(t.positions[0].games.won, won);
  EXPECT_EQ(t.positions[0].games.turns, turns);
  EXPECT_NE(t.command().find("--at-action " + std::to_string(at) + " --instead \"" + toString(*other) +
                            "\" --games 5 --seed 4"),
            std::string::npos)
      << t.command();
}

TEST(WhatIfRunner, StopsWhenCancelledAndKeepsWhatFinished) {
  const auto file = recorded("whatif-cancel");
  WhatIfRunner runner;
  runner.start({file, 10, {kRandom, kRandom}, 100000, 1});
  runner.cancel();
  const WhatIfTally t = runner.tally();
  EXPECT_FALSE(t.running);
  EXPECT_LT(t.done(), 100000);
  ASSERT_EQ(t.positions.size(), 1u);
  const session::BranchTally& tally = t.positions[0].games;
  EXPECT_EQ(tally.won[0] + tally.won[1] + tally.won[2], t.done());
}

TEST(WhatIfRunner, EachTurnPlaysTheSameGamesFromEveryTurnsStart) {
  const auto file = recorded("whatif-each-turn");
  WhatIfRunner runner;
  WhatIfRequest q{file, 0, {kRandom, kRandom}, 2, 5, true};
  runner.start(q);
  const WhatIfTally t = waitFor(runner);
  ASSERT_TRUE(t.error.empty()) << t.error;
  const auto lm = scenario::loadMatchFile(file);
  const std::vector<session::Position> starts = session::turnStarts(lm);
  ASSERT_EQ(t.positions.size(), starts.size());
  EXPECT_EQ(t.total(), 2 * static_cast<int>(starts.size()));
  EXPECT_EQ(t.done(), t.total());
  // Spot-check the first, a middle and the last turn against games played here.
  for (const std::size_t i : {std::size_t{0}, starts.size() / 2, starts.size() - 1}) {
    EXPECT_EQ(t.positions[i].turn, starts[i].turn);
    EXPECT_EQ(t.positions[i].action, starts[i].action);
    session::BranchTally here;
    for (int g = 0; g < 2; ++g) here.add(session::playBranch(starts[i], deriveSeed(5, static_cast<std::uint64_t>(g)), q.players));
    EXPECT_EQ(t.positions[i].games.won, here.won) << "turn " << starts[i].turn;
    EXPECT_EQ(t.positions[i].games.turns, here.turns) << "turn " << starts[i].turn;
  }
  EXPECT_NE(t.command().find("--match " + file.string() + " --each-turn --games 2 --seed 5"), std::string::npos)
      << t.command();
  // Each turn carries what turned the battle in it, as recorded.
  const auto happened = session::turningEvents(lm);
  std::size_t listed = 0;
  for (const PositionTally& p : t.positions) {
    const auto it = happened.find(p.turn);
    EXPECT_EQ(p.happened, it == happened.end() ? std::vector<std::string>{} : it->second) << "turn " << p.turn;
    listed += p.happened.size();
  }
  EXPECT_GT(listed, 0u) << "the recorded battle breaks units";
}

TEST(WhatIfRunner, SeveralWorkersTallyTheSameGamesAsOne) {
  const auto file = recorded("whatif-workers");
  WhatIfRunner one, three;
  WhatIfRequest q{file, 0, {kRandom, kRandom}, 3, 2, true};
  q.workers = 1;
  one.start(q);
  q.workers = 3;
  three.start(q);
  const WhatIfTally a = waitFor(one), b = waitFor(three);
  ASSERT_TRUE(a.error.empty() && b.error.empty()) << a.error << b.error;
  ASSERT_EQ(a.positions.size(), b.positions.size());
  EXPECT_EQ(b.done(), b.total());
  for (std::size_t i = 0; i < a.positions.size(); ++i) {
    EXPECT_EQ(a.positions[i].games.won, b.positions[i].games.won) << "turn " << a.positions[i].turn;
    EXPECT_EQ(a.positions[i].games.endings, b.positions[i].games.endings) << "turn " << a.positions[i].turn;
    EXPECT_EQ(a.positions[i].games.turns, b.positions[i].games.turns) << "turn " << a.positions[i].turn;
  }
}

TEST(WhatIfRunner, ABadPositionIsReportedNotThrown) {
  const auto file = recorded("whatif-bad");
  WhatIfRunner runner;
  runner.start({file, 1000000, {kRandom, kRandom}, 4, 1});
  const WhatIfTally t = waitFor(runner);
  EXPECT_EQ(t.done(), 0);
  EXPECT_NE(t.error.find("battle.yaml"), std::string::npos) << t.error;
  EXPECT_NE(t.error.find("beyond the recording"), std::string::npos) << t.error;
}

}  // namespace
}  // namespace sandtable::view
