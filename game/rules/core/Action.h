// The one way to change match state: a typed action. The UI, the AI, replays and the
// tests all submit these; a ruleset says whether one is legal (and why not) and applies it.
// Which fields an action uses depends on its kind; unused fields keep their defaults so
// that equality and serialisation are exact.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "ActionRoles.h"
#include "Geometry.h"
#include "Units.h"

namespace sandtable::rules {

enum class ActionKind : std::uint8_t {
  RollInitiative,   // roll for who goes first this turn
  RollActivation,   // roll how many units may act
  Move,             // move a unit (to a square or point)
  Attack,           // attack a target unit (melee or ranged, as the ruleset decides)
  EndActivation,    // the unit being activated stops
  EndTurn,          // the side ends its turn, leaving any activations unused
  // Warlords (001): activations of single units and the choices that follow them.
  ActivateUnit,     // roll one unit's activation
  Charge,           // charge a target unit
  CounterCharge,    // a charged unit counter-charges its charger
  Evade,            // a charged unit evades its charger
  Shoot,            // shoot at a target (option: the shooting style)
  Wheel,            // turn the unit (facing)
  ChangeFormation,  // take up a formation (option: formation code; facing for drilled units)
  Halt,             // stop moving
  AddChampion,      // a champion steps forward
  HoldGround,       // a charged unit stands to receive the charge
  Pass,             // a side makes no (more) reactions
  FollowUp,         // the winner of a melee follows up (option 1) or stays (option 0)
  ResolveMelee,     // fight the next melee of the melee phase
  SwapUnits,        // swap two units' positions before the battle (a Cunning leader)
  BreakOff,         // leave a melee (option: spans; facing for skirmishers turning about)
  // War of the Roses (002 Event I): a battle/wing's order (unit: a unit of the wing, option:
  // the order), written before the battle, carried by a messenger once it has begun.
  IssueOrder,
  // A leader rides from the unit he is with (unit) to join another (target); option: which
  // leader, as his place in the match's list of leaders.
  MoveLeader,
  Count_
};

// What the logs call a kind ("counter_charge"), its roles, and how people read it in the
// middle of a sentence ("counter-charge", "shoot at"), from the one table of kinds
// (ActionKinds.cpp). A kind outside the table has the name "?", no role and no words.
struct ActionKindInfo {
  std::string_view name;
  ActionRoles roles;
  std::string_view words;
};
const ActionKindInfo& actionInfo(ActionKind k);
std::string_view actionKindName(ActionKind k);
std::optional<ActionKind> actionKindFromName(std::string_view name);

struct Action {
  ActionKind kind = ActionKind::EndTurn;
  UnitId unit = kNoUnit;    // the acting unit
  UnitId target = kNoUnit;  // the unit acted upon
  std::optional<Square> square;  // destination on a grid
  std::optional<Point> point;    // destination on a measured table
  std::optional<Angle> facing;   // facing at the destination
  int option = 0;                // ruleset-specific choice (formation, distance, ...)

  // Whether the action's kind has this role.
  bool is(ActionRole r) const { return actionInfo(kind).roles.has(r); }

  friend bool operator==(const Action&, const Action&) = default;
};

// A short readable form, e.g. "move u3 to (2,4)"; the same text the logs use.
std::string toString(const Action& a);

// The answer to "may this action be taken now?".
struct Verdict {
  bool legal = true;
  std::string why;  // when not legal: the rule that forbids it, in words
  static Verdict ok() { return {}; }
  static Verdict no(std::string reason) { return {false, std::move(reason)}; }
  explicit operator bool() const { return legal; }
};

}  // namespace sandtable::rules
