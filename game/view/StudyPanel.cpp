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
#include "WrappedText.h"

namespace sandtable::view {

using namespace sandtable::rules;

bool buttonWithTip(const char* label, const char* tip, bool enabled) {
  ImGui::BeginDisabled(!enabled);
  const bool pressed = ImGui::Button(label);
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", tip);
  ImGui::EndDisabled();
  return pressed;
}

void drawRecordedOdds(PanelContext& c) {
  // The odds the recorded attack had when it was made: what the rules gave it, beside what
  // came of it (the next step shows the dice).
  const PlayController& p = c.play;
  const std::optional<Action> recorded = p.studyNextAction();
  if (!recorded) return;
  if (const auto f = c.adapter.forecast(p.game(), *recorded)) {
    const std::string label = describe(p.game(), *recorded, c.adapter);
    ImGui::PushTextWrapPos(0.0f);
    wrappedTextDisabled("Its odds, before the dice: " + f->summary);
    ImGui::PopTextWrapPos();
    markTarget(c, "recorded-odds");
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) drawForecastTip(c, *recorded, label);
  }
}

float aboveStudyBar() {
  const ImGuiIO& io = ImGui::GetIO();
  for (const char* name : {"Study bar drawer##study", "Studying a recorded battle##study"}) {
    if (const ImGuiWindow* w = ImGui::FindWindowByName(name); w && w->Active) return w->Pos.y - 8;
  }
  return io.DisplaySize.y - 12;
}

namespace {

// The study bar's drawers: one at a time opens above the bar, from the button that names it.
enum StudyDrawer { kNoDrawer = 0, kNotesDrawer, kAttacksDrawer, kWhatIfDrawer, kTakeOverDrawer };

void drawWhatIfDrawer(PanelContext& c) {
  PlayController& p = c.play;
  // How it tends to end from here, or from every turn (the odds chart): the AI plays it out
  // many times in the background.
  const bool whatIfRunning = c.whatIf && c.whatIf->running(), oddsRunning = c.odds && c.odds->running();
  ImGui::BeginDisabled(whatIfRunning || oddsRunning);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("How does it tend to end from here?");
  const float comboWidth = 130 * c.uiScale;
  flowNext(comboWidth);
  ImGui::SetNextItemWidth(comboWidth);
  if (ImGui::BeginCombo("##whatiflevel", ("AI: " + c.state.whatIfLevel).c_str())) {
    for (const char* level : {"random", "easy", "normal"}) {
      if (ImGui::Selectable((std::string("AI: ") + level).c_str(), c.state.whatIfLevel == level))
        c.state.whatIfLevel = level;
    }
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("The AI on both sides (hard is for sandtable-cli whatif: seconds a game)");
  flowNext(150 * c.uiScale);
  ImGui::SetNextItemWidth(90 * c.uiScale);
  ImGui::InputInt("games", &c.state.whatIfGames, 10, 50);
  c.state.whatIfGames = std::clamp(c.state.whatIfGames, 1, 1000);
  ImGui::EndDisabled();
  flowNext(buttonWidth("Play them"));
  ImGui::BeginDisabled(p.over() || whatIfRunning);
  if (ImGui::Button("Play them")) c.commands.askWhatIf(c.state.whatIfLevel, c.state.whatIfGames);
  markTarget(c, "what-if-play");
  ImGui::EndDisabled();
  flowNext(buttonWidth("From every turn"));
  ImGui::BeginDisabled(oddsRunning);
  if (ImGui::Button("From every turn")) c.commands.askOdds(c.state.whatIfLevel, c.state.whatIfGames);
  markTarget(c, "odds-play");
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("As many games from the start of every turn of the recording, charted:\n"
                      "where did the battle turn?");
  }
  ImGui::EndDisabled();
  ImGui::Separator();
  drawInsteadRow(c, whatIfRunning || oddsRunning);
}

void drawTakeOverDrawer(PanelContext& c) {
  PlayController& p = c.play;
  // What if: the position as it stands, played on by whoever the teacher chooses.
  const float comboWidth = 150 * c.uiScale;
  ImGui::BeginDisabled(p.over());
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Take over here, and play on with:");
  for (int i = 0; i < 2; ++i) {
    const Side side = i == 0 ? Side::One : Side::Two;
    const std::string name = sideName(p, side);
    flowNext(ImGui::CalcTextSize(name.c_str()).x + comboWidth + ImGui::GetStyle().ItemSpacing.x);
    ImGui::TextUnformatted(name.c_str());
    ImGui::SameLine();
    playerPicker(i == 0 ? "##side1" : "##side2", c.state.takeOverPlayers[static_cast<std::size_t>(i)], comboWidth);
  }
  flowNext(buttonWidth("Play on from here"));
  if (ImGui::Button("Play on from here")) c.commands.takeOver(c.state.takeOverPlayers);
  markTarget(c, "take-over");
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("The recording after this position is set aside (its file is not changed)\n"
                      "and the battle goes on from here with these players, keeping the notes so far.");
  }
  ImGui::EndDisabled();
}

