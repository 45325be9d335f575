// What a rules test does whatever the rule system: apply an action that must be legal, and
// read back the dice rolled and the events that came of it.
#pragma once

#include <string>
#include <vector>

#include "rules/core/Dice.h"
#include "rules/core/Event.h"
#include "rules/core/Game.h"

namespace sandtable::test {

// Applies an action after asserting it is legal; fails the test otherwise.
void play(rules::Game& game, const rules::Action& a, rules::Dice& dice, rules::EventSink& sink);
// The roll records among the events, in order.
std::vector<rules::RollRecord> rolls(const rules::EventList& events);
// Whether an event of `kind` occurred (to `unit`, where one is named).
bool hasEvent(const rules::EventList& events, rules::EventKind kind,
              rules::UnitId unit = rules::kNoUnit);
// The events as the dice log words them, a line each: a failing test's explanation.
std::string eventLog(const rules::EventList& events);

}  // namespace sandtable::test
