// Studying a recorded battle in the table (the teaching mode): stepping through a saved
// match forward and back, a turn at a time or playing, and taking over from any position.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "scenario/MatchFile.h"
#include "session/Replay.h"
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

// The teacher's notes: written into the studied file at once (nothing else in it changes),
// shown in the chronicle where the study reaches them, and the recording waits there.
bool showsNote(const PlayController& p, const std::string& text) {
  const session::FiredCue* cue = p.latestCue();
  return cue && cue->what->trigger == scenario::CueTrigger::TeacherNote && cue->what->text == text;
}

TEST(Study, ANoteAddedIsSavedInTheFileAndShownAtOnce) {
  const Recording rec = record("study-note-add");
  auto p = PlayController::study(rec.file);
  p->studySeek(30);
  const int fired = p->cuesFired();
  p->addStudyNote("Why did the knights charge here?");
  EXPECT_TRUE(showsNote(*p, "Why did the knights charge here?"));
  EXPECT_EQ(p->cuesFired(), fired + 1) << "the chronicle opens for it";
  EXPECT_EQ(p->log().back().text, "Why did the knights charge here?");
  EXPECT_TRUE(p->log().back().narration && p->log().back().teacherNote) << "the dice log says it is a note";
  EXPECT_EQ(p->studyPosition(), 30u);
  EXPECT_EQ(p->session().match().hash(), rec.hashes[29]) << "the position is the same";
  const scenario::LoadedMatch saved = scenario::loadMatchFile(rec.file);
  ASSERT_EQ(saved.record.notes.size(), 1u);
  EXPECT_EQ(saved.record.notes[0].action, 30u);
  ASSERT_EQ(saved.record.actions.size(), rec.hashes.size());
  for (std::size_t i = 0; i < rec.hashes.size(); ++i) ASSERT_EQ(saved.record.actions[i].hash, rec.hashes[i]);
  ASSERT_TRUE(saved.record.result.has_value()) << "the file keeps its result";
  NullSink quiet;
  EXPECT_TRUE(session::replayMatch(saved, quiet).ok);
  // Back before it, it is gone from the chronicle; forward again, it shows again.
  p->studySeek(10);
  EXPECT_FALSE(showsNote(*p, "Why did the knights charge here?"));
  p->studySeek(40);
  const auto& cues = p->cues();
  EXPECT_TRUE(std::any_of(cues.begin(), cues.end(), [](const session::FiredCue& c) {
    return c.what->trigger == scenario::CueTrigger::TeacherNote && c.action == 30;
  }));
  // Studied again, the file brings its note.
  auto again = PlayController::study(rec.file);
  ASSERT_EQ(again->studyNotes().size(), 1u);
  again->studySeek(30);
  EXPECT_TRUE(showsNote(*again, "Why did the knights charge here?"));
}

TEST(Study, PlayingWaitsAtANote) {
  const Recording rec = record("study-note-wait");
  auto p = PlayController::study(rec.file);
  p->studySeek(5);
  p->addStudyNote("Stop here.");
  p->studySeek(0);
  p->setSecondsPerAiAction(0.1f);
  p->setStudyPlaying(true);
  for (int i = 0; i < 100 && p->studyPlaying(); ++i) p->tick(0.2f, false);
  EXPECT_EQ(p->studyPosition(), 5u) << "the recording waits while the teacher asks";
  EXPECT_TRUE(showsNote(*p, "Stop here."));
}

TEST(Study, ANoteRemovedLeavesTheFileAndTheChronicle) {
  const Recording rec = record("study-note-remove");
  const std::string original = test::fileText(rec.file);
  auto p = PlayController::study(rec.file);
  p->studySeek(12);
  p->addStudyNote("first");
  p->addStudyNote("second");
  ASSERT_EQ(p->studyNotes().size(), 2u);
  EXPECT_TRUE(showsNote(*p, "second")) << "the newest note at a position shows last";
  const int fired = p->cuesFired();
  p->removeStudyNote(1);
  EXPECT_EQ(p->cuesFired(), fired) << "removing opens nothing";
  EXPECT_TRUE(showsNote(*p, "first"));
  p->removeStudyNote(0);
  EXPECT_TRUE(p->studyNotes().empty());
  EXPECT_FALSE(showsNote(*p, "first"));
  EXPECT_EQ(p->session().match().hash(), rec.hashes[11]);
  // With its notes gone the file is byte for byte the one saved.
  EXPECT_EQ(test::fileText(rec.file), original);
}

TEST(Study, ANoteRewordedKeepsItsPlaceAndShowsItsNewWords) {
  const Recording rec = record("study-note-reword");
  auto p = PlayController::study(rec.file);
  p->studySeek(15);
  p->addStudyNote("Why did they wiat?");
  const int fired = p->cuesFired();
  p->rewordStudyNote(0, "Why did they wait?");
  EXPECT_TRUE(showsNote(*p, "Why did they wait?")) << "the chronicle shows the new words";
  EXPECT_EQ(p->cuesFired(), fired) << "the same note: the chronicle is not opened again";
  const scenario::LoadedMatch saved = scenario::loadMatchFile(rec.file);
  ASSERT_EQ(saved.record.notes.size(), 1u);
  EXPECT_EQ(saved.record.notes[0].action, 15u);
  EXPECT_EQ(saved.record.notes[0].text, "Why did they wait?");
}

