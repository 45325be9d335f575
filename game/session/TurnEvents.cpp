#include "TurnEvents.h"

#include "Replay.h"
#include "data/ConfigError.h"

namespace sandtable::session {

using namespace sandtable::rules;

namespace {

// Keeps the turning events' text under the turn they happen in; a turn's start is announced
// by its TurnBegan event (turn 1 begins before any action).
class TurningSink final : public EventSink {
 public:
  void emit(Event e) override {
    if (e.kind == EventKind::TurnBegan) mTurn = e.value;
    if (!isTurningEvent(e.kind) || e.text.empty()) return;
    // A dispersed unit is also reported routed, for the table to take it away: said once.
    const bool echo = e.kind == EventKind::UnitRouted && mLastKind == EventKind::UnitDispersed && mLastUnit == e.unit;
    mLastKind = e.kind;
    mLastUnit = e.unit;
    if (!echo) byTurn[mTurn].push_back(std::move(e.text));
  }
  std::map<int, std::vector<std::string>> byTurn;

 private:
  int mTurn = 1;
  EventKind mLastKind = EventKind::Count_;
  UnitId mLastUnit = kNoUnit;
};

}  // namespace

bool isTurningEvent(EventKind kind) {
  switch (kind) {
    case EventKind::UnitRouted:
    case EventKind::UnitDispersed:
    case EventKind::UnitWentBerserk:
    case EventKind::PersonalityLost: return true;
    default: return false;
  }
}

std::map<int, std::vector<std::string>> turningEvents(const scenario::LoadedMatch& match) {
  TurningSink sink;
  const ReplayReport checked = replayMatch(match, sink);
  if (!checked.ok) throw data::ConfigErrors({checked.error});
  return std::move(sink.byTurn);
}

}  // namespace sandtable::session
