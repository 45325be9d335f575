#include "RulesSteps.h"

#include <gtest/gtest.h>

namespace sandtable::test {

using namespace sandtable::rules;

void play(Game& game, const Action& a, Dice& dice, EventSink& sink) {
  const Verdict v = game.check(a);
  ASSERT_TRUE(v.legal) << toString(a) << ": " << v.why;
  game.apply(a, dice, sink);
}

std::vector<RollRecord> rolls(const EventList& events) {
  std::vector<RollRecord> out;
  for (const Event& e : events.events) {
    if (e.roll) out.push_back(*e.roll);
  }
  return out;
}

bool hasEvent(const EventList& events, EventKind kind, UnitId unit) {
  for (const Event& e : events.events) {
    if (e.kind == kind && (unit == kNoUnit || e.unit == unit)) return true;
  }
  return false;
}

std::string eventLog(const EventList& events) {
  std::string s;
  for (const Event& e : events.events) {
    const std::string line = formatEvent(e);
    if (!line.empty()) s += line + "\n";
  }
  return s;
}

}  // namespace sandtable::test
