// Everything a MicroBattle match starts from: the ruleset tables, the period, the gridded
// battlefield and both armies as the scenario deploys them.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "Tables.h"
#include "core/Battlefield.h"
#include "core/Geometry.h"
#include "core/Units.h"

namespace sandtable::rules::microbattle {

struct UnitSetup {
  std::string name;  // as the scenario calls it ("Legio IX"); may be empty
  std::string type;  // unit type id within the period
  Side side = Side::One;
  Square at;
  std::string shortName;  // for labels where the name does not fit ("Leg. IX, 1st"); may be empty
};

enum class TurnLimitOutcome : std::uint8_t { Draw, Strength, Objectives };

struct Objective {
  std::string name;
  Square at;
};

struct Setup {
  std::shared_ptr<const Tables> tables;
  std::string period;                              // key into tables->periods
  GridSpec grid;
  std::shared_ptr<const Battlefield> battlefield;  // answers terrain and sight for the grid
  std::array<int, 2> baselineRow{0, 5};           // each side's own edge, by sideIndex
  std::array<std::string, 2> sideNames{"Side 1", "Side 2"};
  std::vector<UnitSetup> units;
  int turnLimit = 12;
  TurnLimitOutcome atTurnLimit = TurnLimitOutcome::Strength;
  std::vector<Objective> objectives;
  // The terrain was dealt from the cards (TerrainDeal.h) rather than drawn by the scenario: the
  // state hash then holds every square's ground, so a replay with another deal fails at once.
  bool terrainDealt = false;
};

}  // namespace sandtable::rules::microbattle
