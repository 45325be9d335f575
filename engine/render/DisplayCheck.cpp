// Kept apart from the Ogre code: Xlib.h defines macros (None, Bool, Status...) that would
// collide with names elsewhere.
#include "DisplayCheck.h"

#include <X11/Xlib.h>

#include <cstdlib>
#include <stdexcept>
#include <string>

namespace sandtable::render {

void requireDisplay() {
  Display* display = XOpenDisplay(nullptr);
  if (display) {
    XCloseDisplay(display);
    return;
  }
  const char* name = std::getenv("DISPLAY");
  const std::string which = name && *name ? "'" + std::string(name) + "', which cannot be opened" : "not set";
  throw std::runtime_error("no X display to draw on (DISPLAY is " + which +
                           "): run the table on a desktop, or without a screen under `xvfb-run -a`");
}

}  // namespace sandtable::render
