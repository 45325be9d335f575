// Studying a recorded battle in the table (the teaching mode): stepping through a saved
// match forward and back, a turn at a time or playing, and taking over from any position.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "support/Players.h"
#include "support/TestPaths.h"
#include "view/PlayController.h"

namespace sandtable::view {
namespace {

using namespace sandtable::rules;
using session::PlayerSpec;

using test::kHuman;
using test::kNormalAi;
using test::kRandomAi;

// A Warlords meeting engagement played out by the AI and saved: the recording to study.
struct Recording {
  std::filesystem::path file;
  std::vector<std::uint64_t> hashes;  // after each action
  std::uint64_t initialHash = 0;
};

Recording record(const std::string& dirName, std::uint64_t seed = 3) {
  const auto dir = test::scratchDir(dirName);
  auto p = PlayController::newMatch(test::configPath("scenarios/warlords_meeting_engagement.yaml"), seed,
                                    {kRandomAi, kRandomAi}, {});
  p->skipAi();
  Recording r;
  r.file = dir / "battle.yaml";
  p->save(r.file);
  r.hashes = p->session().match().hashes();
  r.initialHash = p->session().match().initialHash();
  return r;
}

TEST(Study, StartsAtTheFirstPositionAndNobodyActs) {
  const Recording rec = record("study-start");
  auto p = PlayController::study(rec.file);
  ASSERT_TRUE(p->studying());
  EXPECT_EQ(p->studyFile(), rec.file);
  EXPECT_EQ(p->studyPosition(), 0u);
  EXPECT_EQ(p->studyLength(), rec.hashes.size());
  EXPECT_EQ(p->session().match().hash(), rec.initialHash);
  EXPECT_FALSE(p->humanToAct());
  EXPECT_FALSE(p->aiToAct()) << "the recording's AIs do not play while it is studied";
  EXPECT_FALSE(p->canUndo());
  p->tick(100.0f, false);
  EXPECT_EQ(p->studyPosition(), 0u) << "nothing moves until the teacher steps or plays";
}

TEST(Study, StepsForwardThroughTheRecordedPositions) {
  const Recording rec = record("study-step");
  auto p = PlayController::study(rec.file);
  for (std::size_t i = 0; i < 40; ++i) {
    ASSERT_TRUE(p->studyStep());
    ASSERT_EQ(p->session().match().hash(), rec.hashes[i]) << "after recorded action " << i;
  }
  const auto records = p->takeRecords();
  ASSERT_EQ(records.size(), 40u);
  EXPECT_FALSE(records.back().instant) << "a step is animated";
  EXPECT_FALSE(p->log().empty()) << "the dice log follows the steps";
  p->studySeek(p->studyLength());
  EXPECT_EQ(p->session().match().hash(), rec.hashes.back());
  EXPECT_TRUE(p->over());
  EXPECT_FALSE(p->studyStep()) << "nothing after the last action";
}

TEST(Study, SeekingBackRebuildsTheExactPositionAndItsLog) {
  const Recording rec = record("study-back");
  auto p = PlayController::study(rec.file);
  p->studySeek(60);
  const std::size_t logAt60 = p->log().size();
  p->studySeek(150);
  ASSERT_GT(p->log().size(), logAt60);
  const int jumps = p->jumps();
  p->studySeek(60);
  EXPECT_EQ(p->studyPosition(), 60u);
  EXPECT_EQ(p->session().match().hash(), rec.hashes[59]);
  EXPECT_EQ(p->history().size(), 60u);
  EXPECT_EQ(p->log().size(), logAt60) << "the log holds what happened up to here, no more";
  EXPECT_GT(p->jumps(), jumps) << "the table redraws the position";
  p->studySeek(0);
  EXPECT_EQ(p->session().match().hash(), rec.initialHash);
  EXPECT_TRUE(p->log().empty());
}

TEST(Study, TurnsStepToTheirFirstAction) {
  const Recording rec = record("study-turns");
  auto p = PlayController::study(rec.file);
  ASSERT_GE(p->studyLastTurn(), 4);
  EXPECT_EQ(p->studyTurnAt(0), 1);
  p->studyNextTurn();
  const std::size_t turn2 = p->studyPosition();
  EXPECT_EQ(p->game().phase().turn, 2);
  EXPECT_EQ(p->studyTurnAt(turn2 - 1), 1) << "the first position of turn 2, not a later one";
  p->studyNextTurn();
  const std::size_t turn3 = p->studyPosition();
  EXPECT_EQ(p->game().phase().turn, 3);
  EXPECT_EQ(p->studyTurnStart(3), turn3);
  ASSERT_TRUE(p->studyStep());
  ASSERT_TRUE(p->studyStep());
  p->studyPreviousTurn();
  EXPECT_EQ(p->studyPosition(), turn3) << "back to the start of this turn first";
  p->studyPreviousTurn();
  EXPECT_EQ(p->studyPosition(), turn2) << "then to the turn before";
  p->studySeek(p->studyLength());
  p->studyNextTurn();
  EXPECT_EQ(p->studyPosition(), p->studyLength()) << "no turn after the last";
}

TEST(Study, PlayingGoesOnAtThePaceAndStopsAtTheEnd) {
  const Recording rec = record("study-play");
  auto p = PlayController::study(rec.file);
  p->setSecondsPerAiAction(1.0f);
  p->setStudyPlaying(true);
  p->tick(0.6f, false);
  EXPECT_EQ(p->studyPosition(), 0u);
  p->tick(0.6f, false);
  EXPECT_EQ(p->studyPosition(), 1u);
  p->tick(5.0f, true);  // still animating the last step: it waits
  EXPECT_EQ(p->studyPosition(), 1u);
  p->setStudyPlaying(false);
  p->tick(5.0f, false);
  EXPECT_EQ(p->studyPosition(), 1u);
  p->studySeek(p->studyLength() - 1);
  p->setStudyPlaying(true);
  p->tick(1.0f, false);
  EXPECT_EQ(p->studyPosition(), p->studyLength());
  EXPECT_FALSE(p->studyPlaying()) << "it stops at the end of the recording";
}

TEST(Study, TakingOverPlaysOnFromThePositionAndLeavesTheRecordingAlone) {
  const Recording rec = record("study-take-over");
  const std::string original = test::fileText(rec.file);
  auto p = PlayController::study(rec.file);
  p->studySeek(p->studyTurnStart(4));
  const std::size_t branch = p->studyPosition();
  const auto dir = test::scratchDir("study-take-over-play");
  p->takeOver({kHuman, kNormalAi}, dir / "auto.yaml");
  EXPECT_FALSE(p->studying());
  EXPECT_EQ(p->session().match().actions().size(), branch);
  // Whoever is to act at turn 4's start now plays it: the person at once, or the AI on its tick.
  for (int i = 0; i < 30 && !p->humanToAct(); ++i) p->skipAi();
  ASSERT_TRUE(p->humanToAct());
  ASSERT_TRUE(p->submit(p->game().legalActions().front()));
  EXPECT_EQ(test::fileText(rec.file), original) << "the studied file is never written";
  // The new match autosaves to its own file, which holds the recording's first actions.
  auto resumed = PlayController::load(dir / "auto.yaml", {});
  ASSERT_GT(resumed->session().match().actions().size(), branch);
  EXPECT_EQ(resumed->session().match().hashes()[branch - 1], rec.hashes[branch - 1]);
  EXPECT_EQ(resumed->session().match().hash(), p->session().match().hash());
  EXPECT_TRUE(resumed->session().player(Side::One).human);
}

TEST(Study, TakingOverTheAutosaveItselfSavesBesideIt) {
  const Recording rec = record("study-autosave");
  const std::string original = test::fileText(rec.file);
  auto p = PlayController::study(rec.file);
  p->studySeek(10);
  p->takeOver({kRandomAi, kRandomAi}, rec.file);
  p->skipAi();
  EXPECT_EQ(test::fileText(rec.file), original);
  const auto beside = rec.file.parent_path() / "battle-taken-over.yaml";
  ASSERT_TRUE(std::filesystem::exists(beside));
  auto resumed = PlayController::load(beside, {});
  EXPECT_EQ(resumed->session().match().hash(), p->session().match().hash());
}

TEST(Study, TakingOverWithAisPlaysTheBattleToAnEnd) {
  const Recording rec = record("study-what-if");
  auto p = PlayController::study(rec.file);
  p->studySeek(p->studyTurnStart(3));
  p->takeOver({kNormalAi, kRandomAi}, {});
  ASSERT_TRUE(p->aiToAct());
  p->skipAi();
  EXPECT_TRUE(p->over());
}

TEST(Study, ATamperedRecordingIsRefusedWithItsPlace) {
  const Recording rec = record("study-tamper");
  std::string text = test::fileText(rec.file);
  const auto at = text.find("hash: ", text.find("actions:"));
  ASSERT_NE(at, std::string::npos);
  text[at + 8] = text[at + 8] == '1' ? '2' : '1';
  std::ofstream(rec.file) << text;
  try {
    PlayController::study(rec.file);
    FAIL() << "studied a tampered match";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("battle.yaml:"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace sandtable::view
