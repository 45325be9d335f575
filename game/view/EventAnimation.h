// How the stands follow an action's events, read from the events' roles (rules/core/
// EventRoles.h), never their kinds: a new system's events animate with no change here.
// UnitsView plays each cue as a step, in order, and ends the action with every unit exactly
// where the rules left it.
#pragma once

#include <string_view>
#include <vector>

#include "PlayController.h"

namespace sandtable::view {

struct AnimationCue {
  enum class Motion : std::uint8_t {
    Slide,  // go from `from` to `to` and stay there
    Lunge,  // start toward `to` from `from` and come back
    Shake,  // shudder in place
    Run,    // run the way from `from` to `to` (or to the unit's rear) and fade away
    Fade,   // fade where it stands
  };
  enum class Flash : std::uint8_t { None, Shot, Melee, Hit };
  // What the cue shows, as the table's scripts name it (expect-animation): move, contact,
  // flight, charge, shot, melee, hit, blocked, rout, fade.
  std::string_view name;
  Motion motion = Motion::Slide;
  rules::UnitId unit = rules::kNoUnit;
  rules::Point from, to;  // the motion's way; a flash's line (a hit's: at `to`)
  bool toRear = false;    // a run with no way of its own: toward the unit's rear
  Flash flash = Flash::None;
  float seconds = 0;  // 0: a slide as long as its way
};

// The cues of one action, in the order of its events: moves of every kind slide (a flight
// too), a charge lunges at its target, contact ends a move with a lunge, a shot shudders the
// shooters with a flash of the volley, a melee lunges each side at the other with a flash,
// hits and losses shake the unit with a flash on it, a stop shakes it, a rout runs and fades
// (a unit left on the table broken only shudders: its flight follows), and a unit gone
// without a rout fades where it stands.
std::vector<AnimationCue> eventAnimation(const ActionRecord& record);

}  // namespace sandtable::view
