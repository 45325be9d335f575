// The study bar: a saved match stepped through in front of a class (PlayController's
// teaching mode). Where the recording stands, the controls of a video player (a step is an
// action, a chapter a turn), and "take over here": who plays on from this position.
#include <imgui.h>

#include <string>

#include "TableUi.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

struct PlayerChoice {
  const char* label;
  session::PlayerSpec spec;
};

const PlayerChoice kPlayerChoices[] = {
    {"a person", {true, ""}},         {"AI, easy", {false, "easy"}},     {"AI, normal", {false, "normal"}},
    {"AI, hard", {false, "hard"}},    {"AI, random", {false, "random"}},
};

void playerCombo(const char* id, session::PlayerSpec& spec, float width) {
  const char* current = kPlayerChoices[0].label;
  for (const PlayerChoice& p : kPlayerChoices) {
    if (p.spec.human == spec.human && p.spec.level == spec.level) current = p.label;
  }
  ImGui::SetNextItemWidth(width);
  if (ImGui::BeginCombo(id, current)) {
    for (const PlayerChoice& p : kPlayerChoices) {
      if (ImGui::Selectable(p.label, p.label == current)) spec = p.spec;
    }
    ImGui::EndCombo();
  }
}

bool button(const char* label, const char* key, bool enabled = true) {
  ImGui::BeginDisabled(!enabled);
  const bool pressed = ImGui::Button(label);
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", key);
  ImGui::EndDisabled();
  return pressed;
}

}  // namespace

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
  if (button("|<", "The first position")) p.studySeek(0);
  ImGui::SameLine();
  if (button("<< turn", "The start of this turn, or of the one before ([)", !atStart)) p.studyPreviousTurn();
  ImGui::SameLine();
  if (button("< step", "One action back (,)", !atStart)) p.studySeek(at - 1);
  ImGui::SameLine();
  const bool playing = p.studyPlaying();
  if (button(playing ? "Pause" : "Play", "Play the recording at the AI's pace (Space)", playing || !atEnd)) {
    p.setStudyPlaying(!playing);
  }
  ImGui::SameLine();
  if (button("step >", "One action forward (.)", !atEnd && !c.animating)) p.studyStep();
  ImGui::SameLine();
  if (button("turn >>", "The start of the next turn (])", !atEnd)) p.studyNextTurn();
  ImGui::SameLine();
  if (button(">|", "The end of the recording", !atEnd)) p.studySeek(length);
  for (float speed : {1.0f, 2.0f, 4.0f}) {
    ImGui::SameLine();
    const std::string label = std::to_string(static_cast<int>(speed)) + "x";
    const bool on = p.aiSpeed() == speed;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_ButtonActive]);
    if (ImGui::Button(label.c_str())) p.setAiSpeed(speed);
    if (on) ImGui::PopStyleColor();
  }
  // The whole recording as a slider; the match is rebuilt where it is let go (rebuilding at
  // every pixel of a drag would replay the battle from its start each frame).
  int target = static_cast<int>(at);
  ImGui::SetNextItemWidth(-1);
  ImGui::SliderInt("##position", &target, 0, static_cast<int>(length), "action %d");
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    p.setStudyPlaying(false);
    p.studySeek(static_cast<std::size_t>(target));
  }

  // What if: the position as it stands, played on by whoever the teacher chooses.
  ImGui::BeginDisabled(p.over());
  ImGui::TextUnformatted("Take over here:");
  const float comboWidth = 130 * c.uiScale;
  ImGui::SameLine();
  ImGui::TextUnformatted(sideName(p, Side::One).c_str());
  ImGui::SameLine();
  playerCombo("##side1", c.state.takeOverPlayers[0], comboWidth);
  ImGui::SameLine();
  ImGui::TextUnformatted(sideName(p, Side::Two).c_str());
  ImGui::SameLine();
  playerCombo("##side2", c.state.takeOverPlayers[1], comboWidth);
  ImGui::SameLine();
  if (ImGui::Button("Play on from here")) c.commands.takeOver(c.state.takeOverPlayers);
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("The recording after this position is set aside (its file is not changed)\n"
                      "and the battle goes on from here with these players.");
  }
  ImGui::EndDisabled();
  ImGui::End();
}

}  // namespace sandtable::view
