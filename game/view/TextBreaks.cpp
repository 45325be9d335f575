#include "TextBreaks.h"

#include <algorithm>

namespace sandtable::view {
namespace {

// The bytes of the UTF-8 character starting at `text[at]`.
std::size_t characterLength(std::string_view text, std::size_t at) {
  const auto lead = static_cast<unsigned char>(text[at]);
  std::size_t n = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
  return std::min(n, text.size() - at);
}

// One line of text, without line breaks, broken to `width`. Widths add up word by word (a
// font's advances do), so that a long log is measured once, not once a word.
void breakLine(std::string_view line, float width, const TextWidth& widthOf, std::string& out) {
  std::size_t lineStart = 0;  // where the screen line being filled begins
  std::size_t filledEnd = 0;  // where its last word ends
  float filled = 0.0f;        // the width of line[lineStart, filledEnd)
  std::size_t at = 0;         // where the next word begins
  while (at <= line.size()) {
    const std::size_t wordEnd = std::min(line.find(' ', at), line.size());
    const float added = widthOf(line.substr(filledEnd, wordEnd - filledEnd));  // its space too
    // A run of spaces may stand over the edge: spaces never start a line of their own.
    if (filled + added <= width || wordEnd == at) {
      filled += added;
      filledEnd = wordEnd;
      at = wordEnd + 1;
    } else if (at > lineStart) {
      // The word does not fit after the others: the space before it becomes a line break.
      out.append(line.substr(lineStart, filledEnd - lineStart));
      out += '\n';
      lineStart = filledEnd = at;
      filled = 0.0f;
    } else {
      // Alone and still too wide: as many of its characters as fit (one at least), the rest
      // on the next line.
      std::size_t cut = at;
      float cutWidth = 0.0f;
      while (cut < wordEnd) {
        const std::size_t next = cut + characterLength(line, cut);
        const float w = widthOf(line.substr(cut, next - cut));
        if (cut > at && cutWidth + w > width) break;
        cutWidth += w;
        cut = next;
      }
      if (cut == wordEnd) {  // a single character wider than the line: it stands over the edge
        filled = cutWidth;
        filledEnd = wordEnd;
        at = wordEnd + 1;
        continue;
      }
      out.append(line.substr(at, cut - at));
      out += '\n';
      lineStart = filledEnd = at = cut;
      filled = 0.0f;
    }
  }
  out.append(line.substr(lineStart));
}

}  // namespace

std::string breakAtSpaces(std::string_view text, float width, const TextWidth& widthOf) {
  std::string out;
  out.reserve(text.size());
  std::size_t start = 0;
  while (true) {
    const std::size_t end = text.find('\n', start);
    breakLine(
        text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start),
        width, widthOf, out);
    if (end == std::string_view::npos) break;
    out += '\n';
    start = end + 1;
  }
  return out;
}

}  // namespace sandtable::view
