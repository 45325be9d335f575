// The study bar's "What if instead of ..." row: every lawful action at the position, and at a
// unit's activation each order the unit could then be given, grouped by unit ("Duke William's
// knights: charge Housecarls"); the chosen one played on from here by the what-if panel's games
// (whatif --instead, and --then for the order).
#include <imgui.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <string>

#include "ActionMenu.h"
#include "TableUi.h"
#include "WrappedText.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {


// A script's name for a choice: "instead-u13-activate", "instead-u13-charge-u3", or for a side's
// action "instead-roll_initiative"; a second of the same name gets "-2", and so on.
std::string choiceTarget(const std::vector<Action>& plan, std::map<std::string, int>& used) {
  const Action& a = plan.back();
  std::string name = "instead";
  if (plan.front().unit != kNoUnit) name += "-u" + std::to_string(plan.front().unit);
  name += "-" + std::string(plan.size() == 1 && a.is(ActionRole::UnitActivation)
                                ? "activate"
                                : actionKindName(a.kind));
  if (a.target != kNoUnit) name += "-u" + std::to_string(a.target);
  const int n = ++used[name];
  return n == 1 ? name : name + "-" + std::to_string(n);
}

// The choices of the "What if instead" list at this position: every lawful action, and for a
// unit's activation also each order it could then be given (session::ordersAfter: what a
// successful activation allows), grouped by unit, the recorded action's unit first.
std::vector<TableState::InsteadChoice> insteadChoices(const PanelContext& c, const std::vector<Action>& lawful,
                                                      const Action& recorded) {
  const Game& game = c.play.game();
  std::vector<TableState::InsteadChoice> units, side;
  std::map<std::string, int> used;
  std::vector<Action> ordered;
  for (const Action& a : lawful) {
    if (a.unit == recorded.unit && a.unit != kNoUnit) ordered.push_back(a);
  }
  for (const Action& a : lawful) {
    if (!(a.unit == recorded.unit && a.unit != kNoUnit)) ordered.push_back(a);
  }
  for (const Action& a : ordered) {
    const std::string as = a == recorded ? " (as recorded)" : "";
    if (a.unit == kNoUnit) {
      side.push_back({{a}, "", describe(game, a, c.adapter) + as, choiceTarget({a}, used)});
      continue;
    }
    const std::string group = unitName(game, a.unit);
    if (!a.is(ActionRole::UnitActivation)) {
      units.push_back({{a}, group, inSentence(describe(game, a, c.adapter)) + as, choiceTarget({a}, used)});
      continue;
    }
    units.push_back({{a}, group, "activate, then as the AI sees fit" + as, choiceTarget({a}, used)});
    // Its orders once activated, in the rules' words there and the Orders panel's order; of
    // wheels a few degrees apart, and of orders the same words name, one.
    session::FollowOn next = session::ordersAfter(game, a);
    std::stable_sort(next.orders.begin(), next.orders.end(),
                     [](const Action& x, const Action& y) { return buttonRank(x.kind) < buttonRank(y.kind); });
    std::vector<Angle> wheels;
    std::vector<std::string> said;
    for (const Action& o : next.orders) {
      if (o.is(ActionRole::Turn) && o.facing) {
        if (std::any_of(wheels.begin(), wheels.end(),
                        [&](Angle f) { return std::abs(angleDifference(f, *o.facing)) < kSameWheel; }))
          continue;
        wheels.push_back(*o.facing);
      }
      std::string words = inSentence(describe(*next.after, o, c.adapter));
      if (std::find(said.begin(), said.end(), words) != said.end()) continue;
      said.push_back(words);
      units.push_back({{a, o}, group, std::move(words), choiceTarget({a, o}, used)});
    }
  }
  units.insert(units.end(), side.begin(), side.end());
  return units;
}

std::string choiceWords(const TableState::InsteadChoice& choice) {
  return choice.group.empty() ? choice.label : choice.group + ": " + choice.label;
}

}  // namespace

