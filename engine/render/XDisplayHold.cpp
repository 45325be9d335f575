#include "XDisplayHold.h"

#include <X11/Xlib.h>

#include <stdexcept>

#include "platform/DisplayCheck.h"

namespace sandtable::render {

XDisplayHold::XDisplayHold(const std::string& display) : mDisplay(XOpenDisplay(display.c_str())) {
  if (!mDisplay) throw std::runtime_error(platform::noDisplaySentence("no X server answers at DISPLAY=" + display));
}

XDisplayHold::~XDisplayHold() {
  if (mDisplay) XCloseDisplay(static_cast<Display*>(mDisplay));
}

}  // namespace sandtable::render
