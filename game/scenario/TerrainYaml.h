// Private helpers of the battlefield section reader: numbers, table positions and lists
// read with their positions, and the parts of the section (relief, features, scatter).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "battlefield/Relief.h"
#include "battlefield/Scatter.h"
#include "battlefield/TerrainSpec.h"
#include "data/YamlReader.h"

namespace sandtable::scenario::terrain {

using battlefield::GroundScale;
using rules::Length;
using rules::Point;

// A number as people write it (no trailing zeros).
std::string show(double v);

struct TerrainReader {
  data::YamlReader& r;
  GroundScale scale;
  Length width = 0;  // the table, once known (0: positions are not checked against it)
  Length depth = 0;

  // A decimal number in [min, max].
  std::optional<double> number(const YAML::Node& n, const std::string& what, double min,
                               double max);
  // `key` of `map` as a number; missing: `fallback` (or an error when required).
  std::optional<double> number(const YAML::Node& map, const std::string& key, bool required,
                               double min, double max,
                               std::optional<double> fallback = std::nullopt);
  // A length in table units, as micrometres.
  std::optional<Length> length(const YAML::Node& map, const std::string& key, bool required,
                               double minUnits, std::optional<double> fallbackUnits = std::nullopt);
  // [x, y] in table units, on the table.
  std::optional<Point> point(const YAML::Node& n, const std::string& what);
  // A list of at least `atLeast` points.
  std::optional<std::vector<Point>> points(const YAML::Node& n, const std::string& what,
                                           std::size_t atLeast);
  // [lo, hi] with min <= lo <= hi <= max; a single number means lo = hi.
  std::optional<std::pair<double, double>> range(const YAML::Node& map, const std::string& key,
                                                 bool required, double min, double max);
  Length toTable(double units) const {
    return static_cast<Length>(std::llround(units * scale.unitMm * 1000.0));
  }
  std::string units() const { return scale.unit + (scale.unit == "inch" ? "es" : "s"); }
};

// relief: {base_m, resolution_m, hills, ridges, valleys, rolling}
std::optional<battlefield::ReliefSpec> readRelief(TerrainReader& t, const YAML::Node& relief);
// features: [...] into the spec's areas, lines, trees and buildings.
void readFeatures(TerrainReader& t, const YAML::Node& features,
                  const battlefield::FeatureDefaults& defaults, battlefield::TerrainSpec& spec);
// scatter: [...] into the spec's trees and buildings.
void readScatter(TerrainReader& t, const YAML::Node& scatter, battlefield::TerrainSpec& spec);
// A feature's sight override ('none', 'see_into', 'opaque').
std::optional<battlefield::SightEffect> sightEffectFrom(data::YamlReader& r, const YAML::Node& n);
// A grayscale PNG (8 or 16 bits) as heights between lowM and highM; the image's top row
// is the table's north edge. Errors at `at`.
std::optional<battlefield::HeightGrid> readHeightmapImage(TerrainReader& t,
                                                          const std::filesystem::path& file,
                                                          const YAML::Node& at, double lowM,
                                                          double highM);

}  // namespace sandtable::scenario::terrain
