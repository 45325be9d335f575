// Which sounds an action's events call for, read from the events' roles (rules/core/
// EventRoles.h), never their kinds: a new system's events are heard with no change here.
// SoundCues turns each cue's key into a sound through the art binding and plays it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "rules/core/Event.h"

namespace sandtable::view {

struct SoundCue {
  // The binding's key (media/binding.yaml `sounds:`): turn_began, initiative, dice, melee,
  // routed, game_over; or a troop's own: move (its `move`) and shot (its `shoot`, else the
  // binding's `shot`).
  std::string key;
  rules::UnitId unit = rules::kNoUnit;  // whose troop sound `move` and `shot` are
  std::optional<rules::Point> at;       // where on the table; none: heard everywhere alike
  float gain = 1.0f;
};

// The sounds of one action's events, in their order: a drum for a new turn, a trumpet for
// initiative and the end, one rattle of dice however many rolls, each unit's march once
// however far it goes (a move, a charge, a flight), a volley where a unit shoots, one clash a
// melee (the two sides' events of one fight are one sound), a cry where a unit routs.
std::vector<SoundCue> eventSounds(const std::vector<rules::Event>& events);

}  // namespace sandtable::view
