// Whether the X display that DISPLAY names can be drawn on, judged without connecting to it.
// Ogre's GL 3+ render system opens the display when its plugin loads and, when it cannot,
// stops on an assertion deep inside Ogre; the table asks this first so that a player gets a
// sentence instead. It opens no connection of its own: each connection that closes may be
// the one after which an Xvfb without -noreset resets, refusing whoever connects meanwhile
// (the render tests start tables in parallel on one Xvfb; tools/test passes -noreset).
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

// The sentence a player gets when there is no display: what is wrong (`why`) and what to do.
std::string noDisplaySentence(const std::string& why);

}  // namespace sandtable::platform
