// Which of a historical scenario's narration cues (scenario/NarrationCues.h) the battle has
// reached: fed the game's events as they happen, the tracker answers with the cues each one
// fires, each at most once a match, in the order the scenario writes them, with the turn and
// the action that brought it. It only reads events, so narration never changes a game's state
// or its hash. Whoever rebuilds a match (a step back, an undo) rewinds the tracker with it:
// the cues fired after that position may fire again. A teacher's note (CueTrigger::TeacherNote)
// fires when the match reaches its action count, after that action's events: `reached`.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "Replay.h"
#include "rules/core/Event.h"
#include "scenario/NarrationCues.h"

namespace sandtable::session {

struct FiredCue {
  std::size_t cue = 0;  // its place in the scenario's narration
  int turn = 0;         // the turn it fired in
  std::size_t action =
      0;  // the number of actions applied once it had fired (0: the first position)
  const scenario::NarrationCue* what = nullptr;  // the cue itself (the tracker's copy)
};

class NarrationTracker {
 public:
  explicit NarrationTracker(std::vector<scenario::NarrationCue> cues);
  // The tracker points into its own copy of the cues: it is not copied or moved.
  NarrationTracker(const NarrationTracker&) = delete;
  NarrationTracker& operator=(const NarrationTracker&) = delete;

  // The first position of a match, before any action: the cues of the turn it stands in,
  // then the notes at action 0.
  std::vector<FiredCue> start(int turn);
  // One event of the action that brings the match to `actions` actions applied.
  std::vector<FiredCue> feed(const rules::Event& e, std::size_t actions);
  // The match has `actions` actions applied, all their events fed: the notes that stand there.
  std::vector<FiredCue> reached(std::size_t actions);
  // Back to the position after `actions` actions, in turn `turn`: cues fired later are
  // forgotten (and may fire again). The first position's own cues stay.
  void rewindTo(std::size_t actions, int turn);

  const std::vector<FiredCue>& fired() const { return mFired; }
  // The last cue fired, if any: what the table's chronicle shows.
  const FiredCue* latest() const { return mFired.empty() ? nullptr : &mFired.back(); }
  bool empty() const { return mCues.empty(); }

 private:
  template <typename Matches>
  std::vector<FiredCue> fire(std::size_t actions, Matches matches);

  std::vector<scenario::NarrationCue> mCues;
  std::vector<bool> mDone;
  std::vector<FiredCue> mFired;
  int mTurn = 1;
};

// An event sink that shows every event to a tracker, then passes it on, and calls `onCue` for
// each cue it fires: the CLI prints a cue just after the event that brought it. The action
// number the events belong to comes from `actionNumber` (the action being applied: the match's
// actions so far plus one).
class NarrationSink final : public rules::EventSink {
 public:
  NarrationSink(NarrationTracker& tracker, rules::EventSink& next,
                std::function<std::size_t()> actionNumber,
                std::function<void(const FiredCue&)> onCue)
      : mTracker(tracker),
        mNext(next),
        mActionNumber(std::move(actionNumber)),
        mOnCue(std::move(onCue)) {}
  bool wantsText() const override { return mNext.wantsText(); }
  void emit(rules::Event e) override;

 private:
  NarrationTracker& mTracker;
  rules::EventSink& mNext;
  std::function<std::size_t()> mActionNumber;
  std::function<void(const FiredCue&)> mOnCue;
};

// replayMatch with the scenario's narration: `tracker` (made from the match's scenario, with its
// notes: narrationFor) hands each cue the replay reaches to `onCue`, turn 1's before the first
// action, the others just after the event that fires them and a note after its action's last
// event. `before` is replayMatch's. The cues point into `tracker`.
// The cues a tracker for a recorded match is made from: its scenario's, then the file's notes.
std::vector<scenario::NarrationCue> narrationFor(const scenario::LoadedMatch& match);

ReplayReport replayNarrated(const scenario::LoadedMatch& match, NarrationTracker& tracker, rules::EventSink& sink,
                            const std::function<void(const FiredCue&)>& onCue,
                            const ReplayStep& before = {});

}  // namespace sandtable::session
