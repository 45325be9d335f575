// Numbers, positions and lists of the battlefield section, each checked where it stands.
#include "TerrainYaml.h"

#include <cmath>
#include <sstream>

#include "data/Excerpt.h"
#include "YamlBind.h"
#include "platform/InputLimits.h"

namespace sandtable::scenario::terrain {

std::string show(double v) {
  std::ostringstream s;
  s << v;
  return s.str();
}

std::optional<double> TerrainReader::number(const YAML::Node& n, const std::string& what,
                                            double min, double max) {
  return bind::readNumber(r, n, what, min, max);
}

std::optional<double> TerrainReader::number(const YAML::Node& map, const std::string& key,
                                            bool required, double min, double max,
                                            std::optional<double> fallback) {
  const YAML::Node n = data::YamlReader::child(map, key);
  if (!n.IsDefined()) {
    if (required) r.error(map, "missing required key '" + key + "'");
    return fallback;
  }
  return number(n, "'" + key + "'", min, max);
}

std::optional<Length> TerrainReader::length(const YAML::Node& map, const std::string& key,
                                            bool required, double minUnits,
                                            std::optional<double> fallbackUnits) {
  const auto v = number(map, key, required, minUnits, 1e6, fallbackUnits);
  if (!v) return std::nullopt;
  return toTable(*v);
}

std::optional<Point> TerrainReader::point(const YAML::Node& n, const std::string& what) {
  if (!n.IsSequence() || n.size() != 2) {
    r.error(n, what + " must be a position written [x, y] in " + units());
    return std::nullopt;
  }
  const auto x = number(n[0], "x", -1e6, 1e6);
  const auto y = number(n[1], "y", -1e6, 1e6);
  if (!x || !y) return std::nullopt;
  const Point p{toTable(*x), toTable(*y)};
  if (width > 0 && (p.x < 0 || p.y < 0 || p.x > width || p.y > depth)) {
    r.error(n, what + " [" + show(*x) + ", " + show(*y) + "] is off the map (the table is " +
                   show(static_cast<double>(width) / toTable(1)) + " x " +
                   show(static_cast<double>(depth) / toTable(1)) + " " + units() + ")");
    return std::nullopt;
  }
  return p;
}

std::optional<std::vector<Point>> TerrainReader::points(const YAML::Node& n,
                                                        const std::string& what,
                                                        std::size_t atLeast) {
  if (!n.IsSequence()) {
    r.error(n, what + " must be a list of [x, y] positions");
    return std::nullopt;
  }
  if (!r.checkCount(n, platform::limits::kMaxShapePoints, what)) return std::nullopt;
  if (n.size() < atLeast) {
    r.error(n, what + " needs at least " + std::to_string(atLeast) + " points, not " +
                   std::to_string(n.size()));
    return std::nullopt;
  }
  std::vector<Point> out;
  bool ok = true;
  for (std::size_t i = 0; i < n.size(); ++i) {
    const auto p = point(n[i], "point " + std::to_string(i + 1) + " of " + what);
    if (p) out.push_back(*p);
    ok = ok && p.has_value();
  }
  if (!ok) return std::nullopt;
  return out;
}

std::optional<std::pair<double, double>> TerrainReader::range(const YAML::Node& map,
                                                              const std::string& key, bool required,
                                                              double min, double max) {
  const YAML::Node n = data::YamlReader::child(map, key);
  if (!n.IsDefined()) {
    if (required) r.error(map, "missing required key '" + key + "'");
    return std::nullopt;
  }
  if (n.IsScalar()) {
    const auto v = number(n, "'" + key + "'", min, max);
    if (!v) return std::nullopt;
    return std::make_pair(*v, *v);
  }
  if (!n.IsSequence() || n.size() != 2) {
    r.error(n, "'" + key + "' must be a number or a range [least, most]");
    return std::nullopt;
  }
  const auto lo = number(n[0], "the least " + key, min, max);
  const auto hi = number(n[1], "the most " + key, min, max);
  if (!lo || !hi) return std::nullopt;
  if (*lo > *hi) {
    r.error(n, "'" + key + "' must run from the least to the most, not [" + show(*lo) + ", " +
                   show(*hi) + "]");
    return std::nullopt;
  }
  return std::make_pair(*lo, *hi);
}

}  // namespace sandtable::scenario::terrain
