// Input events held in order until the frame that is to see them. Dear ImGui 1.86 (Debian 12's)
// reads the state of each mouse button and key once a frame, so a press and a release that
// arrive together (a quick click, a touchpad tap) would cancel out before it looked. The window
// system's events, and a script's, go into this queue; each frame takes the longest run of them
// that ImGui can see as they happened: at most one change of each button and key, and no move of
// the pointer after a button changed (the press is seen where it was made). The rest waits for
// the next frame, so no click is ever lost and none lands somewhere else.
#pragma once

#include <OgreInput.h>

#include <cstddef>
#include <deque>
#include <set>
#include <string>
#include <vector>

namespace sandtable::render {

// One event, with the text of a text-input event kept (SDL's buffer does not outlive the poll).
struct QueuedInput {
  OgreBites::Event event{};
  std::string text;
  // The event with its text pointing into this object (valid while it lives).
  OgreBites::Event withText() const;
};

class InputQueue final : public OgreBites::InputListener {
 public:
  void push(const OgreBites::Event& event);
  bool empty() const { return mPending.empty(); }
  std::size_t size() const { return mPending.size(); }

  // The events one frame delivers, oldest first (see the file's comment); the rest stay queued.
  std::vector<QueuedInput> takeFrame();

  // As a listener (registered with the window), every event goes into the queue.
  bool keyPressed(const OgreBites::KeyboardEvent& e) override;
  bool keyReleased(const OgreBites::KeyboardEvent& e) override;
  bool mouseMoved(const OgreBites::MouseMotionEvent& e) override;
  bool mouseWheelRolled(const OgreBites::MouseWheelEvent& e) override;
  bool mousePressed(const OgreBites::MouseButtonEvent& e) override;
  bool mouseReleased(const OgreBites::MouseButtonEvent& e) override;
  bool textInput(const OgreBites::TextInputEvent& e) override;

 private:
  std::deque<QueuedInput> mPending;
  // What is held down as of the events already taken: a key's repeat is no change.
  std::set<int> mKeysDown;
  std::set<int> mButtonsDown;
};

}  // namespace sandtable::render
