// MicroBattle actions carry only the fields their kind uses, so that replays and hashes
// are canonical: "move u3 to (2,4)" has exactly one spelling.
#pragma once

#include "core/Action.h"

namespace sandtable::rules::microbattle {

inline const char* extraFields(const Action& a, bool unit, bool target, bool square) {
  if (!unit && a.unit != kNoUnit) return "this action takes no unit";
  if (!target && a.target != kNoUnit) return "this action takes no target";
  if (!square && a.square) return "this action takes no square";
  if (a.point || a.facing || a.option != 0) return "MicroBattle actions take no point, facing or option";
  return nullptr;
}

}  // namespace sandtable::rules::microbattle
