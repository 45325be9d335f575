#include "TestPaths.h"

#include <unistd.h>

#include <fstream>
#include <sstream>

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

std::string fileText(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace sandtable::test
