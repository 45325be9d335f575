// The study bar: a saved match stepped through in front of a class (PlayController's
// teaching mode). Where the recording stands, the controls of a video player (a step is an
// action, a chapter a turn), "take over here": who plays on from this position, and "how
// does it tend to end from here?": games played on by the AI, tallied in their own panel.
#include <imgui.h>
#include <imgui_internal.h>  // FindWindowByName: where the study bar stands

#include <algorithm>
#include <map>
#include <string>

#include "ActionMenu.h"
#include "TableUi.h"

namespace sandtable::view {

using namespace sandtable::rules;

bool buttonWithTip(const char* label, const char* tip, bool enabled) {
  ImGui::BeginDisabled(!enabled);
  const bool pressed = ImGui::Button(label);
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", tip);
  ImGui::EndDisabled();
  return pressed;
}

float aboveStudyBar() {
  const ImGuiIO& io = ImGui::GetIO();
  if (const ImGuiWindow* bar = ImGui::FindWindowByName("Studying a recorded battle"); bar && bar->Active)
    return bar->Pos.y - 8;
  return io.DisplaySize.y - 12;
}

void drawStudyBar(PanelContext& c) {
  PlayController& p = c.play;
  if (!p.studying()) return;
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x / 2, io.DisplaySize.y - 56 * c.uiScale), ImGuiCond_Always,
                          ImVec2(0.5f, 1.0f));
  ImGui::SetNextWindowBgAlpha(0.9f);
  ImGui::Begin("Studying a recorded battle", nullptr,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoFocusOnAppearing);
  const std::size_t at = p.studyPosition();
  const std::size_t length = p.studyLength();
  ImGui::Text("%s: action %zu of %zu, turn %d of the %d recorded", p.studyFile().filename().string().c_str(), at,
              length, p.game().phase().turn, p.studyLastTurn());
  if (at == length) {
    ImGui::SameLine();
    ImGui::TextDisabled("(the end of the recording)");
  }

  const bool atStart = at == 0, atEnd = at >= length;
  if (buttonWithTip("|<", "The first position")) p.studySeek(0);
  ImGui::SameLine();
  if (buttonWithTip("<< turn", "The start of this turn, or of the one before ([)", !atStart)) p.studyPreviousTurn();
  ImGui::SameLine();
  if (buttonWithTip("< step", "One action back (,)", !atStart)) p.studySeek(at - 1);
  ImGui::SameLine();
  const bool playing = p.studyPlaying();
  if (buttonWithTip(playing ? "Pause" : "Play", "Play the recording at the AI's pace (Space)", playing || !atEnd)) {
    p.setStudyPlaying(!playing);
  }
  ImGui::SameLine();
  if (buttonWithTip("step >", "One action forward (.)", !atEnd && !c.animating)) p.studyStep();
  ImGui::SameLine();
  if (buttonWithTip("turn >>", "The start of the next turn (])", !atEnd)) p.studyNextTurn();
  ImGui::SameLine();
  if (buttonWithTip(">|", "The end of the recording", !atEnd)) p.studySeek(length);
  drawPaceButtons(p);
  // The whole recording as a slider; the match is rebuilt where it is let go (rebuilding at
  // every pixel of a drag would replay the battle from its start each frame).
  int target = static_cast<int>(at);
  ImGui::SetNextItemWidth(-1);
  ImGui::SliderInt("##position", &target, 0, static_cast<int>(length), "action %d");
  drawNoteTicks(c, length);
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    p.setStudyPlaying(false);
    p.studySeek(static_cast<std::size_t>(target));
  }
  drawNotesRow(c);
  drawGamblesRow(c);

  const float comboWidth = 130 * c.uiScale;
  // How it tends to end from here, or from every turn (the odds chart): the AI plays it out
  // many times in the background.
  const bool whatIfRunning = c.whatIf && c.whatIf->running(), oddsRunning = c.odds && c.odds->running();
  ImGui::BeginDisabled(whatIfRunning || oddsRunning);
  ImGui::TextUnformatted("How does it tend to end from here?");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(comboWidth);
  if (ImGui::BeginCombo("##whatiflevel", ("AI: " + c.state.whatIfLevel).c_str())) {
    for (const char* level : {"random", "easy", "normal"}) {
      if (ImGui::Selectable((std::string("AI: ") + level).c_str(), c.state.whatIfLevel == level))
        c.state.whatIfLevel = level;
    }
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("The AI on both sides (hard is for sandtable-cli whatif: seconds a game)");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(90 * c.uiScale);
  ImGui::InputInt("games", &c.state.whatIfGames, 10, 50);
  c.state.whatIfGames = std::clamp(c.state.whatIfGames, 1, 1000);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(p.over() || whatIfRunning);
  if (ImGui::Button("Play them")) c.commands.askWhatIf(c.state.whatIfLevel, c.state.whatIfGames);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(oddsRunning);
  if (ImGui::Button("From every turn")) c.commands.askOdds(c.state.whatIfLevel, c.state.whatIfGames);
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("As many games from the start of every turn of the recording, charted:\n"
                      "where did the battle turn?");
  }
  ImGui::EndDisabled();
  drawInsteadRow(c, whatIfRunning || oddsRunning);

  // What if: the position as it stands, played on by whoever the teacher chooses.
  ImGui::BeginDisabled(p.over());
  ImGui::TextUnformatted("Take over here:");
  ImGui::SameLine();
  ImGui::TextUnformatted(sideName(p, Side::One).c_str());
  ImGui::SameLine();
  playerPicker("##side1", c.state.takeOverPlayers[0], comboWidth);
  ImGui::SameLine();
  ImGui::TextUnformatted(sideName(p, Side::Two).c_str());
  ImGui::SameLine();
  playerPicker("##side2", c.state.takeOverPlayers[1], comboWidth);
  ImGui::SameLine();
  if (ImGui::Button("Play on from here")) c.commands.takeOver(c.state.takeOverPlayers);
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("The recording after this position is set aside (its file is not changed)\n"
                      "and the battle goes on from here with these players, keeping the notes so far.");
  }
  ImGui::EndDisabled();
  ImGui::End();
  drawNoteWindows(c);
  drawGamblesList(c);
}

