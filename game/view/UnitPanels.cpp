// The selected unit's card (every characteristic and every marker in words), its actions
// as buttons, and both armies' rosters.
#include <imgui.h>

#include <algorithm>

#include "ActionMenu.h"
#include "TableUi.h"
#include "WrappedText.h"
#include "rules/core/Wording.h"
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
  wrappedText(u->name.empty() ? u->typeName : u->name);
  wrappedTextDisabled(ofSide(u->typeName, sideName(c.play, u->side)) +
                      (c.state.selected ? "" : "  (hovered)"));
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
      wrappedText(value);
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
      wrappedText(value);
    }
    ImGui::EndTable();
  }
  if (const auto people = c.adapter.people(c.play.game(), *u); !people.empty()) {
    ImGui::Separator();
    ImGui::TextUnformatted(people.size() == 1 ? "Personality:" : "Personalities:");
    for (const std::string& p : people) {
      ImGui::Bullet();
      wrappedText(p);
    }
  }
  // Every marker on the table is also here in words (a ruleset with condition rows has
  // said them there already; the condition above has said the state).
  const std::vector<std::string> markers = session::markersBeyond(*u, {u->condition.words});
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
  wrappedText("Odds: " + f->summary);
  // The reckoning behind the summary; a single outcome that is the summary is not said twice.
  const bool onlyTheSummary = f->details.size() == 1 && f->details.front() == f->summary;
  if (!f->details.empty() && !onlyTheSummary) {
    ImGui::Separator();
    for (const std::string& line : f->details) wrappedText(line);
  }
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

namespace {

// A full-width button whose label wraps onto as many lines as it needs (an order's label is
// never cut: "Activate Duke William's knights (needs more than 4)"), with the key that gives
// it ("1", "Enter") in a column of its own on the left.
bool wrappedButton(const std::string& id, const std::string& key, const std::string& label) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float width = ImGui::GetContentRegionAvail().x;
  const float keyWidth = ImGui::CalcTextSize("Enter").x + style.ItemInnerSpacing.x;
  const float wrap = std::max(40.0f, width - keyWidth - style.FramePadding.x * 2);
  const ImVec2 text = ImGui::CalcTextSize(label.c_str(), nullptr, false, wrap);
  const ImVec2 size(width, text.y + style.FramePadding.y * 2);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const bool pressed = ImGui::InvisibleButton(id.c_str(), size);
  const ImGuiCol fill = ImGui::IsItemActive() ? ImGuiCol_ButtonActive
                        : ImGui::IsItemHovered() ? ImGuiCol_ButtonHovered
                                                 : ImGuiCol_Button;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(at, ImVec2(at.x + size.x, at.y + size.y), ImGui::GetColorU32(fill), style.FrameRounding);
  const ImVec2 keyAt(at.x + style.FramePadding.x, at.y + style.FramePadding.y);
  draw->AddText(keyAt, ImGui::GetColorU32(ImGuiCol_TextDisabled), key.c_str());
  draw->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(keyAt.x + keyWidth, keyAt.y),
                ImGui::GetColorU32(ImGuiCol_Text), label.c_str(), nullptr, wrap);
  return pressed;
}

float wrappedButtonHeight(const std::string& label) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float keyWidth = ImGui::CalcTextSize("Enter").x + style.ItemInnerSpacing.x;
  const float wrap = std::max(40.0f, ImGui::GetContentRegionAvail().x - keyWidth - style.FramePadding.x * 2);
  return ImGui::CalcTextSize(label.c_str(), nullptr, false, wrap).y + style.FramePadding.y * 2 +
         style.ItemSpacing.y;
}

// A script aims only at what a person could click: a control scrolled out of sight is not
// marked (so "End" scrolled below the fold could not be clicked, and neither can a script).
void markIfVisible(PanelContext& c, const std::string& name) {
  if (ImGui::IsItemVisible()) markTarget(c, name);
}

}  // namespace

