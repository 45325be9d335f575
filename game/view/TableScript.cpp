#include "TableScript.h"

#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

namespace sandtable::view {

namespace {

// The line up to its comment: `#` begins one, and `\#` is a `#` of the text, so that a script
// can check a Markdown heading ("expect-file-contains @report \#\# Result").
std::string withoutComment(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size() && text[i + 1] == '#') {
      out += '#';
      ++i;
    } else if (text[i] == '#') {
      break;
    } else {
      out += text[i];
    }
  }
  return out;
}

}  // namespace

std::vector<ScriptLine> readScript(const std::filesystem::path& file) {
  std::ifstream in(file);
  if (!in) throw std::runtime_error(file.string() + ": cannot read the script");
  static const std::set<std::string> verbs = {"frames", "key",  "move",    "click", "drag",   "wait",     "ai-pace",
                                              "shot",   "save", "actions", "act",   "window", "no-window", "window-at-least", "expect-clipboard",
                                              "expect-actions", "expect-turn", "expect-chronicle", "take-over", "what-if", "odds", "study-this-battle",
                                              "export-report", "expect-file-contains", "note", "reword-note", "remove-note", "wheel", "expect-log", "expect-target", "no-target",
                                              "expect-forecast", "no-forecast", "change-file", "expect-toast",
                                              "expect-tooltip", "no-tooltip"};
  std::vector<ScriptLine> out;
  std::string text;
  for (int n = 1; std::getline(in, text); ++n) {
    std::istringstream words(withoutComment(text));
    ScriptLine line{n, {}};
    for (std::string w; words >> w;) line.words.push_back(w);
    if (line.words.empty()) continue;
    if (!verbs.count(line.words[0])) {
      const std::size_t column = text.find_first_not_of(" \t") + 1;
      throw std::runtime_error(file.string() + ":" + std::to_string(n) + ":" + std::to_string(column) +
                               ": unknown command '" + line.words[0] + "'");
    }
    out.push_back(std::move(line));
  }
  return out;
}

}  // namespace sandtable::view
