#include "Event.h"

#include <cctype>
#include <sstream>

namespace sandtable::rules {

std::string RollRecord::text() const {
  std::string s = rule + ": " + purpose + ": " + dice;
  if (faces.size() > 1) {
    s += " (";
    for (std::size_t i = 0; i < faces.size(); ++i) s += (i ? "," : "") + std::to_string(faces[i]);
    s += ")";
  }
  s += " = " + std::to_string(base);
  for (const Modifier& m : modifiers) {
    s += (m.value >= 0 ? ", +" : ", ") + std::to_string(m.value) + " " + m.label;
  }
  if (!modifiers.empty()) s += " = " + std::to_string(total);
  if (!test.empty()) s += ", " + test;
  if (!outcome.empty()) s += ": " + outcome;
  return s;
}

std::string plural(int n, const std::string& noun) {
  return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

std::string plural(int n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string capitalised(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

std::vector<std::string> wrapWords(const std::string& text, std::size_t width,
                                   const std::function<bool(const std::string&)>& mayStartLine) {
  std::vector<std::string> lines;
  std::istringstream words(text);
  std::string line;
  for (std::string w; words >> w;) {
    if (!line.empty() && line.size() + 1 + w.size() > width && (!mayStartLine || mayStartLine(w))) {
      lines.push_back(std::move(line));
      line.clear();
    }
    line += (line.empty() ? "" : " ") + w;
  }
  if (!line.empty()) lines.push_back(std::move(line));
  return lines;
}

std::string formatEvent(const Event& e) {
  if (!e.roll && e.text.empty()) return {};
  std::string s = "[";
  s += eventKindName(e.kind);
  s += "] ";
  s += e.roll ? e.roll->text() : e.text;
  return s;
}

}  // namespace sandtable::rules
