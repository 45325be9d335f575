// Settings (side colours for colour-blind players, UI scale, sound, AI pace, animation,
// labels, terrain detail), saving and loading matches, and the controls.
#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

#include "LabelBadges.h"
#include "SavesList.h"
#include "TableUi.h"
#include "WrappedText.h"

namespace sandtable::view {

void drawSettings(PanelContext& c) {
  if (!c.state.settingsOpen) return;
  // Pinned by its top left corner, so that a change of scale grows it away from the slider
  // rather than carry the slider away from the cursor.
  const ScreenRect& room = c.layout.dialogs;
  ImGui::SetNextWindowPos(ImVec2(room.x0 + room.width() * 0.2f, room.y0 + 8), ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(room.width() * 0.8f, room.height() - 8));
  ImGui::Begin("Settings", &c.state.settingsOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove);
  ViewSettings& s = c.settings;
  bool changed = false;
  const Palette& current = c.binding.palette(s.palette);
  // The window sizes itself to its items, so the items' width is set here, wide enough for
  // the longest palette's name ("Blue and orange (colour-blind safe)") and its arrow.
  float itemWidth = 260 * c.uiScale;
  for (const Palette& p : c.binding.palettes())
    itemWidth = std::max(itemWidth, ImGui::CalcTextSize(p.name.c_str()).x + ImGui::GetFrameHeight() +
                                        ImGui::GetStyle().FramePadding.x * 2);
  ImGui::PushItemWidth(itemWidth);
  if (ImGui::BeginCombo("Side colours", current.name.c_str())) {
    for (const Palette& p : c.binding.palettes()) {
      if (ImGui::Selectable(p.name.c_str(), p.id == s.palette)) {
        s.palette = p.id;
        changed = true;
      }
    }
    ImGui::EndCombo();
  }
  // Swatches so the choice can be judged before closing the panel.
  for (int side = 0; side < 2; ++side) {
    const Colour& col = current.sides[static_cast<std::size_t>(side)].primary;
    ImGui::ColorButton(side == 0 ? "side 1" : "side 2", ImVec4(col.r, col.g, col.b, 1),
                       ImGuiColorEditFlags_NoTooltip);
    ImGui::SameLine();
    ImGui::TextUnformatted(
        sideName(c.play, side == 0 ? rules::Side::One : rules::Side::Two).c_str());
    if (side == 0) ImGui::SameLine();
  }
  // The scale applies when the slider is let go: applied while dragging, the panel would grow
  // under the cursor and carry the slider away from it.
  if (!c.state.uiScaleDragged) c.state.uiScaleDraft = s.uiScale;
  ImGui::SliderFloat("UI scale", &c.state.uiScaleDraft, kMinUiScale, kMaxUiScale, "%.2fx");
  markTarget(c, "settings-ui-scale");
  c.state.uiScaleDragged = ImGui::IsItemActive();
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    s.uiScale = c.state.uiScaleDraft;
    changed = true;
  }
  changed |= ImGui::Checkbox("Sound", &s.sound);
  ImGui::SameLine();
  // The volume ends where the other sliders end, its labels in one column with theirs.
  ImGui::SetNextItemWidth(itemWidth - (ImGui::GetCursorPosX() - ImGui::GetStyle().WindowPadding.x));
  changed |= ImGui::SliderFloat("Volume", &s.volume, 0.0f, 1.0f, "%.2f");
  if (!c.soundNote.empty()) {
    ImGui::TextDisabled("Sound: %s", c.soundNote.c_str());
    markTarget(c, "settings-sound-note");
  }
  changed |=
      ImGui::SliderFloat("Seconds per AI action", &s.aiSecondsPerAction, 0.0f, 3.0f, "%.1f s");
  changed |= ImGui::SliderFloat("Animation speed", &s.animationSpeed, 0.25f, 4.0f, "%.2fx");
  changed |= ImGui::Checkbox("Names and markers above units", &s.showLabels);
  changed |= ImGui::SliderFloat("Exaggerate heights", &s.heightExaggeration, 1.0f, 3.0f, "%.1fx");
  markTarget(c, "exaggerate-heights");  // for a script's click (warlords_exaggerated_drag.txt)
  int detail = static_cast<int>(s.terrainDetail);
  const char* details[] = {"Automatic", "Layered textures", "One baked texture (fast)"};
  if (ImGui::Combo("Ground detail", &detail, details, 3)) {
    s.terrainDetail = static_cast<TerrainDetail>(detail);
    changed = true;
  }
  ImGui::TextDisabled("Ground detail applies to the next battle loaded.");
  ImGui::PopItemWidth();
  if (changed) c.commands.settingsChanged();
  ImGui::End();
}

