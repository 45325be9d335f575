// Hot-seat: between sides the table is covered and handed over; the next player can then
// watch what the other side just did before acting. And the end of the battle.
#include <imgui.h>

#include "TableUi.h"
#include "WrappedText.h"
#include "rules/core/Wording.h"

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
  const std::string title = rules::theWithinSentences("Pass the table to " + next);
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
  markTarget(c, "handover-ready");
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
  // The briefing, once over, leads with what happened in history: it takes this panel's place
  // while it is read (its "Back to the result" returns), so the two never stack.
  if (!c.play.over() || c.state.setupOpen || c.state.briefingOpen) return;
  const Result r = c.play.game().result();
  // At the top of the middle of the table, between the columns where they leave room.
  const PanelLayout& l = c.layout;
  const float width = std::min(480 * c.uiScale, l.dialogs.width());
  ImGui::SetNextWindowPos(ImVec2(l.screen.width() / 2, l.dialogs.y0), ImGuiCond_Always, ImVec2(0.5f, 0));
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, l.dialogs.height()));
  ImGui::Begin("The battle is over", nullptr,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove);
  ImGui::TextUnformatted(r.winner == Side::None ? "A draw."
                                                : ("Victory: " + sideName(c.play, r.winner)).c_str());
  // Wrapped at the panel's set width.
  ImGui::PushTextWrapPos(width - ImGui::GetStyle().WindowPadding.x);
  // The rules word the reason for a log line ("the army of ... is broken"); here it opens a
  // sentence of its own.
  wrappedText(capitalised(r.reason));
  ImGui::PopTextWrapPos();
  // The buttons flow onto as many rows as the panel's width needs at this scale.
  bool first = true;
  auto next = [&](const char* label) {
    if (!first) flowNext(buttonWidth(label));
    first = false;
    return ImGui::Button(label);
  };
  if (!c.play.info().historicalOutcome.empty()) {
    // The teaching moment: the battle just fought beside the one in the books.
    if (next("What happened in history")) c.state.briefingOpen = true;  // it leads, once over
    markTarget(c, "over-history");
  }
  if (next("New game")) c.state.setupOpen = true;
  markTarget(c, "over-new-game");
  if (next("Save the match")) c.state.fileOpen = true;
  markTarget(c, "over-save");
  if (!c.play.studying()) {
    if (next("Study this battle")) c.commands.studyThisBattle();
    markTarget(c, "over-study");
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("Save it among the saves and step through it from its first action:\n"
                        "ask how it tends to end from any point, chart how the odds moved, take over");
    }
  }
  if (next("Export battle report")) c.commands.exportReport();
  markTarget(c, "export-report");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", kExportReportTip);
  // Once it is written: the report in the browser, and the folder it is in.
  if (!c.commands.lastReport().empty()) {
    if (next("Open")) c.commands.openReport();
    markTarget(c, "open-report");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", kOpenReportTip);
    if (next("Show folder")) c.commands.showReportFolder();
    markTarget(c, "show-report-folder");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", kShowReportsTip);
  }
  ImGui::End();
}

}  // namespace sandtable::view
