// Drives a match for the table, only through session::MatchSession and the ruleset
// interface: a person's actions (checked by the rules, refused with the rule's reason),
// multi-step plans (a move through several squares) submitted one step at a time, the AI
// playing visibly at a pace the player sets (faster, paused, or skipped to its end),
// hot-seat handovers, undo, save and load. Every action becomes a record (the units
// before and after, and the events) for the table to animate and the dice log to show.
// Time comes in through tick(), so tests drive it without a clock.
#pragma once

#include <array>
#include <deque>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "session/Gambles.h"
#include "session/MatchSession.h"
#include "session/Narration.h"

namespace sandtable::view {

struct ActionRecord {
  std::size_t index = 0;  // position in the match's list of actions
  rules::Action action;
  rules::Side side = rules::Side::None;
  bool byAi = false;
  bool instant = false;  // played while skipping: the table jumps rather than animates
  // A step of a plan (a drag through several squares): the index of the plan's first action.
  // Undo takes back the whole plan, as the one gesture that made it.
  std::optional<std::size_t> planStart;
  std::vector<rules::UnitView> before;
  std::vector<rules::UnitView> after;
  std::vector<rules::Event> events;
};

struct LogEntry {
  std::size_t actionIndex = 0;
  int turn = 0;
  rules::Side side = rules::Side::None;
  rules::EventKind kind = rules::EventKind::DiceRolled;
  std::string text;
  std::optional<rules::RollRecord> roll;
  bool byAi = false;
  bool narration = false;  // a narration cue the action brought, not an event: `text` is the cue's
  bool teacherNote = false;  // ... and the cue is a teacher's note on the recording
  bool odds = false;  // the odds the rules gave the action before its dice (session::forecastOrder)
  // The alternatives the AI weighed before the action (hard's search, the chosen first), shown
  // when the player asks why the AI chose as it did; empty on every other line.
  std::vector<ai::Alternative> weighed;
  // The one side that may read it (an order its event keeps from the other: rules::Event::onlyFor);
  // None when both may.
  rules::Side onlyFor = rules::Side::None;
};

class PlayController {
 public:
  explicit PlayController(std::unique_ptr<session::MatchSession> session);

  // A new match of a scenario file.
  static std::unique_ptr<PlayController> newMatch(
      const std::filesystem::path& scenario, std::uint64_t seed,
      const std::array<session::PlayerSpec, 2>& players, const std::filesystem::path& autosave,
      bool randomTerrain = false, const std::array<std::filesystem::path, 2>& armies = {});
  // A saved match: checked like `sandtable-cli replay` (a bad file throws data::ConfigErrors,
  // a replay that differs std::runtime_error, both with file:line:col), then re-applied so the
  // table and the dice log hold its history. `players` replaces the file's players when given.
  static std::unique_ptr<PlayController> load(
      const std::filesystem::path& matchFile, const std::filesystem::path& autosave,
      const std::optional<std::array<session::PlayerSpec, 2>>& players = {});

  // Studying a recorded battle (the teaching mode): the match file is checked as load()
  // checks it, and the table starts at the battle's first position. From there it steps
  // through the recorded actions, forward (animated, with the dice log) and back (the match
  // rebuilt exactly), a turn at a time, or playing at the AI's pace. Nobody acts while
  // studying; takeOver() hands the position as it stands to players, who play on from it:
  // "what if" asked of the real battle. The studied file is written only to keep the
  // teacher's notes (addStudyNote, removeStudyNote): its actions and hashes never change.
  static std::unique_ptr<PlayController> study(const std::filesystem::path& matchFile);
  bool studying() const { return mStudy.has_value(); }
  // Whether the studied battle is not over at its last action and its rules keep something
  // from a person who played it (the other side's orders): the table's Files panel does not
  // open such a study, which would show everything to the players of a battle still going on.
  bool studyHidesFromItsPlayers() const { return mStudy && mStudy->hidesFromItsPlayers; }
  const std::filesystem::path& studyFile() const;
  std::size_t studyPosition() const;  // recorded actions applied so far
  std::size_t studyLength() const;    // recorded actions in all
  // The recorded action taken from this position, if the recording goes on (what if instead?).
  std::optional<rules::Action> studyNextAction() const;
  // The turn at a position (after that many actions), and the first position of a turn.
  int studyTurnAt(std::size_t position) const;
  std::size_t studyTurnStart(int turn) const;
  int studyLastTurn() const;
  // One recorded action forward, animated; false at the end of the recording.
  bool studyStep();
  // Any position, forward or back: the table jumps there.
  void studySeek(std::size_t position);
  // The start of the turn before (or of this one, when past its first action), and the next.
  void studyPreviousTurn();
  void studyNextTurn();
  // Plays the recording on at the AI's pace (tick) until paused or at its end.
  void setStudyPlaying(bool playing);
  bool studyPlaying() const { return mStudy && mStudy->playing; }
  // The teacher's notes on the studied recording, in its order (each at a position), and
  // adding one at this position (after those already here), rewording or removing one: the studied file
  // is written at once, atomically, and the chronicle shows a note added. Throws when the file
  // cannot be written; the study and the file are then as they were.
  const std::vector<scenario::TeacherNote>& studyNotes() const;
  // Every attack, charge and answer to a charge of the studied recording, with its odds before
  // the dice and the position it is made from (session::gambleAt), worked out the first time
  // they are asked for in a study.
  const std::vector<session::Gamble>& studyGambles();
  void addStudyNote(std::string text);
  void rewordStudyNote(std::size_t index, std::string text);
  void removeStudyNote(std::size_t index);
  // Ends the study here: the recorded actions after this position are set aside, and the
  // match goes on with these players, autosaving (when a path is given) to its own file;
  // when that path is the studied file, to NAME-taken-over.yaml beside it instead.
  void takeOver(const std::array<session::PlayerSpec, 2>& players, const std::filesystem::path& autosave);

