#include "InputQueue.h"

#include <cstring>

namespace sandtable::render {

using namespace OgreBites;

Event QueuedInput::withText() const {
  Event e = event;
  if (e.type == TEXTINPUT) e.text.chars = text.c_str();
  return e;
}

void InputQueue::push(const Event& event) {
  QueuedInput q;
  q.event = event;
  if (event.type == TEXTINPUT) {
    q.text = event.text.chars ? event.text.chars : "";
    q.event.text.chars = nullptr;  // set again from `text` when delivered
  }
  mPending.push_back(std::move(q));
}

std::vector<QueuedInput> InputQueue::takeFrame() {
  std::vector<QueuedInput> frame;
  std::set<int> keysChanged, buttonsChanged;
  while (!mPending.empty()) {
    const Event& e = mPending.front().event;
    if (e.type == MOUSEBUTTONDOWN || e.type == MOUSEBUTTONUP) {
      const int button = e.button.button;
      const bool down = e.type == MOUSEBUTTONDOWN;
      if ((mButtonsDown.count(button) > 0) != down) {
        if (buttonsChanged.count(button)) break;  // its second change: the next frame's
        buttonsChanged.insert(button);
        if (down)
          mButtonsDown.insert(button);
        else
          mButtonsDown.erase(button);
      }
    } else if (e.type == MOUSEMOTION) {
      if (!buttonsChanged.empty()) break;  // the press (or release) is seen where it was made
    } else if (e.type == KEYDOWN || e.type == KEYUP) {
      const int key = e.key.keysym.sym;
      const bool down = e.type == KEYDOWN;
      if ((mKeysDown.count(key) > 0) != down) {  // a held key's repeats change nothing
        if (keysChanged.count(key)) break;
        keysChanged.insert(key);
        if (down)
          mKeysDown.insert(key);
        else
          mKeysDown.erase(key);
      }
    }
    frame.push_back(std::move(mPending.front()));
    mPending.pop_front();
  }
  return frame;
}

namespace {
template <typename T>
Event asEvent(const T& specific) {
  Event e{};
  std::memcpy(static_cast<void*>(&e), &specific, sizeof specific);
  return e;
}
}  // namespace

bool InputQueue::keyPressed(const KeyboardEvent& e) {
  push(asEvent(e));
  return true;
}
bool InputQueue::keyReleased(const KeyboardEvent& e) {
  push(asEvent(e));
  return true;
}
bool InputQueue::mouseMoved(const MouseMotionEvent& e) {
  push(asEvent(e));
  return true;
}
bool InputQueue::mouseWheelRolled(const MouseWheelEvent& e) {
  push(asEvent(e));
  return true;
}
bool InputQueue::mousePressed(const MouseButtonEvent& e) {
  push(asEvent(e));
  return true;
}
bool InputQueue::mouseReleased(const MouseButtonEvent& e) {
  push(asEvent(e));
  return true;
}
bool InputQueue::textInput(const TextInputEvent& e) {
  push(asEvent(e));
  return true;
}

}  // namespace sandtable::render
