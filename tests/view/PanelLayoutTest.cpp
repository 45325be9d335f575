// PanelLayout: where the table's panels dock, at the sizes and UI scales people use.
#include <gtest/gtest.h>

#include "view/PanelLayout.h"

namespace {

using sandtable::view::layoutPanels;
using sandtable::view::LayoutInput;
using sandtable::view::PanelLayout;
using sandtable::view::ScreenRect;

LayoutInput screenAt(float w, float h, float scale, bool studying = false) {
  LayoutInput in;
  in.width = w;
  in.height = h;
  in.scale = scale;
  in.row = 25 * scale;  // ImGui's frame height with spacing at this scale
  in.padding = 8 * scale;
  in.menuRow = 21 * scale;
  in.studying = studying;
  return in;
}

bool inside(const ScreenRect& r, const ScreenRect& screen) {
  return r.x0 >= screen.x0 && r.y0 >= screen.y0 && r.x1 <= screen.x1 && r.y1 <= screen.y1;
}

bool overlap(const ScreenRect& a, const ScreenRect& b) {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

class EveryScreen : public ::testing::TestWithParam<std::tuple<float, float, float, bool>> {};

TEST_P(EveryScreen, PanelsStayOnTheScreenAndOutOfEachOthersWay) {
  const auto [w, h, scale, studying] = GetParam();
  LayoutInput in = screenAt(w, h, scale, studying);
  in.chronicleHeight = 120 * scale;
  in.studyDrawerHeight = studying ? 60 * scale : 0;
  const PanelLayout l = layoutPanels(in);
  for (const ScreenRect* r : {&l.bar, &l.left, &l.right, &l.dialogs, &l.chronicle}) {
    EXPECT_TRUE(inside(*r, l.screen));
    EXPECT_FALSE(r->empty());
  }
  EXPECT_FALSE(overlap(l.left, l.right)) << "the columns meet";
  EXPECT_FALSE(overlap(l.bar, l.left));
  EXPECT_FALSE(overlap(l.bar, l.right));
  EXPECT_FALSE(overlap(l.left, l.chronicle));
  EXPECT_FALSE(overlap(l.right, l.chronicle));
  if (studying) {
    EXPECT_TRUE(inside(l.bottom, l.screen));
    EXPECT_FALSE(overlap(l.bottom, l.left));
    EXPECT_FALSE(overlap(l.bottom, l.chronicle));
    EXPECT_FALSE(overlap(l.drawer, l.dialogs));
  } else {
    EXPECT_TRUE(l.bottom.empty());
  }
  // The columns leave the middle of the table: together no more than two thirds of the width.
  EXPECT_LE(l.left.width() + l.right.width(), w * 0.72f);
  // The bar's controls fit its width, with room for at least one of the side's actions.
  const float controls = l.paceWidth + l.undoWidth + l.sideActionWidth + 2 * in.padding;
  EXPECT_LE(controls, w);
  EXPECT_GE(l.sideActionWidth, 100 * scale * 0.9f);
}

INSTANTIATE_TEST_SUITE_P(LaptopToProjector, EveryScreen,
                         ::testing::Combine(::testing::Values(1280.0f, 1920.0f), ::testing::Values(720.0f, 1080.0f),
                                            ::testing::Values(1.0f, 1.5f, 2.0f, 2.5f), ::testing::Bool()));

TEST(PanelLayout, AProjectorsScaleIsCramped) {
  EXPECT_FALSE(layoutPanels(screenAt(1280, 720, 1.0f)).cramped);
  EXPECT_FALSE(layoutPanels(screenAt(1280, 720, 1.25f)).cramped);
  EXPECT_TRUE(layoutPanels(screenAt(1280, 720, 2.0f)).cramped);
  EXPECT_TRUE(layoutPanels(screenAt(1920, 1080, 2.0f)).cramped);
  // The bar is two rows at any scale: menus and status, then the controls.
  EXPECT_NEAR(layoutPanels(screenAt(1280, 720, 2.0f)).bar.height(), 2 * 8 * 2 + 21 * 2 + 25 * 2, 0.01);
  EXPECT_GT(layoutPanels(screenAt(1280, 720, 2.0f, true)).bottom.height(),
            layoutPanels(screenAt(1280, 720, 1.0f, true)).bottom.height() * 2 + 1) << "the slider's own row";
  // With no controls to show (studying, the battle over), the bar is the menus' row alone.
  LayoutInput quiet = screenAt(1280, 720, 2.0f);
  quiet.barControls = false;
  EXPECT_NEAR(layoutPanels(quiet).bar.height(), 21 * 2, 0.01);
}

TEST(PanelLayout, PlacesDependOnTheScreenAndScaleAlone) {
  // What a panel draws (its text) is no input: the same screen gives the same places.
  const PanelLayout a = layoutPanels(screenAt(1280, 720, 1.0f, true));
  const PanelLayout b = layoutPanels(screenAt(1280, 720, 1.0f, true));
  EXPECT_EQ(a.sideActionWidth, b.sideActionWidth);
  EXPECT_EQ(a.bottom.y0, b.bottom.y0);
  EXPECT_EQ(a.right.x0, b.right.x0);
}

TEST(PanelLayout, TheChronicleTakesItsRoomFromTheColumnsNotTheBottom) {
  LayoutInput in = screenAt(1280, 720, 1.0f, true);
  const PanelLayout closed = layoutPanels(in);
  in.chronicleHeight = 100;
  const PanelLayout open = layoutPanels(in);
  EXPECT_EQ(open.bottom.y0, closed.bottom.y0);
  EXPECT_LT(open.left.y1, closed.left.y1 - 99);
  EXPECT_NEAR(open.chronicle.height(), 100, 0.01);
  // A long cue gets a third of the room at most; it scrolls.
  in.chronicleHeight = 5000;
  const PanelLayout longCue = layoutPanels(in);
  EXPECT_LE(longCue.chronicle.height(), longCue.dialogs.height() / 3 + 1);
}

}  // namespace