TEST(Study, ANoteThatCannotBeSavedChangesNothing) {
  const Recording rec = record("study-note-unwritable");
  auto p = PlayController::study(rec.file);
  p->studySeek(8);
  // The folder of the recording is gone (a course's share taken away mid-lesson): there is
  // no file to keep the note in, and none is made where it was.
  std::filesystem::remove_all(rec.file.parent_path());
  EXPECT_ANY_THROW(p->addStudyNote("lost"));
  EXPECT_TRUE(p->studyNotes().empty());
  EXPECT_FALSE(showsNote(*p, "lost"));
  EXPECT_EQ(p->studyPosition(), 8u);
  EXPECT_FALSE(std::filesystem::exists(rec.file));
}

// Studied at action 20, with a note "before" (after action 5) and one "after" (after action 50).
std::unique_ptr<PlayController> studyBetweenTwoNotes(const Recording& rec) {
  auto p = PlayController::study(rec.file);
  p->studySeek(5);
  p->addStudyNote("before");
  p->studySeek(50);
  p->addStudyNote("after");
  p->studySeek(20);
  return p;
}

TEST(Study, SavingKeepsTheBattleUpToThePositionButNeverCutsTheFileStudied) {
  const Recording rec = record("study-save");
  auto p = studyBetweenTwoNotes(rec);
  const std::string studied = test::fileText(rec.file);
  // The file dialog still names the recording: saving there would cut it at action 20.
  EXPECT_ANY_THROW(p->save(rec.file));
  EXPECT_ANY_THROW(p->save(rec.file.parent_path() / "." / rec.file.filename())) << "the same file by another path";
  EXPECT_EQ(test::fileText(rec.file), studied);
  // Under another name, the battle up to here: a recording of its own, with the notes it reaches.
  const auto cut = rec.file.parent_path() / "up-to-turn.yaml";
  p->save(cut);
  const scenario::LoadedMatch saved = scenario::loadMatchFile(cut);
  ASSERT_EQ(saved.record.actions.size(), 20u);
  EXPECT_EQ(saved.record.actions.back().hash, rec.hashes[19]);
  ASSERT_EQ(saved.record.notes.size(), 1u);
  EXPECT_EQ(saved.record.notes[0].text, "before");
  EXPECT_EQ(p->studyPosition(), 20u) << "the study goes on where it was";
}

TEST(Study, AFileChangedByAnotherHandIsNotWrittenOver) {
  const Recording rec = record("study-note-changed");
  auto p = PlayController::study(rec.file);
  p->studySeek(20);
  p->addStudyNote("mine");
  p->addStudyNote("mine too");  // the study's own writes do not count as another hand's
  ASSERT_EQ(p->studyNotes().size(), 2u);
  // Meanwhile a colleague adds a note to the same file, as `sandtable-cli note` does.
  scenario::LoadedMatch other = scenario::loadMatchFile(rec.file);
  scenario::addNote(other.record, 40, "theirs");
  scenario::saveMatchFile(rec.file, other.record, other.record.result);
  const std::string theirs = test::fileText(rec.file);
  EXPECT_ANY_THROW(p->addStudyNote("lost"));
  EXPECT_ANY_THROW(p->rewordStudyNote(0, "reworded"));
  EXPECT_ANY_THROW(p->removeStudyNote(1));
  EXPECT_EQ(test::fileText(rec.file), theirs) << "their note is not written over";
  ASSERT_EQ(p->studyNotes().size(), 2u) << "the study goes on as it was";
  EXPECT_EQ(p->studyNotes()[0].text, "mine");
  EXPECT_TRUE(showsNote(*p, "mine too"));
  // Opened again, the study has all three notes and may change them.
  auto again = PlayController::study(rec.file);
  ASSERT_EQ(again->studyNotes().size(), 3u);
  again->removeStudyNote(2);
  const scenario::LoadedMatch saved = scenario::loadMatchFile(rec.file);
  ASSERT_EQ(saved.record.notes.size(), 2u);
  EXPECT_EQ(saved.record.notes[1].text, "mine too");
}

TEST(Study, TakingOverKeepsTheNotesUpToThePosition) {
  const Recording rec = record("study-note-take-over");
  auto p = studyBetweenTwoNotes(rec);
  const auto dir = test::scratchDir("study-note-take-over-play");
  p->takeOver({kRandomAi, kRandomAi}, dir / "auto.yaml");
  p->skipAi();
  const scenario::LoadedMatch saved = scenario::loadMatchFile(dir / "auto.yaml");
  ASSERT_EQ(saved.record.notes.size(), 1u) << "the recording after the position was set aside, and its note";
  EXPECT_EQ(saved.record.notes[0].text, "before");
}

}  // namespace
}  // namespace sandtable::view
