// The little Markdown the battle report writes: wrapped paragraphs, pipe tables, commands on
// lines of their own. Kept simple on purpose (headings, paragraphs, pipe tables), so that the
// file reads as well printed as plain text as it does rendered.
#pragma once

#include <string>
#include <vector>

namespace sandtable::session::markdown {

// Paragraphs are wrapped at this many characters (Markdown joins a paragraph's lines again).
inline constexpr std::size_t kLineWidth = 90;

// Text from a data file made inert in Markdown: what could become raw HTML, a link, a picture
// (remote or a javascript: link) or a character reference is escaped with a backslash (\ <
// [ ], and & where it starts a reference), and control and reordering characters are made
// visible (platform::visibleText). paragraph, tableCell and the report's headings apply it;
// the report's own words use none of those characters.
std::string inert(const std::string& text);

// A paragraph in lines of at most kLineWidth characters (a longer word has a line of its own),
// never breaking before a word Markdown would read as opening a heading, list, quote or table
// ("1066." is a numbered list), and the blank line that ends it. The text is made inert.
std::string paragraph(const std::string& text);
// Text of several paragraphs, one a line: a line break left in a scenario's folded text is
// one its author meant.
std::string paragraphs(const std::string& text);
// A command on a line of its own (a fenced block), to be typed as it stands.
std::string command(const std::string& text);
// A sentence of the rules' words (written for the middle of a log line): a capital first
// letter and a full stop.
std::string sentence(const std::string& text);

// Text for a cell of a pipe table: inert, `|` escaped, line breaks made spaces.
std::string tableCell(const std::string& text);
// A table's row of cells, each escaped.
std::string tableRow(const std::vector<std::string>& cells);
// A table's header row and the rule under it; numeric columns are aligned right.
std::string tableHeader(const std::vector<std::string>& cells, const std::vector<bool>& numeric);

// A file name as a shell takes it: as it is, or in single quotes.
std::string shellWord(const std::string& word);

}  // namespace sandtable::session::markdown
