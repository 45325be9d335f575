// The dice log: every event of the match in order, and every roll with its rule, its
// dice, each modifier and why it applied, the total, what it needed and what came of it.
#include <imgui.h>

#include <algorithm>

#include "ActionMenu.h"
#include "TableUi.h"
#include "WrappedText.h"
#include "rules/core/Wording.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

// What the AI weighed before a choice: each alternative, how often its search played through
// it and how those playouts went for the AI's side; the chosen first.
void drawWeighed(PanelContext& c, const LogEntry& e) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.8f, 0.7f, 1.0f, 1));
  wrappedTextF("%s (AI) weighed %zu choices by playing each on:", sideName(c.play, e.side).c_str(),
               e.weighed.size());
  markTarget(c, "ai-weighed");
  ImGui::Indent();
  for (std::size_t i = 0; i < e.weighed.size(); ++i) {
    const ai::Alternative& a = e.weighed[i];
    const std::string what = describe(c.play.game(), a.action, c.adapter);
    wrappedTextF("%s%s: %.0f %% to win, over %d playouts", i == 0 ? "chosen: " : "", what.c_str(),
                 100.0 * a.value, a.visits);
  }
  ImGui::Unindent();
  ImGui::PopStyleColor();
}

}  // namespace

void drawDiceLog(PanelContext& c) {
  if (!c.state.logOpen) return;
  // Docked in the right column, up to three fifths of it; folded to its title at first where
  // the screen is cramped (a projector's scale), a click on the title opens it.
  const DockStack& column = c.right;
  const float height =
      std::min(column.roomLeft(), std::max(240 * c.uiScale, column.area.height() * 0.6f));
  ImGui::SetNextWindowPos(ImVec2(column.area.x0, column.y), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(column.area.width(), height), ImGuiCond_Always);
  ImGui::SetNextWindowCollapsed(c.layout.cramped, ImGuiCond_FirstUseEver);
  ImGui::Begin("Dice log", &c.state.logOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  markTarget(c, "dice-log-title", ImGui::GetWindowPos().x, ImGui::GetWindowPos().y,
             ImGui::GetWindowPos().x + ImGui::GetWindowSize().x,
             ImGui::GetWindowPos().y + ImGui::GetFrameHeight());
  // The fold arrow at the title's left, which opens a folded log (for scripts, as a person clicks
  // it).
  markTarget(c, "dice-log-fold", ImGui::GetWindowPos().x, ImGui::GetWindowPos().y,
             ImGui::GetWindowPos().x + ImGui::GetFrameHeight(),
             ImGui::GetWindowPos().y + ImGui::GetFrameHeight());
  if (ImGui::IsWindowCollapsed()) {
    dockAdvance(c.right, c.layout.gap);
    ImGui::End();
    return;
  }
  ImGui::Checkbox("Rolls only", &c.state.rollsOnly);
  // Beside it where the panel has room (a projector's scale may not).
  flowNext(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
           ImGui::CalcTextSize("AI's reasons").x);
  ImGui::Checkbox("AI's reasons", &c.state.aiReasons);
  markTarget(c, "ai-reasons");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Before each choice the hard AI searched: the alternatives it weighed");
  ImGui::Separator();
  ImGui::BeginChild("entries");
  // Every line wraps at the panel's edge, the dice, modifiers and rule lines too: a Warlords
  // melee's dice ("3d6, two highest; +1d6 enemy's flanks and rear...") run past any width. They
  // break at spaces only (WrappedText.h), never inside a distance such as 2.01".
  ImGui::PushTextWrapPos(0.0f);
  int lastTurn = -1;
  for (const LogEntry& e : c.play.log()) {
    if (!c.play.shows(e)) continue;  // what the rules keep from the side at the table
    // Narration cues stay among the rolls: they are what the teacher reads out; and so do the
    // odds an action had before its rolls.
    if (!e.weighed.empty() && !c.state.aiReasons) continue;  // shown on request
    if (c.state.rollsOnly && !e.roll && !e.narration && !e.odds && e.weighed.empty()) continue;
    if (e.turn != lastTurn) {
      ImGui::Separator();
      ImGui::TextDisabled("Turn %d", e.turn);
      lastTurn = e.turn;
    }
    const std::string who = sideName(c.play, e.side) + (e.byAi ? " (AI)" : "");
    if (e.narration) {
      ImGui::PushStyleColor(ImGuiCol_Text, chronicleColour());
      wrappedTextF("%s: %s", e.teacherNote ? "Teacher's note" : "Chronicle", e.text.c_str());
      ImGui::PopStyleColor();
      continue;
    }
    if (!e.weighed.empty()) {
      drawWeighed(c, e);
      continue;
    }
    if (e.odds) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.6f, 0.75f, 1.0f, 1));
      wrappedText(e.text);
      ImGui::PopStyleColor();
      continue;
    }
    if (!e.roll) {
      wrappedText(e.text);
      continue;
    }
    const RollRecord& r = *e.roll;
    // Headline: what the roll decided and how it came out.
    // Green when the roll went the roller's way, orange when it did not (the words say which too).
    bool good = false;
    for (const char* word : {"hit", "wins", "holds", "gets out", "passes", "may", "continues",
                             "fights on", "rallies"}) {
      good |= r.outcome.rfind(word, 0) == 0;
    }
    ImGui::PushStyleColor(ImGuiCol_Text,
                          good ? ImVec4(0.55f, 0.9f, 0.55f, 1) : ImVec4(1.0f, 0.65f, 0.45f, 1));
    wrappedTextF("%s: %s", r.purpose.c_str(), r.outcome.c_str());
    ImGui::PopStyleColor();
    ImGui::Indent();
    std::string faces;
    for (std::size_t i = 0; i < r.faces.size(); ++i)
      faces += (i ? ", " : "") + std::to_string(r.faces[i]);
    const std::string rolled = theWithinSentences(r.dice + " for " + who + ": rolled " + faces +
                                                  " -> " + std::to_string(r.base));
    wrappedTextDisabled(rolled);
    for (const Modifier& m : r.modifiers) wrappedTextF("%+d  %s", m.value, m.label.c_str());
    if (!r.modifiers.empty() || !r.test.empty()) {
      wrappedTextF("= %d%s%s", r.total, r.test.empty() ? "" : ", ", r.test.c_str());
    }
    wrappedTextDisabled("rule: " + r.rule);
    ImGui::Unindent();
  }
  // Follow the newest entries, unless the player has scrolled back to read older ones. Following
  // is the player's choice, not where the scroll happens to stand: the entries can grow taller
  // after they were added (their wrapping settles once the panel has its width, and a loaded
  // match or a study's jump adds hundreds at once), and the log must go on to the new bottom.
  // A log that shrank (a step back) is clamped to its new bottom, which is following too.
  const float y = ImGui::GetScrollY(), bottom = ImGui::GetScrollMaxY();
  if (y >= bottom - 4)
    c.state.logFollows = true;
  else if (y < c.state.logScrollY - 1)
    c.state.logFollows = false;  // the player scrolled up
  if (c.state.logFollows && (y < bottom || c.play.log().size() != c.state.logSeen))
    ImGui::SetScrollHereY(1.0f);
  c.state.logSeen = c.play.log().size();
  c.state.logScrollY = y;
  c.state.logShowsLast = y >= bottom - 4;
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
  markTarget(c, "dice-log");  // the entries, for a script's wheel
  dockAdvance(c.right, c.layout.gap);
  ImGui::End();
}

}  // namespace sandtable::view