namespace {

// How far a saved match went, in words: "turn 5, 84 actions", "turn 16, side 1 won".
std::string progressWords(const SaveEntry& e) {
  if (!e.problem.empty()) return e.problem;
  std::string words = e.turn > 0 ? "turn " + std::to_string(e.turn) + ", " : "";
  words += e.outcome.empty() ? std::to_string(e.actions) + (e.actions == 1 ? " action" : " actions") : e.outcome;
  return words;
}

}  // namespace

void drawFiles(PanelContext& c) {
  if (!c.state.fileOpen) return;
  // The saves already read, by file and time: the list is drawn every frame the panel is open,
  // and a file is read again only when it changes.
  static SavesList saves;
  placeDialog(c.layout, 640 * c.uiScale);
  ImGui::Begin("Save, load or study a match", &c.state.fileOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove);
  const std::filesystem::path dir = c.commands.savesDir();
  // A name without a folder is a file among the saves; an empty one, a new save named for the
  // scenario and the time (never over another).
  const std::filesystem::path typed = c.state.filePath;
  const std::filesystem::path file = inSavesFolder(typed, dir);
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##path", "a name (kept among the saves), or a path; empty: a new save",
                           c.state.filePath, sizeof c.state.filePath);
  markTarget(c, "save-name");
  if (ImGui::Button("Save")) c.commands.saveMatch(typed);
  markTarget(c, "save-match");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", c.play.studying() ? "The battle up to this position of the study, as a recording of its own\n"
                                                "(under another name: the file studied is kept whole)"
                                              : ("Saves as " + (typed.empty() ? std::string("a new file") : file.string()) +
                                                 " (a name without a folder goes among the saves)").c_str());
  ImGui::SameLine();
  ImGui::BeginDisabled(typed.empty());
  if (ImGui::Button("Load")) c.commands.loadMatch(file);
  markTarget(c, "files-load");
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("Carry on the match from where it was saved");
  ImGui::SameLine();
  if (ImGui::Button("Study")) c.commands.studyMatch(file);
  markTarget(c, "files-study");
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("Step through the match from its first action, forward and back, and take over anywhere");
  ImGui::EndDisabled();
  ImGui::Separator();
  ImGui::TextDisabled("Saved in %s, newest first:", dir.string().c_str());
  const std::vector<SaveEntry>& list = saves.list(dir);
  if (list.empty()) ImGui::TextDisabled("None yet.");
  const ImGuiTableFlags flags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY;
  const float rows = static_cast<float>(std::min<std::size_t>(list.size(), 12));
  if (!list.empty() &&
      ImGui::BeginTable("saves", 4, flags, ImVec2(0, (rows + 1.2f) * ImGui::GetTextLineHeightWithSpacing()))) {
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("Saved");
    ImGui::TableSetupColumn("Scenario");
    ImGui::TableSetupColumn("How far");
    ImGui::TableSetupColumn("File");
    ImGui::TableHeadersRow();
    for (const SaveEntry& e : list) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      // The whole row picks the file: its full path goes into the box for Load or Study.
      const std::string id = savedWhen(e.modified) + "##" + e.file.string();
      if (ImGui::Selectable(id.c_str(), file == e.file, ImGuiSelectableFlags_SpanAllColumns))
        std::strncpy(c.state.filePath, e.file.string().c_str(), sizeof c.state.filePath - 1);
      markTarget(c, "saved-" + e.file.stem().string());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(e.scenario.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(progressWords(e).c_str());
      ImGui::TableNextColumn();
      ImGui::TextDisabled("%s", e.file.filename().string().c_str());
    }
    ImGui::EndTable();
  }
  ImGui::End();
}

namespace {
// What the labels over units show: the badges of media/binding.yaml's markers.
// Folded until asked for, so that the panel keeps its height on a small screen.
void drawLabelLegend(PanelContext& c) {
  if (!ImGui::CollapsingHeader("The labels over units")) return;
  wrappedText(
      "A unit's name, or its short name where the whole one does not fit; a line leads to a unit "
      "whose label had to move off it, and where units crowd too closely for their names a small "
      "square of their side's colour stands for the label. Its markers are badges (a number "
      "counts them); hover a unit or its label to read its name and markers in words.");
  drawBadgeLegend(c.binding);
}
}  // namespace

