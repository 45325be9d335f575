#include "DataPaths.h"

#include <cstdlib>

namespace sandtable::platform {

std::filesystem::path dataRoot() {
  if (const char* env = std::getenv("SANDTABLE_DATA"); env && *env) return env;
  const std::filesystem::path built = SANDTABLE_SOURCE_ROOT;
  std::error_code ec;
  if (std::filesystem::is_directory(built / "config", ec)) return built;
  return std::filesystem::current_path();
}

std::filesystem::path configDir() { return dataRoot() / "config"; }
std::filesystem::path mediaDir() { return dataRoot() / "media"; }

std::filesystem::path userDataDir() {
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) return std::filesystem::path(xdg) / "sandtable";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".local" / "share" / "sandtable";
  return "sandtable-data";
}

std::filesystem::path resolveDataPath(const std::filesystem::path& p) {
  std::error_code ec;
  if (p.is_absolute() || std::filesystem::exists(p, ec)) return p;
  const std::filesystem::path candidate = dataRoot() / p;
  return std::filesystem::exists(candidate, ec) ? candidate : p;
}

}  // namespace sandtable::platform
