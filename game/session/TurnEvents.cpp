#include "TurnEvents.h"

#include <cctype>

#include "Replay.h"
#include "data/ConfigError.h"

namespace sandtable::session {

using namespace sandtable::rules;

void TurningEventsSink::emit(Event e) {
  if (e.is(EventRole::TurnBegan)) mTurn = e.value;
  // Any change of a Berserk unit's morale ends its fury: calmed (2.4.10), a step lost, broken.
  const bool moraleMoved =
      e.is(EventRole::MoraleChanged) || e.is(EventRole::Routed) || e.is(EventRole::Removed);
  if (const auto fury = mFury.find(e.unit); moraleMoved && fury != mFury.end() && fury->second.berserk)
    fury->second = {false, mTurn};
  if (!isTurningEvent(e.kind) || e.text.empty()) return;
  // A unit taken off the table is also reported routed, for the table: the rout echoes it.
  const bool echo = e.is(EventRole::Routed) && mLastRemoved == e.unit;
  const bool sameFury = e.is(EventRole::Frenzied) && !newOutburst(e.unit);
  mLastRemoved = e.is(EventRole::Removed) ? e.unit : kNoUnit;
  if (!echo && !sameFury) byTurn[mTurn].push_back(withoutUnitIds(e.text));
}

// Going Berserk turns a battle where a unit first loses its head and charges. A Warlords unit
// with no enemy ahead calms at once (2.4.10) and, rolling doubles at its next activation, goes
// Berserk again, turn after turn: said every time, the same fury would fill the turns where
// nothing new happened (Hastings played by the normal AI with seed 25: Bishop Odo's knights in
// six turns running). So a teacher reads it once; a unit that has stayed calm for a whole turn
// and then goes Berserk again has a new outburst, a new charge to look for, and is named again.
bool TurningEventsSink::newOutburst(UnitId unit) {
  const auto [it, first] = mFury.try_emplace(unit);
  Fury& fury = it->second;
  const bool named = first || (!fury.berserk && fury.calmedIn <= mTurn - 2);
  fury.berserk = true;
  return named;
}

bool isTurningEvent(EventKind kind) {
  return eventInfo(kind).roles.any(
      {EventRole::Routed, EventRole::Removed, EventRole::Frenzied, EventRole::PersonalityLost});
}

std::string withoutUnitIds(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    // " (u" then digits then ")": a rule system's label of a unit, name (uN).
    if (text.compare(i, 3, " (u") == 0) {
      std::size_t end = i + 3;
      while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
      if (end > i + 3 && end < text.size() && text[end] == ')') {
        i = end + 1;
        continue;
      }
    }
    out += text[i++];
  }
  return out;
}

std::map<int, std::vector<std::string>> turningEvents(const scenario::LoadedMatch& match) {
  TurningEventsSink sink;
  const ReplayReport checked = replayMatch(match, sink);
  if (!checked.ok) throw data::ConfigErrors({checked.error});
  return std::move(sink.byTurn);
}

}  // namespace sandtable::session
