// Where Sandtable's shipped data (config/, media/) lives: $SANDTABLE_DATA if set, else the
// source tree the binary was built from, else the working directory.
#pragma once

#include <filesystem>

namespace sandtable::platform {

std::filesystem::path dataRoot();
std::filesystem::path configDir();  // dataRoot()/config
std::filesystem::path mediaDir();   // dataRoot()/media
// The player's own folder (saves, reports): $XDG_DATA_HOME/sandtable, else
// ~/.local/share/sandtable, else ./sandtable-data.
std::filesystem::path userDataDir();
// A path as given if it exists or is absolute; otherwise tried against dataRoot().
std::filesystem::path resolveDataPath(const std::filesystem::path& p);

}  // namespace sandtable::platform
