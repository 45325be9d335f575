#include "TestPaths.h"

#include <unistd.h>

namespace sandtable::test {

std::filesystem::path sourceRoot() { return SANDTABLE_TEST_ROOT; }
std::filesystem::path configPath(const std::filesystem::path& relative) { return sourceRoot() / "config" / relative; }
std::filesystem::path goldenPath(const std::filesystem::path& relative) {
  return sourceRoot() / "tests" / "golden" / relative;
}

std::filesystem::path scratchDir(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("sandtable-test-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

}  // namespace sandtable::test
