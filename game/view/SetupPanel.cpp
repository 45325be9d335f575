// Game setup: the rule system, the scenario, who plays each side (a person or the AI at a
// level) and the seed; or carry on from the autosave.
#include <imgui.h>

#include <algorithm>
#include <random>

#include "TableUi.h"
#include "scenario/RulesetRegistry.h"

namespace sandtable::view {

namespace {

const char* kLevels[] = {"easy", "normal", "hard", "random", "scripted"};

}  // namespace

void playerPicker(const char* label, session::PlayerSpec& p, float width) {
  int current = p.human ? 0 : 1;
  for (int i = 0; i < 5; ++i) {
    if (!p.human && p.level == kLevels[i]) current = 1 + i;
  }
  const char* items[] = {"A person", "AI: easy", "AI: normal", "AI: hard", "AI: random moves",
                         "AI: advance and attack"};
  ImGui::SetNextItemWidth(width);
  if (ImGui::Combo(label, &current, items, 6)) {
    p.human = current == 0;
    p.level = current == 0 ? "" : kLevels[current - 1];
  }
}

void drawSetup(PanelContext& c) {
  if (!c.state.setupOpen) return;
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x / 2, io.DisplaySize.y / 2), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(560 * c.uiScale, 0), ImGuiCond_Appearing);
  ImGui::Begin("New game", &c.state.setupOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
  NewGameChoice& ch = c.state.choice;

  // Rule systems that have scenarios.
  std::vector<std::string> systems;
  for (const ScenarioEntry& s : c.scenarios) {
    if (s.error.empty() && std::find(systems.begin(), systems.end(), s.ruleset) == systems.end())
      systems.push_back(s.ruleset);
  }
  if (ch.ruleset.empty() && !systems.empty()) ch.ruleset = systems.front();
  // Shown by the name its players know it by ("MicroBattle: Fire & Sword"), not its id.
  auto systemName = [](const std::string& id) {
    const scenario::RulesetEntry* r = scenario::findRuleset(id);
    return r ? r->name : id;
  };
  if (ImGui::BeginCombo("Rule system", systemName(ch.ruleset).c_str())) {
    for (const std::string& r : systems) {
      if (ImGui::Selectable(systemName(r).c_str(), r == ch.ruleset)) ch.ruleset = r;
    }
    ImGui::EndCombo();
  }

  const ScenarioEntry* chosen = nullptr;
  for (const ScenarioEntry& s : c.scenarios) {
    if (s.file == ch.scenario) chosen = &s;
  }
  if (ImGui::BeginCombo("Scenario", chosen ? chosen->name.c_str() : "(choose)")) {
    for (const ScenarioEntry& s : c.scenarios) {
      if (!s.error.empty()) {
        ImGui::TextDisabled("%s: %s", s.file.filename().string().c_str(), s.error.c_str());
        continue;
      }
      if (s.ruleset != ch.ruleset) continue;
      if (ImGui::Selectable(s.name.c_str(), s.file == ch.scenario)) ch.scenario = s.file;
    }
    ImGui::EndCombo();
  }
  if (chosen && !chosen->description.empty()) ImGui::TextWrapped("%s", chosen->description.c_str());
  if (chosen && chosen->historical)
    ImGui::TextDisabled("A historical battle: its briefing opens when it starts (B shows it again).");
  ImGui::Separator();
  playerPicker("Side 1", ch.players[0], 180);
  playerPicker("Side 2", ch.players[1], 180);
  if (ch.players[0].human && ch.players[1].human) {
    ImGui::TextWrapped(
        "Two people at one screen (hot-seat): the table is hidden while it changes hands.");
  }
  auto seed = static_cast<long long>(ch.seed);
  ImGui::SetNextItemWidth(180);
  if (ImGui::InputScalar("Seed", ImGuiDataType_S64, &seed))
    ch.seed = static_cast<std::uint64_t>(std::max(0LL, seed));
  ImGui::SameLine();
  if (ImGui::Button("New seed")) ch.seed = std::random_device{}() % 1000000;
  ImGui::Separator();
  ImGui::BeginDisabled(!chosen);
  if (ImGui::Button("Start the battle", ImVec2(200 * c.uiScale, 0))) {
    c.commands.newGame(ch);
    c.state.setupOpen = false;
  }
  ImGui::EndDisabled();
  std::error_code ec;
  if (std::filesystem::exists(c.commands.autosavePath(), ec)) {
    ImGui::SameLine();
    if (ImGui::Button("Carry on from the autosave")) {
      c.commands.loadMatch(c.commands.autosavePath());
      c.state.setupOpen = false;
    }
  }
  ImGui::End();
}

}  // namespace sandtable::view
