#include "WrappedText.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <cfloat>
#include <cstdarg>
#include <string>

#include "TextBreaks.h"

namespace sandtable::view {

void wrappedText(std::string_view text) {
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  const float wrapAt = window->DC.TextWrapPos < 0.0f ? 0.0f : window->DC.TextWrapPos;
  const float width = ImGui::CalcWrapWidthForPos(window->DC.CursorPos, wrapAt);
  // The font's own advances, unrounded (ImGui::CalcTextSize rounds up), so that they add up.
  const ImFont* font = ImGui::GetFont();
  const float size = ImGui::GetFontSize();
  const std::string broken = breakAtSpaces(text, width, [font, size](std::string_view run) {
    return font->CalcTextSizeA(size, FLT_MAX, 0.0f, run.data(), run.data() + run.size()).x;
  });
  // Its lines are broken already: ImGui must not break them again after a full stop.
  ImGui::PushTextWrapPos(-1.0f);
  ImGui::TextUnformatted(broken.data(), broken.data() + broken.size());
  ImGui::PopTextWrapPos();
}

void wrappedTextDisabled(std::string_view text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  wrappedText(text);
  ImGui::PopStyleColor();
}

void wrappedTextF(const char* format, ...) {
  // Formatted as ImGui::TextWrapped formats, into ImGui's own scratch buffer.
  ImGuiContext& g = *GImGui;
  va_list args;
  va_start(args, format);
  const int n = ImFormatStringV(g.TempBuffer, IM_ARRAYSIZE(g.TempBuffer), format, args);
  va_end(args);
  wrappedText(std::string_view(g.TempBuffer, static_cast<std::size_t>(n)));
}

}  // namespace sandtable::view