// "What if instead of the recorded action...?": every lawful action at this position in the
// table's words, and for a unit's activation each order it could then be given ("Duke
// William's knights: charge Housecarls"); the games take the chosen one first (whatif
// --instead, and --then for the order, given when the activation allows it), the same AI and
// number of games as the row above. Shown while the recording goes on from here.
void drawInsteadRow(PanelContext& c, bool busy) {
  PlayController& p = c.play;
  const std::optional<Action> recorded = p.studyNextAction();
  if (!recorded || p.over()) return;
  const std::uint64_t here = p.session().match().hash();
  if (here != c.state.insteadListedAt) {
    c.state.insteadLawful.clear();
    p.game().legalActions(c.state.insteadLawful);
    c.state.insteadListedAt = here;
  }
  const std::vector<Action>& lawful = c.state.insteadLawful;
  std::vector<Action>& chosen = c.state.insteadPlan;
  // A choice made at another position is dropped once it is no longer lawful here.
  if (!chosen.empty() && std::find(lawful.begin(), lawful.end(), chosen.front()) == lawful.end()) chosen.clear();
  ImGui::BeginDisabled(busy);
  // The recorded action's name on a line of its own (it is as long as it is), the choice below
  // it: the combo and its button never move with the name.
  wrappedText("What if instead of \"" + describe(p.game(), *recorded, c.adapter) + "\":");
  ImGui::SetNextItemWidth(std::min(360 * c.uiScale, ImGui::GetContentRegionAvail().x * 0.7f));
  const std::string preview = chosen.empty() ? "(choose an action or an order)" : c.state.insteadLabel;
  const bool open = ImGui::BeginCombo("##instead", preview.c_str(), ImGuiComboFlags_HeightLargest);
  markTarget(c, "instead-combo");
  if (ImGui::IsItemHovered() && !open && !chosen.empty()) ImGui::SetTooltip("%s", preview.c_str());
  if (open) {
    // Listed when first opened at this position: a unit's orders are found by activating it on
    // copies of the game.
    if (c.state.insteadChoicesAt != here || c.state.insteadChoices.empty()) {
      c.state.insteadChoices = insteadChoices(c, lawful, *recorded);
      c.state.insteadChoicesAt = here;
    }
    std::string group = "\x01";
    for (std::size_t i = 0; i < c.state.insteadChoices.size(); ++i) {
      const TableState::InsteadChoice& choice = c.state.insteadChoices[i];
      if (choice.group != group) {
        group = choice.group;
        ImGui::TextDisabled("%s", group.empty() ? "The side" : group.c_str());
      }
      ImGui::Indent();
      if (ImGui::Selectable((choice.label + "##" + std::to_string(i)).c_str(), chosen == choice.plan)) {
        chosen = choice.plan;
        c.state.insteadLabel = choiceWords(choice);
      }
      if (ImGui::IsItemVisible()) markTarget(c, choice.target);
      // The odds of an attack or answer listed on its own (an order after an activation is
      // reckoned where the activation has been rolled, which the games roll each their own).
      if (ImGui::IsItemHovered() && choice.plan.size() == 1)
        drawForecastTip(c, choice.plan.front(), choiceWords(choice));
      ImGui::Unindent();
    }
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(chosen.empty());
  if (ImGui::Button("Play them##instead"))
    c.commands.askWhatIf(c.state.whatIfLevel, c.state.whatIfGames, chosen, c.state.insteadLabel);
  markTarget(c, "instead-play");
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("As many games from here, each taking this first (an order after the unit's activation,\n"
                      "when the activation allows it) and the AI playing on: set its tally beside the recorded\n"
                      "action's to see what the choice was worth.");
  }
  ImGui::EndDisabled();
  drawRecordedOdds(c);
  ImGui::EndDisabled();
}

}  // namespace sandtable::view
