// Before a points battle: each person's army bought in the rule system's builder
// (ArmyBuilderView.h), one side after the other (hot seat: in turn), then the battle started
// with the bought armies. An AI side keeps the army the scenario offers.
#include <imgui.h>

#include <algorithm>

#include "TableUi.h"
#include "WrappedText.h"

namespace sandtable::view {

namespace {

// A control's tooltip: why it is closed (the rule), when it is.
void whyTip(const BuilderControl& k) {
  if (!k.why.empty() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", k.why.c_str());
}

// Draws a button; the one pressed is kept in `taken` for after the frame's drawing.
void button(PanelContext& c, const BuilderControl& k, std::function<void()>& taken, bool small) {
  ImGui::BeginDisabled(!k.why.empty());
  const std::string label = k.label + "##" + k.target;
  if (small ? ImGui::SmallButton(label.c_str()) : ImGui::Button(label.c_str())) taken = k.take;
  ImGui::EndDisabled();
  markTarget(c, k.target);
  whyTip(k);
}

void list(PanelContext& c, const BuilderList& l, std::function<void()>& taken) {
  std::string shown = "(none)";
  for (const BuilderControl& k : l.items) {
    if (k.on) shown = k.label;
  }
  ImGui::SetNextItemWidth(std::min(300 * c.uiScale, ImGui::GetContentRegionAvail().x * 0.6f));
  if (ImGui::BeginCombo((l.label + "##" + l.target).c_str(), shown.c_str())) {
    for (const BuilderControl& k : l.items) {
      const ImGuiSelectableFlags flags = k.why.empty() ? 0 : ImGuiSelectableFlags_Disabled;
      if (ImGui::Selectable((k.label + "##" + k.target).c_str(), k.on, flags)) taken = k.take;
      markTarget(c, k.target);
      whyTip(k);
    }
    ImGui::EndCombo();
  }
  markTarget(c, l.target);
}

void section(PanelContext& c, const BuilderSection& s, std::function<void()>& taken) {
  ImGui::SetNextItemOpen(s.startsOpen, ImGuiCond_Appearing);
  if (!ImGui::CollapsingHeader(s.title.c_str())) return;
  // What the section does first (add, start again), then what it is done to.
  for (std::size_t i = 0; i < s.buttons.size(); ++i) {
    if (i > 0)
      flowNext(ImGui::CalcTextSize(s.buttons[i].label.c_str()).x +
               ImGui::GetStyle().FramePadding.x * 2);
    button(c, s.buttons[i], taken, false);
  }
  // The first closed button's reason in words under the buttons, not only in its tooltip: the
  // one thing a player most wants to know ("why can I not add this?").
  for (const BuilderControl& k : s.buttons) {
    if (!k.why.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.95f, 0.65f, 0.35f, 1.0f));
      wrappedText(k.label + ": " + k.why);
      ImGui::PopStyleColor();
      break;
    }
  }
  if (!s.rows.empty() &&
      ImGui::BeginTable(("##rows" + s.title).c_str(), 2,
                        ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("points", ImGuiTableColumnFlags_WidthFixed, 60 * c.uiScale);
    for (const BuilderRow& r : s.rows) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      if (r.indent > 0) ImGui::Indent(16 * c.uiScale * static_cast<float>(r.indent));
      wrappedText(r.text);
      // The row's controls on a line of their own under its words, inside its cell.
      for (std::size_t i = 0; i < r.controls.size(); ++i) {
        if (i > 0) ImGui::SameLine();
        button(c, r.controls[i], taken, true);
      }
      if (r.indent > 0) ImGui::Unindent(16 * c.uiScale * static_cast<float>(r.indent));
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(r.amount.c_str());
    }
    ImGui::EndTable();
  }
  for (const BuilderList& l : s.lists) list(c, l, taken);
  if (!s.toggles.empty()) {
    const int columns =
        std::max(1, static_cast<int>(ImGui::GetContentRegionAvail().x / (130 * c.uiScale)));
    if (ImGui::BeginTable(("##toggles" + s.title).c_str(), columns)) {
      for (const BuilderControl& k : s.toggles) {
        ImGui::TableNextColumn();
        bool on = k.on;
        ImGui::BeginDisabled(!k.why.empty());
        if (ImGui::Checkbox((k.label + "##" + k.target).c_str(), &on)) taken = k.take;
        ImGui::EndDisabled();
        markTarget(c, k.target);
        whyTip(k);
      }
      ImGui::EndTable();
    }
  }
  if (!s.note.empty()) ImGui::TextDisabled("%s", s.note.c_str());
}

// The next person's side after `from` (-1: the first), or -1 when none is left.
int nextBuyer(const NewGameChoice& ch, int from) {
  for (int s = from + 1; s < 2; ++s) {
    if (ch.players[static_cast<std::size_t>(s)].human) return s;
  }
  return -1;
}

}  // namespace

