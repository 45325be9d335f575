// The turn guide at the table: worked out once for each position and selection, the choices
// that give something up asked before they are made (ending a turn with activations unused,
// passing the rest of it), and the dialog that asks.
#include <imgui.h>

#include "TableUi.h"
#include "WrappedText.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

// What the guide and the orders depend on: the position (its hash), the selection, and who
// may act at the table now.
std::string guideKey(const TableState& s, const PlayController& play) {
  std::string key = std::to_string(play.session().match().hash()) + "|" +
                    (s.selected ? std::to_string(*s.selected) : "-") + "|";
  for (bool b : {play.over(), play.studying(), play.handoverPending(), play.passing(), play.aiToAct(),
                 play.aiPaused(), play.humanToAct()})
    key += b ? '1' : '0';
  return key;
}

TableState::GuideCache& refreshed(TableState& s, const PlayController& play, const RulesetAdapter& adapter) {
  TableState::GuideCache& cache = s.guideCache;
  const std::string key = guideKey(s, play);
  if (cache.key != key) {
    cache.key = key;
    cache.guide = guideFor(play, s.selected, adapter);
    cache.orders = s.selected && play.humanToAct() ? orderMenu(play.game(), *s.selected, adapter) : OrderMenu{};
  }
  return cache;
}

}  // namespace

const TurnGuide& currentGuide(TableState& s, const PlayController& play, const RulesetAdapter& adapter) {
  return refreshed(s, play, adapter).guide;
}

const OrderMenu& currentOrders(TableState& s, const PlayController& play, const RulesetAdapter& adapter) {
  return refreshed(s, play, adapter).orders;
}

void confirmChoice(TableState& s, PlayController& play, TableCommands& commands) {
  if (!s.confirm) return;
  const TurnConfirm choice = *s.confirm;
  s.confirm.reset();
  if (choice.action)
    commands.act(*choice.action);
  else
    play.passRest();
}

void actOrAsk(PanelContext& c, const Action& a) {
  const TurnGuide& g = currentGuide(c.state, c.play, c.adapter);
  if (g.enter && *g.enter == a && !g.enterConfirm.empty()) {
    c.state.confirm = TurnConfirm{"End the turn", g.enterConfirm, a};
    return;
  }
  c.commands.act(a);
}

void askPass(TableState& s, const PlayController& play, const RulesetAdapter& adapter) {
  if (!play.humanToAct() || play.passing()) return;
  const TurnGuide& g = currentGuide(s, play, adapter);
  if (!g.canPass) return;
  s.confirm = TurnConfirm{"Pass the rest of the turn", g.passConfirm, std::nullopt};
}

void drawPassButton(PanelContext& c) {
  if (!c.play.humanToAct() || c.play.passing() || !currentGuide(c.state, c.play, c.adapter).canPass) return;
  if (ImGui::Button("Pass the rest (X)")) askPass(c.state, c.play, c.adapter);
  markTarget(c, "pass-rest");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Give no more orders this turn: the units still to act do nothing (asked first)");
}

void drawTurnConfirm(PanelContext& c) {
  if (!c.state.confirm) return;
  // Asked only while the choice still stands: the side to act may have changed under it.
  if (!c.play.humanToAct()) {
    c.state.confirm.reset();
    return;
  }
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.4f), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(360 * c.uiScale, 0), ImVec2(480 * c.uiScale, io.DisplaySize.y));
  ImGui::Begin((c.state.confirm->title + "?###turn-confirm").c_str(), nullptr,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 440 * c.uiScale);
  wrappedText(c.state.confirm->question);
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  bool yes = false, no = false;
  yes = ImGui::Button(c.state.confirm->action ? "Yes, end it (Enter)" : "Yes, pass (Enter)");
  markTarget(c, "confirm-yes");
  ImGui::SameLine();
  no = ImGui::Button("No (Esc)");
  markTarget(c, "confirm-no");
  ImGui::End();
  if (yes) confirmChoice(c.state, c.play, c.commands);
  if (no) c.state.confirm.reset();
}

}  // namespace sandtable::view
