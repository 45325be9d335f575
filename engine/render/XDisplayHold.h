// A connection to the X display, opened before Ogre's GL 3+ render system opens its own and
// held while the table runs. platform/DisplayCheck judges a display without connecting, and
// where it cannot tell (a socket file left behind by a server that died, a display on
// another host) it gives the benefit of the doubt; only a connection tells then, and Ogre's
// own failed connection ends on an assertion deep inside it. This one is kept open, not
// closed at once: an Xvfb started without -noreset resets when its last client leaves and
// would refuse Ogre's connection meanwhile.
#pragma once

#include <string>

namespace sandtable::render {

class XDisplayHold {
 public:
  // Connects to `display` (DISPLAY's value); throws std::runtime_error with a sentence that
  // names the display when no X server answers there.
  explicit XDisplayHold(const std::string& display);
  ~XDisplayHold();
  XDisplayHold(const XDisplayHold&) = delete;
  XDisplayHold& operator=(const XDisplayHold&) = delete;

 private:
  void* mDisplay = nullptr;  // Xlib's Display*, kept opaque: Xlib's macros (None, Bool...) clash with Ogre's names
};

}  // namespace sandtable::render