std::optional<WhatIfTally> whatIfPanelTally(WhatIfRunner* runner, bool open) {
  if (!runner || !runner->asked()) return std::nullopt;
  if (!open) {
    if (runner->running()) runner->cancel();  // closed: the games it was playing are not wanted
    return std::nullopt;
  }
  return runner->tally();
}

bool drawWhatIfError(const WhatIfTally& t, float uiScale) {
  if (t.error.empty()) return false;
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 420 * uiScale);
  ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.45f, 1), "Could not play them: %s", t.error.c_str());
  ImGui::PopTextWrapPos();
  return true;
}

void markTarget(PanelContext& c, const std::string& name) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  markTarget(c, name, a.x, a.y, b.x, b.y);
}

void markTarget(PanelContext& c, const std::string& name, float x0, float y0, float x1, float y1) {
  c.state.targets[name] = {x0, y0, x1, y1};
}

void drawWhatIfCommand(PanelContext& c, const WhatIfTally& t, const std::string& panel) {
  // The command that plays the same games, for a class to check or to play more of them;
  // Copy puts it on the desktop's clipboard, to paste into a terminal.
  ImGui::TextDisabled("The same games headless:");
  ImGui::SameLine();
  if (ImGui::SmallButton(("Copy##" + panel).c_str())) {
    ImGui::SetClipboardText(t.command().c_str());
    c.commands.say("The command is on the clipboard.");
  }
  markTarget(c, panel + "-copy");
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 460 * c.uiScale);
  ImGui::TextUnformatted(t.command().c_str());
  ImGui::PopTextWrapPos();
}

