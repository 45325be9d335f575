// Wrapped text in ImGui panels, broken at spaces only (TextBreaks.h says why ImGui's own
// wrapping is not used). Each wraps where ImGui::TextWrapped would: at the wrap position
// pushed (PushTextWrapPos), or at the window's edge when none is.
#pragma once

#include <string_view>

namespace sandtable::view {

void wrappedText(std::string_view text);
// In the colour of disabled text: the dice log's secondary lines.
void wrappedTextDisabled(std::string_view text);
// printf-style, as ImGui::TextWrapped.
void wrappedTextF(const char* format, ...) __attribute__((format(printf, 1, 2)));

}  // namespace sandtable::view
