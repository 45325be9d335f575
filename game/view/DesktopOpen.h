// Opening a file or a folder with the desktop's own application, as a double click would (a
// web page in the browser, a folder in the file manager): `xdg-open PATH`, found on PATH and
// started detached (a session of its own, no shell between, its output discarded), so that the
// table never waits for it and nothing in the path is read as a command.
#pragma once

#include <filesystem>
#include <string>

namespace sandtable::view {

// Where `xdg-open` is on PATH, or empty when it is not there.
std::filesystem::path findXdgOpen();

// Starts `xdg-open path`. Empty when it started; else why not, in words ("there is no
// xdg-open on this system", or the reason it could not start).
std::string openWithDesktop(const std::filesystem::path& path);

}  // namespace sandtable::view
