// Settings (side colours for colour-blind players, UI scale, sound, AI pace, animation,
// labels, terrain detail), saving and loading matches, and the controls.
#include <imgui.h>

#include <algorithm>
#include <array>
#include <cfloat>
#include <cstring>
#include <vector>

#include "LabelBadges.h"
#include "TableUi.h"

namespace sandtable::view {

void drawSettings(PanelContext& c) {
  if (!c.state.settingsOpen) return;
  ImGui::Begin("Settings", &c.state.settingsOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
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
  changed |= ImGui::SliderFloat("UI scale", &s.uiScale, 0.75f, 2.0f, "%.2fx");
  changed |= ImGui::Checkbox("Sound", &s.sound);
  ImGui::SameLine();
  // The volume ends where the other sliders end, its labels in one column with theirs.
  ImGui::SetNextItemWidth(itemWidth - (ImGui::GetCursorPosX() - ImGui::GetStyle().WindowPadding.x));
  changed |= ImGui::SliderFloat("Volume", &s.volume, 0.0f, 1.0f, "%.2f");
  changed |=
      ImGui::SliderFloat("Seconds per AI action", &s.aiSecondsPerAction, 0.0f, 3.0f, "%.1f s");
  changed |= ImGui::SliderFloat("Animation speed", &s.animationSpeed, 0.25f, 4.0f, "%.2fx");
  changed |= ImGui::Checkbox("Names and markers above units", &s.showLabels);
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

void drawFiles(PanelContext& c) {
  if (!c.state.fileOpen) return;
  ImGui::SetNextWindowSize(ImVec2(560 * c.uiScale, 0), ImGuiCond_Appearing);
  ImGui::Begin("Save, load or study a match", &c.state.fileOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
  const std::filesystem::path dir = c.commands.savesDir();
  if (c.state.filePath[0] == '\0') {
    const std::string def = (dir / "match.yaml").string();
    std::strncpy(c.state.filePath, def.c_str(), sizeof c.state.filePath - 1);
  }
  ImGui::SetNextItemWidth(-1);
  ImGui::InputText("##path", c.state.filePath, sizeof c.state.filePath);
  if (ImGui::Button("Save")) c.commands.saveMatch(c.state.filePath);
  if (ImGui::IsItemHovered() && c.play.studying())
    ImGui::SetTooltip("The battle up to this position of the study, as a recording of its own\n"
                      "(under another name: the file studied is kept whole)");
  ImGui::SameLine();
  if (ImGui::Button("Load")) c.commands.loadMatch(c.state.filePath);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Carry on the match from where it was saved");
  ImGui::SameLine();
  if (ImGui::Button("Study")) c.commands.studyMatch(c.state.filePath);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Step through the match from its first action, forward and back, and take over anywhere");
  ImGui::Separator();
  ImGui::TextDisabled("In %s:", dir.string().c_str());
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  for (const auto& f : std::filesystem::directory_iterator(dir, ec)) {
    if (f.path().extension() == ".yaml") files.push_back(f.path());
  }
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    if (ImGui::Selectable(f.filename().string().c_str()))
      std::strncpy(c.state.filePath, f.string().c_str(), sizeof c.state.filePath - 1);
  }
  ImGui::End();
}

namespace {
// What the labels over units show: the badges of media/binding.yaml's markers.
// Folded until asked for, so that the panel keeps its height on a small screen.
void drawLabelLegend(PanelContext& c) {
  if (!ImGui::CollapsingHeader("The labels over units")) return;
  ImGui::TextWrapped("A unit's name, or its short name where the whole one does not fit; a line leads to a unit "
                     "whose label had to move off it. Its markers are badges (a number counts them); hover a "
                     "unit or its label to read them in words.");
  drawBadgeLegend(c.binding);
}
}  // namespace

void drawHelp(PanelContext& c) {
  if (!c.state.helpOpen) return;
  // The width is pinned and only the height fits the contents: an auto-sized window whose
  // text wraps to its own width shrinks to a column a letter wide.
  const float width = 560 * c.uiScale;
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, FLT_MAX));
  ImGui::Begin("Controls", &c.state.helpOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
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
  const char* keys[][2] = {
      {"Right drag", "turn the view around the table and tilt it"},
      {"Middle drag / W A S D", "move over the table"},
      {"Wheel / + -", "zoom"},
      {"Q / E, R / F", "turn, tilt"},
      {"M", "map view (straight down, north up); Home: the whole table"},
      {"C", "centre on the selected unit; Tab: the next unit that can act"},
      {"T", "tape measure: drag on the ground"},
      {"V / G", "what the selected unit sees / its arc of fire"},
      {"Hover an enemy", "line of sight from the selected unit, green or red, with the reason; the odds of attacking it"},
      {"Enter", "the side's next action (roll, end turn)"},
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
      ImGui::TextWrapped("%s", l[1]);
    }
    ImGui::EndTable();
  }
  drawLabelLegend(c);
  ImGui::End();
}

}  // namespace sandtable::view