// The open drawer, just above the bar, as wide as the screen allows, no taller than its share.
void drawStudyDrawer(PanelContext& c) {
  if (c.state.studyDrawer == kNoDrawer) return;
  const PanelLayout& l = c.layout;
  const float width = std::min(l.screen.width() - 8, 900 * c.uiScale);
  ImGui::SetNextWindowPos(ImVec2(4, l.bottom.y0 - 2), ImGuiCond_Always, ImVec2(0, 1));
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, l.screen.height() * 0.4f));
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::Begin("Study bar drawer##study", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoFocusOnAppearing);
  switch (c.state.studyDrawer) {
    case kNotesDrawer: drawNotesRow(c); break;
    case kAttacksDrawer: drawGamblesRow(c); break;
    case kWhatIfDrawer: drawWhatIfDrawer(c); break;
    case kTakeOverDrawer: drawTakeOverDrawer(c); break;
    default: break;
  }
  c.state.studyDrawerHeight = ImGui::GetWindowSize().y + 2;
  ImGui::End();
}

}  // namespace

void drawStudyBar(PanelContext& c) {
  PlayController& p = c.play;
  if (!p.studying()) {
    c.state.studyDrawer = kNoDrawer;
    return;
  }
  // Along the foot of the screen, the width of it, two rows: the player's controls, each in a
  // place that depends only on the screen and the scale, then where the recording stands and
  // the drawers (notes, attacks, what if, take over) that open above the bar.
  const PanelLayout& l = c.layout;
  ImGui::SetNextWindowPos(ImVec2(l.bottom.x0, l.bottom.y0), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(l.bottom.width(), l.bottom.height()), ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::Begin("Studying a recorded battle##study", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoResize |
                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoFocusOnAppearing);
  const std::size_t at = p.studyPosition();
  const std::size_t length = p.studyLength();
  const bool atStart = at == 0, atEnd = at >= length;
  auto fixedButton = [&](const char* label, const char* tip, bool enabled, const char* target) {
    ImGui::BeginDisabled(!enabled);
    const bool pressed = ImGui::Button(label, ImVec2(buttonWidth(label), 0));
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", tip);
    ImGui::EndDisabled();
    markTarget(c, target);
    ImGui::SameLine();
    return pressed;
  };
  if (fixedButton("|<", "The first position", true, "study-first")) p.studySeek(0);
  if (fixedButton("<< turn", "The start of this turn, or of the one before ([)", !atStart, "study-turn-back"))
    p.studyPreviousTurn();
  if (fixedButton("< step", "One action back (,)", !atStart, "study-step-back")) p.studySeek(at - 1);
  const bool playing = p.studyPlaying();
  {
    // Play and Pause share one place, as wide as the wider of them.
    const float w = std::max(buttonWidth("Play"), buttonWidth("Pause"));
    ImGui::BeginDisabled(!(playing || !atEnd));
    if (ImGui::Button(playing ? "Pause###studyplay" : "Play###studyplay", ImVec2(w, 0))) p.setStudyPlaying(!playing);
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("Play the recording at the AI's pace (Space)");
    ImGui::EndDisabled();
    markTarget(c, "study-play");
    ImGui::SameLine();
  }
  if (fixedButton("step >", "One action forward (.)", !atEnd && !c.animating, "study-step")) p.studyStep();
  if (fixedButton("turn >>", "The start of the next turn (])", !atEnd, "study-turn")) p.studyNextTurn();
  if (fixedButton(">|", "The end of the recording", !atEnd, "study-last")) p.studySeek(length);
  drawPaceButtons(c);  // each after SameLine
  if (!l.cramped) ImGui::SameLine();  // cramped, the slider has a row of its own
  // The whole recording as a slider; the match is rebuilt where it is let go (rebuilding at
  // every pixel of a drag would replay the battle from its start each frame).
  int target = static_cast<int>(at);
  ImGui::SetNextItemWidth(-1);
  ImGui::SliderInt("##position", &target, 0, static_cast<int>(length), "action %d");
  markTarget(c, "study-slider");
  drawNoteTicks(c, length);
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    p.setStudyPlaying(false);
    p.studySeek(static_cast<std::size_t>(target));
  }

  // The drawers' buttons at the right end, each of a fixed width; where the recording stands
  // in the room before them, cut to it with the whole line on hover.
  const float pad = ImGui::GetStyle().WindowPadding.x, spacing = ImGui::GetStyle().ItemSpacing.x;
  const float drawerWidth = std::min(140 * c.uiScale, (l.bottom.width() - pad * 2) / 6);
  const float drawersX = l.bottom.width() - pad - 4 * drawerWidth - 3 * spacing;
  const std::string where = p.studyFile().filename().string() + ": action " + std::to_string(at) + " of " +
                            std::to_string(length) + ", turn " + std::to_string(p.game().phase().turn) + " of the " +
                            std::to_string(p.studyLastTurn()) + " recorded" + (atEnd ? " (the end)" : "");
  ImGui::AlignTextToFramePadding();
  fittedText(where, std::max(0.0f, drawersX - pad - spacing));
  const std::vector<std::pair<StudyDrawer, std::string>> drawers{
      {kNotesDrawer, "Notes (" + std::to_string(p.studyNotes().size()) + ")"},
      {kAttacksDrawer, "Attacks..."},
      {kWhatIfDrawer, "What if..."},
      {kTakeOverDrawer, "Take over..."}};
  const char* targets[] = {"study-notes", "study-attacks", "study-what-if", "study-take-over"};
  for (std::size_t i = 0; i < drawers.size(); ++i) {
    ImGui::SameLine();
    ImGui::SetCursorPosX(drawersX + static_cast<float>(i) * (drawerWidth + spacing));
    const bool open = c.state.studyDrawer == drawers[i].first;
    if (open) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_ButtonActive]);
    if (fittedButton(drawers[i].second, drawerWidth, targets[i]))
      c.state.studyDrawer = open ? kNoDrawer : drawers[i].first;
    if (open) ImGui::PopStyleColor();
    markTarget(c, targets[i]);
  }
  ImGui::End();
  drawStudyDrawer(c);
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

