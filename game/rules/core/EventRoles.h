// What sort of thing an event is, whichever system's kind says it: the table's sound and
// animation, the narration, the battle report, the logs and the command line read these
// roles, never the kinds, so a new system's events sound, move and count without new code
// there. Every event kind declares at least one role in the one table of kinds
// (rules/core/EventKinds.cpp); the conformance suite fails a game that emits a kind without.
//
// Where a role gives `value`, `from` or `to` a meaning, every kind with that role keeps it.
#pragma once

#include <cstdint>
#include <string_view>

#include "RoleSet.h"

namespace sandtable::rules {

enum class EventRole : std::uint8_t {
  TurnBegan,        // a turn begins; value: its number
  TurnEnded,        // a turn ends
  Initiative,       // who acts first this turn is decided
  Activation,       // a side or a unit is given leave to act (rolled or chosen)
  Moved,            // a unit went from `from` to `to` (a point of the table)
  Blocked,          // a move or a fall back was stopped short
  Charged,          // a unit declares a charge on `other`; to: where it aims
  Contact,          // a unit meets the enemy (it moved there: also Moved)
  Attacked,         // an attack on `other` the kind does not tell apart: at range when value != 0
  Shot,             // a unit shoots at `other`; from: the shooters, to: the target
  Melee,            // a unit fights `other` hand to hand; from, to: their fronts
  Hit,              // a unit is hit
  Casualties,       // a unit takes casualties short of whole stands; value: how many
  StandsLost,       // a unit loses stands; value: how many
  Shaken,           // a unit is shaken
  MoraleChanged,    // a unit's morale moves a step, down or up
  Retreated,        // a unit is driven back by a fight (also Moved)
  FellBack,         // a unit falls back after losing a melee (also Moved)
  FollowedUp,       // the winner of a melee follows up (also Moved)
  Evaded,           // a charged unit evades (also Moved)
  Fled,             // a broken unit flees (also Moved)
  Routed,           // a unit breaks: gone from the table, or left on it to flee
  Removed,          // a unit leaves the battle without routing (dispersed, destroyed)
  Frenzied,         // a unit loses control of itself and goes for the enemy (Berserk)
  Formation,        // a unit's formation or array changes
  Wheeled,          // a unit turns to a new facing (from, to: its front before and after)
  Halted,           // a unit stops
  Personality,      // something befalls a personality or champion
  PersonalityLost,  // a personality is killed, wounded, captured or escapes; see Event::personality
  ArmyMorale,       // an army's morale is tested
  GameOver,         // the battle ends; side: the winner (None: a draw)
  Dice,             // a die roll's record (Event::roll)
  Command,          // a body of units' standing order is written, sent, received or lost
  Count_
};
std::string_view eventRoleName(EventRole r);

using EventRoles = RoleSet<EventRole>;

}  // namespace sandtable::rules
