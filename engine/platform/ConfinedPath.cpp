#include "ConfinedPath.h"

#include <algorithm>
#include <system_error>

#include "DataPaths.h"

namespace sandtable::platform {

namespace {

namespace fs = std::filesystem;

// Whether `p` is `base` or lies below it; both already canonical.
bool within(const fs::path& p, const fs::path& base) {
  auto b = base.begin(), q = p.begin();
  for (; b != base.end(); ++b, ++q) {
    if (q == p.end() || *q != *b) return false;
  }
  return true;
}

std::string shown(const fs::path& p) { return "'" + p.string() + "'"; }

}  // namespace

std::vector<fs::path> dataFolders() { return {configDir(), mediaDir(), userDataDir()}; }

NamedFile resolveNamedFile(const fs::path& namingFile, const std::string& name, const std::vector<fs::path>& searchDirs) {
  NamedFile out;
  if (name.empty() || name.find('\0') != std::string::npos) {
    out.problem = "not a file name";
    return out;
  }
  const fs::path given(name);
  const fs::path namingDir = namingFile.has_parent_path() ? namingFile.parent_path() : fs::path(".");
  std::vector<fs::path> candidates;
  if (given.is_absolute()) {
    candidates.push_back(given);
  } else {
    candidates.push_back(namingDir / given);
    for (const fs::path& d : searchDirs) candidates.push_back(d / given);
  }
  std::error_code ec;
  const auto found = std::find_if(candidates.begin(), candidates.end(), [&](const fs::path& c) {
    return fs::exists(c, ec);
  });
  if (found == candidates.end()) {
    std::string looked;
    for (const fs::path& c : candidates) looked += (looked.empty() ? "" : ", ") + shown(c);
    out.problem = "not found (looked for " + looked + ")";
    return out;
  }
  const fs::path real = fs::canonical(*found, ec);
  if (ec) {
    out.problem = "cannot follow the path " + shown(*found) + ": " + ec.message();
    return out;
  }
  std::vector<fs::path> allowed{namingDir};
  for (const fs::path& d : dataFolders()) allowed.push_back(d);
  for (const fs::path& base : allowed) {
    const fs::path realBase = fs::canonical(base, ec);
    if (!ec && within(real, realBase)) {
      out.path = *found;
      return out;
    }
  }
  out.problem = "leads outside the data folders (config/, media/, the player's data folder) and the folder of " +
                shown(namingFile) + " (to " + shown(real) + "); such a file is not read";
  return out;
}

}  // namespace sandtable::platform
