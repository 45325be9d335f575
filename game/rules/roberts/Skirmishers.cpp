#include "Skirmishers.h"

namespace sandtable::rules::roberts {

bool isSkirmisher(const Table& t, UnitId id) { return t.setupOf(id).type == TroopKind::Skirmisher; }

bool passesThrough(const Table& t, UnitId a, UnitId b) {
  return a != b && t.sideOf(a) == t.sideOf(b) && (isSkirmisher(t, a) || isSkirmisher(t, b));
}

}  // namespace sandtable::rules::roberts
