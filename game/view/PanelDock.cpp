// Placing panels where PanelLayout says: stacked in a docked column, centred as a dialog, and
// controls of fixed size whose text is cut to fit (the whole text on hover), so that nothing
// moves when a label grows.
#include <imgui.h>

#include <algorithm>

#include "TableUi.h"
#include "WrappedText.h"

namespace sandtable::view {

void dockNext(const DockStack& stack, float maxHeight) {
  const float room = std::max(stack.roomLeft(), 0.0f);
  const float height = maxHeight > 0 ? std::min(maxHeight, room) : room;
  ImGui::SetNextWindowPos(ImVec2(stack.area.x0, stack.y), ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints(ImVec2(stack.area.width(), 0), ImVec2(stack.area.width(), height));
}

void dockAdvance(DockStack& stack, float gap) {
  stack.y = ImGui::GetWindowPos().y + ImGui::GetWindowSize().y + gap;
}

void placeDialog(const PanelLayout& l, float width, float height) {
  const ScreenRect& a = l.dialogs;
  const float w = std::min(width, a.width());
  const float maxH = height > 0 ? std::min(height, a.height()) : a.height();
  ImGui::SetNextWindowPos(ImVec2((a.x0 + a.x1) / 2, (a.y0 + a.y1) / 2), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, maxH));
}

std::string fitText(const std::string& text, float width) {
  if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
  const float dots = ImGui::CalcTextSize("...").x;
  std::string cut = text;
  while (!cut.empty() && ImGui::CalcTextSize(cut.c_str()).x + dots > width) {
    cut.pop_back();
    while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80) cut.pop_back();  // whole UTF-8
  }
  return cut + "...";
}

void flowNext(float width) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width <= right) ImGui::SameLine();
}

float buttonWidth(const char* label) {
  return ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
}

bool fittedButton(const std::string& label, float width, const char* id) {
  const float inner = width - ImGui::GetStyle().FramePadding.x * 2;
  const std::string shown = fitText(label, inner);
  const bool pressed = ImGui::Button((shown + "##" + (id ? id : label)).c_str(), ImVec2(width, 0));
  if (shown != label && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", label.c_str());
  return pressed;
}

void textWrappedAnywhere(const std::string& text) {
  // Greedy lines of whole words; a word wider than the line is broken between characters.
  const float width = std::max(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 4);
  std::string line;
  auto flush = [&] {
    ImGui::TextUnformatted(line.c_str());
    line.clear();
  };
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find(' ', at);
    if (end == std::string::npos) end = text.size();
    std::string word = text.substr(at, end - at);
    at = end + 1;
    const std::string joined = line.empty() ? word : line + " " + word;
    if (ImGui::CalcTextSize(joined.c_str()).x <= width) {
      line = joined;
      continue;
    }
    if (!line.empty()) flush();
    while (ImGui::CalcTextSize(word.c_str()).x > width) {
      std::size_t cut = word.size();
      while (cut > 1 && (ImGui::CalcTextSize(word.substr(0, cut).c_str()).x > width ||
                         (static_cast<unsigned char>(word[cut]) & 0xC0) == 0x80))  // whole UTF-8 characters
        --cut;
      line = word.substr(0, cut);
      flush();
      word = word.substr(cut);
    }
    line = word;
  }
  if (!line.empty()) flush();
}

void fittedText(const std::string& text, float width) {
  const std::string shown = fitText(text, width);
  ImGui::TextUnformatted(shown.c_str());
  if (shown != text && ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36);
    wrappedText(text);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
}

}  // namespace sandtable::view
