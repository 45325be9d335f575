// The ruleset's pins on the table (RulesetAdapter::tablePins: War of the Roses' messengers
// riding, Robert's Rules' free Captains), each a small flag on a pole in its side's colour with
// its words beside it (its rider is a figure on the table, PinRiders.h), read from the match
// as the side at the table knows it (PlayController::game()). A pin of the viewer's own that
// moves (a free Captain) is dragged where it goes, or clicked and then the ground clicked;
// while it is held a ring shows how far it may go and a line runs to where it would, green
// with the ride's words or red with the rules' refusal.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "ActionMenu.h"
#include "TableApp.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

ImU32 sideColour(const Palette& palette, Side side) {
  if (side != Side::One && side != Side::Two) return IM_COL32(230, 230, 230, 255);
  const Colour& col = palette.sides[static_cast<std::size_t>(sideIndex(side))].primary;
  auto byte = [](float v) { return static_cast<int>(std::clamp(v, 0.0f, 1.0f) * 255.0f + 0.5f); };
  return IM_COL32(byte(col.r), byte(col.g), byte(col.b), 255);
}

// The words beside a pin's flag, as drawTablePins draws them, and their box.
ImVec2 pinWordsAt(float sx, float sy, float pole) {
  return ImVec2(sx + pole * 0.8f, sy - pole - ImGui::GetTextLineHeight() / 2);
}

LabelBox wordsBox(ImVec2 at, const std::string& text) {
  const ImVec2 size = ImGui::CalcTextSize(text.c_str());
  return {at.x - 3, at.y - 1, at.x + size.x + 3, at.y + size.y + 1};
}

// Words in a dark box, to read over the grass.
void boxedText(ImDrawList& draw, ImVec2 at, const std::string& text, ImU32 colour) {
  const LabelBox b = wordsBox(at, text);
  draw.AddRectFilled(ImVec2(b.x0, b.y0), ImVec2(b.x1, b.y1), IM_COL32(20, 20, 20, 190), 3.0f);
  draw.AddText(at, colour, text.c_str());
}

}  // namespace

float TableApp::pinPole() const {
  return std::round(ImGui::GetFontSize() * 2.2f);  // grows with the UI scale
}

bool TableApp::pinOnScreen(Point at, float& sx, float& sy) const {
  const WorldXZ w = toWorld(at);
  return projectToScreen({w.x, mTerrain->heightAt(w.x, w.z), w.z}, sx, sy);
}

bool TableApp::pinsShown() const { return mOptions.stands == 0 && !mPlay->handoverPending(); }

std::vector<LabelBox> TableApp::pinBoxes() const {
  std::vector<LabelBox> out;
  if (!pinsShown()) return out;
  const float pole = pinPole();
  for (const TablePin& pin : mPins) {
    float sx = 0, sy = 0;
    if (!pinOnScreen(pin.at, sx, sy)) continue;
    // The flag and pole, and a rider's figure about the pole's foot.
    out.push_back({sx - pole * 0.4f, sy - pole, sx + pole * 0.75f, sy + pole * 0.15f});
    if (!pin.label.empty()) out.push_back(wordsBox(pinWordsAt(sx, sy, pole), pin.label));
  }
  return out;
}

void TableApp::drawTablePins(ImDrawList& draw) {
  if (!pinsShown()) return;
  const Palette& palette = mBinding->palette(mSettings.palette);
  const float pole = pinPole();
  for (const TablePin& pin : mPins) {  // this frame's (TableApp::updateFrame)
    float sx = 0, sy = 0;
    if (!pinOnScreen(pin.at, sx, sy)) continue;
    const ImU32 flag = sideColour(palette, pin.side);
    const bool held = mPinHeld && mPinHeld->handle == pin.handle && pin.movable();
    // The pole from the ground up (its rider stands there, PinRiders.h), the flag at its head,
    // a dot on the ground for a pin with no rider; a pin held for its move is ringed.
    draw.AddLine(ImVec2(sx, sy), ImVec2(sx, sy - pole), IM_COL32(30, 24, 16, 255), std::max(1.5f, pole / 12));
    draw.AddTriangleFilled(ImVec2(sx, sy - pole), ImVec2(sx + pole * 0.7f, sy - pole * 0.8f),
                           ImVec2(sx, sy - pole * 0.6f), flag);
    draw.AddTriangle(ImVec2(sx, sy - pole), ImVec2(sx + pole * 0.7f, sy - pole * 0.8f),
                     ImVec2(sx, sy - pole * 0.6f), IM_COL32(20, 20, 20, 255));
    if (!pin.rider)
      draw.AddCircleFilled(ImVec2(sx, sy), std::max(2.0f, pole / 8), IM_COL32(30, 24, 16, 255));
    if (held) draw.AddCircle(ImVec2(sx, sy), pole / 3, IM_COL32(255, 230, 120, 255), 0, 2.0f);
    if (pin.movable())  // where a hand takes hold of it: the flag and its pole
      mState.targets["pin-" + std::to_string(pin.handle)] = {sx - pole * 0.2f, sy - pole,
                                                              sx + pole * 0.7f, sy};
    if (!pin.label.empty())
      boxedText(draw, pinWordsAt(sx, sy, pole), pin.label, IM_COL32(255, 255, 255, 255));
  }
  drawPinMove(draw);
}

