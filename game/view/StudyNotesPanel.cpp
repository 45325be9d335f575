// The teacher's notes at the study bar: where they stand on the slider, the row that counts
// them, steps between them and adds one, the editor that writes one into the studied file, and
// the list of them all. The notes themselves are scenario::TeacherNote, kept by PlayController.
#include <imgui.h>

#include <algorithm>
#include <optional>
#include <string>

#include "TableUi.h"
#include "WrappedText.h"

namespace sandtable::view {

// Where the teacher's notes stand on the recording, as gold ticks along the slider just drawn,
// placed as ImGui places the slider's grab for that value (its padding and grab width).
void drawNoteTicks(PanelContext& c, std::size_t length) {
  const std::vector<scenario::TeacherNote>& notes = c.play.studyNotes();
  if (notes.empty() || length == 0) return;
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  const float padding = 2.0f, width = b.x - a.x - 2 * padding;
  const float grab =
      std::max(ImGui::GetStyle().GrabMinSize, width / static_cast<float>(length + 1));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImU32 gold = ImGui::GetColorU32(chronicleColour());
  for (const scenario::TeacherNote& n : notes) {
    const float x = a.x + padding + grab / 2 +
                    (width - grab) * static_cast<float>(n.action) / static_cast<float>(length);
    draw->AddTriangleFilled(ImVec2(x - 4 * c.uiScale, a.y), ImVec2(x + 4 * c.uiScale, a.y),
                            ImVec2(x, a.y + 6 * c.uiScale), gold);
  }
  if (ImGui::IsItemHovered()) {
    std::string where;
    for (const scenario::TeacherNote& n : notes)
      where += (where.empty() ? "" : ", ") + std::to_string(n.action);
    ImGui::SetTooltip("Teacher's notes (gold) after actions %s", where.c_str());
  }
}

void openNewNote(TableState& s) {
  s.noteEditorOpen = true;
  s.noteRewording.reset();
  s.noteDraft.clear();
}

// The teacher's notes on the recording: how many, a step to the one before or after this
// position, and "Add a note here", which opens the note editor. A note shows in the chronicle
// when the study reaches it, and playing waits there as it does for a narration cue.
void drawNotesRow(PanelContext& c) {
  PlayController& p = c.play;
  const std::vector<scenario::TeacherNote>& notes = p.studyNotes();
  const std::size_t at = p.studyPosition();
  std::optional<std::size_t> before, after;
  std::size_t here = 0;
  for (const scenario::TeacherNote& n : notes) {
    if (n.action < at) before = n.action;
    if (n.action > at && !after) after = n.action;
    here += n.action == at ? 1 : 0;
  }
  // The buttons first, the count last: a count that grows moves no button.
  if (buttonWithTip("< note", "The note before this position", before.has_value()))
    p.studySeek(*before);
  markTarget(c, "note-before");
  ImGui::SameLine();
  if (buttonWithTip("note >", "The next note", after.has_value())) p.studySeek(*after);
  markTarget(c, "note-next");
  ImGui::SameLine();
  if (ImGui::Button("Add a note here...")) openNewNote(c.state);
  markTarget(c, "note-add");
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip(
        "A question or a remark for the class, shown in the chronicle when the study reaches\n"
        "this position (the recording waits there). Saved in the match file at once.");
  }
  ImGui::SameLine();
  if (buttonWithTip("All notes...",
                    "Every note on this recording, in order, to read over and go to",
                    !notes.empty()))
    c.state.notesListOpen = !c.state.notesListOpen;
  markTarget(c, "notes-list");
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::Text("Teacher's notes: %zu", notes.size());
  if (here > 0) {
    ImGui::SameLine();
    ImGui::TextDisabled("(%zu here)", here);
  }
}

