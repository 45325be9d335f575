// Game setup: the rule system, the scenario, who plays each side (a person or the AI at a
// level) and the seed; or carry on from the autosave.
#include <imgui.h>

#include <algorithm>
#include <random>

#include "TableUi.h"
#include "WrappedText.h"
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
  if (!c.state.setupOpen) {
    c.state.setupShown = false;
    return;
  }
  NewGameChoice& ch = c.state.choice;
  // Each opening deals a new seed, so that no two fresh games are the same battle; it is shown
  // and may be changed (the same seed replays the same dice).
  if (!c.state.setupShown) {
    ch.seed = 1 + std::random_device{}() % 999999;
    c.state.setupShown = true;
  }
  // In the middle, no larger than the room; the choices scroll above a footer that always shows
  // Start.
  const ScreenRect& room = c.layout.dialogs;
  ImGui::SetNextWindowPos(ImVec2((room.x0 + room.x1) / 2, (room.y0 + room.y1) / 2), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(
      ImVec2(std::min(600 * c.uiScale, room.width()), std::min(560 * c.uiScale, room.height())),
      ImGuiCond_Always);
  ImGui::Begin("New game", &c.state.setupOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove);
  const float footer = ImGui::GetFrameHeightWithSpacing() + ImGui::GetStyle().ItemSpacing.y * 2;
  ImGui::BeginChild("choices", ImVec2(0, -footer));

  // Rule systems that have scenarios.
  std::vector<std::string> systems;
  for (const ScenarioEntry& s : c.scenarios) {
    if (s.error.empty() && std::find(systems.begin(), systems.end(), s.ruleset) == systems.end())
      systems.push_back(s.ruleset);
  }
  if (ch.ruleset.empty() && !systems.empty()) ch.ruleset = systems.front();
  // The scenario always belongs to the rule system chosen: changing the system changes it to
  // that system's first scenario.
  auto belongs = [&](const std::filesystem::path& file) {
    return std::any_of(c.scenarios.begin(), c.scenarios.end(), [&](const ScenarioEntry& s) {
      return s.error.empty() && s.file == file && s.ruleset == ch.ruleset;
    });
  };
  auto firstOfSystem = [&] {
    for (const ScenarioEntry& s : c.scenarios) {
      if (s.error.empty() && s.ruleset == ch.ruleset) return s.file;
    }
    return std::filesystem::path{};
  };
  if (!belongs(ch.scenario)) ch.scenario = firstOfSystem();
  // Shown by the name its players know it by ("MicroBattle: Fire & Sword"), not its id.
  auto systemName = [](const std::string& id) {
    const scenario::RulesetEntry* r = scenario::findRuleset(id);
    return r ? r->name : id;
  };
  const float comboWidth = std::min(360 * c.uiScale, ImGui::GetContentRegionAvail().x * 0.65f);
  ImGui::SetNextItemWidth(comboWidth);
  if (ImGui::BeginCombo("Rule system", systemName(ch.ruleset).c_str())) {
    for (std::size_t i = 0; i < systems.size(); ++i) {
      const std::string& r = systems[i];
      if (ImGui::Selectable(systemName(r).c_str(), r == ch.ruleset) && r != ch.ruleset) {
        ch.ruleset = r;
        ch.scenario = firstOfSystem();
      }
      markTarget(c, "setup-system-" + std::to_string(i));
    }
    ImGui::EndCombo();
  }
  markTarget(c, "setup-system");

  const ScenarioEntry* chosen = nullptr;
  for (const ScenarioEntry& s : c.scenarios) {
    if (s.file == ch.scenario) chosen = &s;
  }
  ImGui::SetNextItemWidth(comboWidth);
  if (ImGui::BeginCombo("Scenario", chosen ? chosen->name.c_str() : "(choose)")) {
    int shown = 0;
    for (const ScenarioEntry& s : c.scenarios) {
      if (!s.error.empty()) {
        ImGui::TextDisabled("%s: %s", s.file.filename().string().c_str(), s.error.c_str());
        continue;
      }
      if (s.ruleset != ch.ruleset) continue;
      if (ImGui::Selectable(s.name.c_str(), s.file == ch.scenario)) ch.scenario = s.file;
      markTarget(c, "setup-scenario-" + std::to_string(shown++));
    }
    ImGui::EndCombo();
  }
  markTarget(c, "setup-scenario");
  if (chosen && !chosen->description.empty()) wrappedText(chosen->description);
  if (chosen && chosen->pointsLimit > 0)
    ImGui::TextDisabled("A points battle of %d points: each person buys an army before it starts.",
                        chosen->pointsLimit);
  // A points battle has a briefing too, and is no historical battle.
  if (chosen && chosen->hasBriefing)
    ImGui::TextDisabled(
        chosen->historical
            ? "A historical battle: its briefing opens when it starts (B shows it again)."
            : "Its briefing opens when the battle starts (B shows it again).");
  // 003 Set Up: the terrain dealt from the terrain cards, from the seed, for a rule system that
  // has them; the choice stays for the next game of that system.
  if (chosen && chosen->dealsTerrain) {
    ImGui::Checkbox("Deal the terrain from the terrain cards", &ch.randomTerrain);
    markTarget(c, "setup-random-terrain");
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Four cards dealt at random onto the field in place of the scenario's terrain; the same "
                        "seed deals the same terrain");
  }
  ImGui::Separator();
  playerPicker("Side 1", ch.players[0], 200 * c.uiScale);
  playerPicker("Side 2", ch.players[1], 200 * c.uiScale);
  if (ch.players[0].human && ch.players[1].human) {
    wrappedText("Two people at one screen (hot-seat): the table is hidden while it changes hands.");
  }
  auto seed = static_cast<long long>(ch.seed);
  ImGui::SetNextItemWidth(200 * c.uiScale);
  if (ImGui::InputScalar("Seed", ImGuiDataType_S64, &seed))
    ch.seed = static_cast<std::uint64_t>(std::max(0LL, seed));
  markTarget(c, "setup-seed");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("The dice of the battle: each new game deals a new one; the same seed plays the same dice");
  ImGui::SameLine();
  if (ImGui::Button("New seed")) ch.seed = 1 + std::random_device{}() % 999999;
  ImGui::EndChild();

  ImGui::Separator();
  ImGui::BeginDisabled(!chosen);
  if (ImGui::Button("Start the battle", ImVec2(200 * c.uiScale, 0))) {
    NewGameChoice start = ch;
    start.randomTerrain = ch.randomTerrain && chosen && chosen->dealsTerrain;  // shown only where it applies
    start.armies = {};
    // A points battle: each person buys an army first (the AI keeps the scenario's).
    if (!(chosen && chosen->pointsLimit > 0 && beginBuyingArmies(c, start)))
      c.commands.newGame(start);
    c.state.setupOpen = false;
  }
  markTarget(c, "setup-start");
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
