// A whole file read into memory, byte for byte: what a caller compares to learn whether
// someone else has changed the file since it was last read or written.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace sandtable::platform {

// The file's bytes, or nothing if it cannot be opened or read to the end.
std::optional<std::string> readFileContents(const std::filesystem::path& file);

}  // namespace sandtable::platform
