#include "Excerpt.h"

#include <cstdio>

#include "platform/InputLimits.h"

namespace sandtable::data {

namespace {

// The length of the UTF-8 sequence that starts with `lead`, or 0 when `lead` cannot start one.
std::size_t sequenceLength(unsigned char lead) {
  if (lead < 0x80) return 1;
  if ((lead & 0xE0) == 0xC0) return 2;
  if ((lead & 0xF0) == 0xE0) return 3;
  if ((lead & 0xF8) == 0xF0) return 4;
  return 0;
}

std::string hexEscape(unsigned char c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "\\x%02x", c);
  return buf;
}

// Characters that reorder or hide text (bidirectional overrides and isolates, zero-width marks).
bool invisibleControl(std::string_view seq) {
  return seq == "\u202a" || seq == "\u202b" || seq == "\u202c" || seq == "\u202d" || seq == "\u202e" ||
         seq == "\u2066" || seq == "\u2067" || seq == "\u2068" || seq == "\u2069" || seq == "\u200e" ||
         seq == "\u200f" || seq == "\u200b" || seq == "\ufeff";
}

}  // namespace

std::string excerpt(std::string_view value) {
  std::string out;
  std::size_t shown = 0, i = 0;
  while (i < value.size() && shown < platform::limits::kMaxQuotedChars) {
    const auto c = static_cast<unsigned char>(value[i]);
    const std::size_t len = sequenceLength(c);
    ++shown;
    if (c == '\n') out += "\\n";
    else if (c == '\t') out += "\\t";
    else if (c == '\\') out += "\\\\";
    else if (c < 0x20 || c == 0x7f) out += hexEscape(c);
    else if (len == 1) out += static_cast<char>(c);
    else if (len == 0 || i + len > value.size()) out += hexEscape(c);  // not UTF-8: the byte, escaped
    else {
      const std::string_view seq = value.substr(i, len);
      bool valid = true;
      for (std::size_t k = 1; k < len; ++k) valid = valid && (static_cast<unsigned char>(seq[k]) & 0xC0) == 0x80;
      if (!valid) {
        out += hexEscape(c);
      } else if (invisibleControl(seq) || (len == 2 && c == 0xC2 && static_cast<unsigned char>(seq[1]) < 0xA0)) {
        for (unsigned char b : seq) out += hexEscape(b);  // C1 controls and text-reordering marks
        i += len;
        continue;
      } else {
        out += seq;
        i += len;
        continue;
      }
    }
    ++i;
  }
  if (i < value.size()) out += "...";
  return out;
}

}  // namespace sandtable::data