bool beginBuyingArmies(PanelContext& c, const NewGameChoice& choice) {
  const int first = nextBuyer(choice, -1);
  if (first < 0) return false;
  const auto adapter = makeRulesetAdapter(choice.ruleset);
  std::shared_ptr<ArmyBuilderView> b =
      adapter->armyBuilder(choice.scenario, first == 0 ? rules::Side::One : rules::Side::Two);
  if (!b) return false;
  c.state.buying = TableState::ArmyBuying{choice, first, std::move(b)};
  c.state.buying->choice.armies = {};
  return true;
}

void drawArmyBuilder(PanelContext& c) {
  c.state.armyTotalShown.clear();
  if (!c.state.buying) return;
  TableState::ArmyBuying& buy = *c.state.buying;
  ArmyBuilderView& b = *buy.builder;
  const ScreenRect& room = c.layout.dialogs;
  ImGui::SetNextWindowPos(ImVec2((room.x0 + room.x1) / 2, (room.y0 + room.y1) / 2),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(
      ImVec2(std::min(820 * c.uiScale, room.width()), std::min(680 * c.uiScale, room.height())),
      ImGuiCond_Always);
  ImGui::Begin("Buy your army", nullptr,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
  std::function<void()> taken;
  ImGui::TextUnformatted(b.title().c_str());
  // The running total against the allotment, always in view above the choices.
  const std::string total =
      std::to_string(b.total()) + " / " + std::to_string(b.limit()) + " points";
  c.state.armyTotalShown = total;
  const float share =
      b.limit() > 0 ? static_cast<float>(b.total()) / static_cast<float>(b.limit()) : 0;
  ImGui::ProgressBar(std::min(1.0f, share), ImVec2(-1, 0), total.c_str());
  markTarget(c, "builder-total");
  const float footer = ImGui::GetFrameHeightWithSpacing() * 2 + ImGui::GetStyle().ItemSpacing.y * 2;
  ImGui::BeginChild("builder", ImVec2(0, -footer));
  for (const BuilderSection& s : b.sections()) section(c, s, taken);
  ImGui::EndChild();

  ImGui::Separator();
  const std::string why = b.whyNotReady();
  if (!why.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.95f, 0.65f, 0.35f, 1.0f));
    ImGui::TextUnformatted(("Not yet: " + why).c_str());
    ImGui::PopStyleColor();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", why.c_str());
  } else {
    ImGui::TextDisabled("The army keeps every rule.");
  }
  const bool last = nextBuyer(buy.choice, buy.side) < 0;
  ImGui::BeginDisabled(!why.empty());
  const bool done = ImGui::Button(last ? "Start the battle" : "Done: the next player buys",
                                  ImVec2(220 * c.uiScale, 0));
  ImGui::EndDisabled();
  markTarget(c, "builder-done");
  ImGui::SameLine();
  const bool back = ImGui::Button("Back to New game");
  markTarget(c, "builder-back");
  ImGui::End();

  if (taken) taken();
  if (back) {
    c.state.buying.reset();
    c.state.setupOpen = true;
    return;
  }
  if (!done) return;
  // Kept among the player's files, whole or not at all, so that a bought army can be read
  // again (and fought headless with `sandtable-cli battle --army1`).
  const std::filesystem::path file =
      c.commands.armiesDir() /
      (buy.choice.scenario.stem().string() + "_side" + std::to_string(buy.side + 1) + ".yaml");
  try {
    std::filesystem::create_directories(file.parent_path());
    b.save(file);
  } catch (const std::exception& e) {
    c.commands.say(std::string("Could not save the army: ") + e.what());
    return;
  }
  buy.choice.armies[static_cast<std::size_t>(buy.side)] = file;
  const int next = nextBuyer(buy.choice, buy.side);
  if (next >= 0) {
    const auto adapter = makeRulesetAdapter(buy.choice.ruleset);
    buy.builder =
        adapter->armyBuilder(buy.choice.scenario, next == 0 ? rules::Side::One : rules::Side::Two);
    buy.side = next;
    if (buy.builder) return;
  }
  const NewGameChoice start = buy.choice;
  c.state.buying.reset();
  c.commands.newGame(start);
}

}  // namespace sandtable::view