bool drawWhatIfError(const WhatIfTally& t) {
  if (t.error.empty()) return false;
  ImGui::PushTextWrapPos(0.0f);  // the panel's edge (its width is the column's)
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.55f, 0.45f, 1));
  wrappedText("Could not play them: " + t.error);
  ImGui::PopStyleColor();
  ImGui::PopTextWrapPos();
  return true;
}

void markTarget(PanelContext& c, const std::string& name) {
  // Only a control in view, and only its part in view: one scrolled out of its panel, or the
  // part of one cut off at the panel's edge, cannot be clicked where it lies.
  if (!ImGui::IsItemVisible()) return;
  const ImRect clip = ImGui::GetCurrentWindow()->ClipRect;
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  markTarget(c, name, std::max(a.x, clip.Min.x), std::max(a.y, clip.Min.y), std::min(b.x, clip.Max.x),
             std::min(b.y, clip.Max.y));
}

void markTarget(PanelContext& c, const std::string& name, float x0, float y0, float x1, float y1) {
  c.state.targets[name] = {x0, y0, x1, y1};
}

void drawWhatIfCommand(PanelContext& c, const WhatIfTally& t, const std::string& panel) {
  // The command that plays the same games, for a class to check or to play more of them;
  // Copy puts it on the desktop's clipboard, to paste into a terminal.
  ImGui::TextDisabled("The same games headless:");
  flowNext(ImGui::CalcTextSize("Copy").x + ImGui::GetStyle().FramePadding.x * 2);
  if (ImGui::SmallButton(("Copy##" + panel).c_str())) {
    ImGui::SetClipboardText(t.command().c_str());
    c.commands.say("The command is on the clipboard.");
  }
  markTarget(c, panel + "-copy");
  textWrappedAnywhere(t.command());  // a long path breaks where it must
}

void drawWhatIf(PanelContext& c) {
  const std::optional<WhatIfTally> shown = whatIfPanelTally(c.whatIf, c.state.whatIfOpen);
  if (!shown) return;
  const WhatIfTally& t = *shown;
  const PositionTally here = t.positions.empty() ? PositionTally{t.request.action, 0, {}} : t.positions.front();
  const session::BranchTally& games = here.games;
  // Docked in the left column (below a unit's card, when one shows), clear of the dice log on
  // the right and the study bar below.
  dockNext(c.left);
  ImGui::Begin("What if, from here", &c.state.whatIfOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove);
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
  if (drawWhatIfError(t)) {
    dockAdvance(c.left, c.layout.gap);
    ImGui::End();
    return;
  }
  const float fraction = t.request.games > 0 ? static_cast<float>(games.games()) / static_cast<float>(t.request.games) : 1.0f;
  const std::string progress = std::to_string(games.games()) + " of " + std::to_string(t.request.games) + " games";
  ImGui::ProgressBar(fraction, ImVec2(-1, 0), progress.c_str());
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
  dockAdvance(c.left, c.layout.gap);
  ImGui::End();
}

}  // namespace sandtable::view
