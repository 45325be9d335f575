#include "TurnEvents.h"

#include "Replay.h"
#include "data/ConfigError.h"

namespace sandtable::session {

using namespace sandtable::rules;

void TurningEventsSink::emit(Event e) {
  if (e.kind == EventKind::TurnBegan) mTurn = e.value;
  if (!isTurningEvent(e.kind) || e.text.empty()) return;
  const bool echo = e.kind == EventKind::UnitRouted && mLastKind == EventKind::UnitDispersed && mLastUnit == e.unit;
  mLastKind = e.kind;
  mLastUnit = e.unit;
  if (!echo) byTurn[mTurn].push_back(std::move(e.text));
}

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
  TurningEventsSink sink;
  const ReplayReport checked = replayMatch(match, sink);
  if (!checked.ok) throw data::ConfigErrors({checked.error});
  return std::move(sink.byTurn);
}

}  // namespace sandtable::session
