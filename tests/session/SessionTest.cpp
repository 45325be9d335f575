// A match in play: undo of actions that rolled no dice, autosave after every action, and
// saves that never leave half a file.
#include <gtest/gtest.h>

#include "scenario/MatchFile.h"
#include "session/MatchSession.h"
#include "session/Replay.h"
#include "support/MicroBattleBed.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules;

namespace {
session::MatchSession humanGame(const std::filesystem::path& autosave = {}) {
  session::SessionOptions o;
  o.seed = 9;
  o.forcedDice = {6, 1, 6, 1};  // side one first, six activations
  o.scenarioRef = "config/scenarios/microbattle_meeting_engagement.yaml";
  o.autosave = autosave;
  return session::MatchSession(scenario::loadScenario(test::sourceRoot() / o.scenarioRef), o);
}

using test::moveTo;  // the meeting engagement is a MicroBattle grid: moves go to squares
}  // namespace

TEST(Session, HumansActAndTheAiDoesNot) {
  auto s = humanGame();
  EXPECT_FALSE(s.aiToAct());
}

TEST(Session, UndoTakesBackAMoveThatRolledNoDice) {
  auto s = humanGame();
  NullSink quiet;
  s.submit({ActionKind::RollInitiative}, quiet);
  EXPECT_FALSE(s.canUndo()) << "the initiative roll used dice";
  s.submit({ActionKind::RollActivation}, quiet);
  const std::uint64_t before = s.match().hash();
  s.submit(moveTo(0, 2, 1), quiet);  // heavy infantry: a fixed move, no die
  EXPECT_NE(s.match().hash(), before);
  ASSERT_TRUE(s.canUndo());
  EXPECT_TRUE(s.undo());
  EXPECT_EQ(s.match().hash(), before);
  EXPECT_EQ(s.match().actions().size(), 2u);
}

TEST(Session, NoUndoOfADieRoll) {
  auto s = humanGame();
  NullSink quiet;
  s.submit({ActionKind::RollInitiative}, quiet);
  s.submit({ActionKind::RollActivation}, quiet);
  s.submit(moveTo(3, 1, 1), quiet);  // auxilia: a 1-2 move rolls a die
  EXPECT_FALSE(s.canUndo());
  EXPECT_FALSE(s.undo());
}

TEST(Session, IllegalActionsAreRefusedAndChangeNothing) {
  auto s = humanGame();
  NullSink quiet;
  const std::uint64_t before = s.match().hash();
  EXPECT_THROW(s.submit(moveTo(0, 2, 1), quiet), IllegalAction);
  EXPECT_EQ(s.match().hash(), before);
  EXPECT_TRUE(s.match().actions().empty());
}

TEST(Session, AutosaveAfterEveryAction) {
  const auto dir = test::scratchDir("autosave");
  auto s = humanGame(dir / "auto.yaml");
  NullSink quiet;
  s.submit({ActionKind::RollInitiative}, quiet);
  s.submit({ActionKind::RollActivation}, quiet);
  const scenario::LoadedMatch lm = scenario::loadMatchFile(dir / "auto.yaml");
  EXPECT_EQ(lm.record.actions.size(), 2u);
  NullSink q2;
  const session::ReplayReport rep = session::replayMatch(lm, q2);
  EXPECT_TRUE(rep.ok) << rep.problem();
  EXPECT_EQ(rep.finalHash, s.match().hash());
  // No temporary files are left behind.
  int files = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir)) files += e.is_regular_file() ? 1 : 0;
  EXPECT_EQ(files, 1);
}

TEST(Session, AFailedSaveLeavesTheOldFileWhole) {
  const auto dir = test::scratchDir("atomic");
  auto s = humanGame();
  NullSink quiet;
  s.submit({ActionKind::RollInitiative}, quiet);
  s.save(dir / "keep.yaml");
  const auto size = std::filesystem::file_size(dir / "keep.yaml");
  EXPECT_THROW(s.save(dir / "no-such-dir" / "x.yaml"), std::runtime_error);
  EXPECT_EQ(std::filesystem::file_size(dir / "keep.yaml"), size);
}

TEST(Session, RewindingRebuildsAnEarlierPositionExactly) {
  session::SessionOptions o;
  o.seed = 4;
  o.players = {session::PlayerSpec{false, "random"}, session::PlayerSpec{false, "random"}};
  o.scenarioRef = "config/scenarios/microbattle_meeting_engagement.yaml";
  session::MatchSession s(scenario::loadScenario(test::sourceRoot() / o.scenarioRef), o);
  NullSink quiet;
  s.playAi(quiet);
  const std::vector<std::uint64_t> hashes = s.match().hashes();
  ASSERT_GT(hashes.size(), 30u);
  s.rewindTo(30);
  EXPECT_EQ(s.match().actions().size(), 30u);
  EXPECT_EQ(s.match().hash(), hashes[29]) << "dice and all, as the 30th action left them";
  s.rewindTo(0);
  EXPECT_EQ(s.match().hash(), s.match().initialHash());
  EXPECT_THROW(s.rewindTo(1), std::out_of_range) << "there is nothing after the position to rewind to";
  // The AIs restart: played on from the start, the same game again.
  s.playAi(quiet);
  EXPECT_EQ(s.match().hashes(), hashes);
}
