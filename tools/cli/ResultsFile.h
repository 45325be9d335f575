// Results written as data (`whatif --out FILE`), so that a figure in the docs can be re-made
// by a command: the results, and under "made_by" what made them (the full command line, the
// build's git commit when the build knew it, the date and time in UTC). The file is written
// whole or not at all: to a temporary file beside it, renamed onto it at the end.
#pragma once

#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace sandtable::cli {

// The program's arguments as it was started (main sets them), for "made_by".
void setCommandLine(int argc, const char* const* argv);
// Them as one line a shell would run again (each argument quoted where it needs to be).
std::string commandLineText();
// The git commit the build was made from ("<hash>", "<hash>-dirty"), or "" (BuildCommit.cmake).
std::string buildCommit();
// {"command", "commit" (when known), "date"}.
nlohmann::json madeBy();

class ResultsFile {
 public:
  // Creates the temporary file beside `path` at once, so that a path that cannot be written
  // is reported before any game is played: see problem().
  explicit ResultsFile(std::filesystem::path path);
  ~ResultsFile();  // removes the temporary file if commit() was not reached
  ResultsFile(const ResultsFile&) = delete;
  ResultsFile& operator=(const ResultsFile&) = delete;

  // What is wrong ("cannot write /x/y.json: No such file or directory"), or "".
  const std::string& problem() const { return mProblem; }
  // Writes `results` with "made_by" added and puts the file in place; false, with problem()
  // set, when that fails.
  bool commit(nlohmann::json results);

 private:
  std::filesystem::path mPath, mTemporary;
  std::FILE* mFile = nullptr;
  std::string mProblem;
};

}  // namespace sandtable::cli
