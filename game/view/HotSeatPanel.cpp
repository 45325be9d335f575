// Hot-seat: between sides the table is covered and handed over; the next player can then
// watch what the other side just did before acting. And the end of the battle.
#include <imgui.h>

#include "TableUi.h"

namespace sandtable::view {

using namespace sandtable::rules;

void drawHandover(PanelContext& c) {
  if (!c.play.handoverPending()) return;
  const ImGuiIO& io = ImGui::GetIO();
  // An opaque cover over the whole screen: the table is hidden while it changes hands.
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(io.DisplaySize);
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.10f, 0.11f, 0.13f, 1.0f));
  ImGui::Begin("##handover", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
  const std::string next = sideName(c.play, c.play.handoverTo());
  const std::string title = "Pass the table to " + next;
  ImGui::SetCursorPos(ImVec2(io.DisplaySize.x / 2 - ImGui::CalcTextSize(title.c_str()).x / 2,
                             io.DisplaySize.y * 0.38f));
  ImGui::TextUnformatted(title.c_str());
  const std::vector<const ActionRecord*> replay = c.play.opponentReplay();
  std::string line = replay.empty() ? "The battle begins."
                                    : sideName(c.play, replay.front()->side) + " took " +
                                          std::to_string(replay.size()) +
                                          (replay.size() == 1 ? " action." : " actions.");
  ImGui::SetCursorPosX(io.DisplaySize.x / 2 - ImGui::CalcTextSize(line.c_str()).x / 2);
  ImGui::TextDisabled("%s", line.c_str());
  const float bw = 260 * c.uiScale;
  ImGui::SetCursorPosX(io.DisplaySize.x / 2 - bw / 2);
  if (ImGui::Button((next + ": I am ready (Enter)").c_str(), ImVec2(bw, 0)))
    c.play.acceptHandover();
  if (!replay.empty()) {
    ImGui::SetCursorPosX(io.DisplaySize.x / 2 - bw / 2);
    if (ImGui::Button("Ready: show me what they did (R)", ImVec2(bw, 0))) {
      c.play.acceptHandover();
      c.commands.replayOpponent();
    }
  }
  ImGui::End();
  ImGui::PopStyleColor();
}

void drawGameOver(PanelContext& c) {
  if (!c.play.over() || c.state.setupOpen) return;
  const Result r = c.play.game().result();
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x / 2, 90 * c.uiScale), ImGuiCond_Always,
                          ImVec2(0.5f, 0));
  ImGui::Begin("The battle is over", nullptr,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::TextUnformatted(r.winner == Side::None ? "A draw."
                                                : ("Victory: " + sideName(c.play, r.winner)).c_str());
  // Wrapped at a set width, not the window's: an auto-sized window has no width of its own in
  // its first frames, and wrapping to that left it tall and empty for a moment.
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 420 * c.uiScale);
  // The rules word the reason for a log line ("the army of ... is broken"); here it opens a
  // sentence of its own.
  ImGui::TextUnformatted(capitalised(r.reason).c_str());
  ImGui::PopTextWrapPos();
  if (!c.play.info().historicalOutcome.empty()) {
    // The teaching moment: the battle just fought beside the one in the books.
    if (ImGui::Button("What happened in history")) c.state.briefingOpen = true;  // it leads, once over
    ImGui::SameLine();
  }
  if (ImGui::Button("New game")) c.state.setupOpen = true;
  ImGui::SameLine();
  if (ImGui::Button("Save the match")) c.state.fileOpen = true;
  if (!c.play.studying()) {
    ImGui::SameLine();
    if (ImGui::Button("Study this battle")) c.commands.studyThisBattle();
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("Save it among the saves and step through it from its first action:\n"
                        "ask how it tends to end from any point, chart how the odds moved, take over");
    }
  }
  // On a row of its own: the row above is as wide as the panel should grow.
  if (ImGui::Button("Export battle report")) c.commands.exportReport();
  markTarget(c, "export-report");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", kExportReportTip);
  // Once it is written: the report in the browser, and the folder it is in.
  if (!c.commands.lastReport().empty()) {
    ImGui::SameLine();
    if (ImGui::Button("Open")) c.commands.openReport();
    markTarget(c, "open-report");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", kOpenReportTip);
    ImGui::SameLine();
    if (ImGui::Button("Show folder")) c.commands.showReportFolder();
    markTarget(c, "show-report-folder");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", kShowReportsTip);
  }
  ImGui::End();
}

}  // namespace sandtable::view