void drawUnitActions(PanelContext& c) {
  if (!c.state.selected || !c.play.humanToAct()) return;
  const OrderMenu& menu = currentOrders(c.state, c.play, c.adapter);
  const TurnGuide& guide = currentGuide(c.state, c.play, c.adapter);
  // Below the unit's card in the left column, in the room left there.
  dockNext(c.left);
  ImGui::Begin("Orders", nullptr,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove);
  float listCut = 0;  // how much of the list the column had no room for
  // The keys of the next step, where the eye already is.
  if (!guide.hint.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.95f, 0.85f, 0.50f, 1.0f));
    wrappedText(guide.hint);
    ImGui::PopStyleColor();
    markTarget(c, "orders-hint");
  }
  if (menu.empty()) {
    if (const std::optional<UnitView> u = c.play.game().unitView(*c.state.selected))
      wrappedText(c.adapter.idleWords(c.play.game(), *u));
  } else if (menu.activate || !menu.orders.empty()) {
    const bool grid = c.play.session().scenario().battlefield->gridSpec() != nullptr;
    wrappedTextDisabled(grid ? "Or drag the unit to a green square; click a ringed enemy to attack."
                             : "Or drag the unit (Shift: wheel); click a ringed enemy to charge.");
    if (menu.activate) {
      if (wrappedButton("##activate", "Enter", menu.activate->label)) c.commands.act(menu.activate->action);
      markIfVisible(c, "order-activate");
    }
  }
  // The numbered orders scroll when they are many (Warlords lists every formation, style and
  // target); the end of the activation and Pass the rest stay in sight below them.
  std::vector<std::string> thenAttack;  // "Move, then attack" labels, when the envelope has any
  std::vector<const AttackReach*> reaches;
  std::vector<std::unique_ptr<Game>> positions;
  if (c.envelope) {
    for (const AttackReach& a : c.envelope->attacks) {
      if (!a.afterMoving()) continue;
      // The attack as the rules would name and reckon it where the moves leave the unit
      // (MicroBattle: a charge once it has moved).
      std::unique_ptr<Game> there = positionForAttack(c.play.game(), a);
      thenAttack.push_back(describe(there ? *there : c.play.game(), a.path.back(), c.adapter) + " (" +
                           std::to_string(a.path.size() - 1) + (a.path.size() == 2 ? " step" : " steps") +
                           (a.sure ? ")" : ", if the dice allow)"));
      reaches.push_back(&a);
      positions.push_back(std::move(there));
    }
  }
  if (!menu.orders.empty() || !thenAttack.empty()) {
    float wanted = 4;
    for (const ActionChoice& a : menu.orders) wanted += wrappedButtonHeight(a.label);
    if (!thenAttack.empty()) wanted += ImGui::GetFrameHeightWithSpacing() * 2;
    for (const std::string& l : thenAttack) wanted += wrappedButtonHeight(l);
    // What stays below the list: the end of the activation, Pass the rest, the window's edge.
    const float row = ImGui::GetFrameHeightWithSpacing();
    const float pinned = (menu.end ? wrappedButtonHeight(menu.end->label) : 0.0f) + row +
                         ImGui::GetStyle().WindowPadding.y * 2;
    // The list takes the column's room but what stays pinned below it.
    const float room = c.left.area.y1 - ImGui::GetCursorScreenPos().y - pinned;
    const float height = std::min(wanted, std::max(row * 2.5f, room));
    listCut = wanted - height;
    ImGui::BeginChild("choices", ImVec2(0, height));
    for (std::size_t i = 0; i < menu.orders.size(); ++i) {
      const ActionChoice& a = menu.orders[i];
      const std::string key = i < 9 ? std::to_string(i + 1) : "";
      if (wrappedButton("##order" + std::to_string(i), key, a.label)) c.commands.act(a.action);
      markIfVisible(c, "order-" + std::to_string(i));
      if (ImGui::IsItemHovered()) drawForecastTip(c, a.action, a.label);
    }
    // Targets the unit could reach by moving first (charge reach).
    if (!thenAttack.empty()) {
      ImGui::Separator();
      ImGui::TextUnformatted("Move, then attack:");
    }
    for (std::size_t i = 0; i < thenAttack.size(); ++i) {
      if (wrappedButton("##then" + std::to_string(i), "", thenAttack[i])) c.commands.actPath(reaches[i]->path);
      markIfVisible(c, "move-then-" + std::to_string(i));
      if (positions[i] && ImGui::IsItemHovered())
        drawForecastTip(c, *positions[i], reaches[i]->path.back(), thenAttack[i]);
    }
    ImGui::EndChild();
  }
  if (menu.end) {
    if (wrappedButton("##end", "Enter", menu.end->label)) c.commands.act(menu.end->action);
    markIfVisible(c, "order-end");
  }
  drawPassButton(c);
  // What the panel would take with room for every order: the card leaves it that much next time.
  c.state.ordersHeight = ImGui::GetCursorPosY() + listCut + ImGui::GetStyle().WindowPadding.y;
  dockAdvance(c.left, c.layout.gap);
  ImGui::End();
}

