// The Briefing panel: the scenario's description, the historical situation and how the
// battle went in history, folded until the battle is over (Briefing.h).
#include <imgui.h>

#include <algorithm>

#include "Briefing.h"
#include "TableUi.h"

namespace sandtable::view {

void drawBriefing(PanelContext& c) {
  if (!c.state.briefingOpen) return;
  const ImGuiIO& io = ImGui::GetIO();
  // Low and central: clear of the bar, the unit card and the game-over panel at the top.
  ImGui::SetNextWindowSize(ImVec2(560 * c.uiScale, std::min(440 * c.uiScale, io.DisplaySize.y * 0.6f)),
                           ImGuiCond_Appearing);
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x / 2, io.DisplaySize.y - 16 * c.uiScale), ImGuiCond_Appearing,
                          ImVec2(0.5f, 1.0f));
  const scenario::ScenarioInfo& info = c.play.info();
  // "###briefing": one window whatever the scenario is called.
  ImGui::Begin(("Briefing: " + info.name + "###briefing").c_str(), &c.state.briefingOpen,
               ImGuiWindowFlags_NoSavedSettings);
  for (const BriefingSection& s : briefingSections(info, c.play.over())) {
    if (s.folded) {
      if (ImGui::CollapsingHeader(s.heading.c_str())) ImGui::TextWrapped("%s", s.text.c_str());
      continue;
    }
    ImGui::TextColored(ImVec4(0.95f, 0.80f, 0.45f, 1.0f), "%s", s.heading.c_str());
    ImGui::TextWrapped("%s", s.text.c_str());
    ImGui::Spacing();
  }
  ImGui::End();
}

}  // namespace sandtable::view
