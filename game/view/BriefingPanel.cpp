// The Briefing panel: the scenario's description, the historical situation and how the
// battle went in history, folded until the battle is over (Briefing.h).
#include <imgui.h>

#include <algorithm>

#include "Briefing.h"
#include "TableUi.h"
#include "WrappedText.h"

namespace sandtable::view {

void drawBriefing(PanelContext& c) {
  if (!c.state.briefingOpen) return;
  // A reading panel in the middle, no larger than the room below the bar; it scrolls.
  const ScreenRect& room = c.layout.dialogs;
  ImGui::SetNextWindowPos(ImVec2((room.x0 + room.x1) / 2, (room.y0 + room.y1) / 2), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(620 * c.uiScale, room.width()), std::min(480 * c.uiScale, room.height())),
                           ImGuiCond_Always);
  const scenario::ScenarioInfo& info = c.play.info();
  // "###briefing": one window whatever the scenario is called.
  ImGui::Begin(("Briefing: " + info.name + "###briefing").c_str(), &c.state.briefingOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  // Its buttons stay at the foot, the text scrolls above them.
  const float footer = ImGui::GetFrameHeightWithSpacing() + ImGui::GetStyle().ItemSpacing.y;
  ImGui::BeginChild("briefing-text", ImVec2(0, -footer));
  for (const BriefingSection& s : briefingSections(info, c.play.over())) {
    if (s.folded) {
      if (ImGui::CollapsingHeader(s.heading.c_str())) wrappedText(s.text);
      continue;
    }
    ImGui::TextColored(ImVec4(0.95f, 0.80f, 0.45f, 1.0f), "%s", s.heading.c_str());
    wrappedText(s.text);
    ImGui::Spacing();
  }
  ImGui::EndChild();
  ImGui::Separator();
  // Before the first action nothing moves while the briefing is read out (TableApp holds the
  // AI): closing it begins the battle.
  const bool opening = c.play.session().match().actions().empty() && !c.play.studying() && !c.play.over();
  const char* close = c.play.over() ? "Back to the result" : opening ? "Begin the battle" : "Close";
  if (ImGui::Button(close)) c.state.briefingOpen = false;
  markTarget(c, "briefing-close");
  ImGui::End();
}

}  // namespace sandtable::view
