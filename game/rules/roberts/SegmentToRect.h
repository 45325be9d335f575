// Distances between a straight line of fire and a stand's footprint, for the corridor of
// 000 Missile Fire. (A kernel piece: it belongs beside measured/Contact.h's point and segment
// helpers.)
#pragma once

#include "core/Geometry.h"

namespace sandtable::rules::roberts {

// Whether segment `a`-`b` meets footprint `r` (crosses an edge or has an end inside).
bool segmentCrosses(Point a, Point b, const Rect& r);

// The distance from segment `a`-`b` to footprint `r` (0 where they meet).
Length segmentToRect(Point a, Point b, const Rect& r);

}  // namespace sandtable::rules::roberts
