// Whether the X display that DISPLAY names can be drawn on, judged without connecting to it.
// Ogre's GL 3+ render system opens the display when its plugin loads and, when it cannot,
// stops on an assertion deep inside Ogre; the table asks this first so that a player gets a
// sentence instead. It must not open a connection of its own: with several tables starting
// at once on one Xvfb (the render tests), an extra connection each measurably raised the odds
// that one of them was refused.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace sandtable::platform {

// Why there is no display to draw on, or nothing when there may be one. `display` is
// DISPLAY's value (null when unset). A local display (":N" or "unix:N", with or without a
// screen) has a server only if its socket is there: the file `socketDir`/XN, or a listening
// socket of that name, abstract or not, in `unixSockets` (the kernel's list). A display on
// another host, or one this cannot tell about (the list unreadable), is given the benefit
// of the doubt.
std::optional<std::string> xDisplayProblem(const char* display,
                                           const std::filesystem::path& socketDir = "/tmp/.X11-unix",
                                           const std::filesystem::path& unixSockets = "/proc/net/unix");

}  // namespace sandtable::platform