namespace {

// A multiline text box over a std::string that grows as the text does. (Debian's
// imgui_stdlib is built into libimgui, not into the ImGui inside Ogre's Overlay that the table
// draws with, so the resize callback is written here.)
bool inputTextMultiline(const char* label, std::string& text, const ImVec2& size) {
  auto grow = [](ImGuiInputTextCallbackData* data) {
    if (data->EventFlag == ImGuiInputTextFlags_CallbackResize) {
      auto* s = static_cast<std::string*>(data->UserData);
      s->resize(static_cast<std::size_t>(data->BufTextLen));
      data->Buf = s->data();
    }
    return 0;
  };
  return ImGui::InputTextMultiline(label, text.data(), text.capacity() + 1, size,
                                   ImGuiInputTextFlags_CallbackResize, grow, &text);
}

// The note editor: what the teacher writes for this position (or the new words of a note being
// reworded), saved into the studied file.
void drawNoteEditor(PanelContext& c) {
  if (!c.state.noteEditorOpen || !c.play.studying()) return;
  placeDialog(c.layout, 520 * c.uiScale);
  const std::vector<scenario::TeacherNote>& notes = c.play.studyNotes();
  if (c.state.noteRewording && *c.state.noteRewording >= notes.size())
    c.state.noteRewording.reset();
  // One window (###noteeditor) whatever it edits; ImGui keeps the name it was first made with,
  // so the words that name the window come first and stay the same.
  const std::string title = c.state.noteRewording
                                ? "Teacher's note editor: rewording the note after action " +
                                      std::to_string(notes[*c.state.noteRewording].action)
                                : "Teacher's note editor: a new note at action " +
                                      std::to_string(c.play.studyPosition()) + ", turn " +
                                      std::to_string(c.play.game().phase().turn);
  ImGui::Begin((title + "###noteeditor").c_str(), &c.state.noteEditorOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoCollapse);
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  inputTextMultiline("##note", c.state.noteDraft, ImVec2(-1, 120 * c.uiScale));
  const std::string& text = c.state.noteDraft;
  ImGui::BeginDisabled(scenario::blankText(text));
  if (ImGui::Button("Save")) {
    // Not saved (the toast says why): the editor stays open, so the words are not lost.
    const bool saved = c.state.noteRewording ? c.commands.rewordNote(*c.state.noteRewording, text)
                                             : c.commands.addNote(text);
    if (saved) c.state.noteEditorOpen = false;
  }
  markTarget(c, "note-save");
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) c.state.noteEditorOpen = false;
  markTarget(c, "note-cancel");
  ImGui::SameLine();
  ImGui::TextDisabled("Saved in %s", c.play.studyFile().filename().string().c_str());
  ImGui::End();
}

// Every note on the recording, in order: where it stands (turn and action), its words, and Go,
// which takes the study there. For a teacher reading over a lesson's notes before the class.
void drawNotesList(PanelContext& c) {
  const std::vector<scenario::TeacherNote>& notes = c.play.studyNotes();
  if (notes.empty()) c.state.notesListOpen = false;  // the last removed: it does not come back on its own
  if (!c.state.notesListOpen || !c.play.studying()) return;
  const float width = std::min(520 * c.uiScale, c.layout.dialogs.width());
  // On the left, just above the study bar and its drawer.
  ImGui::SetNextWindowPos(ImVec2(c.layout.dialogs.x0, aboveStudyBar()), ImGuiCond_Always, ImVec2(0.0f, 1.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, c.layout.dialogs.height() * 0.7f));
  ImGui::Begin("Teacher's notes on this recording", &c.state.notesListOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoCollapse);
  const std::size_t at = c.play.studyPosition();
  std::optional<std::size_t> go;
  for (std::size_t i = 0; i < notes.size(); ++i) {
    const scenario::TeacherNote& n = notes[i];
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::SmallButton("Go")) go = n.action;
    markTarget(c, "note-go-" + std::to_string(i + 1));
    ImGui::SameLine();
    const std::string where = std::to_string(i + 1) + ". Turn " +
                              std::to_string(c.play.studyTurnAt(n.action)) + ", after action " +
                              std::to_string(n.action) + (n.action == at ? " (here)" : "");
    if (n.action == at)
      ImGui::TextColored(chronicleColour(), "%s", where.c_str());
    else
      ImGui::TextDisabled("%s", where.c_str());
    ImGui::PushTextWrapPos(0.0f);
    wrappedText(n.text);
    ImGui::PopTextWrapPos();
    ImGui::PopID();
  }
  ImGui::End();
  // After the window: going there rebuilds the position, and the list it drew from stays whole.
  if (go) {
    c.play.setStudyPlaying(false);
    c.play.studySeek(*go);
  }
}

}  // namespace

void drawNoteWindows(PanelContext& c) {
  drawNoteEditor(c);
  drawNotesList(c);
}

}  // namespace sandtable::view
