// The dice log: every event of the match in order, and every roll with its rule, its
// dice, each modifier and why it applied, the total, what it needed and what came of it.
#include <imgui.h>

#include <algorithm>

#include "TableUi.h"

namespace sandtable::view {

using namespace sandtable::rules;

void drawDiceLog(PanelContext& c) {
  if (!c.state.logOpen) return;
  const ImGuiIO& io = ImGui::GetIO();
  const float w = 360 * c.uiScale;
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x - w - 8, 70 * c.uiScale), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(w, std::min(io.DisplaySize.y * 0.55f, 420 * c.uiScale)), ImGuiCond_FirstUseEver);
  ImGui::Begin("Dice log", &c.state.logOpen, ImGuiWindowFlags_NoSavedSettings);
  ImGui::Checkbox("Rolls only", &c.state.rollsOnly);
  ImGui::Separator();
  ImGui::BeginChild("entries");
  int lastTurn = -1;
  for (const LogEntry& e : c.play.log()) {
    if (c.state.rollsOnly && !e.roll) continue;
    if (e.turn != lastTurn) {
      ImGui::Separator();
      ImGui::TextDisabled("Turn %d", e.turn);
      lastTurn = e.turn;
    }
    const std::string who = sideName(c.play, e.side) + (e.byAi ? " (AI)" : "");
    if (!e.roll) {
      ImGui::TextWrapped("%s", e.text.c_str());
      continue;
    }
    const RollRecord& r = *e.roll;
    // Headline: what the roll decided and how it came out.
    const bool good = r.outcome.find("hit") == 0 || r.outcome.find("wins") == 0 || r.outcome.find("gets out") == 0 ||
                      r.outcome.find("passes") != std::string::npos || r.outcome.find("may") == 0;
    ImGui::TextColored(good ? ImVec4(0.55f, 0.9f, 0.55f, 1) : ImVec4(1.0f, 0.65f, 0.45f, 1), "%s: %s", r.purpose.c_str(),
                       r.outcome.c_str());
    ImGui::Indent();
    std::string faces;
    for (std::size_t i = 0; i < r.faces.size(); ++i) faces += (i ? ", " : "") + std::to_string(r.faces[i]);
    ImGui::TextDisabled("%s (%s) rolled %s -> %d", r.dice.c_str(), who.c_str(), faces.c_str(), r.base);
    for (const Modifier& m : r.modifiers) ImGui::Text("%+d  %s", m.value, m.label.c_str());
    if (!r.modifiers.empty() || !r.test.empty()) {
      ImGui::Text("= %d%s%s", r.total, r.test.empty() ? "" : ", ", r.test.c_str());
    }
    ImGui::TextDisabled("rule: %s", r.rule.c_str());
    ImGui::Unindent();
  }
  if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4) ImGui::SetScrollHereY(1.0f);  // follow the newest
  ImGui::EndChild();
  ImGui::End();
}

}  // namespace sandtable::view