void drawWhatIf(PanelContext& c) {
  const std::optional<WhatIfTally> shown = whatIfPanelTally(c.whatIf, c.state.whatIfOpen);
  if (!shown) return;
  const WhatIfTally& t = *shown;
  const PositionTally here = t.positions.empty() ? PositionTally{t.request.action, 0, {}} : t.positions.front();
  const session::BranchTally& games = here.games;
  const ImGuiIO& io = ImGui::GetIO();
  // On the left, clear of the dice log on the right and the study bar below.
  ImGui::SetNextWindowPos(ImVec2(10 * c.uiScale, io.DisplaySize.y * 0.3f), ImGuiCond_Appearing);
  ImGui::Begin("What if, from here", &c.state.whatIfOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
  const std::string level = t.request.players[0].level;
  ImGui::Text("From action %zu%s, the AI (%s) on both sides:", t.request.action,
              here.turn > 0 ? (" (turn " + std::to_string(here.turn) + ")").c_str() : "", level.c_str());
  if (t.request.instead) {
    ImGui::TextColored(ImVec4(0.95f, 0.80f, 0.45f, 1.0f), "each game first takes \"%s\"%s",
                       t.request.insteadLabel.c_str(),
                       t.request.recordedLabel.empty()
                           ? ", as the recording did"
                           : (", instead of the recorded \"" + t.request.recordedLabel + "\"").c_str());
    // How often the order could be given: a failed activation gives none, and the AI plays on.
    if (!t.request.then.empty() && !t.positions.empty() && t.positions.front().games.games() > 0) {
      const session::BranchTally& g = t.positions.front().games;
      ImGui::TextDisabled("the order was given in %d of %d games (in %d the activation's roll did not allow it)",
                          g.games() - g.cutShort, g.games(), g.cutShort);
      markTarget(c, "what-if-order-given");
    }
  }
  if (c.play.studying() && c.play.studyPosition() != t.request.action) {
    ImGui::TextDisabled("(the table now stands at action %zu)", c.play.studyPosition());
  }
  if (drawWhatIfError(t, c.uiScale)) {
    ImGui::End();
    return;
  }
  const float fraction = t.request.games > 0 ? static_cast<float>(games.games()) / static_cast<float>(t.request.games) : 1.0f;
  const std::string progress = std::to_string(games.games()) + " of " + std::to_string(t.request.games) + " games";
  ImGui::ProgressBar(fraction, ImVec2(300 * c.uiScale, 0), progress.c_str());
  if (t.running) {
    ImGui::SameLine();
    if (ImGui::Button("Stop")) c.whatIf->cancel();
  }
  if (games.games() > 0 && ImGui::BeginTable("whatif", 3, ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("");
    ImGui::TableSetupColumn("won");
    ImGui::TableSetupColumn("what decided it (the beaten side's army or leader)");
    ImGui::TableHeadersRow();
    // Rows for each side, the draws, and apart from them any games that stopped undecided with
    // neither side left to act (no result at all), as `whatif` counts them.
    const std::map<Ending, int> drawEndings = games.drawEndings();
    for (int who = 0; who < 4; ++who) {
      const int n = who < 2 ? games.won[static_cast<std::size_t>(who)] : who == 2 ? games.draws() : games.unfinished();
      if (who >= 2 && n == 0) continue;
      const std::map<Ending, int>& endings =
          who < 2 ? games.endings[static_cast<std::size_t>(who)] : who == 2 ? drawEndings : games.unfinishedEndings;
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(who == 2   ? "drawn"
                             : who == 3 ? "unfinished"
                                        : sideName(c.play, who == 0 ? Side::One : Side::Two).c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d  (%.0f %%)", n, 100.0 * n / games.games());
      ImGui::TableNextColumn();
      // What decided them: "army broken 12, turn limit 5".
      std::string how;
      for (const auto& [ending, count] : endings) {
        std::string name(endingName(ending));
        std::replace(name.begin(), name.end(), '_', ' ');
        how += (how.empty() ? "" : ", ") + name + " " + std::to_string(count);
      }
      ImGui::TextDisabled("%s", how.c_str());
    }
    ImGui::EndTable();
    ImGui::TextDisabled("Mean length: %.1f turns", games.meanTurns());
  }
  drawWhatIfCommand(c, t, "what-if");
  ImGui::End();
}

}  // namespace sandtable::view
