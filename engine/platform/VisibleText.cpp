#include "VisibleText.h"

#include <cstdint>
#include <cstdio>

namespace sandtable::platform {

namespace {

bool hiddenCodePoint(std::uint32_t cp) {
  if (cp < 0x20) return cp != '\n' && cp != '\t';
  if (cp >= 0x7f && cp <= 0x9f) return true;
  return cp == 0x061c || cp == 0x200e || cp == 0x200f || (cp >= 0x202a && cp <= 0x202e) ||
         (cp >= 0x2066 && cp <= 0x2069) || cp == 0x2028 || cp == 0x2029;
}

void escapeCodePoint(std::string& out, std::uint32_t cp) {
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned>(cp));
  out += buffer;
}

void escapeByte(std::string& out, unsigned char b) {
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "\\x%02x", b);
  out += buffer;
}

// The length of the UTF-8 sequence a lead byte begins (0: not a lead byte), with the range
// its second byte must be in to be neither overlong, a surrogate nor past U+10FFFF.
struct Lead {
  std::size_t length = 0;
  unsigned char low = 0x80, high = 0xbf;
};
Lead leadOf(unsigned char b) {
  if (b >= 0xc2 && b <= 0xdf) return {2};
  if (b == 0xe0) return {3, 0xa0, 0xbf};
  if (b == 0xed) return {3, 0x80, 0x9f};
  if (b >= 0xe1 && b <= 0xef) return {3};
  if (b == 0xf0) return {4, 0x90, 0xbf};
  if (b >= 0xf1 && b <= 0xf3) return {4};
  if (b == 0xf4) return {4, 0x80, 0x8f};
  return {};
}

// The well-formed sequence at text[i] (its length, 0 when there is none) and its code point.
std::size_t sequenceAt(std::string_view text, std::size_t i, std::uint32_t& cp) {
  const auto b = static_cast<unsigned char>(text[i]);
  const Lead lead = leadOf(b);
  if (lead.length == 0 || i + lead.length > text.size()) return 0;
  cp = b & (lead.length == 2 ? 0x1f : lead.length == 3 ? 0x0f : 0x07);
  for (std::size_t k = 1; k < lead.length; ++k) {
    const auto c = static_cast<unsigned char>(text[i + k]);
    const unsigned char low = k == 1 ? lead.low : 0x80, high = k == 1 ? lead.high : 0xbf;
    if (c < low || c > high) return 0;
    cp = (cp << 6) | (c & 0x3f);
  }
  return lead.length;
}

}  // namespace

std::string visibleText(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto b = static_cast<unsigned char>(text[i]);
    if (b < 0x80) {
      if (hiddenCodePoint(b))
        escapeCodePoint(out, b);
      else
        out += static_cast<char>(b);
      ++i;
      continue;
    }
    std::uint32_t cp = 0;
    const std::size_t n = sequenceAt(text, i, cp);
    if (n == 0) {
      escapeByte(out, b);
      ++i;
    } else {
      if (hiddenCodePoint(cp))
        escapeCodePoint(out, cp);
      else
        out.append(text.substr(i, n));
      i += n;
    }
  }
  return out;
}

std::size_t incompleteUtf8Tail(std::string_view text) {
  // A lead byte among the last three whose sequence runs past the end, followed only by
  // continuation bytes.
  for (std::size_t back = 1; back <= 3 && back <= text.size(); ++back) {
    const auto b = static_cast<unsigned char>(text[text.size() - back]);
    if ((b & 0xc0) == 0x80) continue;  // a continuation byte: look further back
    const Lead lead = leadOf(b);
    return lead.length > back ? back : 0;
  }
  return 0;
}

}  // namespace sandtable::platform