  const session::MatchSession& session() const { return *mSession; }
  // The match as the viewer knows it (rules::Game::asSeenBy): what the table draws and every
  // card, overlay and menu reads. The match itself when nothing of it is hidden from the viewer,
  // or nobody in particular watches (viewer() is None). The reference holds until the position
  // or the viewer changes.
  const rules::Game& game() const;
  // The match itself, everything in it: what the rules are asked to do.
  const rules::Game& match() const { return mSession->game(); }
  // A record as the viewer may see it: the units it knows of (those of game()) before and
  // after, and the events its log may show.
  ActionRecord shown(const ActionRecord& record) const;
  const scenario::ScenarioInfo& info() const { return mSession->scenario().info; }
  rules::Side sideToAct() const { return match().phase().sideToAct; }
  bool over() const { return mSession->over(); }
  bool aiToAct() const { return !studying() && mSession->aiToAct(); }
  // A person may act now: the side to act is human, the game goes on, no handover waits.
  bool humanToAct() const;

  // A person's action. Refused (with the rule's reason) when illegal or not their turn.
  rules::Verdict submit(const rules::Action& action);
  // Several actions in a row (a move through squares), one per tick while the table is
  // idle; stops early if the rules stop it (a failed roll ends the move).
  void follow(std::vector<rules::Action> plan);
  bool following() const { return !mPlan.empty() || passing(); }
  void cancelPlan() { mPlan.clear(); }
  // The reason the last plan stopped early, if it did (cleared when read).
  std::string takePlanNote();
  // "Pass the rest": the side to act gives no more orders this turn. One step a tick while the
  // table is idle, each the rules' own (ActionMenu's passStep: the activation under way ended,
  // the next unit activated and its activation ended at once, or the turn ended where the
  // ruleset has that), submitted and checked as a person's, until the side's part of the turn
  // is over (the other side's own turn begins, the turn changes, or the side has nothing to
  // pass: a melee to fight). The other side's answers on the way (a charge from a Berserk unit)
  // are waited for. Undo, or cancelPass, stops it.
  void passRest();
  bool passing() const { return mPass.has_value(); }
  void cancelPass() { mPass.reset(); }

  // Advances the clock; `busy` while the table still animates the previous action.
  void tick(float seconds, bool busy);
  void setSecondsPerAiAction(float s) { mAiSeconds = s; }
  void setAiSpeed(float multiplier) { mAiSpeed = multiplier; }
  float aiSpeed() const { return mAiSpeed; }
  void setAiPaused(bool paused) { mAiPaused = paused; }
  bool aiPaused() const { return mAiPaused; }
  // The AI plays at once until a person must act or the game ends.
  void skipAi();

  bool canUndo() const;
  bool undo();
  // The match as it stands; while studying, the battle up to the position (a shorter
  // recording). Never into the file being studied, which it would cut short there: that
  // throws, and nothing is written.
  void save(const std::filesystem::path& file) const;

  // Hot-seat: both sides played by people at one screen.
  bool hotSeat() const;
  // Whose eyes are at the table, for what the rules hide from a side (rules::Event::onlyFor):
  // the person whose side is to act at a hot-seat table, the one person playing an AI, and
  // nobody in particular (Side::None: everything shown) when the battle is over, in a study,
  // or when two AIs play.
  rules::Side viewer() const;
  // Whether the rules keep something from the viewer now (the other side's orders): a study of
  // the battle, or its report, would show it all, so neither is made while it goes on.
  bool hidesFromViewer() const;
  // Whether the log line may be shown to the viewer.
  bool shows(const LogEntry& e) const;
  bool handoverPending() const { return mHandover != rules::Side::None; }
  rules::Side handoverTo() const { return mHandover; }
  void acceptHandover();
  // What the other side did since the side now to act last acted (for its replay).
  std::vector<const ActionRecord*> opponentReplay() const;

