// The badges on the floating labels over units: each marker a small coloured shape with a
// sign or a number on it, as media/binding.yaml's markers describe them, drawn with ImGui's
// draw list; and their legend, drawn the same way, for the Controls panel.
#pragma once

#include "MediaBinding.h"

struct ImDrawList;

namespace sandtable::view {

// The width a badge takes on a label whose text is `size` pixels high (a count of two
// digits or more widens it).
float badgeWidth(const BadgeLook& look, int count, float size);

// Draws the badge with its top-left corner at (x, y), `size` pixels high, with `count` on
// it when above 0 (else its glyph).
void drawBadge(ImDrawList& draw, float x, float y, float size, const BadgeLook& look, int count);

// The legend, as widgets in the current ImGui window: each badge the binding has and what it
// means, in columns.
void drawBadgeLegend(const MediaBinding& binding);

}  // namespace sandtable::view
