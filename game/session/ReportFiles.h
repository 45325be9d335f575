// Where a battle report is written: always a new file, never over an earlier report. The 3D
// table names it for the scenario and the time ("hastings-1066-2024-10-14-093000.html"), and
// `sandtable-cli report --html` without --out for the match file; a name already taken gets a
// number ("...-2.html", "...-3.html").
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace sandtable::session {

// A name as part of a file name: its letters and digits in lower case, every other run of
// characters one '-' ("Hastings, 1066" -> "hastings-1066"); "battle" when nothing is left.
std::string fileSlug(const std::string& name);

// Writes `contents` to `dir/stem.ext`, or to `dir/stem-2.ext`, `-3`... the first name not
// taken, creating `dir` if need be. Atomically (a reader never sees half a file) and without
// ever replacing a file that is there, even one that appears while it writes. Returns the
// path written; throws std::runtime_error (with the path and the reason) when it cannot.
std::filesystem::path writeNewFile(const std::filesystem::path& dir, const std::string& stem, const std::string& ext,
                                   std::string_view contents);

}  // namespace sandtable::session
