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

std::vector<ScriptLine> readScript(const std::filesystem::path& file, const std::map<std::string, std::string>& vars) {
  std::ifstream in(file);
  if (!in) throw std::runtime_error(file.string() + ": cannot read the script");
  static const std::set<std::string> verbs = {"frames",
                                              "key",
                                              "move",
                                              "click",
                                              "drag",
                                              "wait",
                                              "ai-pace",
                                              "shot",
                                              "save",
                                              "actions",
                                              "act",
                                              "window",
                                              "no-window",
                                              "window-at-least",
                                              "expect-clipboard",
                                              "expect-actions",
                                              "expect-turn",
                                              "expect-chronicle",
                                              "take-over",
                                              "what-if",
                                              "odds",
                                              "study-this-battle",
                                              "export-report",
                                              "expect-file-contains",
                                              "note",
                                              "reword-note",
                                              "remove-note",
                                              "wheel",
                                              "expect-log",
                                              "expect-target",
                                              "no-target",
                                              "expect-forecast",
                                              "no-forecast",
                                              "change-file",
                                              "expect-toast",
                                              "remember",
                                              "expect-selected",
                                              "expect-on-screen",
                                              "expect-table-visible",
                                              "mark-camera",
                                              "expect-camera",
                                              "expect-ai-speed",
                                              "expect-ai-paused",
                                              "expect-study-playing",
                                              "expect-actions-at-least",
                                              "no-toast",
                                              "expect-ruleset",
                                              "expect-drawn",
                                              "expect-not-drawn",
                                              "expect-riders",
                                              "expect-pins-clear",
                                              "expect-tab",
                                              "no-tab",
                                              "expect-sound",
                                              "expect-animation",
                                              "forget-cues",
                                              "expect-unmoved",
                                              "expect-ui-scale",
                                              "expect-army-total",
                                              "type",
                                              "expect-tooltip",
                                              "no-tooltip",
                                              "expect-text",
                                              "no-text"};
  std::vector<ScriptLine> out;
  std::string text;
  for (int n = 1; std::getline(in, text); ++n) {
    std::istringstream words(withoutComment(text));
    ScriptLine line{n, {}};
    for (std::string w; words >> w;) {
      // {NAME} is the value the run gives it (--script-var NAME=VALUE, and the table's own).
      for (std::size_t open = w.find('{'); open != std::string::npos; open = w.find('{', open)) {
        const std::size_t close = w.find('}', open);
        if (close == std::string::npos) break;
        const auto v = vars.find(w.substr(open + 1, close - open - 1));
        if (v == vars.end()) {
          throw std::runtime_error(file.string() + ":" + std::to_string(n) + ":" +
                                   std::to_string(text.find(w) + open + 1) + ": no value for " +
                                   w.substr(open, close - open + 1) + " (give it with --script-var)");
        }
        w.replace(open, close - open + 1, v->second);
        open += v->second.size();
      }
      line.words.push_back(w);
    }
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
