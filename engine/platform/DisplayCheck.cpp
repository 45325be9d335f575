#include "DisplayCheck.h"

#include <fstream>
#include <regex>

namespace sandtable::platform {

namespace {
constexpr const char* kAdvice = "run the table on a desktop, or without a screen under `xvfb-run -a`";

// True when `list` (the format of /proc/net/unix: the path is the last column, "@" before
// an abstract name) names `socket`; nullopt when the list cannot be read.
std::optional<bool> listed(const std::filesystem::path& list, const std::string& socket) {
  std::ifstream in(list);
  if (!in) return std::nullopt;
  std::string line;
  while (std::getline(in, line)) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    const auto space = line.find_last_of(' ');
    const std::string path = line.substr(space == std::string::npos ? 0 : space + 1);
    if (path == socket || path == "@" + socket) return true;
  }
  return false;
}
}  // namespace

std::optional<std::string> xDisplayProblem(const char* display, const std::filesystem::path& socketDir,
                                           const std::filesystem::path& unixSockets) {
  if (!display || !*display) return noDisplaySentence("DISPLAY is not set");
  std::cmatch m;
  if (!std::regex_match(display, m, std::regex(R"((unix)?:([0-9]+)(\.[0-9]+)?)"))) return std::nullopt;
  const std::filesystem::path socket = socketDir / ("X" + m[2].str());
  std::error_code ec;
  if (std::filesystem::exists(socket, ec)) return std::nullopt;
  const std::optional<bool> found = listed(unixSockets, socket.string());
  if (!found || *found) return std::nullopt;
  return noDisplaySentence("no X server is running for DISPLAY=" + std::string(display) + ": " + socket.string() +
                           " is not there");
}

std::string noDisplaySentence(const std::string& why) { return "no X display to draw on (" + why + "): " + kAdvice; }

}  // namespace sandtable::platform
