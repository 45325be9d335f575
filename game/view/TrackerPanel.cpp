// The bar along the top: turn and phase, whose turn it is, the side's own actions (rolls,
// end of turn), the side's own standing orders where the ruleset has them, undo, the AI's pace
// (pause, speed, skip) and the game menu; and the toast line for short messages.
#include <imgui.h>

#include "ActionMenu.h"
#include "TableUi.h"
#include "WrappedText.h"

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

namespace {

// Turn, phase and who is to act, in a room of fixed width: whole with the side's name in its
// colour when it fits, else cut to it with the whole line on hover.
void drawStatus(PanelContext& c, float width) {
  const PhaseInfo ph = c.play.game().phase();
  const int limit = c.play.info().turnLimit;
  std::string status = "Turn " + std::to_string(ph.turn) + (limit > 0 ? " of " + std::to_string(limit) : "") +
                       "  |  Phase: " + std::string(ph.phase) + "  |  ";
  std::string actor;
  if (c.play.over()) {
    status += "The battle is over";
  } else {
    const Side s = c.play.sideToAct();
    actor = sideName(c.play, s);
    const bool human = c.play.session().player(s).human;
    status += actor + (c.play.studying() ? " to act (recorded)"
                       : human           ? " to act (you)"
                                         : " to act (AI, " + c.play.session().player(s).level + ")");
  }
  // For a person to act, what they may do next and the key for it (TurnGuide.h).
  if (c.play.humanToAct()) {
    const std::string& next = currentGuide(c.state, c.play, c.adapter).text;
    if (!next.empty()) status += "  |  " + next;
  }
  if (ImGui::CalcTextSize(status.c_str()).x <= width && !actor.empty()) {
    const std::size_t at = status.rfind(actor);
    ImGui::TextUnformatted(status.substr(0, at).c_str());
    ImGui::SameLine(0, 0);
    ImGui::TextColored(sideColour(c, c.play.sideToAct()), "%s", actor.c_str());
    ImGui::SameLine(0, 0);
    ImGui::TextUnformatted(status.substr(at + actor.size()).c_str());
  } else {
    fittedText(status, width);
  }
}

}  // namespace

