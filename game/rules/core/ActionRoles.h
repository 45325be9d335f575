// What sort of thing an action is, whichever system's kind it is: the table's order buttons,
// the turn guide, dragging a move, the study bar, the gambles of a recording and the scripted
// AI read these roles, never the kinds, so a new system's actions find their place there
// without new code. Every action kind declares at least one role in the one table of kinds
// (rules/core/ActionKinds.cpp).
#pragma once

#include <cstdint>
#include <string_view>

#include "RoleSet.h"

namespace sandtable::rules {

enum class ActionRole : std::uint8_t {
  Initiative,      // roll for who acts first
  SideActivation,  // roll how many of a side's units may act
  UnitActivation,  // give one unit (`unit`) leave to act
  Roll,            // the action rolls dice: its outcome is chance
  Order,           // an order to the unit being activated
  Move,            // go to a square or point (`square`, `point`)
  Turn,            // face a new way (`facing`)
  Formation,       // take up a formation
  Halt,            // stop moving
  Attack,          // strike `target`, hand to hand or at range as the system decides
  Shoot,           // shoot at `target`
  Charge,          // charge `target`
  Melee,           // fight a melee that is already joined
  React,           // an answer to the enemy's move (a charge), not an order of one's own
  Evade,           // get out of a charger's way
  Stand,           // stand to receive a charge
  FollowUp,        // the winner of a melee follows up or stays (option)
  Withdraw,        // leave a melee
  Champion,        // a champion steps forward
  Setup,           // a change before the battle starts
  EndActivation,   // the active unit stops
  EndTurn,         // the side ends its turn
  Pass,            // the side makes no (more) answers
  Command,         // a standing order to a body of units (a battle/wing), not to one unit
  Count_
};
std::string_view actionRoleName(ActionRole r);

using ActionRoles = RoleSet<ActionRole>;

}  // namespace sandtable::rules
