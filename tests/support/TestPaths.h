// Paths to the source tree's data, for tests.
#pragma once

#include <filesystem>
#include <string>

namespace sandtable::test {

std::filesystem::path sourceRoot();
std::filesystem::path configPath(const std::filesystem::path& relative);  // under config/
std::filesystem::path goldenPath(const std::filesystem::path& relative);  // under tests/golden/
// A fresh empty directory under the system temp dir, for files a test writes.
std::filesystem::path scratchDir(const std::string& name);
// A file's whole text ("" when it cannot be read).
std::string fileText(const std::filesystem::path& file);

}  // namespace sandtable::test
