// The selected unit's card (every characteristic and every marker in words), its actions
// as buttons, and both armies' rosters.
#include <imgui.h>

#include <algorithm>

#include "ActionMenu.h"
#include "TableUi.h"
#include "session/UnitMarkers.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

const UnitView* findUnit(const std::vector<UnitView>& units, UnitId id) {
  for (const UnitView& u : units) {
    if (u.id == id) return &u;
  }
  return nullptr;
}

}  // namespace

void drawUnitCard(PanelContext& c) {
  const std::optional<UnitId> id = c.state.selected ? c.state.selected : c.state.hovered;
  if (!id) return;
  const std::vector<UnitView> units = c.play.game().units();
  const UnitView* u = findUnit(units, *id);
  if (!u) return;
  // At the top of the left column. A Warlords card is tall: on a small screen or at a large UI
  // scale it scrolls rather than run off the bottom, and leaves the Orders below it the room
  // they need (as they last measured themselves), up to three fifths of the column.
  const bool ordersBelow = c.state.selected && c.play.humanToAct();
  const float room = c.left.roomLeft();
  const float reserve = ordersBelow ? std::min(std::max(c.state.ordersHeight, ImGui::GetFrameHeightWithSpacing() * 4),
                                               room * 0.6f)
                                    : 0.0f;
  dockNext(c.left, std::max(ImGui::GetFrameHeightWithSpacing() * 3, room - reserve - c.layout.gap));
  ImGui::Begin("Unit", nullptr,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove);
  ImGui::PushTextWrapPos(0.0f);  // a long name wraps at any scale rather than run off the card
  ImGui::TextUnformatted(u->name.empty() ? u->typeName.c_str() : u->name.c_str());
  ImGui::TextDisabled("%s of %s%s", u->typeName.c_str(), sideName(c.play, u->side).c_str(),
                      c.state.selected ? "" : "  (hovered)");
  ImGui::PopTextWrapPos();
  ImGui::Separator();
  const auto condition = c.adapter.condition(c.play.game(), *u);
  // A unit out of the fight says so once: in the ruleset's own rows (Warlords: "morale:
  // Dispersed", "stands: none on the table") or in its generic lines.
  if (condition.empty()) {
    for (const std::string& line : genericConditionLines(*u)) ImGui::TextUnformatted(line.c_str());
  }
  // The ruleset's own condition rows (Warlords: morale, formation, champions, casualties).
  // Names in a fixed column, values wrapping in the rest of the card's width.
  auto beginRows = [&](const char* id) {
    if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_None)) return false;
    ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed, 88.0f * c.uiScale);
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
    return true;
  };
  if (!condition.empty() && beginRows("condition")) {
    for (const auto& [name, value] : condition) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(name.c_str());
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", value.c_str());
    }
    ImGui::EndTable();
    ImGui::Separator();
  }
  // The characteristics that never change fold away where the screen is cramped (a projector's
  // scale), for the orders below the card; a click opens them.
  ImGui::SetNextItemOpen(!c.layout.cramped, ImGuiCond_Appearing);
  if (ImGui::CollapsingHeader("Characteristics") && beginRows("stats")) {
    for (const auto& [name, value] : c.adapter.stats(c.play.game(), *u)) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextDisabled("%s", name.c_str());
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", value.c_str());
    }
    ImGui::EndTable();
  }
  if (const auto people = c.adapter.people(c.play.game(), *u); !people.empty()) {
    ImGui::Separator();
    ImGui::TextUnformatted(people.size() == 1 ? "Personality:" : "Personalities:");
    for (const std::string& p : people) {
      ImGui::Bullet();
      ImGui::TextWrapped("%s", p.c_str());
    }
  }
  // Every marker on the table is also here in words (a ruleset with condition rows has
  // said them there already; the condition above has said the state).
  const std::vector<std::string> markers = session::markersBeyond(*u, {u->state});
  if (!condition.empty()) {
  } else if (markers.empty()) {
    ImGui::TextDisabled("Markers: none");
  } else {
    ImGui::TextUnformatted("Markers:");
    for (const std::string& m : markers) {
      const MarkerLook look = c.binding.marker(m);
      ImGui::BulletText("%s%s", look.label.empty() ? m.c_str() : look.label.c_str(),
                        look.label.empty() || look.label == m ? "" : (" (" + m + ")").c_str());
    }
  }
  c.state.cardBottom = ImGui::GetWindowPos().y + ImGui::GetWindowSize().y;
  dockAdvance(c.left, c.layout.gap);
  ImGui::End();
}

