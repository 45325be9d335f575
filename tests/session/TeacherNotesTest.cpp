// A teacher's notes on a recorded battle (a match file's `notes:`): read and written with the
// file, refused with their place when wrong, shown where the recording reaches them (after
// that action's events, by the narration tracker), in the battle report, and never a part of
// the game: the hashes are the same with or without them.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "rules/core/Match.h"
#include "scenario/MatchFile.h"
#include "session/BattleReport.h"
#include "session/MatchSession.h"
#include "session/Narration.h"
#include "session/Replay.h"
#include "support/ConfigRefusal.h"
#include "support/TestPaths.h"

namespace sandtable {
namespace {

using namespace sandtable::rules;

const char* const kHastings = "config/scenarios/warlords_hastings_1066.yaml";

// Hastings played by the random AIs for `actions` actions and saved, without notes.
std::filesystem::path recording(const std::string& name, std::size_t actions) {
  session::SessionOptions o;
  o.seed = 7;
  o.players = {*session::PlayerSpec::parse("ai:random"), *session::PlayerSpec::parse("ai:random")};
  o.scenarioRef = scenario::scenarioReference(test::sourceRoot() / kHastings);
  session::MatchSession s(scenario::loadScenario(test::sourceRoot() / kHastings), o);
  NullSink quiet;
  for (std::size_t i = 0; i < actions && !s.over(); ++i) s.submit(s.aiAction(), quiet);
  const auto path = test::scratchDir("teacher_notes_" + name) / "battle.yaml";
  s.save(path);
  return path;
}

// The file with `notes` (YAML text of the list's items) added at its end.
std::filesystem::path withNotes(const std::filesystem::path& file, const std::string& notes) {
  const auto out = file.parent_path() / "noted.yaml";
  std::ofstream(out) << test::fileText(file) << "notes:\n" << notes;
  return out;
}

TEST(TeacherNotes, AreWrittenAndReadBackInTheOrderOfTheRecording) {
  scenario::LoadedMatch lm = scenario::loadMatchFile(recording("roundtrip", 60));
  scenario::addNote(lm.record, 40, "Why did they halt here?");
  scenario::addNote(lm.record, 0, "Look at the ground first.");
  scenario::addNote(lm.record, 40, "And what would you have done?");
  ASSERT_EQ(lm.record.notes.size(), 3u);
  EXPECT_EQ(lm.record.notes[0].action, 0u);
  EXPECT_EQ(lm.record.notes[1].text, "Why did they halt here?") << "a second note at a point goes after the first";
  EXPECT_EQ(lm.record.notes[2].text, "And what would you have done?");
  const auto again = test::scratchDir("teacher_notes_roundtrip") / "again.yaml";
  // Quotes, a colon and a line break survive the YAML.
  scenario::addNote(lm.record, 60, "He said: \"hold\".\nThey did not.");
  scenario::saveMatchFile(again, lm.record, lm.record.result);
  const scenario::LoadedMatch back = scenario::loadMatchFile(again);
  ASSERT_EQ(back.record.notes.size(), 4u);
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(back.record.notes[i].action, lm.record.notes[i].action);
    EXPECT_EQ(back.record.notes[i].text, lm.record.notes[i].text);
  }
  scenario::removeNote(lm.record, 1);
  ASSERT_EQ(lm.record.notes.size(), 3u);
  EXPECT_EQ(lm.record.notes[1].text, "And what would you have done?");
}

TEST(TeacherNotes, ANoteOutsideTheRecordingOrWithoutTextIsRefusedWithItsPlace) {
  const auto file = recording("refused", 30);
  // The notes begin on the line after "notes:", which is the file's last line so far.
  const std::string text = test::fileText(file);
  const int notesLine = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 2;
  const std::string at = "noted.yaml:" + std::to_string(notesLine);
  // The refusal of the match file with this one note (empty if it loads).
  auto refusal = [&](const std::string& note) {
    return test::configRefusal([&] { scenario::loadMatchFile(withNotes(file, note)); });
  };
  EXPECT_EQ(refusal("  - {at_action: 31, text: late}\n"),
            (std::filesystem::path(file).parent_path() / at).string() +
                ":17: 'at_action' is 31, but the match records 30 actions: a note must stand at a point of the recording");
  EXPECT_NE(refusal("  - {at_action: 3, text: \"  \"}\n").find(at + ":26: 'text' is empty"), std::string::npos);
  EXPECT_NE(refusal("  - {at_action: 3, txt: x}\n").find("unknown key 'txt' (expected one of: at_action, text)"),
            std::string::npos);
  EXPECT_NE(refusal("  - {at_action: -1, text: x}\n").find(at + ":17:"), std::string::npos);
  EXPECT_NE(refusal("  - {text: x}\n").find("missing required key 'at_action'"), std::string::npos);
  EXPECT_EQ(refusal("  - {at_action: 30, text: x}\n"), "") << "the last position is a point of the recording";
}

// The cues and notes a replay of the file hands out, each with the events seen before it.
struct Told {
  std::vector<session::FiredCue> cues;
  std::vector<std::size_t> eventsBefore;  // events replayed before each
  std::vector<std::size_t> actionsBefore;  // actions announced (before-callback) before each
};

Told replayTold(const scenario::LoadedMatch& lm, session::NarrationTracker& tracker) {
  Told t;
  EventList events;
  std::size_t announced = 0;
  const session::ReplayReport rep = session::replayNarrated(
      lm, tracker, events,
      [&](const session::FiredCue& c) {
        t.cues.push_back(c);
        t.eventsBefore.push_back(events.events.size());
        t.actionsBefore.push_back(announced);
      },
      [&](std::size_t applied, const Action&, const rules::Game&) { announced = applied + 1; });
  EXPECT_TRUE(rep.ok) << rep.problem();
  return t;
}

TEST(TeacherNotes, ShowAfterTheLastEventOfTheirActionAndBeforeTheNext) {
  const auto file = recording("when", 80);
  const scenario::LoadedMatch plain = scenario::loadMatchFile(file);
  // Where each action's events end, from a plain replay of the same file.
  std::vector<std::size_t> eventsAfter{0};
  {
    Match match(plain.scenario.newGame(), plain.record.seed, plain.record.forcedDice);
    EventList events;
    for (const auto& a : plain.record.actions) {
      match.submit(a.action, events);
      eventsAfter.push_back(events.events.size());
    }
  }
  const scenario::LoadedMatch lm = scenario::loadMatchFile(withNotes(
      file, "  - {at_action: 80, text: at the end}\n  - {at_action: 0, text: at the start}\n"
            "  - {at_action: 25, text: twenty-five}\n"));
  session::NarrationTracker tracker(session::narrationFor(lm));
  const Told told = replayTold(lm, tracker);
  std::vector<std::size_t> notes;
  for (std::size_t i = 0; i < told.cues.size(); ++i) {
    if (told.cues[i].what->trigger != scenario::CueTrigger::TeacherNote) continue;
    notes.push_back(i);
    const std::size_t at = told.cues[i].what->action;
    EXPECT_EQ(told.cues[i].action, at) << told.cues[i].what->text;
    EXPECT_EQ(told.eventsBefore[i], eventsAfter[at]) << told.cues[i].what->text << ": after all of its action's events";
    EXPECT_EQ(told.actionsBefore[i], at) << told.cues[i].what->text << ": before the next action is announced";
  }
  ASSERT_EQ(notes.size(), 3u);
  EXPECT_EQ(told.cues[notes[0]].what->text, "at the start");
  EXPECT_EQ(told.cues[notes[1]].what->text, "twenty-five");
  EXPECT_EQ(told.cues[notes[2]].what->text, "at the end");
  EXPECT_GT(notes[0], 0u) << "turn 1's narration comes before a note at the first position";
  NullSink quiet;
  const session::ReplayReport rep = session::replayMatch(lm, quiet);
  for (std::size_t i : notes) {
    EXPECT_EQ(told.cues[i].turn, rep.turnAfter.at(told.cues[i].action))
        << told.cues[i].what->text << ": told in the turn its position stands in";
  }
}

TEST(TeacherNotes, ATrackerRewoundBeforeANoteShowsItAgain) {
  scenario::NarrationCue note;
  note.trigger = scenario::CueTrigger::TeacherNote;
  note.action = 5;
  note.text = "here";
  session::NarrationTracker tracker({note});
  EXPECT_TRUE(tracker.start(1).empty());
  EXPECT_TRUE(tracker.reached(4).empty());
  ASSERT_EQ(tracker.reached(5).size(), 1u);
  EXPECT_TRUE(tracker.reached(5).empty()) << "once";
  tracker.rewindTo(5, 1);
  EXPECT_TRUE(tracker.reached(5).empty()) << "still reached at its own position";
  tracker.rewindTo(4, 1);
  EXPECT_EQ(tracker.reached(5).size(), 1u) << "stepped back before it, it shows again";
}

TEST(TeacherNotes, ChangeNoHashAndTheReportGivesThemWithTheirTurn) {
  const auto file = recording("report", 200);
  const scenario::LoadedMatch plain = scenario::loadMatchFile(file);
  const scenario::LoadedMatch noted =
      scenario::loadMatchFile(withNotes(file, "  - {at_action: 120, text: \"Ask the class: why here?\"}\n"));
  NullSink quiet;
  const session::ReplayReport a = session::replayMatch(plain, quiet), b = session::replayMatch(noted, quiet);
  ASSERT_TRUE(a.ok && b.ok);
  EXPECT_EQ(a.finalHash, b.finalHash);
  const std::string report = session::battleReport(noted);
  const std::string turn = std::to_string(b.turnAfter.at(120));
  EXPECT_NE(report.find("## The teacher's notes\n\n**Turn " + turn + ", after action 120.** Ask the class: why here?"),
            std::string::npos)
      << report;
  EXPECT_LT(report.find("## The chronicle"), report.find("## The teacher's notes"));
  const std::string chronicle = report.substr(report.find("## The chronicle"), report.find("## The teacher's notes") -
                                                                                   report.find("## The chronicle"));
  EXPECT_EQ(chronicle.find("why here"), std::string::npos) << "a note is not the scenario's narration";
  EXPECT_EQ(session::battleReport(plain).find("## The teacher's notes"), std::string::npos) << "no notes, no section";
}

TEST(TeacherNotes, ASessionSavesOnlyTheNotesItsMatchHasReached) {
  const auto file = recording("session", 50);
  scenario::LoadedMatch lm = scenario::loadMatchFile(withNotes(file, "  - {at_action: 10, text: ten}\n"
                                                                      "  - {at_action: 50, text: fifty}\n"));
  session::SessionOptions o;
  o.seed = lm.record.seed;
  o.scenarioRef = lm.record.scenarioRef;
  o.notes = lm.record.notes;
  session::MatchSession s(std::move(lm.scenario), o);
  NullSink quiet;
  for (std::size_t i = 0; i < 30; ++i) s.submit(lm.record.actions[i].action, quiet);
  const scenario::MatchRecord rec = s.record();
  ASSERT_EQ(rec.notes.size(), 1u) << "a note past the position would not load";
  EXPECT_EQ(rec.notes[0].text, "ten");
}

}  // namespace
}  // namespace sandtable