  // Records not yet taken by the table, oldest first.
  std::vector<ActionRecord> takeRecords();
  const std::vector<ActionRecord>& history() const { return mHistory; }
  const std::deque<LogEntry>& log() const { return mLog; }
  // Bumped whenever the position jumps (undo, load): the table redraws from game().units().
  int jumps() const { return mJumps; }

  // The scenario's narration cues fired so far, oldest first; a step back (or an undo) forgets
  // those after the position. The last of them is what the table's chronicle shows.
  const std::vector<session::FiredCue>& cues() const { return mNarration->fired(); }
  const session::FiredCue* latestCue() const { return mNarration->latest(); }
  // Counts every cue as it fires (never down, not on a step back): the chronicle opens again
  // when it moves. Playing a studied recording pauses at each cue, for it to be read out.
  int cuesFired() const { return mCuesFired; }

 private:
  void apply(const rules::Action& a, bool byAi, bool instant);
  void checkHandover(rules::Side before);
  void applyRecorded(std::size_t index, bool instant);
  void tickStudy(float seconds);
  // A match file checked as `sandtable-cli replay` checks it, with the turn after each of its
  // actions (from the same pass).
  struct CheckedMatch {
    scenario::LoadedMatch match;
    std::vector<int> turnAfter;
    std::unique_ptr<rules::Game> finalState;  // the match at its last action
  };
  static CheckedMatch checkedMatch(const std::filesystem::path& matchFile);
  static std::unique_ptr<session::MatchSession> sessionAtStart(scenario::LoadedMatch&& lm);
  void forgetFrom(std::size_t actionIndex);  // drops history, log entries and cues from this action on
  // Puts cues just fired into the log (as lines of their own) and counts them.
  void noteCues(const std::vector<session::FiredCue>& fired, std::size_t actionIndex, rules::Side side, bool byAi,
                std::optional<int> turnOfLines = std::nullopt);

  // The studied file written with this record's notes (its actions as they were), then kept
  // as the study's; the narration rebuilt with them.
  void keepStudyRecord(scenario::MatchRecord record, bool announceLatest);
  // The narration tracker again, from the scenario's cues and the session's notes, and the
  // position replayed to where it stood (a note added or removed while studying).
  void rebuildNarration(bool announceLatest);
  // A tracker of the scenario's narration cues and the session's notes.
  std::unique_ptr<session::NarrationTracker> newNarration() const;
  // The session's notes past this many actions are dropped (a take-over, an undo): saved,
  // they would stand at actions of another game.
  void keepNotesUpTo(std::size_t actions);

  struct Study {
    std::filesystem::path file;
    scenario::MatchRecord record;     // the file as checked: what writing its notes keeps
    std::string onDisk;               // the file's bytes as checked or as its notes last wrote it
    std::vector<rules::Action> tape;  // the recorded actions
    std::vector<int> turnAt;          // the turn after each number of actions (tape size + 1)
    std::array<bool, 2> byAi{};       // how the recording's sides were played, for the log
    bool playing = false;
    bool hidesFromItsPlayers = false;                     // studyHidesFromItsPlayers()
    std::optional<std::vector<session::Gamble>> gambles;  // studyGambles(), once asked for
  };

  std::unique_ptr<session::MatchSession> mSession;
  // game()'s copy for the viewer, and the one before it (a reference taken in the frame the
  // position changed stays good), with the position and viewer it was made for.
  struct SeenCopy {
    std::shared_ptr<const rules::Game> game;
    std::uint64_t state = 0;
    rules::Side viewer = rules::Side::None;
  };
  mutable SeenCopy mSeen, mSeenBefore;
  // Whether `unit` of `side` is known to its opponent (in the opponent's copy of the match).
  bool knownToOpponent(rules::Side side, rules::UnitId unit) const;
  std::vector<rules::Action> mPlan;
  std::size_t mPlanStart = 0;  // the action count when the plan being followed began
  std::string mPlanNote;
  struct Pass {
    rules::Side side = rules::Side::None;
    int turn = 0;
  };
  std::optional<Pass> mPass;
  void tickPass();
  std::vector<ActionRecord> mHistory;
  std::size_t mTaken = 0;
  std::deque<LogEntry> mLog;
  float mAiClock = 0;
  float mAiSeconds = 0.9f;
  float mAiSpeed = 1.0f;
  bool mAiPaused = false;
  rules::Side mHandover = rules::Side::None;
  rules::Side mLastHumanSide = rules::Side::None;
  // Actions before this one belong to the player who had the table before the last handover:
  // undo never reaches them.
  std::size_t mUndoFloor = 0;
  int mJumps = 0;
  std::optional<Study> mStudy;
  std::unique_ptr<session::NarrationTracker> mNarration;
  int mCuesFired = 0;
  std::size_t mOpeningLog = 0;  // log entries of the first position (its cues): no action's, they stay
};

}  // namespace sandtable::view
