// A script's checks of what the table shows a person: every panel and control on the screen,
// how much of the table the panels leave in view, the camera, the AI's pace, the sounds
// played and the animations begun (TableScript.h).
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <sstream>
#include <vector>

#include "ScreenText.h"
#include "TableApp.h"

namespace sandtable::view {

namespace {

// The windows a person sees: drawn this frame, not children (they lie inside their window)
// and not tooltips.
std::vector<const ImGuiWindow*> shownWindows() {
  std::vector<const ImGuiWindow*> out;
  for (const ImGuiWindow* w : GImGui->Windows) {
    if (!w->Active || w->Hidden || (w->Flags & ImGuiWindowFlags_ChildWindow) || (w->Flags & ImGuiWindowFlags_Tooltip))
      continue;
    out.push_back(w);
  }
  return out;
}

std::string pixels(float v) { return std::to_string(static_cast<int>(std::lround(v))); }

// Every window inside the screen; none with controls past its right edge and no way to scroll
// to them, or past its foot where it cannot scroll; every named control on the screen.
std::string offScreen(const std::map<std::string, std::array<float, 4>>& targets) {
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  const float slack = 1.5f;
  std::ostringstream why;
  for (const ImGuiWindow* w : shownWindows()) {
    const std::string name = w->Name;
    if (w->Pos.x < -slack || w->Pos.y < -slack || w->Pos.x + w->Size.x > screen.x + slack ||
        w->Pos.y + w->Size.y > screen.y + slack) {
      why << "the panel '" << name << "' runs off the screen (" << pixels(w->Pos.x) << "," << pixels(w->Pos.y)
          << " to " << pixels(w->Pos.x + w->Size.x) << "," << pixels(w->Pos.y + w->Size.y) << "); ";
    }
    if (w->Collapsed) continue;
    // How far the frame just drawn put its controls, against where the panel shows them.
    const ImVec2 reach = w->DC.CursorMaxPos;
    const ImRect& inner = w->InnerRect;
    if (!w->ScrollbarX && reach.x > inner.Max.x + slack)
      why << "the panel '" << name << "' has controls past its right edge (to " << pixels(reach.x) << ", it ends at "
          << pixels(inner.Max.x) << "); ";
    if (!w->ScrollbarY && reach.y > inner.Max.y + slack)
      why << "the panel '" << name << "' has controls past its foot with no scrollbar (to " << pixels(reach.y)
          << ", it ends at " << pixels(inner.Max.y) << "); ";
  }
  for (const auto& [name, r] : targets) {
    if (r[0] < -slack || r[1] < -slack || r[2] > screen.x + slack || r[3] > screen.y + slack)
      why << "the control '" << name << "' is off the screen; ";
  }
  return why.str();
}

// The share of the screen no panel covers, from a grid of 8-pixel cells.
float tableVisible() {
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  const int cell = 8;
  const int cols = static_cast<int>(screen.x) / cell, rows = static_cast<int>(screen.y) / cell;
  std::vector<bool> covered(static_cast<std::size_t>(cols * rows), false);
  for (const ImGuiWindow* w : shownWindows()) {
    const int x0 = std::max(0, static_cast<int>(w->Pos.x) / cell), y0 = std::max(0, static_cast<int>(w->Pos.y) / cell);
    const int x1 = std::min(cols, static_cast<int>(std::ceil((w->Pos.x + w->Size.x) / cell)));
    const int y1 = std::min(rows, static_cast<int>(std::ceil((w->Pos.y + w->Size.y) / cell)));
    for (int y = y0; y < y1; ++y)
      for (int x = x0; x < x1; ++x) covered[static_cast<std::size_t>(y * cols + x)] = true;
  }
  const auto free = std::count(covered.begin(), covered.end(), false);
  return covered.empty() ? 0.0f : 100.0f * static_cast<float>(free) / static_cast<float>(covered.size());
}

}  // namespace

std::optional<std::string> TableApp::scriptCheck(const std::vector<std::string>& words) {
  const std::string& verb = words[0];
  auto arg = [&](std::size_t i) { return i < words.size() ? words[i] : std::string(); };
  if (verb == "expect-on-screen") {
    // Every panel and named control whole on the screen, nothing cut off without a scrollbar,
    // once the panels have settled (a panel that grew shows its scrollbar the frame after).
    renderFrame();
    renderFrame();
    return offScreen(mState.targets);
  }
  if (verb == "expect-table-visible") {
    // expect-table-visible PERCENT: at least so much of the screen is the table, not panels.
    const float want = std::stof(arg(1).empty() ? "0" : arg(1));
    const float have = tableVisible();
    if (have + 1e-3f < want)
      return "the panels leave " + std::to_string(static_cast<int>(have)) + " % of the table in view, not " + arg(1) +
             " %";
    return "";
  }
  if (verb == "mark-camera") {
    mMarkedCameraDistance = mCamera.distance();
    return "";
  }
  if (verb == "expect-camera") {
    // expect-camera same | zoomed: the camera's distance since mark-camera.
    const bool same = std::fabs(mCamera.distance() - mMarkedCameraDistance) < 1e-3f;
    if (arg(1) == "same" && !same) return "the camera zoomed";
    if (arg(1) == "zoomed" && same) return "the camera did not zoom";
    if (arg(1) != "same" && arg(1) != "zoomed") return "expect-camera same or zoomed";
    return "";
  }
  if (verb == "expect-ai-speed") {
    const float want = std::stof(arg(1).empty() ? "0" : arg(1));
    if (std::fabs(mPlay->aiSpeed() - want) > 1e-3f)
      return "the AI plays at " + std::to_string(static_cast<int>(mPlay->aiSpeed())) + "x, not " + arg(1) + "x";
    return "";
  }
  if (verb == "expect-ai-paused") {
    if ((arg(1) == "yes") != mPlay->aiPaused()) return std::string("the AI is ") + (mPlay->aiPaused() ? "" : "not ") + "paused";
    return "";
  }
  if (verb == "expect-ui-scale") {
    const float lo = std::stof(arg(1).empty() ? "0" : arg(1)), hi = std::stof(arg(2).empty() ? "99" : arg(2));
    if (mSettings.uiScale < lo - 1e-3f || mSettings.uiScale > hi + 1e-3f)
      return "the UI scale is " + std::to_string(mSettings.uiScale);
    return "";
  }
  if (verb == "expect-army-total") {
    // expect-army-total TEXT: the army builder's running total as last drawn ("24 / 350 points").
    std::string want;
    for (std::size_t i = 1; i < words.size(); ++i) want += (i > 1 ? " " : "") + words[i];
    if (mState.armyTotalShown != want)
      return "the army builder shows '" + mState.armyTotalShown + "', not '" + want + "'";
    return "";
  }
  if (verb == "expect-drawn" || verb == "expect-not-drawn") {
    // expect-drawn ID / expect-not-drawn ID: whether the table draws unit ID's stands for the
    // person at it now (what the rules let that side know: PlayController::game()).
    if (!mUnits || arg(1).empty()) return verb + " needs a unit id and a table";
    const rules::UnitId id = std::stoi(arg(1));
    bool drawn = false;
    for (const auto& [unit, box] : mUnits->standBoxes()) drawn = drawn || unit == id;
    if (drawn != (verb == "expect-drawn"))
      return "unit " + arg(1) + (drawn ? " is drawn" : " is not drawn") + " for " +
             std::string(rules::sideKey(mPlay->viewer()));
    return "";
  }
  if (verb == "expect-riders") {
    // expect-riders N: the riders drawn at the pins in the last frame (PinRiders.h).
    if (!mRiders || arg(1).empty()) return "expect-riders needs a number and a table";
    if (mRiders->shown() != static_cast<std::size_t>(std::stoul(arg(1))))
      return "the table draws " + std::to_string(mRiders->shown()) + " riders, not " + arg(1);
    return "";
  }
  if (verb == "expect-tab" || verb == "no-tab") {
    // expect-tab ID / no-tab ID: unit ID's label was folded to a tab in the last frame (or not).
    if (arg(1).empty()) return verb + " needs a unit id";
    const rules::UnitId id = std::stoi(arg(1));
    for (const ShownLabel& l : mLabelsShown) {
      if (l.unit != id) continue;
      if (l.tab == (verb == "expect-tab")) return "";
      return l.tab ? "unit " + arg(1) + "'s label is folded to a tab"
                   : "unit " + arg(1) + "'s label says '" + l.text + "', not folded to a tab";
    }
    return "unit " + arg(1) + " has no label on the screen";
  }
  if (verb == "expect-pins-clear") {
    // expect-pins-clear: the labels drawn last frame keep off every pin (TableApp::pinBoxes).
    const std::vector<LabelBox> pins = pinBoxes();
    if (pins.empty()) return "expect-pins-clear: no pin on the screen";
    for (const ShownLabel& l : mLabelsShown) {
      for (const LabelBox& p : pins) {
        if (overlaps(l.box, p)) return "the label '" + l.text + "' lies over a pin";
      }
    }
    return "";
  }
  if (verb == "expect-text" || verb == "no-text") {
    // expect-text TEXT / no-text TEXT: whether any words the last frame drew (a panel, the bar,
    // a tooltip, a label or pin on the table) hold TEXT: what a person at the table could read,
    // a line wrapped in a narrow panel read on as one.
    std::string want;
    for (std::size_t i = 1; i < words.size(); ++i) want += (i > 1 ? " " : "") + words[i];
    if (want.empty()) return verb + " needs a text";
    std::string shown = screenText();
    std::replace(shown.begin(), shown.end(), '\n', ' ');
    const std::size_t at = shown.find(want);
    if ((at != std::string::npos) == (verb == "expect-text")) return "";
    if (at == std::string::npos) return "nothing on the screen says '" + want + "'";
    const std::size_t begin = at > 40 ? at - 40 : 0;
    return "the screen says '" + want + "' ('..." + shown.substr(begin, want.size() + 80) + "...') for " +
           std::string(rules::sideKey(mPlay->viewer()));
  }
  if (verb == "expect-ruleset") {
    if (mPlay->info().ruleset != arg(1)) return "the match is of " + mPlay->info().ruleset + ", not " + arg(1);
    return "";
  }
  if (verb == "expect-sound" || verb == "expect-animation") {
    // expect-sound KEY | expect-animation NAME: heard, or begun on the table, since the scene
    // was built or the last forget-cues (EventSounds.h and EventAnimation.h name them).
    const bool sound = verb == "expect-sound";
    if (arg(1).empty()) return verb + " which?";
    static const std::vector<std::string> none;
    const std::vector<std::string>& seen =
        sound ? (mSounds ? mSounds->heard() : none) : (mUnits ? mUnits->started() : none);
    if (std::find(seen.begin(), seen.end(), arg(1)) != seen.end()) return "";
    std::string list;
    for (const std::string& k : seen)
      if (list.find(" " + k + ",") == std::string::npos) list += " " + k + ",";
    if (!list.empty()) list.pop_back();
    return std::string(sound ? "no sound '" : "no animation '") + arg(1) +
           "' since the last forget-cues (" + (sound ? "heard:" : "seen:") +
           (list.empty() ? std::string(" nothing") : list) + ")";
  }
  if (verb == "forget-cues") {
    if (mSounds) mSounds->forgetHeard();
    if (mUnits) mUnits->forgetStarted();
    return "";
  }
  if (verb == "expect-study-playing") {
    if ((arg(1) == "yes") != mPlay->studyPlaying())
      return std::string("the recording is ") + (mPlay->studyPlaying() ? "" : "not ") + "playing";
    return "";
  }
  return std::nullopt;
}

}  // namespace sandtable::view