// An attack's forecast (RulesetAdapter::forecast) as the tooltip of the item just drawn: the
// odds a player weighs before committing, worked out only while the pointer is on it.
void drawForecastTip(PanelContext& c, const Action& a, const std::string& label) {
  drawForecastTip(c, c.play.game(), a, label);
}

void drawForecastTip(PanelContext& c, const Game& game, const Action& a, const std::string& label) {
  const std::optional<OrderForecast> f = c.adapter.forecast(game, a);
  if (!f) return;
  c.state.forecastsShown.push_back(label + ": " + f->summary);
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36);
  ImGui::TextWrapped("Odds: %s", f->summary.c_str());
  ImGui::Separator();
  for (const std::string& line : f->details) ImGui::TextWrapped("%s", line.c_str());
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

void drawUnitActions(PanelContext& c) {
  if (!c.state.selected || !c.play.humanToAct()) return;
  const std::vector<ActionChoice> choices =
      unitActions(c.play.game(), *c.state.selected, c.adapter);
  // Below the unit's card in the left column, in the room left there.
  dockNext(c.left);
  ImGui::Begin("Orders", nullptr,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove);
  float listCut = 0;  // how much of the list the column had no room for
  if (choices.empty()) {
    ImGui::TextWrapped("This unit cannot act now.");
  } else {
    const bool grid = c.play.session().scenario().battlefield->gridSpec() != nullptr;
    ImGui::TextWrapped(grid ? "Drag the unit to a green square, or click a ringed enemy to attack it."
                            : "Drag the unit to move it (facing kept), or click a ringed enemy to "
                              "charge it.");
    // A long list (Warlords lists every formation, style and target) scrolls.
    const float row = ImGui::GetFrameHeightWithSpacing();
    // The list takes the column's room but that of the attacks after moving listed below it.
    const auto afterMoving = c.envelope ? std::count_if(c.envelope->attacks.begin(), c.envelope->attacks.end(),
                                                        [](const AttackReach& a) { return a.afterMoving(); })
                                        : 0;
    const float below = afterMoving > 0 ? row * static_cast<float>(afterMoving + 1) + 4 : 0.0f;
    const float maxHeight = std::max(row * 2, c.left.area.y1 - ImGui::GetCursorScreenPos().y - below -
                                                  ImGui::GetStyle().WindowPadding.y * 2);
    const float wanted = row * static_cast<float>(choices.size()) + 4;
    const float height = std::min(wanted, maxHeight);
    listCut = wanted - height;
    ImGui::BeginChild("choices", ImVec2(0, height));
    for (std::size_t i = 0; i < choices.size(); ++i) {
      const ActionChoice& a = choices[i];
      if (ImGui::Button((a.label + "##" + std::to_string(i)).c_str(), ImVec2(-1, 0)))
        c.commands.act(a.action);
      markTarget(c, "order-" + std::to_string(i));
      if (ImGui::IsItemHovered()) drawForecastTip(c, a.action, a.label);
    }
    ImGui::EndChild();
  }
  // Targets the unit could reach by moving first (charge reach).
  if (c.envelope) {
    bool header = false;
    int shown = 0;
    for (const AttackReach& a : c.envelope->attacks) {
      if (!a.afterMoving()) continue;
      if (!header) {
        ImGui::Separator();
        ImGui::TextUnformatted("Move, then attack:");
        header = true;
      }
      const Action& attack = a.path.back();
      // The attack as the rules would name and reckon it where the moves leave the unit
      // (MicroBattle: a charge once it has moved).
      const std::unique_ptr<Game> there = positionForAttack(c.play.game(), a);
      const std::string label =
          describe(there ? *there : c.play.game(), attack, c.adapter) + " (" + std::to_string(a.path.size() - 1) +
          (a.path.size() == 2 ? " step" : " steps") + (a.sure ? ")" : ", if the dice allow)");
      if (ImGui::Button(label.c_str(), ImVec2(-1, 0))) c.commands.actPath(a.path);
      markTarget(c, "move-then-" + std::to_string(shown++));
      if (there && ImGui::IsItemHovered()) drawForecastTip(c, *there, attack, label);
    }
  }
  // What the panel would take with room for every order: the card leaves it that much next time.
  c.state.ordersHeight = ImGui::GetCursorPosY() + listCut + ImGui::GetStyle().WindowPadding.y;
  dockAdvance(c.left, c.layout.gap);
  ImGui::End();
}

