// What a Robert's Rules battle starts from: each side's army as bought, where each of its units
// and free Captains stands on the table, who acts first, and how the battle is won. A scenario
// file is read into this (game/scenario/roberts/), and a match begins from it.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "Army.h"
#include "core/Geometry.h"
#include "core/Units.h"

namespace sandtable::rules::roberts {

// One unit of an army line, on the table.
struct Placement {
  std::string line;       // the army's UnitLine id
  std::string name;       // "Harold's housecarls"; empty: the line's name
  std::string shortName;  // for labels; empty: the name
  Point front;            // the centre of the front edge of its front rank, table micrometres
  Angle facing = 0;       // binary angle, 0 toward +y
  int ranks = 1;          // its stands in this many ranks, the front ones fullest
  // The army's leaders (LeaderLine names) attached to this unit; a leader whose line names a
  // unit line is attached to the first placement of that line unless placed here.
  std::vector<std::string> leaders;
  // A skirmisher hidden within a Formed unit of its side (that placement's name); it has no
  // place of its own until it emerges (000 Skirmishers: 'Each Formed stand can "hide" one
  // Skirmisher stand within it').
  std::string hiddenIn;
};

// A Captain roaming free (000 Captains and Generals: 'a free Captain extends the command range').
struct FreeLeader {
  std::string name;  // the army's LeaderLine name
  Point at;
};

struct SideDeployment {
  std::string name;  // "The Normans"
  Army army;
  std::vector<Placement> units;  // every unit of every line, each once
  std::vector<FreeLeader> freeLeaders;
};

// How the battle is won, which the text leaves to scenarios (000: victory points from the point
// cost of what is destroyed, and each scenario's own conditions).
struct Victory {
  int turnLimit = 12;
  // A side whose destroyed units' points reach this share of its army's cost has lost at once.
  int armyBreaksAtPercent = 50;
  // Who wins when the turn limit comes and neither army has broken: this side (the one holding
  // the field), or with Side::None the side with more victory points (equal is a draw).
  Side holdsAtTurnLimit = Side::None;
  // Leaders (by name) whose loss breaks their army at once, however few points it has lost:
  // a scenario's own condition (000 leaves victory to scenarios), such as Harold at Hastings.
  std::vector<std::string> decisiveLeaders;
};

struct Deployment {
  std::array<SideDeployment, 2> sides;  // Side::One, Side::Two
  Side firstActing = Side::One;
  Victory victory;
};

}  // namespace sandtable::rules::roberts
