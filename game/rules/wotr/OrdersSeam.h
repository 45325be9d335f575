// Where a battle/wing's orders (002 Event I: Attack, Engage, Defend, Retire, carried by
// messenger) will bind what its units may do in Event III. The orders are built as a module of
// their own (Orders.*); until they are, every move a unit may make by the rules is allowed
// under its wing's order. WotrGame::check() asks this for every Move, Wheel and Charge, so
// the orders plug in here without touching the movement code.
#pragma once

#include "Battle.h"
#include "core/Action.h"

namespace sandtable::rules::wotr {

// Whether `a` (a Move, Wheel or Charge of unit `a.unit`) may be made under the order of that
// unit's battle/wing, with the table as it stands.
inline bool mayMoveUnderOrder(const Battle& /*battle*/, const Action& /*a*/) { return true; }

}  // namespace sandtable::rules::wotr
