#include "Markdown.h"

#include <cctype>
#include <sstream>

#include "platform/VisibleText.h"
#include "rules/core/Event.h"

namespace sandtable::session::markdown {

namespace {

bool opensBlock(const std::string& word) {
  if (word.empty()) return false;
  if (std::string("#-+*>|=`").find(word[0]) != std::string::npos) return true;
  const std::size_t digits = word.find_first_not_of("0123456789");
  return digits > 0 && digits != std::string::npos && (word[digits] == '.' || word[digits] == ')');
}

// "&name;" or "&#123;": a character reference Markdown would turn into its character.
bool startsReference(const std::string& text, std::size_t at) {
  const std::size_t end = text.find_first_of("; \t\n", at + 1);
  if (end == std::string::npos || text[end] != ';' || end == at + 1) return false;
  for (std::size_t i = at + 1; i < end; ++i)
    if (!std::isalnum(static_cast<unsigned char>(text[i])) && text[i] != '#') return false;
  return true;
}

}  // namespace

std::string inert(const std::string& text) {
  const std::string visible = platform::visibleText(text);
  std::string out;
  out.reserve(visible.size());
  for (std::size_t i = 0; i < visible.size(); ++i) {
    const char ch = visible[i];
    if (ch == '\\' || ch == '<' || ch == '[' || ch == ']' || (ch == '&' && startsReference(visible, i))) out += '\\';
    out += ch;
  }
  return out;
}

std::string paragraph(const std::string& text) {
  std::string out;
  for (const std::string& line : rules::wrapWords(inert(text), kLineWidth, [](const std::string& w) { return !opensBlock(w); }))
    out += (out.empty() ? "" : "\n") + line;
  return out + "\n\n";
}

std::string paragraphs(const std::string& text) {
  std::string out;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    if (line.find_first_not_of(" \t\r") != std::string::npos) out += paragraph(line);
  }
  return out;
}

std::string command(const std::string& text) { return "```\n" + text + "\n```\n\n"; }

std::string sentence(const std::string& text) {
  std::string s = rules::capitalised(text);
  if (!s.empty() && std::string(".!?").find(s.back()) == std::string::npos) s += ".";
  return s;
}

std::string tableCell(const std::string& text) {
  std::string out;
  for (char ch : inert(text)) {
    if (ch == '|')
      out += "\\|";
    else if (ch == '\n' || ch == '\r')
      out += ' ';
    else
      out += ch;
  }
  return out;
}

std::string tableRow(const std::vector<std::string>& cells) {
  std::string s = "|";
  for (const std::string& c : cells) s += " " + tableCell(c) + " |";
  return s + "\n";
}

std::string tableHeader(const std::vector<std::string>& cells, const std::vector<bool>& numeric) {
  std::string rule = "|";
  for (std::size_t i = 0; i < cells.size(); ++i) rule += i < numeric.size() && numeric[i] ? "---:|" : "---|";
  return tableRow(cells) + rule + "\n";
}

std::string shellWord(const std::string& word) {
  const char* const safe = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-+/:@";
  if (!word.empty() && word.find_first_not_of(safe) == std::string::npos) return word;
  std::string q = "'";
  for (char ch : word) q += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return q + "'";
}

}  // namespace sandtable::session::markdown
