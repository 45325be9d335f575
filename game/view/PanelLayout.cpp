#include "PanelLayout.h"

#include <algorithm>

namespace sandtable::view {

namespace {

// Below this many pixels a point of UI scale the screen is cramped (1280 pixels at 1.25 is not):
// what is not in use starts folded.
constexpr float kRoomyWidth = 1000;

}  // namespace

PanelLayout layoutPanels(const LayoutInput& in) {
  PanelLayout l;
  const float s = in.scale, w = in.width, h = in.height;
  const float margin = 4;
  l.scale = s;
  l.gap = 4 * s;
  l.screen = {0, 0, w, h};

  // The bar: the menus and the turn's status on one row, the side's controls on the next.
  l.cramped = w / s < kRoomyWidth;
  // With no controls (studying, the battle over) the bar is the menus' row alone.
  l.bar = {0, 0, w, std::min(h * 0.3f, in.menuRow + (in.barControls ? in.padding * 2 + in.row : 0.0f))};
  l.paceWidth = 300 * s;
  l.undoWidth = 64 * s;
  // A side's action button: as wide as the room beside the pace and undo allows, up to its own.
  l.sideActionWidth =
      std::max(0.0f, std::min(190 * s, w - in.padding * 2 - l.paceWidth - l.undoWidth - 8 * s));

  // The study bar along the bottom: two rows, the recording's slider on a row of its own between
  // them where the screen is cramped.
  if (in.studying) {
    const float height = std::min(h * 0.3f, in.padding * 2 + in.row * (l.cramped ? 3.0f : 2.0f));
    l.bottom = {0, h - height, w, h};
  }
  const float drawer = in.studying ? std::min(in.studyDrawerHeight, h * 0.4f) : 0.0f;
  if (in.studying) l.drawer = {0, l.bottom.y0 - drawer, w, l.bottom.y0};
  const float aboveBottom = (l.bottom.empty() ? h - margin : l.drawer.y0) - l.gap;
  // The chronicle's strip, as tall as its text was, up to a third of what is left (a quarter
  // where the screen is cramped: it scrolls).
  const float room = aboveBottom - (l.bar.y1 + l.gap);
  const float chronicle = std::min(in.chronicleHeight, room / (l.cramped ? 4.0f : 3.0f));
  l.chronicle = {margin, aboveBottom - std::max(chronicle, 0.0f), w - margin, aboveBottom};
  const float columnsFoot = chronicle > 0 ? l.chronicle.y0 - l.gap : aboveBottom;

  // Studying, the left column also holds the tallies of games played on and the odds chart.
  const float leftWidth = in.studying ? std::min(420 * s, w * 0.40f) : std::min(300 * s, w * 0.34f);
  const float rightWidth = std::min(360 * s, w * 0.30f);
  l.left = {margin, l.bar.y1 + l.gap, margin + leftWidth, columnsFoot};
  l.right = {w - margin - rightWidth, l.bar.y1 + l.gap, w - margin, columnsFoot};
  l.dialogs = {margin, l.bar.y1 + l.gap, w - margin, aboveBottom};
  l.toastY = columnsFoot;
  return l;
}

}  // namespace sandtable::view
