// What an Action reads of whoever attempts it: a unit, a column of a unit in melee, or a stand
// separated from its unit (000 Sequence of Play).
#pragma once

#include <cstdint>

#include "Army.h"
#include "Tables.h"

namespace sandtable::rules::roberts {

enum class AttachedLeader : std::uint8_t { None, Captain, General };

struct Actor {
  TroopKind type = TroopKind::HeavyFoot;
  AttributeSet attributes;  // effective: bought, free with the type, and implied
  bool formed = true;
  bool mounted = false;
  bool maySet = false;  // carries spears, pikes or polearms
  bool demoralized = false;
  bool disrupted = false;  // any of its stands is
  bool moving = false;     // a Movement Action carries on until Stopped
  AttachedLeader leader = AttachedLeader::None;
  bool hidden = false;  // a skirmisher hidden within a host (000 Skirmishers)

  bool has(Attribute a) const { return attributes.test(static_cast<std::size_t>(a)); }
  Training training() const { return trainingOf(attributes); }
};

// The actor for a unit of `u`'s stands, fresh (neither Demoralized, Disrupted nor moving).
Actor actorOf(const Tables& t, const UnitLine& u, AttachedLeader leader = AttachedLeader::None);

}  // namespace sandtable::rules::roberts
