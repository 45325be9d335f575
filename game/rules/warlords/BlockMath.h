// The measured-table kernel's contact geometry (measured/Contact.h) as the Warlords procedures
// use it, with the one reading of it that is Warlords' own: which edges count as a front.
#pragma once

#include "UnitState.h"
#include "measured/Contact.h"

namespace sandtable::rules::warlords::blockmath {

using measured::blocksOverlap;
using measured::closerThan;
using measured::closestOnSegment;
using measured::edgeOf;
using measured::kTolerance;
using measured::outwardNormal;
using measured::radius;
using measured::shrunk;
using measured::shrunkByHalf;

// 2.3.1.4: every edge of a Hedgehog counts as its front.
inline bool isFront(const UnitState& u, Zone edge) { return edge == Zone::Front || u.formation == FormationKind::Hedgehog; }

}  // namespace sandtable::rules::warlords::blockmath
