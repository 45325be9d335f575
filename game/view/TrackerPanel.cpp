// The bar along the top: turn and phase, whose turn it is, the side's own actions (rolls,
// end of turn), undo, the AI's pace (pause, speed, skip) and the game menu; and the toast
// line for short messages.
#include <imgui.h>

#include "ActionMenu.h"
#include "TableUi.h"

namespace sandtable::view {

using namespace sandtable::rules;

std::string sideName(const PlayController& play, Side s) {
  if (s == Side::None) return "nobody";
  return play.info().sideNames[static_cast<std::size_t>(sideIndex(s))];
}

ImVec4 sideColour(const PanelContext& c, Side s) {
  const Palette& p = c.binding.palette(c.settings.palette);
  const Colour& col = p.sides[static_cast<std::size_t>(sideIndex(s))].primary;
  // Lift dark side colours so they read on the dark panel.
  const float lum = 0.3f * col.r + 0.59f * col.g + 0.11f * col.b;
  const float lift = lum < 0.35f ? 0.35f - lum : 0.0f;
  return ImVec4(col.r + lift, col.g + lift, col.b + lift, 1);
}

void drawTracker(PanelContext& c) {
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(io.DisplaySize.x, 0));
  ImGui::Begin("##tracker", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_MenuBar);
  if (ImGui::BeginMenuBar()) {
    if (ImGui::BeginMenu("Game")) {
      if (ImGui::MenuItem("New game...")) c.state.setupOpen = true;
      if (ImGui::MenuItem("Save, load or study...", "F5")) c.state.fileOpen = true;
      if (ImGui::MenuItem("Study this battle", nullptr, false,
                          !c.play.studying() && !c.play.session().match().actions().empty())) {
        c.commands.studyThisBattle();
      }
      if (ImGui::MenuItem("Export battle report")) c.commands.exportReport();
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", kExportReportTip);
      if (ImGui::MenuItem("Undo", "Ctrl+Z", false, c.play.canUndo())) c.commands.undo();
      ImGui::Separator();
      if (ImGui::MenuItem("Settings...")) c.state.settingsOpen = true;
      ImGui::Separator();
      if (ImGui::MenuItem("Quit")) c.commands.leave();
      ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("View")) {
      ImGui::MenuItem("Briefing", "B", &c.state.briefingOpen);
      ImGui::MenuItem("Chronicle (narration)", "N", &c.state.chronicleOpen, c.play.latestCue() != nullptr);
      ImGui::MenuItem("Dice log", "J", &c.state.logOpen);
      ImGui::MenuItem("Army roster", "O", &c.state.rosterOpen);
      ImGui::MenuItem("Arcs of fire", "G", &c.state.showFireArc);
      ImGui::MenuItem("What the selected unit sees", "V", &c.state.showViewshed);
      ImGui::MenuItem("Tape measure", "T", &c.state.tapeMode);
      ImGui::MenuItem("Labels over units", "L", &c.settings.showLabels);
      ImGui::Separator();
      if (ImGui::MenuItem("Whole table", "Home")) c.commands.cameraOverview();
      if (ImGui::MenuItem("Map view (top down)", "M")) c.commands.cameraTopDown(true);
      ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Help")) {
      if (ImGui::MenuItem("Controls", "F1")) c.state.helpOpen = true;
      ImGui::EndMenu();
    }
    ImGui::EndMenuBar();
  }

  const Game& g = c.play.game();
  const PhaseInfo ph = g.phase();
  const int limit = c.play.info().turnLimit;
  ImGui::Text("Turn %d%s", ph.turn, limit > 0 ? (" of " + std::to_string(limit)).c_str() : "");
  ImGui::SameLine();
  ImGui::TextDisabled("|");
  ImGui::SameLine();
  ImGui::Text("Phase: %s", std::string(ph.phase).c_str());
  ImGui::SameLine();
  ImGui::TextDisabled("|");
  ImGui::SameLine();
  if (c.play.over()) {
    ImGui::TextUnformatted("The battle is over");
  } else {
    const Side s = c.play.sideToAct();
    ImGui::TextColored(sideColour(c, s), "%s", sideName(c.play, s).c_str());
    ImGui::SameLine();
    const bool human = c.play.session().player(s).human;
    if (c.play.studying())
      ImGui::TextUnformatted("to act (recorded)");
    else
      ImGui::Text("to act (%s)", human ? "you" : ("AI, " + c.play.session().player(s).level).c_str());
  }

  // The side's own actions, when a person may act.
  if (c.play.humanToAct()) {
    const std::vector<ActionChoice> side = sideActions(g, c.adapter);
    for (std::size_t i = 0; i < side.size(); ++i) {
      const ActionChoice& a = side[i];
      ImGui::SameLine();
      if (ImGui::Button(a.label.c_str())) actOrAsk(c, a.action);  // End turn with units still able to act: asked
      markTarget(c, "side-action-" + std::to_string(i));
      if (ImGui::IsItemHovered()) drawForecastTip(c, a.action, a.label);  // the next melee's odds
    }
  }
  if (!c.play.studying()) {  // a recording is stepped back on the study bar
    ImGui::SameLine();
    ImGui::BeginDisabled(!c.play.canUndo());
    if (ImGui::Button("Undo")) c.commands.undo();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
      ImGui::SetTooltip("Take back your last action (only actions that rolled no dice)");
    }
    ImGui::EndDisabled();
  }

  // The AI's pace.
  // (A studied recording has its own pace, on the study bar.)
  const bool anyAi = !c.play.studying() &&
      (!c.play.session().player(Side::One).human || !c.play.session().player(Side::Two).human);
  if (anyAi) {
    ImGui::SameLine();
    ImGui::TextDisabled("| AI:");
    ImGui::SameLine();
    bool paused = c.play.aiPaused();
    if (ImGui::Checkbox("Pause", &paused)) c.play.setAiPaused(paused);
    drawPaceButtons(c.play);
    ImGui::SameLine();
    ImGui::BeginDisabled(!c.play.aiToAct());
    if (ImGui::Button("Skip")) c.play.skipAi();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("Let the AI finish its turn at once");
    ImGui::EndDisabled();
  }
  ImGui::End();
}

void drawPaceButtons(PlayController& play) {
  for (float speed : {1.0f, 2.0f, 4.0f}) {
    ImGui::SameLine();
    const std::string label = std::to_string(static_cast<int>(speed)) + "x";
    const bool on = play.aiSpeed() == speed;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_ButtonActive]);
    if (ImGui::Button(label.c_str())) play.setAiSpeed(speed);
    if (on) ImGui::PopStyleColor();
  }
}

void drawToast(PanelContext& c, float seconds) {
  if (c.state.toastSeconds <= 0 || c.state.toast.empty()) return;
  c.state.toastSeconds -= seconds;
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x / 2, io.DisplaySize.y - 20), ImGuiCond_Always,
                          ImVec2(0.5f, 1.0f));
  ImGui::SetNextWindowBgAlpha(0.85f);
  ImGui::Begin("##toast", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::TextUnformatted(c.state.toast.c_str());
  ImGui::End();
}

}  // namespace sandtable::view
