#include "DieChart.h"

#include <charconv>

namespace sandtable::rules {

std::string RollBand::text() const {
  if (openAbove() && openBelow()) return "any";
  if (openAbove()) return std::to_string(low) + "+";
  if (openBelow()) return std::to_string(high) + "-";
  if (low == high) return std::to_string(low);
  return std::to_string(low) + "-" + std::to_string(high);
}

namespace {

// A whole number with an optional leading '-' at the start of `text`; advances past it.
std::optional<int> number(std::string_view& text) {
  int v = 0;
  const char* first = text.data();
  const char* last = first + text.size();
  // from_chars takes a leading '-' itself; a second sign or a '+' is not a number.
  if (first != last && *first == '-' && last - first > 1 && (first[1] < '0' || first[1] > '9')) {
    return std::nullopt;
  }
  const auto [ptr, ec] = std::from_chars(first, last, v);
  if (ec != std::errc() || ptr == first) return std::nullopt;
  text.remove_prefix(static_cast<std::size_t>(ptr - first));
  return v;
}

}  // namespace

std::optional<RollBand> parseRollBand(std::string_view text) {
  const auto low = number(text);
  if (!low) return std::nullopt;
  if (text.empty()) return RollBand{*low, *low};
  if (text == "+") return RollBand{*low, INT_MAX};
  if (text == "-") return RollBand{INT_MIN, *low};
  if (text.front() != '-') return std::nullopt;
  text.remove_prefix(1);
  const auto high = number(text);
  if (!high || !text.empty() || *high < *low) return std::nullopt;
  return RollBand{*low, *high};
}

}  // namespace sandtable::rules
