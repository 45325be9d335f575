// Whether there is a screen to draw on, asked before Ogre is: a machine without one gets a
// sentence saying so (and how to run headless) instead of an assertion inside Ogre's GL.
#pragma once

namespace sandtable::render {

// Throws std::runtime_error, naming DISPLAY and `xvfb-run`, when no X display can be opened.
void requireDisplay();

}  // namespace sandtable::render
