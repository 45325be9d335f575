#include "Narration.h"

namespace sandtable::session {

using namespace sandtable::rules;
using scenario::CueTrigger;
using scenario::NarrationCue;

NarrationTracker::NarrationTracker(std::vector<NarrationCue> cues)
    : mCues(std::move(cues)), mDone(mCues.size(), false) {}

template <typename Matches>
std::vector<FiredCue> NarrationTracker::fire(std::size_t actions, Matches matches) {
  std::vector<FiredCue> out;
  for (std::size_t i = 0; i < mCues.size(); ++i) {
    if (mDone[i] || !matches(mCues[i])) continue;
    mDone[i] = true;
    mFired.push_back({i, mTurn, actions, &mCues[i]});
    out.push_back(mFired.back());
  }
  return out;
}

std::vector<FiredCue> NarrationTracker::start(int turn) {
  mTurn = turn;
  std::vector<FiredCue> out =
      fire(0, [&](const NarrationCue& c) { return c.trigger == CueTrigger::Turn && c.turn == turn; });
  for (FiredCue& f : reached(0)) out.push_back(f);
  return out;
}

std::vector<FiredCue> NarrationTracker::reached(std::size_t actions) {
  return fire(actions,
              [&](const NarrationCue& c) { return c.trigger == CueTrigger::TeacherNote && c.action == actions; });
}

std::vector<FiredCue> NarrationTracker::feed(const Event& e, std::size_t actions) {
  if (e.is(EventRole::TurnBegan)) {
    mTurn = e.value;
    return fire(actions, [&](const NarrationCue& c) {
      return c.trigger == CueTrigger::Turn && c.turn == mTurn;
    });
  }
  if (e.is(EventRole::Routed)) {
    return fire(actions, [&](const NarrationCue& c) {
      return c.trigger == CueTrigger::UnitBroken && c.unit == e.unit;
    });
  }
  if (e.is(EventRole::Removed)) {
    // Dispersed is also broken, for a cue that waits for either (whichever comes first).
    return fire(actions, [&](const NarrationCue& c) {
      return (c.trigger == CueTrigger::UnitDispersed || c.trigger == CueTrigger::UnitBroken) &&
             c.unit == e.unit;
    });
  }
  if (e.is(EventRole::Frenzied)) {
    return fire(actions, [&](const NarrationCue& c) {
      return c.trigger == CueTrigger::UnitBerserk && c.unit == e.unit;
    });
  }
  if (e.is(EventRole::PersonalityLost)) {
    return fire(actions, [&](const NarrationCue& c) {
      return c.trigger == CueTrigger::PersonalityLost && e.personality >= 0 &&
             c.personality == e.personality;
    });
  }
  if (e.is(EventRole::GameOver)) {
    // The event's side is the winner; Side::None is a draw.
    return fire(actions, [&](const NarrationCue& c) {
      return c.trigger == CueTrigger::BattleOver && (c.anyEnding || c.winner == e.side);
    });
  }
  return {};
}

void NarrationTracker::rewindTo(std::size_t actions, int turn) {
  while (!mFired.empty() && mFired.back().action > actions) {
    mDone[mFired.back().cue] = false;
    mFired.pop_back();
  }
  mTurn = turn;
}

void NarrationSink::emit(Event e) {
  const std::vector<FiredCue> fired = mTracker.feed(e, mActionNumber());
  mNext.emit(std::move(e));
  if (mOnCue) {
    for (const FiredCue& f : fired) mOnCue(f);
  }
}

std::vector<NarrationCue> narrationFor(const scenario::LoadedMatch& match) {
  return scenario::narrationWithNotes(match.scenario.info.narration, match.record.notes);
}

ReplayReport replayNarrated(const scenario::LoadedMatch& match, NarrationTracker& tracker, EventSink& sink,
                            const std::function<void(const FiredCue&)>& onCue,
                            const ReplayStep& before) {
  for (const FiredCue& c : tracker.start(match.scenario.newGame()->phase().turn)) onCue(c);
  std::size_t applying = 0;  // the action being applied, counted from 1
  NarrationSink narrated(tracker, sink, [&]() { return applying; }, onCue);
  ReplayReport rep = replayMatch(match, narrated, [&](std::size_t applied, const Action& a, const Game& at) {
    // The notes at this point, after the last action's events (those at 0 came with start).
    if (applied > 0) {
      for (const FiredCue& c : tracker.reached(applied)) onCue(c);
    }
    applying = applied + 1;
    if (before) before(applied, a, at);
  });
  if (rep.ok && rep.applied > 0) {
    for (const FiredCue& c : tracker.reached(rep.applied)) onCue(c);
  }
  return rep;
}

}  // namespace sandtable::session
