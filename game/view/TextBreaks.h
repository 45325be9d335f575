// Where a wrapped line of text breaks: at spaces only. ImGui's own wrapping also breaks after
// '.', ',', ';', '!', '?' and '"', which splits a measurement across two lines ("marches on
// (2." above "01\")") and a quotation from its closing mark; the table's texts are full of
// both. Pure, so that it is tested without a window; the table measures with its font
// (WrappedText.h).
#pragma once

#include <functional>
#include <string>
#include <string_view>

namespace sandtable::view {

// The width a run of text takes on the screen.
using TextWidth = std::function<float(std::string_view)>;

// `text` with a line break put in place of each space where the line would pass `width`
// (its own line breaks kept). A word wider than the whole width is broken between its
// characters (never inside one's UTF-8 bytes) where it reaches the edge, as nothing else fits.
std::string breakAtSpaces(std::string_view text, float width, const TextWidth& widthOf);

}  // namespace sandtable::view
