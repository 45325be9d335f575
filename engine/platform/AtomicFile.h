// Writes a file so that readers see either the old contents or the new, never half of
// either: write a temporary beside it, flush it to disk, rename it over the target, then
// flush the folder so that the rename itself survives a power cut.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string_view>

namespace sandtable::platform {

// The target cannot be written because of where it is: its folder is missing or is not a
// folder, the target is a folder, or the folder may not be written. The command line (or
// the person) named it, so the CLI reports it as bad input.
class BadWriteTarget : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Throws BadWriteTarget for a target that cannot be written where it is, and
// std::runtime_error (with the path and the reason) if anything else fails; the target is
// then left as it was. A target that exists keeps its permissions (a 0600 save stays
// private); a new one is 0644. Stale temporaries of earlier writes to the same target,
// left by a kill inside the write, are removed first (removeStaleTemporaries).
void writeFileAtomically(const std::filesystem::path& target, std::string_view contents);

// Throws BadWriteTarget when `target` could not be written where it is; the checks
// writeFileAtomically makes before it writes, for a command to make before long work.
void checkWriteTarget(const std::filesystem::path& target);

// Temporaries older than this are left from a write that never finished (a write takes
// milliseconds): a younger one may be another process's write in progress.
inline constexpr int kStaleTemporarySeconds = 60;

// Removes the temporaries writeFileAtomically leaves beside `target` when killed inside its
// write: regular files named ".NAME.XXXXXX" (NAME the target's file name, XXXXXX six letters
// or digits, as mkstemp makes them), owned by this user and untouched for
// kStaleTemporarySeconds. Returns how many it removed; never throws.
int removeStaleTemporaries(const std::filesystem::path& target);

// The same for every target in `dir` (".NAME.XXXXXX" for any NAME): for a folder only
// Sandtable writes into (the table's saves, reports and autosave), at the program's start.
int removeStaleTemporariesIn(const std::filesystem::path& dir);

}  // namespace sandtable::platform
