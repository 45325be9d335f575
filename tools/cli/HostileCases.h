// The inputs `fuzz --hostile` tries: files and command lines a hostile or careless hand
// might give Sandtable, beyond the line edits of a plain `fuzz`. Each case writes what it
// needs into its own folder and names the sandtable-cli command to run on it; the command
// runs in a bounded child process (BoundedRun.h) and is judged by the case's expectations.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace sandtable::cli {

// What a case's run must show, besides what every run must: it ends by itself within the
// bounds, without a signal, with exit 0 (accepted) or 2 (refused as bad input).
struct HostileExpect {
  bool refused = false;         // only exit 2 is right
  bool accepted = false;        // only exit 0 is right (a control case: the good base)
  std::string mustNotPrint;     // text of a file outside the data that must never be quoted
  int maxLines = 0;             // at most this many lines of output (0: any)
  bool plainText = false;       // no control characters but newline and tab in the output
};

struct HostileCase {
  std::string name;   // "<class>.<what>", e.g. "paths.battlefield_symlink"
  std::string about;  // one line for the report
  // Writes the case's files into `dir` (empty, its own; `outside` is a folder beside it that
  // holds a file no data file may read) and returns the arguments after the program's name.
  std::function<std::vector<std::string>(const std::filesystem::path& dir, const std::filesystem::path& outside)>
      prepare;
  HostileExpect expect;
};

// The text every case's "secret" file holds, outside the case's folder.
inline constexpr const char* kSecretMarker = "fuzzsecretmarker";

// The classes, in order: paths, sizes, encodings, images, arguments.
const std::vector<std::string>& hostileClasses();

// Every case of the named classes ("all" for every class).
std::vector<HostileCase> hostileCases(const std::vector<std::string>& classes);

}  // namespace sandtable::cli
