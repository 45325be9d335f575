// Where the table's panels go. They dock to the edges of the screen so that the battlefield
// stays in view at any window size and UI scale (a laptop at 1.0, a projector at 2.0 or more):
// the bar across the top, the selected unit's card and orders down the left, the dice log down
// the right, the study bar and the chronicle along the bottom; dialogs (New game, Settings, the
// briefing...) in the middle, never larger than the space left. Controls take places that
// depend only on the screen and the scale, never on the length of some text, so a button never
// moves under the cursor. Pure geometry, tested on its own; the panels ask it where to draw.
#pragma once

namespace sandtable::view {

struct ScreenRect {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  float width() const { return x1 - x0; }
  float height() const { return y1 - y0; }
  bool empty() const { return width() <= 0 || height() <= 0; }
};

struct LayoutInput {
  float width = 1280, height = 720;  // the screen, in pixels
  float scale = 1.0f;                // the UI scale
  float row = 25;                    // one row of controls with its spacing (ImGui's at this scale)
  float menuRow = 21;                // the menus' row (a line of text and a frame's padding)
  bool barControls = true;           // the bar has a row of controls (not while studying or once over)
  float padding = 8;                 // a window's inner margin
  bool studying = false;             // the study bar is along the bottom
  float chronicleHeight = 0;         // the chronicle's strip above it as last drawn (0: closed)
  float studyDrawerHeight = 0;       // the study bar's open drawer (notes, what if...) as last drawn
};

struct PanelLayout {
  ScreenRect screen;
  float scale = 1;
  float gap = 4;            // between docked panels
  ScreenRect bar;           // the top bar: menus, then the turn's status and the side's controls
  bool cramped = false;     // little room for the scale (a projector's): what is not in use starts folded
  ScreenRect left;          // the column for the unit card and orders (and, studying, the tallies)
  ScreenRect right;         // the column for the dice log
  ScreenRect bottom;        // the study bar (empty when not studying)
  ScreenRect drawer;        // above it, its open drawer (notes, attacks, what if, take over)
  ScreenRect chronicle;     // where the chronicle's strip may grow, above the study bar
  ScreenRect dialogs;       // where a dialog may stand: below the bar, above the bottom
  float toastY = 0;         // the foot of the toast line
  // The widths of the bar's fixed controls (the AI's pace, undo, a side action's button).
  float paceWidth = 0;
  float undoWidth = 0;
  float sideActionWidth = 0;
};

PanelLayout layoutPanels(const LayoutInput& in);

// A column of panels stacked from its top, each as tall as it needs and the last cut to the
// room left (it scrolls): the unit card, then its orders; the dice log.
struct DockStack {
  ScreenRect area;
  float y = 0;  // where the next panel begins
  DockStack() = default;
  explicit DockStack(ScreenRect a) : area(a), y(a.y0) {}
  float roomLeft() const { return area.y1 - y; }
};

}  // namespace sandtable::view
