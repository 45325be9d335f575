// The Chronicle: the narration cue of a historical battle that the play or the study has
// just reached, near the top of the screen in large type, so that a class can read it from
// the back of the room while the teacher reads it out. It stays until closed or replaced by
// the next cue; a step back past a cue takes it away again (the panel shows the last cue at
// or before the position, or nothing). N (or View > Chronicle) shows it again.
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <optional>

#include "TableUi.h"
#include "WrappedText.h"

namespace sandtable::view {

namespace {

// The loaded font nearest to `pixels` high as drawn (fonts are drawn at FontGlobalScale), and
// the scale that brings it to that height.
std::pair<ImFont*, float> fontFor(float pixels) {
  const ImGuiIO& io = ImGui::GetIO();
  ImFont* best = ImGui::GetFont();
  for (ImFont* f : io.Fonts->Fonts) {
    if (std::fabs(f->FontSize * io.FontGlobalScale - pixels) <
        std::fabs(best->FontSize * io.FontGlobalScale - pixels))
      best = f;
  }
  return {best, pixels / (best->FontSize * io.FontGlobalScale)};
}

// A teacher's note while studying: where it stands, and the buttons to reword or remove it.
// Drawn above the note's words, so that they stay in reach however long the note is (the
// chronicle scrolls past six tenths of the screen). Returns the note to remove, if asked:
// removing it makes a new narration tracker, so the caller does it once done with the cue.
std::optional<std::size_t> drawNoteControls(PanelContext& c, const session::FiredCue& cue) {
  // The notes follow the scenario's cues in the tracker's list (narrationWithNotes).
  const std::size_t index = cue.cue - c.play.info().narration.size();
  ImGui::TextDisabled("A note on this recording, after action %zu.", cue.what->action);
  ImGui::SameLine();
  if (ImGui::SmallButton("Reword")) {
    // The note editor, holding the note's words to change.
    c.state.noteEditorOpen = true;
    c.state.noteRewording = index;
    c.state.noteDraft = cue.what->text;
  }
  markTarget(c, "note-reword");
  ImGui::SameLine();
  const bool remove = ImGui::SmallButton("Remove this note");
  markTarget(c, "note-remove");
  return remove ? std::optional<std::size_t>(index) : std::nullopt;
}

}  // namespace

ImVec4 chronicleColour() { return ImVec4(1.0f, 0.86f, 0.42f, 1.0f); }

void drawChronicle(PanelContext& c) {
  // A cue just fired opens the chronicle again, closed or not (when the table follows cues).
  // While the briefing is open the cue waits for it to close: the class hears the situation
  // first, then turn 1's cue, and the two panels never cover each other unasked.
  if (c.play.cuesFired() != c.state.chronicleSeen && !c.state.briefingOpen) {
    c.state.chronicleSeen = c.play.cuesFired();
    if (c.state.chronicleFollows) c.state.chronicleOpen = true;
  }
  const session::FiredCue* cue = c.play.latestCue();
  if (!c.state.chronicleOpen || !cue) return;
  const float s = c.uiScale;
  // Along the foot of the screen, as subtitles, across the width above the study bar: the
  // armies at the top and middle of the table stay in view, and the line is long enough for the
  // large type to read in a few lines. The columns beside it end above it (PanelLayout).
  const ScreenRect& strip = c.layout.chronicle;
  const float room = c.layout.dialogs.height() / (c.layout.cramped ? 4 : 3);
  ImGui::SetNextWindowPos(ImVec2(strip.x0, strip.y1), ImGuiCond_Always, ImVec2(0, 1));
  ImGui::SetNextWindowSizeConstraints(ImVec2(strip.width(), 0), ImVec2(strip.width(), room));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.13f, 0.10f, 0.07f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_TitleBg, ImVec4(0.30f, 0.22f, 0.10f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_TitleBgActive, ImVec4(0.38f, 0.28f, 0.12f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_Border, ImVec4(0.75f, 0.60f, 0.30f, 0.8f));
  // "###chronicle": one window whatever the turn. A teacher's note says it is one.
  const scenario::NarrationCue& what = *cue->what;
  const bool note = what.trigger == scenario::CueTrigger::TeacherNote;
  const std::string title =
      std::string(note ? "Teacher's note" : "Chronicle") + ", turn " + std::to_string(cue->turn) + "###chronicle";
  ImGui::Begin(title.c_str(), &c.state.chronicleOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoFocusOnAppearing |
                   ImGuiWindowFlags_NoCollapse);
  const std::optional<std::size_t> removing = note && c.play.studying() ? drawNoteControls(c, *cue) : std::nullopt;
  // Large type, from the sharpest loaded font for it: about 24 pixels at UI scale 1.
  const auto [font, scale] = fontFor(std::max(24.0f, 19.0f * s));
  ImGui::PushFont(font);
  ImGui::SetWindowFontScale(scale);
  ImGui::PushStyleColor(ImGuiCol_Text, chronicleColour());
  ImGui::PushTextWrapPos(0.0f);
  wrappedText(cue->what->text);
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::SetWindowFontScale(1.0f);
  ImGui::PopFont();
  ImGui::PushTextWrapPos(0.0f);
  if (!what.source.empty()) wrappedTextDisabled("Source: " + what.source);
  if (c.play.studying() && !c.play.studyPlaying() && cue->action == c.play.studyPosition()) {
    wrappedTextDisabled(
        "The recording waits here: Space plays on. N hides or shows the chronicle.");
  }
  ImGui::PopTextWrapPos();
  markTarget(c, "chronicle", ImGui::GetWindowPos().x, ImGui::GetWindowPos().y,
             ImGui::GetWindowPos().x + ImGui::GetWindowSize().x,
             ImGui::GetWindowPos().y + ImGui::GetWindowSize().y);
  c.state.chronicleHeight = ImGui::GetWindowSize().y;
  ImGui::End();
  ImGui::PopStyleColor(4);
  if (removing) c.commands.removeNote(*removing);
}

}  // namespace sandtable::view
