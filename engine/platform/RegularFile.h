// Reading a file someone else wrote, within limits: only a regular file (a device such as
// /dev/zero reads without end, a FIFO blocks forever, a directory has no bytes), and only up
// to a size cap, checked on the opened file before any byte is read.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace sandtable::platform {

struct FileRead {
  std::optional<std::string> bytes;  // the whole file, when it could be read
  std::string problem;               // why not: "not a regular file (a FIFO)", "... bytes; at most ..."
};

FileRead readRegularFile(const std::filesystem::path& file, std::uintmax_t maxBytes);

// "4 MiB", "512 KiB", "300 bytes": a size as a person reads it.
std::string describeBytes(std::uintmax_t bytes);

}  // namespace sandtable::platform
