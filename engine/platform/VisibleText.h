// Text from a data file made safe to show: control characters and the Unicode characters
// that reorder or hide text are written as visible escapes, so that a unit's name or a
// teacher's note cannot move the cursor, recolour or clear a terminal, hide a word, or show
// its words reversed (the right-to-left override), in a terminal or a web page.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace sandtable::platform {

// `text` with, escaped as "\uXXXX" (lowercase hex, the escape JSON reads back as the same
// character, so JSON stays valid and means what it did):
//   - the C0 controls except line feed and tab (NUL, ESC, carriage return, backspace...),
//     DEL, and the C1 controls U+0080 to U+009F;
//   - the bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F,
//     U+202A to U+202E, U+2066 to U+2069) and the line and paragraph separators U+2028,
//     U+2029;
// and each byte that is not part of well-formed UTF-8 as "\xNN". Everything else (letters of
// any script, line breaks, tabs) is kept as it is.
std::string visibleText(std::string_view text);

// How many bytes at the end of `text` begin a UTF-8 sequence that is not complete yet (0 to
// 3): what a stream that escapes as it goes must hold back until the rest arrives.
std::size_t incompleteUtf8Tail(std::string_view text);

}  // namespace sandtable::platform
