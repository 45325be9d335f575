#include "TableScript.h"

#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

namespace sandtable::view {

std::vector<ScriptLine> readScript(const std::filesystem::path& file) {
  std::ifstream in(file);
  if (!in) throw std::runtime_error(file.string() + ": cannot read the script");
  static const std::set<std::string> verbs = {"frames", "key",  "move",    "click", "drag",   "wait",     "ai-pace",
                                              "shot",   "save", "actions", "act",   "window", "no-window", "window-at-least", "expect-clipboard",
                                              "expect-actions", "expect-turn", "expect-chronicle", "take-over", "what-if", "odds", "study-this-battle",
                                              "export-report", "expect-file-contains", "wheel", "expect-log", "expect-target", "no-target"};
  std::vector<ScriptLine> out;
  std::string text;
  for (int n = 1; std::getline(in, text); ++n) {
    if (const auto hash = text.find('#'); hash != std::string::npos) text.erase(hash);
    std::istringstream words(text);
    ScriptLine line{n, {}};
    for (std::string w; words >> w;) line.words.push_back(w);
    if (line.words.empty()) continue;
    if (!verbs.count(line.words[0])) {
      throw std::runtime_error(file.string() + ":" + std::to_string(n) + ": unknown command '" +
                               line.words[0] + "'");
    }
    out.push_back(std::move(line));
  }
  return out;
}

}  // namespace sandtable::view