void drawRoster(PanelContext& c) {
  if (!c.state.rosterOpen) return;
  const ScreenRect& room = c.layout.dialogs;
  ImGui::SetNextWindowPos(ImVec2((room.x0 + room.x1) / 2, (room.y0 + room.y1) / 2), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(640 * c.uiScale, room.width()), std::min(420 * c.uiScale, room.height())),
                           ImGuiCond_Always);
  ImGui::Begin("Army roster", &c.state.rosterOpen, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  const std::vector<UnitView> units = c.play.game().units();
  // One table a side, one above the other, so that the ruleset's columns (Warlords: morale,
  // formation, champions, casualties, stands) are read in full rather than cut off.
  const std::vector<std::string> columns = c.adapter.rosterColumns();
  std::vector<std::vector<std::string>> cells;  // by unit, in units' order
  std::vector<float> widths;                    // each column's widest text, both sides
  for (const std::string& col : columns) widths.push_back(ImGui::CalcTextSize(col.c_str()).x);
  for (const UnitView& u : units) {
    cells.push_back(c.adapter.rosterCells(c.play.game(), u));
    for (std::size_t i = 0; i < cells.back().size() && i < widths.size(); ++i)
      widths[i] = std::max(widths[i], ImGui::CalcTextSize(cells.back()[i].c_str()).x);
  }
  for (Side s : {Side::One, Side::Two}) {
    const auto active = std::count_if(units.begin(), units.end(), [s](const UnitView& u) {
      return u.side == s && u.status == UnitStatus::Active;
    });
    const auto total =
        std::count_if(units.begin(), units.end(), [s](const UnitView& u) { return u.side == s; });
    ImGui::TextColored(sideColour(c, s), "%s: %d of %d units in the fight",
                       sideName(c.play, s).c_str(), static_cast<int>(active),
                       static_cast<int>(total));
    const std::string id = "roster" + std::to_string(static_cast<int>(s));
    if (!ImGui::BeginTable(id.c_str(), static_cast<int>(columns.size()) + 1,
                           ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV))
      continue;
    ImGui::TableSetupColumn("Unit", ImGuiTableColumnFlags_WidthStretch);
    // The same widths in both tables, so the two armies read down the same columns.
    for (std::size_t i = 0; i < columns.size(); ++i)
      ImGui::TableSetupColumn(columns[i].c_str(), ImGuiTableColumnFlags_WidthFixed, widths[i]);
    ImGui::TableHeadersRow();
    for (std::size_t k = 0; k < units.size(); ++k) {
      const UnitView& u = units[k];
      if (u.side != s) continue;
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      // Gone units stay listed, greyed: the roster is also the tally of what was lost.
      ImGui::BeginDisabled(u.status != UnitStatus::Active);
      const std::string name = u.name.empty() ? u.typeName : u.name;
      if (ImGui::Selectable((name + "##" + std::to_string(u.id)).c_str(), c.state.selected == u.id,
                            ImGuiSelectableFlags_SpanAllColumns)) {
        c.commands.select(u.id);
        c.commands.focus(u.id);
      }
      // Who leads the unit (Harold with his housecarls) is a hover away.
      if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        const std::vector<std::string> people = c.adapter.people(c.play.game(), u);
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30);
        for (const std::string& p : people) ImGui::TextUnformatted(p.c_str());
        if (u.status == UnitStatus::Active)
          ImGui::TextDisabled("Click: select the unit and centre the view on it.");
        else
          ImGui::TextDisabled("%s: no longer in the fight.", std::string(unitStatusName(u.status)).c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
      }
      for (const std::string& cell : cells[k]) {
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(cell.c_str());
      }
      ImGui::EndDisabled();
    }
    ImGui::EndTable();
    ImGui::Spacing();
  }
  ImGui::End();
}

}  // namespace sandtable::view
