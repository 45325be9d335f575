// The study's gambles: every attack, charge and answer to a charge of the recording, with the
// odds the rules gave it before its dice (session::gambleAt). A row of the study bar steps from
// one to the next, and a list goes to any of them: each is gone to from the position before
// it, where the study bar gives its odds and its reckoning, and a step forward rolls its dice.
// For a teacher asking of each charge: a gamble, or bad luck?
#include <imgui.h>

#include <algorithm>
#include <optional>

#include "ActionMenu.h"
#include "TableUi.h"
#include "WrappedText.h"

namespace sandtable::view {

void drawGamblesRow(PanelContext& c) {
  PlayController& p = c.play;
  const std::vector<session::Gamble>& gambles = p.studyGambles();
  const std::size_t at = p.studyPosition();
  std::optional<std::size_t> before, after;
  for (const session::Gamble& g : gambles) {
    if (g.action < at) before = g.action;
    if (g.action > at && !after) after = g.action;
  }
  if (buttonWithTip("< attack", "The attack or charge before this position, from where it was made", before.has_value()))
    p.studySeek(*before);
  markTarget(c, "attack-before");
  ImGui::SameLine();
  if (buttonWithTip("attack >", "The next attack or charge, from where it is made: its odds show below", after.has_value()))
    p.studySeek(*after);
  markTarget(c, "attack-next");
  ImGui::SameLine();
  if (buttonWithTip("All attacks...",
                    "Every attack, charge and answer to a charge in this recording, with its odds before the dice",
                    !gambles.empty()))
    c.state.gamblesListOpen = !c.state.gamblesListOpen;
  markTarget(c, "attacks-list");
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::Text("Attacks and charges: %zu", gambles.size());
  // The one about to be made, when the recording goes on with an attack: its odds.
  if (const std::optional<rules::Action> next = p.studyNextAction(); next && c.adapter.forecast(p.game(), *next)) {
    ImGui::PushTextWrapPos(0.0f);
    wrappedText("Next: " + describe(p.game(), *next, c.adapter));
    ImGui::PopTextWrapPos();
    drawRecordedOdds(c);
  }
}

void drawGamblesList(PanelContext& c) {
  if (!c.state.gamblesListOpen || !c.play.studying()) return;
  const std::vector<session::Gamble>& gambles = c.play.studyGambles();
  const float width = std::min(620 * c.uiScale, c.layout.dialogs.width());
  // On the right, just above the study bar and its drawer: the notes list has the left.
  ImGui::SetNextWindowPos(ImVec2(c.layout.dialogs.x1, aboveStudyBar()), ImGuiCond_Always, ImVec2(1.0f, 1.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, c.layout.dialogs.height() * 0.7f));
  ImGui::Begin("Attacks in this recording, with their odds before the dice", &c.state.gamblesListOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
  const std::size_t at = c.play.studyPosition();
  std::optional<std::size_t> go;
  for (std::size_t i = 0; i < gambles.size(); ++i) {
    const session::Gamble& g = gambles[i];
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::SmallButton("Go")) go = g.action;
    markTarget(c, "attack-go-" + std::to_string(i + 1));
    ImGui::SameLine();
    const std::string where = "Turn " + std::to_string(g.turn) + ", action " + std::to_string(g.action + 1) + ": " +
                              g.what + (g.action == at ? " (next)" : "");
    if (g.action == at)
      ImGui::TextColored(chronicleColour(), "%s", where.c_str());
    else
      ImGui::TextUnformatted(where.c_str());
    ImGui::Indent();
    ImGui::TextDisabled("%s", g.odds.c_str());
    ImGui::Unindent();
    ImGui::PopID();
  }
  ImGui::End();
  // After the window, as the notes list does: going there rebuilds the position.
  if (go) {
    c.play.setStudyPlaying(false);
    c.play.studySeek(*go);
  }
}

}  // namespace sandtable::view
