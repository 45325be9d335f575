// One file of any kind checked as `validate` checks it; `fuzz` asks the same of its copies.
#pragma once

#include <filesystem>
#include <string>

namespace sandtable::cli {

struct FileCheck {
  bool ok = false;
  // A good file: a one-line summary ("scenario 'Hastings, 1066', warlords", "match of ...").
  // A bad one that could be read: the problem as "file:line:col: message" (a match file whose
  // replay differs, or a kind this build cannot check).
  std::string text;
};

// Throws data::ConfigErrors for a file that cannot be read or whose data is wrong.
FileCheck checkFile(const std::filesystem::path& file);

}  // namespace sandtable::cli