void drawHelp(PanelContext& c) {
  if (!c.state.helpOpen) return;
  // The width is pinned and only the height fits the contents: an auto-sized window whose
  // text wraps to its own width shrinks to a column a letter wide.
  placeDialog(c.layout, 600 * c.uiScale);
  ImGui::Begin("Controls", &c.state.helpOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove);
  // The mouse's lines speak of the table in play: a grid of squares (MicroBattle) or the
  // open, measured table (Warlords), where a drag moves facing kept and Shift turns it.
  const bool grid = c.play.session().scenario().battlefield->gridSpec() != nullptr;
  const char* mouse[][2] = {
      {"Left click",
       "select a unit; click a green square to move there, a ringed enemy to attack it"},
      {"Left drag a unit", "move it along its green squares (light green: if the dice allow)"},
  };
  const char* measured[][2] = {
      {"Left click", "select a unit; click a ringed enemy to charge or shoot at it"},
      {"Left drag a unit", "move it as far toward the point as the rules allow, facing kept"},
      {"Shift + left drag", "wheel the unit to face the point"},
  };
  std::vector<std::array<const char*, 2>> lines;
  if (grid) {
    for (const auto& l : mouse) lines.push_back({l[0], l[1]});
  } else {
    for (const auto& l : measured) lines.push_back({l[0], l[1]});
  }
  const auto pins = c.adapter.tablePins(c.play.game(), c.play.viewer());
  if (std::any_of(pins.begin(), pins.end(), [](const TablePin& p) { return p.movable(); }))
    lines.push_back({"Left drag a flag", "it goes there as far as the rules allow (or click the flag, then the ground)"});
  const char* keys[][2] = {
      {"Right drag", "turn the view around the table and tilt it"},
      {"Middle drag / W A S D", "move over the table"},
      {"Wheel / + -", "zoom"},
      {"Q / E, R / F", "turn, tilt"},
      {"M", "map view (straight down, north up); Home: the whole table"},
      {"C", "centre on the selected unit; Tab: the next unit that still has to act"},
      {"Enter", "the next step the bar names: activate the selected unit (or the next), end its activation, "
                "roll, end the turn (asked first when units could still act)"},
      {"1 - 9", "the selected unit's order of that number in the Orders panel"},
      {"X", "pass the rest of the turn: the units still to act do nothing (asked first; Esc stops it)"},
      {"T", "tape measure: drag on the ground"},
      {"V / G", "what the selected unit sees / its arc of fire"},
      {"Hover an enemy", "line of sight from the selected unit, green or red, with the reason; the odds of attacking it"},
      {"K", "let the AI finish its turn at once"},
      {"P", "the next set of side colours (colour-blind safe, high contrast, classic)"},
      {"Ctrl+Z", "undo your last action if it rolled no dice"},
      {"F5", "save, load or study a match; J: dice log; O: army roster; L: labels"},
      {"B", "the scenario's briefing; for a historical battle, also what happened in history"},
      {"N", "the chronicle: the last narration cue of a historical battle (studying pauses at each)"},
      {"Space . , ] [", "studying a saved match: play or pause, step forward or back, next or previous turn"},
      {"Ctrl+M", "studying: add a teacher's note at this position (a marker, as in a video editor)"},
      {"Esc", "cancel, deselect"},
  };
  for (const auto& l : keys) lines.push_back({l[0], l[1]});
  float keysWidth = 0;
  for (const auto& l : lines) keysWidth = std::max(keysWidth, ImGui::CalcTextSize(l[0]).x);
  if (ImGui::BeginTable("keys", 2)) {
    ImGui::TableSetupColumn("key", ImGuiTableColumnFlags_WidthFixed, keysWidth);
    ImGui::TableSetupColumn("does", ImGuiTableColumnFlags_WidthStretch);
    for (const auto& l : lines) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(l[0]);
      ImGui::TableNextColumn();
      wrappedText(l[1]);
    }
    ImGui::EndTable();
  }
  drawLabelLegend(c);
  ImGui::End();
}

}  // namespace sandtable::view
