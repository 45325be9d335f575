// Queued input handed to Dear ImGui and to the program, frame by frame (InputQueue.h says why it
// is queued). ImGui sees every event of the frame before its NewFrame; the program then gets
// those ImGui does not take, in order, judged by ImGui's view of this frame: a press over a
// panel is the panel's, and its release too; a press on the table is the table's, and so is its
// release wherever it lands and every move until then (a drag that ends over a panel); the
// wheel over a panel scrolls the panel, never the camera; keys go to the program unless a text
// field or another control has them.
#pragma once

#include <OgreInput.h>

#include <set>
#include <vector>

#include "InputQueue.h"

namespace sandtable::render {

class ImGuiInput {
 public:
  ImGuiInput();  // maps ImGui's named keys to the window system's key codes

  // Before ImGui::NewFrame: the frame's events applied to ImGui's io.
  void apply(const std::vector<QueuedInput>& frame);
  // After ImGui::NewFrame: the events ImGui does not take, to `program`, in order.
  void deliver(const std::vector<QueuedInput>& frame, OgreBites::InputListener& program);

 private:
  std::set<int> mProgramButtons;  // presses the program was given: their releases are its too
  std::set<int> mProgramKeys;     // likewise keys (Shift held through a drag)
};

}  // namespace sandtable::render
