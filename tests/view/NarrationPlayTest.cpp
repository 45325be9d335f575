// Narration cues at the table (PlayController): a cue reached in play or while studying a
// recording goes into the dice log as a line of its own and is the chronicle's; playing a
// study pauses at each cue; a step back past a cue takes it away again.
#include <gtest/gtest.h>

#include <set>

#include "support/Players.h"
#include "support/TestPaths.h"
#include "view/PlayController.h"

namespace sandtable::view {
namespace {

using namespace sandtable::rules;
using test::kRandomAi;

const char* const kHastings = "scenarios/warlords_hastings_1066.yaml";

// Hastings played to its end by the random AIs and saved: the recording to study.
std::filesystem::path recordHastings(const std::string& dirName) {
  auto p = PlayController::newMatch(test::configPath(kHastings), 3, {kRandomAi, kRandomAi}, {});
  p->skipAi();
  const auto file = test::scratchDir(dirName) / "hastings.yaml";
  p->save(file);
  return file;
}

std::vector<std::string> narrationLines(const PlayController& p) {
  std::vector<std::string> out;
  for (const LogEntry& e : p.log()) {
    if (e.narration) out.push_back(e.text);
  }
  return out;
}

std::vector<std::string> cueTexts(const PlayController& p) {
  std::vector<std::string> out;
  for (const session::FiredCue& c : p.cues()) out.push_back(c.what->text);
  return out;
}

TEST(NarrationAtTheTable, PlayBringsTheCuesIntoTheLogAndTheChronicle) {
  auto p = PlayController::newMatch(test::configPath(kHastings), 3, {kRandomAi, kRandomAi}, {});
  ASSERT_NE(p->latestCue(), nullptr) << "turn 1's cue, before the first action";
  EXPECT_EQ(p->latestCue()->turn, 1);
  EXPECT_EQ(p->latestCue()->action, 0u);
  EXPECT_EQ(p->cuesFired(), 1);
  p->skipAi();
  ASSERT_TRUE(p->over());
  EXPECT_GE(p->cues().size(), 2u);
  EXPECT_EQ(p->cuesFired(), static_cast<int>(p->cues().size()));
  EXPECT_EQ(narrationLines(*p), cueTexts(*p)) << "every cue a line of its own in the log, in order";
  EXPECT_EQ(p->latestCue()->what->trigger, scenario::CueTrigger::BattleOver)
      << "the day's end is the last word";
}

TEST(NarrationAtTheTable, PlayingAStudyPausesAtEachCueAndSteppingBackTakesItAway) {
  const auto file = recordHastings("narration-study");
  auto p = PlayController::study(file);
  ASSERT_EQ(p->cues().size(), 1u);
  const std::string dawn = p->latestCue()->what->text;
  p->setSecondsPerAiAction(0.01f);
  // Play on: each pause is at a cue just fired, until the end of the recording.
  std::vector<std::size_t> pauses;
  for (int guard = 0; guard < 100 && p->studyPosition() < p->studyLength(); ++guard) {
    const int before = p->cuesFired();
    p->setStudyPlaying(true);
    while (p->studyPlaying()) p->tick(1.0f, false);
    pauses.push_back(p->studyPosition());
    if (p->studyPosition() < p->studyLength()) {
      EXPECT_GT(p->cuesFired(), before) << "paused at " << p->studyPosition() << " without a cue";
      EXPECT_EQ(p->latestCue()->action, p->studyPosition())
          << "the cue of the position it paused at";
    }
  }
  ASSERT_EQ(p->studyPosition(), p->studyLength());
  const std::size_t fired = p->cues().size();
  ASSERT_GE(fired, 3u) << "turn 1, a later turn and the battle's end at least";
  // A pause at every action that brought a cue (two cues of one action: one pause), and the
  // end, which the day's end cue shares.
  std::set<std::size_t> cueActions;
  for (const session::FiredCue& c : p->cues()) {
    if (c.action > 0) cueActions.insert(c.action);
  }
  EXPECT_EQ(std::set<std::size_t>(pauses.begin(), pauses.end()), cueActions);
  // Back before the second cue: only turn 1's is left, and the chronicle shows it.
  const std::size_t second = p->cues()[1].action;
  p->studySeek(second - 1);
  ASSERT_EQ(p->cues().size(), 1u);
  EXPECT_EQ(p->latestCue()->what->text, dawn);
  EXPECT_EQ(narrationLines(*p), std::vector<std::string>{dawn});
  // Forward again, all at once: the same cues fire again, the last of them shown.
  const int counted = p->cuesFired();
  p->studySeek(p->studyLength());
  EXPECT_EQ(p->cues().size(), fired);
  EXPECT_GT(p->cuesFired(), counted) << "the chronicle opens for the cues fired again";
  p->studySeek(0);
  EXPECT_EQ(narrationLines(*p), std::vector<std::string>{dawn})
      << "the first position keeps its cue";
}

}  // namespace
}  // namespace sandtable::view