void drawTracker(PanelContext& c) {
  ImGui::SetNextWindowPos(ImVec2(c.layout.bar.x0, c.layout.bar.y0));
  ImGui::SetNextWindowSize(ImVec2(c.layout.bar.width(), c.layout.bar.height()));
  ImGui::Begin("##tracker", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_MenuBar);
  if (ImGui::BeginMenuBar()) {
    // Each menu and item is a named control, for scripts to click as a person does.
    const bool gameMenu = ImGui::BeginMenu("Game");
    markTarget(c, "menu-game");
    if (gameMenu) {
      if (ImGui::MenuItem("New game...")) c.state.setupOpen = true;
      markTarget(c, "game-new");
      if (ImGui::MenuItem("Save, load or study...", "F5")) c.state.fileOpen = true;
      markTarget(c, "game-files");
      if (ImGui::MenuItem("Study this battle", nullptr, false,
                          !c.play.studying() && !c.play.session().match().actions().empty())) {
        c.commands.studyThisBattle();
      }
      markTarget(c, "game-study");
      if (ImGui::MenuItem("Export battle report")) c.commands.exportReport();
      markTarget(c, "game-export");
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", kExportReportTip);
      const bool exported = !c.commands.lastReport().empty();
      if (ImGui::MenuItem("Open the battle report", nullptr, false, exported)) c.commands.openReport();
      if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", kOpenReportTip);
      if (ImGui::MenuItem("Show the reports folder")) c.commands.showReportFolder();
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", kShowReportsTip);
      if (ImGui::MenuItem("Undo", "Ctrl+Z", false, c.play.canUndo())) c.commands.undo();
      markTarget(c, "game-undo");
      ImGui::Separator();
      if (ImGui::MenuItem("Settings...")) c.state.settingsOpen = true;
      markTarget(c, "game-settings");
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
    // The turn's status in the rest of the menus' row.
    ImGui::SameLine(0, ImGui::GetStyle().ItemSpacing.x * 3);
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    drawStatus(c, right - ImGui::GetCursorScreenPos().x);
    ImGui::EndMenuBar();
  }

  const Game& g = c.play.game();
  const PanelLayout& l = c.layout;
  const float pad = ImGui::GetStyle().WindowPadding.x;
  // The side's controls on the row below the menus: its actions from the left, each in a place
  // of its own; undo and the AI's pace at the right end.
  const float controlsY = ImGui::GetCursorPosY();
  const float actionsX = pad;
  const float rightX = l.screen.width() - pad - l.paceWidth - l.undoWidth;
  // The side's own actions, when a person may act, each in a button of fixed width; more than
  // fit go under a last button of their own.
  const float step = l.sideActionWidth + ImGui::GetStyle().ItemSpacing.x;
  float ordersX = actionsX;  // the side's standing orders follow its actions
  if (c.play.humanToAct()) {
    const std::vector<ActionChoice> side = sideActions(g, c.adapter);
    const auto fit = static_cast<std::size_t>(std::max(1.0f, (rightX - actionsX) / step));
    ordersX += step * static_cast<float>(std::min(side.size(), fit));
    for (std::size_t i = 0; i < side.size(); ++i) {
      const ActionChoice& a = side[i];
      ImGui::SetCursorPos(ImVec2(actionsX + step * static_cast<float>(std::min(i, fit - 1)), controlsY));
      if (i + 1 == fit && side.size() > fit) {
        if (fittedButton("More...", l.sideActionWidth, "side-more")) ImGui::OpenPopup("side-actions-more");
        markTarget(c, "side-action-more");
        if (ImGui::BeginPopup("side-actions-more")) {
          for (std::size_t j = i; j < side.size(); ++j) {
            if (ImGui::Selectable(side[j].label.c_str())) actOrAsk(c, side[j].action);
            markTarget(c, "side-action-" + std::to_string(j));
            if (ImGui::IsItemHovered()) drawForecastTip(c, side[j].action, side[j].label);
          }
          ImGui::EndPopup();
        }
        break;
      }
      // End turn with units still able to act asks first.
      if (fittedButton(a.label, l.sideActionWidth, ("side-action-" + std::to_string(i)).c_str())) actOrAsk(c, a.action);
      markTarget(c, "side-action-" + std::to_string(i));
      if (ImGui::IsItemHovered()) drawForecastTip(c, a.action, a.label);  // the next melee's odds
    }
  }
  // A recording is stepped back on the study bar; a battle over has no controls left here.
  if (!c.play.studying() && !c.play.over()) {
    drawOrdersLine(c, ordersX, controlsY, rightX - ordersX - ImGui::GetStyle().ItemSpacing.x);
    ImGui::SetCursorPos(ImVec2(rightX, controlsY));
    ImGui::BeginDisabled(!c.play.canUndo());
    if (ImGui::Button("Undo", ImVec2(l.undoWidth - ImGui::GetStyle().ItemSpacing.x, 0))) c.commands.undo();
    markTarget(c, "undo");
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
      ImGui::SetTooltip("Take back your last action (only actions that rolled no dice)");
    }
    ImGui::EndDisabled();
  }

  // The AI's pace, at the right end.
  // (A studied recording has its own pace, on the study bar.)
  const bool anyAi = !c.play.studying() && !c.play.over() &&
      (!c.play.session().player(Side::One).human || !c.play.session().player(Side::Two).human);
  if (anyAi) {
    ImGui::SetCursorPos(ImVec2(rightX + l.undoWidth, controlsY));
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("AI:");
    ImGui::SameLine();
    bool paused = c.play.aiPaused();
    if (ImGui::Checkbox("Pause", &paused)) c.play.setAiPaused(paused);
    markTarget(c, "ai-pause");
    drawPaceButtons(c);
    ImGui::SameLine();
    ImGui::BeginDisabled(!c.play.aiToAct());
    if (ImGui::Button("Skip")) c.play.skipAi();
    markTarget(c, "ai-skip");
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("Let the AI finish its turn at once");
    ImGui::EndDisabled();
  }
  ImGui::End();
}

void drawPaceButtons(PanelContext& c) {
  for (float speed : {1.0f, 2.0f, 4.0f}) {
    ImGui::SameLine();
    const std::string label = std::to_string(static_cast<int>(speed)) + "x";
    const bool on = c.play.aiSpeed() == speed;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_ButtonActive]);
    if (ImGui::Button(label.c_str())) c.play.setAiSpeed(speed);
    markTarget(c, "pace-" + label);
    if (on) ImGui::PopStyleColor();
  }
}

void drawToast(PanelContext& c, float seconds) {
  if (c.state.toastSeconds <= 0 || c.state.toast.empty()) return;
  c.state.toastSeconds -= seconds;
  // Over the foot of the table, above the study bar and the chronicle; a long message (a file's
  // whole path) wraps rather than run off the screen.
  const float width = c.layout.screen.width() - 40;
  ImGui::SetNextWindowPos(ImVec2(c.layout.screen.width() / 2, c.layout.toastY), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(width, c.layout.dialogs.height()));
  ImGui::SetNextWindowBgAlpha(0.85f);
  ImGui::Begin("##toast", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::PushTextWrapPos(width - ImGui::GetStyle().WindowPadding.x * 2);
  wrappedText(c.state.toast);
  ImGui::PopTextWrapPos();
  ImGui::End();
}

}  // namespace sandtable::view