void drawRoster(PanelContext& c) {
  if (!c.state.rosterOpen) return;
  const std::vector<UnitView> units = c.play.game().units();
  // One table a side, one above the other, so that the ruleset's columns (Warlords: morale,
  // formation, champions, casualties, stands) are read in full rather than cut off.
  const std::vector<std::string> columns = c.adapter.rosterColumns();
  std::vector<std::vector<std::string>> cells;  // by unit, in units' order
  std::vector<float> widths;                    // each column's widest text, both sides
  float nameWidth = ImGui::CalcTextSize("Unit").x;
  for (const std::string& col : columns) widths.push_back(ImGui::CalcTextSize(col.c_str()).x);
  for (const UnitView& u : units) {
    nameWidth =
        std::max(nameWidth, ImGui::CalcTextSize((u.name.empty() ? u.typeName : u.name).c_str()).x);
    cells.push_back(c.adapter.rosterCells(c.play.game(), u));
    for (std::size_t i = 0; i < cells.back().size() && i < widths.size(); ++i)
      widths[i] = std::max(widths[i], ImGui::CalcTextSize(cells.back()[i].c_str()).x);
  }
  // Every column as wide as its widest text, the units' names too: the panel widens to hold
  // them, up to the room there is, and scrolls sideways beyond that rather than squeeze the
  // names to a letter.
  const ImGuiStyle& style = ImGui::GetStyle();
  float tableWidth = nameWidth;
  for (float w : widths) tableWidth += w;
  tableWidth += static_cast<float>(columns.size() + 1) * (2 * style.CellPadding.x + 1);
  const float wanted = tableWidth + 2 * style.WindowPadding.x + style.ScrollbarSize;
  const ScreenRect& room = c.layout.dialogs;
  ImGui::SetNextWindowPos(ImVec2((room.x0 + room.x1) / 2, (room.y0 + room.y1) / 2),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(std::max(640 * c.uiScale, wanted), room.width()),
                                  std::min(420 * c.uiScale, room.height())),
                           ImGuiCond_Always);
  ImGui::Begin("Army roster", &c.state.rosterOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_HorizontalScrollbar);
  for (Side s : {Side::One, Side::Two}) {
    // In the fight as the battle log and the report count it: a unit fleeing on the table
    // (Warlords' Broken, War of the Roses' in rout) is not.
    const auto active = std::count_if(units.begin(), units.end(), [s](const UnitView& u) {
      return u.side == s && u.status == UnitStatus::Active &&
             u.condition.morale != Condition::Morale::Broken;
    });
    const auto total =
        std::count_if(units.begin(), units.end(), [s](const UnitView& u) { return u.side == s; });
    ImGui::TextColored(sideColour(c, s), "%s: %d of %d units in the fight",
                       sideName(c.play, s).c_str(), static_cast<int>(active),
                       static_cast<int>(total));
    const std::string id = "roster" + std::to_string(static_cast<int>(s));
    if (!ImGui::BeginTable(id.c_str(), static_cast<int>(columns.size()) + 1,
                           ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV,
                           ImVec2(std::max(tableWidth, ImGui::GetContentRegionAvail().x), 0)))
      continue;
    ImGui::TableSetupColumn("Unit", ImGuiTableColumnFlags_WidthFixed, nameWidth);
    // The same widths in both tables, so the two armies read down the same columns; the last
    // takes what room is left over.
    for (std::size_t i = 0; i < columns.size(); ++i)
      ImGui::TableSetupColumn(columns[i].c_str(),
                              i + 1 == columns.size() ? ImGuiTableColumnFlags_WidthStretch
                                                      : ImGuiTableColumnFlags_WidthFixed,
                              i + 1 == columns.size() ? 0.0f : widths[i]);
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
        for (const std::string& p : people) wrappedText(p);
        if (u.status == UnitStatus::Active)
          wrappedTextDisabled("Click: select the unit and centre the view on it.");
        else
          wrappedTextDisabled(std::string(unitStatusName(u.status)) + ": no longer in the fight.");
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
