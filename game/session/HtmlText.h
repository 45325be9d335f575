// The little HTML and SVG text the HTML battle report writes: escaped text, paragraphs, and
// pictures as data: URIs, so that the report is one file that holds everything it shows.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace sandtable::session::html {

// Text for HTML or SVG (XML) content or a quoted attribute: & < > " ' escaped, and control
// and text-reordering characters written as visible escapes (platform::visibleText).
std::string escape(const std::string& text);
// Text of several paragraphs, one a line (as markdown::paragraphs reads a scenario's text),
// each a <p> of escaped text.
std::string paragraphs(const std::string& text);
// A number with one decimal, "12.5", "-3.0": coordinates in an SVG, the same on every run.
std::string decimal(double value);

// Standard Base64 (RFC 4648, with padding).
std::string base64(const std::vector<std::uint8_t>& bytes);
std::string base64(const std::string& bytes);
// A PNG image's bytes as a data: URI.
std::string pngDataUri(const std::vector<std::uint8_t>& png);
// An SVG document as a data: URI, percent-encoded where a URI or a quoted attribute needs it
// (the rest kept as written, so a PNG's Base64 inside is not encoded again).
std::string svgDataUri(const std::string& svg);

}  // namespace sandtable::session::html
