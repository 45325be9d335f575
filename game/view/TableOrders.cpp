// The orders as the table shows them to the side at it (RulesetAdapter::ordersLine and
// tablePins, War of the Roses' battles/wings and messengers): the side's own standing orders
// on the bar, and the ruleset's pins on the table (a messenger riding), each a small flag on
// a pole in its side's colour with its words beside it. Both read the match as the side at
// the table knows it (PlayController::game()), so the other side's orders never reach them.
#include <imgui.h>

#include <algorithm>

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

void TableApp::drawTablePins(ImDrawList& draw) {
  if (mOptions.stands > 0 || mPlay->handoverPending()) return;
  const Palette& palette = mBinding->palette(mSettings.palette);
  const float pole = std::round(ImGui::GetFontSize() * 2.2f);  // grows with the UI scale
  for (const TablePin& pin : mAdapter->tablePins(mPlay->game(), mPlay->viewer())) {
    const WorldXZ w = toWorld(pin.at);
    float sx = 0, sy = 0;
    if (!projectToScreen({w.x, mTerrain->heightAt(w.x, w.z), w.z}, sx, sy)) continue;
    ImU32 flag = IM_COL32(230, 230, 230, 255);
    if (pin.side == Side::One || pin.side == Side::Two) {
      const Colour& col = palette.sides[static_cast<std::size_t>(sideIndex(pin.side))].primary;
      auto byte = [](float v) { return static_cast<int>(std::clamp(v, 0.0f, 1.0f) * 255.0f + 0.5f); };
      flag = IM_COL32(byte(col.r), byte(col.g), byte(col.b), 255);
    }
    // The pole from the ground up, the flag at its head, a dot where the rider stands.
    draw.AddLine(ImVec2(sx, sy), ImVec2(sx, sy - pole), IM_COL32(30, 24, 16, 255), std::max(1.5f, pole / 12));
    draw.AddTriangleFilled(ImVec2(sx, sy - pole), ImVec2(sx + pole * 0.7f, sy - pole * 0.8f),
                           ImVec2(sx, sy - pole * 0.6f), flag);
    draw.AddTriangle(ImVec2(sx, sy - pole), ImVec2(sx + pole * 0.7f, sy - pole * 0.8f),
                     ImVec2(sx, sy - pole * 0.6f), IM_COL32(20, 20, 20, 255));
    draw.AddCircleFilled(ImVec2(sx, sy), std::max(2.0f, pole / 8), IM_COL32(30, 24, 16, 255));
    if (pin.label.empty()) continue;
    const ImVec2 size = ImGui::CalcTextSize(pin.label.c_str());
    const ImVec2 at(sx + pole * 0.8f, sy - pole - size.y / 2);
    draw.AddRectFilled(ImVec2(at.x - 3, at.y - 1), ImVec2(at.x + size.x + 3, at.y + size.y + 1),
                       IM_COL32(20, 20, 20, 190), 3.0f);
    draw.AddText(at, IM_COL32(255, 255, 255, 255), pin.label.c_str());
  }
}

}  // namespace sandtable::view
