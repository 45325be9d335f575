#include "ResultsFile.h"

#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <system_error>

namespace sandtable::cli {

namespace {

std::vector<std::string>& arguments() {
  static std::vector<std::string> args;
  return args;
}

// An argument as a POSIX shell reads it back: bare when it holds only safe characters,
// otherwise in single quotes (a quote inside written '\'').
std::string shellQuoted(const std::string& arg) {
  const bool bare = !arg.empty() && arg.find_first_not_of(
                                        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                        "0123456789-_./:=,+@%") == std::string::npos;
  if (bare) return arg;
  std::string out = "'";
  for (char c : arg) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string utcNow() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&now, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return text;
}

}  // namespace

void setCommandLine(int argc, const char* const* argv) { arguments().assign(argv, argv + argc); }

std::string commandLineText() {
  std::string out;
  for (const std::string& a : arguments()) out += (out.empty() ? "" : " ") + shellQuoted(a);
  return out;
}

nlohmann::json madeBy() {
  nlohmann::json j = {{"command", commandLineText()}, {"date", utcNow()}};
  if (const std::string commit = buildCommit(); !commit.empty()) j["commit"] = commit;
  return j;
}

ResultsFile::ResultsFile(std::filesystem::path path) : mPath(std::move(path)) {
  // Beside the file, so that the rename stays on one file system; named by the process so
  // that two runs writing the same file do not share one.
  mTemporary = mPath;
  mTemporary += ".tmp-" + std::to_string(::getpid());
  std::error_code ec;
  if (std::filesystem::is_directory(mPath, ec)) {
    mProblem = "cannot write " + mPath.string() + ": it is a directory";
    return;
  }
  mFile = std::fopen(mTemporary.c_str(), "w");
  if (!mFile) mProblem = "cannot write " + mPath.string() + ": " + std::strerror(errno);
}

ResultsFile::~ResultsFile() {
  if (mFile) {
    std::fclose(mFile);
    std::error_code ec;
    std::filesystem::remove(mTemporary, ec);
  }
}

bool ResultsFile::commit(nlohmann::json results) {
  if (!mFile) return false;
  results["made_by"] = madeBy();
  const std::string text = results.dump(2) + "\n";
  const bool written = std::fwrite(text.data(), 1, text.size(), mFile) == text.size();
  const bool closed = std::fclose(mFile) == 0;
  mFile = nullptr;
  std::error_code ec;
  if (written && closed) std::filesystem::rename(mTemporary, mPath, ec);
  if (!written || !closed || ec) {
    mProblem = "cannot write " + mPath.string() + ": " +
               (ec ? ec.message() : std::string(std::strerror(errno)));
    std::filesystem::remove(mTemporary, ec);
    return false;
  }
  return true;
}

}  // namespace sandtable::cli