std::optional<TablePin> TableApp::movablePinAt(float x, float y) const {
  if (!pinsShown() || !mPlay->humanToAct()) return std::nullopt;
  const float pole = pinPole();
  for (const TablePin& pin : mAdapter->tablePins(mPlay->game(), mPlay->viewer())) {
    float sx = 0, sy = 0;
    if (!pin.movable() || !pinOnScreen(pin.at, sx, sy)) continue;
    // The flag and its pole, and a little round the foot: a pin is a small thing to hit.
    if (x >= sx - pole * 0.25f && x <= sx + pole * 0.75f && y >= sy - pole * 1.05f &&
        y <= sy + pole * 0.2f)
      return pin;
  }
  return std::nullopt;
}

std::optional<Action> TableApp::pinMoveAt(float x, float y) const {
  if (!mPinHeld) return std::nullopt;
  const std::optional<Point> to = groundPointAt(x, y);
  if (!to) return std::nullopt;
  return mAdapter->movePin(mPlay->game(), *mPinHeld, *to);
}

void TableApp::drawPinMove(ImDrawList& draw) {
  // While a pin is dragged, or held after a click, a line from it to where it would go.
  if (!mPinHeld || (!mPinDragging && !mPinPicked)) return;
  const std::optional<Action> move = pinMoveAt(mMouseX, mMouseY);
  float sx = 0, sy = 0, ex = 0, ey = 0;
  if (!move || !move->point || !pinOnScreen(mPinHeld->at, sx, sy) ||
      !pinOnScreen(*move->point, ex, ey))
    return;
  drawPinReach(draw);
  const Verdict v = mPlay->game().check(*move);
  const ImU32 colour = v ? IM_COL32(120, 230, 120, 255) : IM_COL32(235, 90, 80, 255);
  draw.AddLine(ImVec2(sx, sy), ImVec2(ex, ey), colour, 2.5f);
  draw.AddCircleFilled(ImVec2(ex, ey), 4.0f, colour);
  const std::string words = v ? describe(mPlay->game(), *move, *mAdapter) : v.why;
  boxedText(draw, ImVec2(ex + 8, ey + 4), words, colour);
}

void TableApp::drawPinReach(ImDrawList& draw) {
  // How far the held pin may go, where the rules limit it: the ruleset's own move toward a far
  // point in each direction stops at the limit, and those stops make the ring.
  constexpr int kSteps = 72;
  const Length far = 1000 * kInch;
  std::vector<ImVec2> ring;
  for (int i = 0; i < kSteps; ++i) {
    const Angle a = static_cast<Angle>(static_cast<long long>(kFullTurn) * i / kSteps);
    const std::optional<Action> m = mAdapter->movePin(mPlay->game(), *mPinHeld, mPinHeld->at + heading(a, far));
    float sx = 0, sy = 0;
    if (!m || !m->point || distance(mPinHeld->at, *m->point) >= far / 2) return;  // no limit
    if (!pinOnScreen(*m->point, sx, sy)) return;
    ring.emplace_back(sx, sy);
  }
  draw.AddPolyline(ring.data(), static_cast<int>(ring.size()), IM_COL32(255, 230, 120, 200),
                   ImDrawFlags_Closed, 1.5f);
}

bool TableApp::pressPin(float x, float y) {
  std::optional<TablePin> pin = movablePinAt(x, y);
  if (!pin) return false;  // a pin clicked before stays held: this may be its ground
  mPinHeld = std::move(pin);
  mPinPicked = false;
  mPinDragging = false;
  return true;
}

void TableApp::dragPin(float x, float y) {
  if (!mPinDragging && std::hypot(x - mDownX, y - mDownY) > 6) mPinDragging = true;
}

void TableApp::releasePin(float x, float y) {
  if (mPinDragging) {
    movePinTo(x, y);
    return;
  }
  // A click: the pin is held until the ground is clicked where it goes (Escape lets go).
  select(std::nullopt);
  mPinPicked = true;
  say(mPinHeld->label + ": click where to go, or drag the flag there (Esc: let go)");
}

void TableApp::movePinTo(float x, float y) {
  const std::optional<Action> move = pinMoveAt(x, y);
  const std::string label = mPinHeld->label;
  letGoOfPin();
  if (!move) {
    say(label + " cannot go there");
    return;
  }
  act(*move);
}

void TableApp::letGoOfPin() {
  mPinHeld.reset();
  mPinDragging = false;
  mPinPicked = false;
}

}  // namespace sandtable::view
