#include "ImGuiInput.h"

#include <imgui.h>

namespace sandtable::render {

using namespace OgreBites;

namespace {

constexpr int kSdlScancodeBit = 1 << 30;

// The index into io.KeysDown of a key code: SDL's codes of keys without a character carry a
// high bit, dropped here so every code fits ImGui's table of 512.
int keyIndex(int sym) { return sym & ~kSdlScancodeBit; }

// The keypad's keys with Num Lock off are the keys printed under their digits.
int keypadAsNavigation(int sym, unsigned short mod) {
  if ((mod & KMOD_NUM) != 0) return sym;
  switch (sym) {
    case SDLK_KP_1:
      return SDLK_END;
    case SDLK_KP_2:
      return SDLK_DOWN;
    case SDLK_KP_3:
      return SDLK_PAGEDOWN;
    case SDLK_KP_4:
      return SDLK_LEFT;
    case SDLK_KP_6:
      return SDLK_RIGHT;
    case SDLK_KP_7:
      return SDLK_HOME;
    case SDLK_KP_8:
      return SDLK_UP;
    case SDLK_KP_9:
      return SDLK_PAGEUP;
    case SDLK_KP_0:
      return SDLK_INSERT;
    case SDLK_KP_PERIOD:
      return SDLK_DELETE;
    default:
      return sym;
  }
}

// ImGui numbers its mouse buttons left, right, middle; the window system left, middle, right.
int imguiButton(int button) {
  switch (button) {
    case BUTTON_LEFT:
      return 0;
    case BUTTON_RIGHT:
      return 1;
    case BUTTON_MIDDLE:
      return 2;
    default:
      return button - 1;
  }
}

bool isMouse(int type) {
  return type == MOUSEMOTION || type == MOUSEBUTTONDOWN || type == MOUSEBUTTONUP ||
         type == MOUSEWHEEL;
}

}  // namespace

ImGuiInput::ImGuiInput() {
  ImGuiIO& io = ImGui::GetIO();
  io.KeyMap[ImGuiKey_Tab] = '\t';
  io.KeyMap[ImGuiKey_LeftArrow] = keyIndex(SDLK_LEFT);
  io.KeyMap[ImGuiKey_RightArrow] = keyIndex(SDLK_RIGHT);
  io.KeyMap[ImGuiKey_UpArrow] = keyIndex(SDLK_UP);
  io.KeyMap[ImGuiKey_DownArrow] = keyIndex(SDLK_DOWN);
  io.KeyMap[ImGuiKey_PageUp] = keyIndex(SDLK_PAGEUP);
  io.KeyMap[ImGuiKey_PageDown] = keyIndex(SDLK_PAGEDOWN);
  io.KeyMap[ImGuiKey_Home] = keyIndex(SDLK_HOME);
  io.KeyMap[ImGuiKey_End] = keyIndex(SDLK_END);
  io.KeyMap[ImGuiKey_Insert] = keyIndex(SDLK_INSERT);
  io.KeyMap[ImGuiKey_Delete] = SDLK_DELETE;
  io.KeyMap[ImGuiKey_Backspace] = '\b';
  io.KeyMap[ImGuiKey_Space] = ' ';
  io.KeyMap[ImGuiKey_Enter] = SDLK_RETURN;
  io.KeyMap[ImGuiKey_Escape] = SDLK_ESCAPE;
  io.KeyMap[ImGuiKey_KeyPadEnter] = keyIndex(SDLK_KP_ENTER);
  io.KeyMap[ImGuiKey_A] = 'a';
  io.KeyMap[ImGuiKey_C] = 'c';
  io.KeyMap[ImGuiKey_V] = 'v';
  io.KeyMap[ImGuiKey_X] = 'x';
  io.KeyMap[ImGuiKey_Y] = 'y';
  io.KeyMap[ImGuiKey_Z] = 'z';
}

void ImGuiInput::apply(const std::vector<QueuedInput>& frame) {
  ImGuiIO& io = ImGui::GetIO();
  for (const QueuedInput& q : frame) {
    const Event& e = q.event;
    switch (e.type) {
      case MOUSEMOTION:
        io.MousePos = ImVec2(static_cast<float>(e.motion.x), static_cast<float>(e.motion.y));
        break;
      case MOUSEBUTTONDOWN:
      case MOUSEBUTTONUP: {
        io.MousePos = ImVec2(static_cast<float>(e.button.x), static_cast<float>(e.button.y));
        const int b = imguiButton(e.button.button);
        if (b >= 0 && b < IM_ARRAYSIZE(io.MouseDown)) io.MouseDown[b] = e.type == MOUSEBUTTONDOWN;
        break;
      }
      case MOUSEWHEEL:
        io.MouseWheel += e.wheel.y > 0 ? 1.0f : e.wheel.y < 0 ? -1.0f : 0.0f;
        break;
      case KEYDOWN:
      case KEYUP: {
        const int key = keyIndex(keypadAsNavigation(e.key.keysym.sym, e.key.keysym.mod));
        if (key >= 0 && key < IM_ARRAYSIZE(io.KeysDown)) io.KeysDown[key] = e.type == KEYDOWN;
        io.KeyShift = (e.key.keysym.mod & KMOD_SHIFT) != 0;
        io.KeyCtrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
        io.KeyAlt = (e.key.keysym.mod & KMOD_ALT) != 0;
        io.KeySuper = (e.key.keysym.mod & KMOD_GUI) != 0;
        break;
      }
      case TEXTINPUT:
        if (!q.text.empty()) io.AddInputCharactersUTF8(q.text.c_str());
        break;
      default:
        break;
    }
  }
}

void ImGuiInput::deliver(const std::vector<QueuedInput>& frame, InputListener& program) {
  const ImGuiIO& io = ImGui::GetIO();
  for (const QueuedInput& q : frame) {
    const Event e = q.withText();
    if (isMouse(e.type)) {
      const bool imguiHasIt = io.WantCaptureMouse;
      switch (e.type) {
        case MOUSEBUTTONDOWN:
          if (imguiHasIt) break;
          mProgramButtons.insert(e.button.button);
          program.mousePressed(e.button);
          break;
        case MOUSEBUTTONUP:
          if (mProgramButtons.erase(e.button.button) > 0) program.mouseReleased(e.button);
          break;
        case MOUSEMOTION:
          if (!imguiHasIt || !mProgramButtons.empty()) program.mouseMoved(e.motion);
          break;
        case MOUSEWHEEL:
          if (!imguiHasIt) program.mouseWheelRolled(e.wheel);
          break;
        default:
          break;
      }
    } else if (e.type == KEYDOWN) {
      if (io.WantCaptureKeyboard) continue;
      mProgramKeys.insert(e.key.keysym.sym);
      program.keyPressed(e.key);
    } else if (e.type == KEYUP) {
      if (mProgramKeys.erase(e.key.keysym.sym) > 0) program.keyReleased(e.key);
    }
    // Text goes to ImGui's fields only.
  }
}

}  // namespace sandtable::render
