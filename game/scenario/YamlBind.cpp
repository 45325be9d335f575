#include "YamlBind.h"

#include <charconv>
#include <cmath>
#include <sstream>

#include "data/Excerpt.h"

namespace sandtable::scenario::bind {

std::vector<Name<rules::TerrainKind>> terrainKindNames() {
  std::vector<Name<rules::TerrainKind>> out;
  for (std::size_t k = 0; k < rules::kTerrainKindCount; ++k) {
    const auto kind = static_cast<rules::TerrainKind>(k);
    out.push_back({rules::terrainKindName(kind), kind});
  }
  return out;
}

std::string alternatives(const std::vector<std::string_view>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

namespace {
std::string shortest(double v) {
  std::ostringstream s;
  s << v;
  return s.str();
}
}  // namespace

std::optional<double> readNumber(YamlReader& r, const YAML::Node& n, std::string_view what,
                                 double min, double max) {
  const auto text = r.scalar(n, what);
  if (!text) return std::nullopt;
  double v = 0;
  const char* first = text->data();
  const char* last = first + text->size();
  if (first != last && *first == '+') ++first;
  const auto [ptr, ec] = std::from_chars(first, last, v);
  if (ec != std::errc() || ptr != last || !std::isfinite(v)) {
    r.error(n, std::string(what) + " must be a number, not '" + data::excerpt(*text) + "'");
    return std::nullopt;
  }
  if (v < min || v > max) {
    // The value as the file writes it ("1.50", "+5"), not as a double prints.
    r.error(n, std::string(what) + " must be between " + shortest(min) + " and " + shortest(max) +
                   ", not " + data::excerpt(*text));
    return std::nullopt;
  }
  return v;
}

void requireSource(YamlReader& r, const YAML::Node& section) {
  if (!YamlReader::child(section, "source").IsDefined()) {
    r.error(section,
            "missing required key 'source' (where these numbers come from: the rule text and its "
            "section, or \"reconstructed: why\")");
    return;
  }
  const auto src = r.string(section, "source", true);
  if (src && src->empty())
    r.error(YamlReader::child(section, "source"), "'source' must not be empty");
}

}  // namespace sandtable::scenario::bind
