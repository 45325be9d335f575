// render::InputQueue: events handed out frame by frame as ImGui 1.86 can see them, so that a
// press and a release arriving together (a quick click, a touchpad tap) are two frames.
#include <gtest/gtest.h>

#include "render/InputQueue.h"

namespace {

using namespace OgreBites;
using sandtable::render::InputQueue;
using sandtable::render::QueuedInput;

Event motion(int x, int y) {
  Event e{};
  e.motion = {MOUSEMOTION, x, y, 0, 0, 0};
  return e;
}
Event button(bool down, int x, int y, unsigned char which = BUTTON_LEFT) {
  Event e{};
  e.button = {down ? MOUSEBUTTONDOWN : MOUSEBUTTONUP, x, y, which, 1};
  return e;
}
Event key(bool down, Keycode k, unsigned char repeat = 0) {
  Event e{};
  e.key = {down ? KEYDOWN : KEYUP, {k, 0}, repeat};
  return e;
}

std::vector<int> types(const std::vector<QueuedInput>& frame) {
  std::vector<int> out;
  for (const QueuedInput& q : frame) out.push_back(q.event.type);
  return out;
}

TEST(InputQueue, AQuickClickIsAPressInOneFrameAndItsReleaseInTheNext) {
  InputQueue q;
  q.push(motion(10, 20));
  q.push(button(true, 10, 20));
  q.push(button(false, 10, 20));
  EXPECT_EQ(types(q.takeFrame()), (std::vector<int>{MOUSEMOTION, MOUSEBUTTONDOWN}));
  EXPECT_FALSE(q.empty());
  EXPECT_EQ(types(q.takeFrame()), (std::vector<int>{MOUSEBUTTONUP}));
  EXPECT_TRUE(q.empty());
  EXPECT_TRUE(q.takeFrame().empty());
}

TEST(InputQueue, TwoQuickClicksTakeFourFramesAndKeepTheirPlaces) {
  InputQueue q;
  q.push(button(true, 1, 1));
  q.push(button(false, 1, 1));
  q.push(motion(50, 60));
  q.push(button(true, 50, 60));
  q.push(button(false, 50, 60));
  EXPECT_EQ(types(q.takeFrame()), (std::vector<int>{MOUSEBUTTONDOWN}));
  // The pointer does not move away before the release is seen where it was made.
  EXPECT_EQ(types(q.takeFrame()), (std::vector<int>{MOUSEBUTTONUP}));
  const auto third = q.takeFrame();
  ASSERT_EQ(types(third), (std::vector<int>{MOUSEMOTION, MOUSEBUTTONDOWN}));
  EXPECT_EQ(third[1].event.button.x, 50);
  EXPECT_EQ(types(q.takeFrame()), (std::vector<int>{MOUSEBUTTONUP}));
}

TEST(InputQueue, DifferentButtonsAndKeysMayChangeInTheSameFrame) {
  InputQueue q;
  q.push(key(true, 'a'));
  q.push(button(true, 5, 5, BUTTON_RIGHT));
  q.push(key(true, 'b'));
  q.push(key(false, 'a'));
  EXPECT_EQ(types(q.takeFrame()), (std::vector<int>{KEYDOWN, MOUSEBUTTONDOWN, KEYDOWN}));
  EXPECT_EQ(types(q.takeFrame()), (std::vector<int>{KEYUP}));
}

TEST(InputQueue, AKeysRepeatsWhileHeldAreNoChange) {
  InputQueue q;
  q.push(key(true, 'w'));
  q.push(key(true, 'w', 1));
  q.push(key(true, 'w', 1));
  q.push(key(false, 'w'));
  EXPECT_EQ(types(q.takeFrame()), (std::vector<int>{KEYDOWN, KEYDOWN, KEYDOWN}));
  EXPECT_EQ(types(q.takeFrame()), (std::vector<int>{KEYUP}));
}

TEST(InputQueue, TextIsKeptAfterTheWindowSystemsBufferIsGone) {
  InputQueue q;
  {
    std::string typed = "Harold";
    Event e{};
    e.text = {TEXTINPUT, typed.c_str()};
    q.push(e);
    typed = "XXXXXX";
  }
  const auto frame = q.takeFrame();
  ASSERT_EQ(frame.size(), 1u);
  EXPECT_STREQ(frame[0].withText().text.chars, "Harold");
}

TEST(InputQueue, AsAListenerItQueuesWhatTheWindowDelivers) {
  InputQueue q;
  InputListener& asListener = q;
  const Event press = button(true, 3, 4);
  const Event release = button(false, 3, 4);
  asListener.mousePressed(press.button);
  asListener.mouseReleased(release.button);
  EXPECT_EQ(q.size(), 2u);
  EXPECT_EQ(types(q.takeFrame()), (std::vector<int>{MOUSEBUTTONDOWN}));
}

}  // namespace
