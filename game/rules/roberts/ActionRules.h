// 000 Movement and Formations, Sequence of Play: whether an actor may attempt an Action now
// (the phase, the player, who may take it), and how a Movement may go by training. The
// geometry of moving belongs to the measured table; this says only what is allowed.
#pragma once

#include <cstdint>

#include "Actor.h"
#include "Tables.h"
#include "core/Action.h"

namespace sandtable::rules::roberts {

// `phasePlayer`: the actor's side is the player whose phase it is (roberts.yaml `phases`).
Verdict mayAttempt(const Tables& t, Phase phase, bool phasePlayer, const Actor& a, ActionKind k);

// How a Movement goes: straight ahead, shifting sideways while marching, or wheeling.
enum class Manner : std::uint8_t { StraightAhead, Shift, Wheel };
// Whether the actor's training allows a Movement in `manner`, with `shiftInches` of sideways
// shift for a Shift (roberts.yaml `movement_by_training`).
Verdict mayMoveBy(const Tables& t, const Actor& a, Manner manner, double shiftInches = 0);

}  // namespace sandtable::rules::roberts
