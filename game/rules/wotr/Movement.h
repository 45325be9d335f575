// Event III's numbers a unit carries (002): its movement rate; and what counts as water, which
// only the river crossing passes (the table's movement is the match's, Moves.cpp).
#pragma once

#include "Profile.h"
#include "core/Battlefield.h"

namespace sandtable::rules::wotr {

// Inches a move: unarmoured cavalry 12, fully armoured cavalry 8, other cavalry 10, infantry 8,
// fully armoured dismounted knights 6, artillery 8 limbered and 1 unlimbered.
double movementRate(const Tables& t, const Profile& p, bool limbered = true);

// A river or a stream, as ground or as a line.
inline bool isWater(TerrainKind k) { return k == TerrainKind::River || k == TerrainKind::Stream; }

}  // namespace sandtable::rules::wotr
