// What a War of the Roses battle starts from: each side's army as bought (002 Making an Army),
// where each of its units stands on the table, the size of a base, and how the battle ends.
// A scenario file is read into this (game/scenario/wotr/), and a match begins from it.
#pragma once

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "Army.h"
#include "Tables.h"
#include "core/Geometry.h"
#include "core/Units.h"

namespace sandtable::rules::wotr {

// One unit of the army on the table.
struct Placement {
  std::string line;       // the army's UnitLine id
  std::string name;       // empty: the line's name
  std::string shortName;  // for labels; empty: the name
  Point front;            // the centre of the front edge of its front rank, table micrometres
  Angle facing = 0;
  int ranks = 1;  // its bases in this many ranks, the front ones fullest
};

struct SideDeployment {
  std::string name;
  Army army;
  std::vector<Placement> units;  // every unit line once
  // The placement the C-in-C commands from (002 Event I: the C. in C.); each battle/wing's
  // leader commands from the first placement of his wing.
  int commanderWith = 0;
  // Each battle/wing's order as the battle begins (002 Event I: written before the battle), by
  // the wing's id in the army's `wings:`; a wing not named opens with Defend.
  std::vector<std::pair<std::string, Order>> openingOrders;
  // Battles/wings whose leaders keep their order whatever a messenger brings them (a
  // scenario's history: Northumberland at Bosworth); the messenger is received and ignored.
  std::vector<std::string> willNotEngage;
  // The C-in-C's initiative value, added to his Event I die when the scenario plays the
  // optional leader initiative (OptionalRules::leaderInitiative).
  int initiative = 0;
};

// A base's width and depth by arm, table micrometres (the outline gives no basing).
struct BaseSizes {
  std::array<Length, kArmCount> width{40 * kMillimetre, 40 * kMillimetre, 40 * kMillimetre};
  std::array<Length, kArmCount> depth{20 * kMillimetre, 30 * kMillimetre, 40 * kMillimetre};
};

// How the battle ends besides an army breaking (002 leaves victory to the players).
struct Victory {
  int turnLimit = 12;
  // Who wins when the turn limit comes and no army has broken; Side::None: a draw.
  Side atTurnLimit = Side::None;
  // An army breaks when more than this share of its figures has routed or been lost.
  int breakPercent = 50;
  // Leaders (by name: a C-in-C or a battle/wing's leader) whose death breaks their army at
  // once: a scenario's own condition (002 leaves victory to the players), such as Richard III
  // at Bosworth.
  std::vector<std::string> decisiveLeaders;
};

// The outline's optional rules a scenario plays (all off unless it names them).
struct OptionalRules {
  // Event V: "Morale is done per battle. So a friendly unit in rout or a killed leader not of
  // the same battle don't affect morale."
  bool perBattleMorale = false;
  // Melee and morale modifiers: "Unit previously routed in this battle (optional) -1".
  bool previouslyRouted = false;
  // Event VI: "Optional: modify +1 if chivalric or fanatic, -1 if raw" on the rally die.
  bool rallyModifiers = false;
  // Event I: "Optional: each leader can have different initiative value that can modify the
  // result": each C-in-C adds his value (SideDeployment::initiative) to his die.
  bool leaderInitiative = false;
};

struct Deployment {
  std::array<SideDeployment, 2> sides;  // Side::One, Side::Two
  BaseSizes bases;
  Victory victory;
  OptionalRules optional;
};

// A side as the scenario names it ("The White Rose"), else by its key ("side1").
inline std::string sideNameOf(const Deployment& d, Side side) {
  if (side == Side::None) return std::string(sideKey(side));
  const std::string& name = d.sides[static_cast<std::size_t>(sideIndex(side))].name;
  return name.empty() ? std::string(sideKey(side)) : name;
}

}  // namespace sandtable::rules::wotr
