#include "HtmlText.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "platform/VisibleText.h"

namespace sandtable::session::html {

std::string escape(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  // Controls first made visible: XML (the maps' SVG) cannot hold most of them at all, and a
  // right-to-left override would show a note's words reversed.
  for (char ch : platform::visibleText(text)) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += ch;
    }
  }
  return out;
}

std::string paragraphs(const std::string& text) {
  std::string out;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    if (line.find_first_not_of(" \t\r") != std::string::npos) out += "<p>" + escape(line) + "</p>\n";
  }
  return out;
}

std::string decimal(double value) {
  // Rounded to a tenth first, so that -0.04 is written "0.0", not "-0.0".
  double tenths = std::round(value * 10.0);
  if (tenths == 0.0) tenths = 0.0;
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.1f", tenths / 10.0);
  return buffer;
}

std::string base64(const std::string& bytes) {
  static const char* const kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const std::size_t n = std::min<std::size_t>(3, bytes.size() - i);
    std::uint32_t v = 0;
    for (std::size_t k = 0; k < 3; ++k)
      v = (v << 8) | (k < n ? static_cast<std::uint8_t>(bytes[i + k]) : 0u);
    for (std::size_t k = 0; k < 4; ++k) out += k <= n ? kAlphabet[(v >> (18 - 6 * k)) & 63] : '=';
  }
  return out;
}

std::string base64(const std::vector<std::uint8_t>& bytes) {
  return base64(std::string(bytes.begin(), bytes.end()));
}

std::string pngDataUri(const std::vector<std::uint8_t>& png) { return "data:image/png;base64," + base64(png); }

std::string svgDataUri(const std::string& svg) {
  // Kept: letters, digits and the punctuation a data: URI's path and a double-quoted HTML
  // attribute both take as it is. Everything else (space, " # % & < >, line breaks, any
  // byte of a UTF-8 letter) is percent-encoded.
  static const std::string kKept = "-_.~!$'()*+,;=:@/?";
  std::string out = "data:image/svg+xml;charset=utf-8,";
  out.reserve(out.size() + svg.size() * 11 / 10);
  for (char c : svg) {
    const auto ch = static_cast<unsigned char>(c);
    if (std::isalnum(ch) && ch < 128) {
      out += c;
    } else if (kKept.find(c) != std::string::npos) {
      out += c;
    } else {
      char buffer[4];
      std::snprintf(buffer, sizeof buffer, "%%%02X", ch);
      out += buffer;
    }
  }
  return out;
}

}  // namespace sandtable::session::html
