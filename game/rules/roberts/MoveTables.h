// Robert's Rules' movement rates (000 Movement and Formations), as loaded from
// config/rulesets/roberts.yaml `movement_rates`; part of Tables.
#pragma once

#include <array>
#include <cstddef>

#include "Enums.h"
#include "core/Battlefield.h"

namespace sandtable::rules::roberts {

// How far one troop type marches in a Movement Action.
struct TroopMoveRate {
  TroopKind kind = TroopKind::HeavyFoot;
  double inches = 0;
};

struct MoveTables {
  std::array<TroopMoveRate, kTroopKindCount> rates{};
  double swiftInches = 1;         // Swift: "+1\" movement"
  TerrainKindSet impassable = 0;  // ground no unit enters

  double inchesOf(TroopKind k) const { return rates[static_cast<std::size_t>(k)].inches; }
};

}  // namespace sandtable::rules::roberts
