// The orders as the table shows them to the side at it (RulesetAdapter::ordersLine, War of the
// Roses' battles/wings): the side's own standing orders on the bar. It reads the match as the
// side at the table knows it (PlayController::game()), so the other side's orders never reach
// it. The pins on the table (messengers, free Captains) are TablePins.cpp's.
#include <imgui.h>

#include "TableApp.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

// Whose orders the bar shows: the person at the table's; with nobody in particular at it (two
// AIs, a study), the side to act's.
Side ordersSide(const PlayController& play) {
  const Side v = play.viewer();
  return v != Side::None ? v : play.sideToAct();
}

}  // namespace

void drawOrdersLine(PanelContext& c, float x, float y, float width) {
  if (c.play.over()) return;
  const std::string line = c.adapter.ordersLine(c.play.game(), ordersSide(c.play));
  if (line.empty() || width < 4 * ImGui::GetFontSize()) return;
  ImGui::SetCursorPos(ImVec2(x, y));
  ImGui::AlignTextToFramePadding();
  fittedText("Orders: " + line, width);
  markTarget(c, "orders-line");
}

}  // namespace sandtable::view
