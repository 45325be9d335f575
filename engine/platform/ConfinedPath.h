// Files a data file names (a scenario's battlefield file, a battlefield's heightmap, a match's
// scenario): found beside the naming file or under the folders the caller searches, and
// accepted only where they truly lie (symlinks followed) inside the data folders (config/,
// media/, the player's data folder) or in the naming file's own folder or below it. A file
// that travels cannot make Sandtable read /etc/shadow, nor quote it.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace sandtable::platform {

struct NamedFile {
  std::filesystem::path path;  // where the file is, when found and allowed
  std::string problem;         // otherwise why not, naming paths only, never content
  bool ok() const { return problem.empty(); }
};

// `name` as written in `namingFile`: tried beside it, then under each of `searchDirs`.
NamedFile resolveNamedFile(const std::filesystem::path& namingFile, const std::string& name,
                           const std::vector<std::filesystem::path>& searchDirs);

// The folders any data file may name files in: configDir(), mediaDir(), userDataDir().
std::vector<std::filesystem::path> dataFolders();

}  // namespace sandtable::platform
