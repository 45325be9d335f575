// What happened in each turn of a recorded battle that is likely to have turned it: units
// broken (routed) or dispersed, units gone Berserk, personalities killed, wounded or captured.
// The odds chart of a studied battle and `whatif --each-turn` name them beside the turn where
// the odds moved, so a class sees what the swing was made of.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "rules/core/Event.h"
#include "scenario/MatchFile.h"

namespace sandtable::session {

// Whether an event of this kind is one of those above, by its roles: routed, removed (a unit
// dispersed), frenzied (gone Berserk), personality lost.
bool isTurningEvent(rules::EventKind kind);

// A turning event's words for a class: the dice log's, less the unit ids it adds to names
// ("Hereford's knights (u9) are destroyed" is "Hereford's knights are destroyed"). The report's
// maps and the table label units by name alone, so an id there would point at nothing.
std::string withoutUnitIds(const std::string& text);

// Keeps the turning events' text (withoutUnitIds) under the turn they happen in, from the
// events of a replay (a turn's start is announced by its TurnBegan event; turn 1 begins before
// any action). A dispersed unit is also reported routed, for the table to take it away: it is
// said once. A unit going Berserk is said the first time, and again only after a whole turn calm
// (see emit). turningEvents replays into one; the battle report tees its replay's events into one.
class TurningEventsSink final : public rules::EventSink {
 public:
  void emit(rules::Event e) override;
  std::map<int, std::vector<std::string>> byTurn;

 private:
  // Whether a unit going Berserk now is a new outburst to name; notes that it is Berserk.
  bool newOutburst(rules::UnitId unit);

  // A unit's fury: Berserk now, or else the turn it last calmed (or lost a morale step).
  struct Fury {
    bool berserk = false;
    int calmedIn = 0;
  };
  int mTurn = 1;
  rules::UnitId mLastRemoved = rules::kNoUnit;  // the unit the last turning event took away
  std::map<rules::UnitId, Fury> mFury;  // the units that have gone Berserk
};

// The turning events of the recording, in words as the dice log gives them (less the unit
// ids), by the turn in which they happened (a turn's melees and endings included); turns
// without any are absent. Replays the recording as `replay` does and throws
// data::ConfigErrors, placed in the file, when it is bad.
std::map<int, std::vector<std::string>> turningEvents(const scenario::LoadedMatch& match);

}  // namespace sandtable::session
