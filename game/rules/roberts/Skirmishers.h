// 000 Skirmishers in the match: which units are skirmishers, who passes through whom ('When a
// Skirmisher stand is not hidden, it has the ability to move through friendly units (and
// friendly units can move through it)'), and the Missile Fire Action of a fire group.
#pragma once

#include "Table.h"

namespace sandtable::rules::roberts {

// An action's `option` asking a skirmisher's Missile Fire Action to combine with its fellows
// as a fire group (below kGeneralsFreeAction, above any column).
inline constexpr int kFireGroupOption = 500;

bool isSkirmisher(const Table& t, UnitId id);

// Whether `a` may pass through `b` on the way (neither stopping inside the other): friends,
// one of them a skirmisher.
bool passesThrough(const Table& t, UnitId a, UnitId b);

}  // namespace sandtable::rules::roberts
