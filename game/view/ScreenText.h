// The words the last frame put on the screen, read back from what it drew: every panel, the
// bar, tooltips, the labels and pins on the table alike (ImGui draws them all). For a script's
// checks of what a person at the table could read (expect-text, no-text).
#pragma once

#include <string>

namespace sandtable::view {

// The text of the frame last rendered, a line for each run of glyphs on one baseline; empty
// before the first frame.
std::string screenText();

}  // namespace sandtable::view
