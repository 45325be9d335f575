// Wheeling: a block turns about one of its front corners, the corner on the side it turns
// toward standing still while the other swings round; the distance the outer corner travels
// is what the wheel costs of a move.
#pragma once

#include "Block.h"

namespace sandtable::rules::measured {

// Block of width `width` at `from`, wheeled to face `newFacing` about the front corner on
// the side it turns toward (the right one for a clockwise turn).
Pose wheeled(const Pose& from, Length width, Angle newFacing);

// The arc the outer front corner of a block of width `width` travels turning by `turn`
// (2 pi per turn, with pi taken as 355/113).
Length wheelArc(Length width, Angle turn);

}  // namespace sandtable::rules::measured
