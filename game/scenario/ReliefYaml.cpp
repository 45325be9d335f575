// relief: the ground described instead of drawn (hills, ridges, valleys, rolling hills).
#include <algorithm>
#include <cmath>

#include "TerrainYaml.h"
#include "platform/InputLimits.h"

namespace sandtable::scenario::terrain {

namespace {

constexpr double kMaxReliefHeightM = 10000;

std::optional<battlefield::LineRelief> readLineRelief(TerrainReader& t, const YAML::Node& n,
                                                      const std::string& what,
                                                      const std::string& heightKey) {
  if (!t.r.expectMap(n, what)) return std::nullopt;
  t.r.checkKeys(n, {"line", "width", heightKey});
  battlefield::LineRelief l;
  const YAML::Node line = data::YamlReader::child(n, "line");
  std::optional<std::vector<Point>> pts;
  if (!line.IsDefined())
    t.r.error(n, "missing required key 'line'");
  else
    pts = t.points(line, "the " + what + "'s line", 2);
  const auto width = t.length(n, "width", true, 1e-6);
  const auto height = t.number(n, heightKey, true, 0, kMaxReliefHeightM);
  if (!pts || !width || !height) return std::nullopt;
  l.line = *pts;
  l.width = *width;
  l.heightM = *height;
  return l;
}

}  // namespace

std::optional<battlefield::ReliefSpec> readRelief(TerrainReader& t, const YAML::Node& n) {
  if (!t.r.expectMap(n, "'relief'")) return std::nullopt;
  t.r.checkKeys(n, {"base_m", "resolution_m", "hills", "ridges", "valleys", "rolling"});
  const std::size_t errorsBefore = t.r.errors().size();
  battlefield::ReliefSpec spec;
  spec.baseM = t.number(n, "base_m", false, -kMaxReliefHeightM, kMaxReliefHeightM, 0.0).value_or(0);
  spec.resolutionM = t.number(n, "resolution_m", false, 0.01, 1e5, 0.0).value_or(0);
  if (spec.resolutionM > 0) {
    const double w = t.scale.toMetres(t.width), d = t.scale.toMetres(t.depth);
    if (w / spec.resolutionM > 4096 || d / spec.resolutionM > 4096) {
      t.r.error(data::YamlReader::child(n, "resolution_m"),
                "'resolution_m' is too fine: at most 4096 cells across the table");
    }
  }
  if (const YAML::Node hills = data::YamlReader::child(n, "hills");
      hills.IsDefined() && t.r.expectSequence(hills, "'hills'") &&
      t.r.checkCount(hills, platform::limits::kMaxReliefShapes, "'hills'")) {
    for (const YAML::Node& h : hills) {
      if (!t.r.expectMap(h, "a hill")) continue;
      t.r.checkKeys(h, {"at", "radius", "height_m", "crest"});
      battlefield::HillSpec hill;
      const YAML::Node at = data::YamlReader::child(h, "at");
      const YAML::Node crest = data::YamlReader::child(h, "crest");
      std::optional<Point> p;
      std::optional<std::vector<Point>> c;
      if (at.IsDefined()) p = t.point(at, "the hill's 'at'");
      if (crest.IsDefined()) c = t.points(crest, "the hill's crest", 2);
      if (!at.IsDefined() && !crest.IsDefined())
        t.r.error(h, "a hill needs its summit 'at' or its 'crest' line");
      const auto radius = t.length(h, "radius", true, 1e-6);
      const auto height = t.number(h, "height_m", true, 0, kMaxReliefHeightM);
      if (!radius || !height || (at.IsDefined() && !p) || (crest.IsDefined() && !c)) continue;
      hill.at = p.value_or(c ? c->front() : Point{});
      if (c) hill.crest = *c;
      hill.radius = *radius;
      hill.heightM = *height;
      spec.hills.push_back(hill);
    }
  }
  if (const YAML::Node ridges = data::YamlReader::child(n, "ridges");
      ridges.IsDefined() && t.r.expectSequence(ridges, "'ridges'") &&
      t.r.checkCount(ridges, platform::limits::kMaxReliefShapes, "'ridges'")) {
    for (const YAML::Node& l : ridges) {
      if (auto ridge = readLineRelief(t, l, "ridge", "height_m")) spec.ridges.push_back(*ridge);
    }
  }
  if (const YAML::Node valleys = data::YamlReader::child(n, "valleys");
      valleys.IsDefined() && t.r.expectSequence(valleys, "'valleys'") &&
      t.r.checkCount(valleys, platform::limits::kMaxReliefShapes, "'valleys'")) {
    for (const YAML::Node& l : valleys) {
      if (auto valley = readLineRelief(t, l, "valley", "depth_m")) spec.valleys.push_back(*valley);
    }
  }
  if (const YAML::Node rolling = data::YamlReader::child(n, "rolling");
      rolling.IsDefined() && t.r.expectMap(rolling, "'rolling'")) {
    t.r.checkKeys(rolling, {"count", "seed", "radius", "height_m"});
    spec.rolling.count =
        static_cast<int>(t.r.integer(rolling, "count", true, 0, platform::limits::kMaxRollingHills).value_or(0));
    spec.rolling.seed =
        static_cast<std::uint64_t>(t.r.integer(rolling, "seed", false, 0, INT64_MAX).value_or(1));
    const auto radius = t.range(rolling, "radius", true, 1e-6, 1e6);
    const auto height = t.range(rolling, "height_m", true, 0, kMaxReliefHeightM);
    if (radius) {
      spec.rolling.radiusMin = t.toTable(radius->first);
      spec.rolling.radiusMax = t.toTable(radius->second);
    }
    if (height) {
      spec.rolling.heightMinM = height->first;
      spec.rolling.heightMaxM = height->second;
    }
  }
  if (t.r.errors().size() != errorsBefore) return std::nullopt;
  // Raising the ground visits, for every shape, the grid cells under it and each of the shape's
  // segments there: at worst every cell for every point. Bounded before any cell is raised.
  const double w = t.scale.toMetres(t.width), d = t.scale.toMetres(t.depth);
  const double res = spec.resolutionM > 0 ? spec.resolutionM : std::max(w, d) / 256.0;
  const double cells = (std::round(w / res) + 1) * (std::round(d / res) + 1);
  double points = spec.rolling.count;
  for (const battlefield::HillSpec& h : spec.hills) points += static_cast<double>(std::max<std::size_t>(1, h.crest.size()));
  for (const auto* lines : {&spec.ridges, &spec.valleys}) {
    for (const battlefield::LineRelief& l : *lines) points += static_cast<double>(l.line.size());
  }
  if (cells * points > platform::limits::kMaxReliefWork) {
    auto whole = [](double v) { return std::to_string(std::llround(v)); };
    t.r.error(n, "the relief is " + whole(cells) + " grid cells under shapes of " + whole(points) +
                     " points in all; their product may be at most " + whole(platform::limits::kMaxReliefWork) +
                     " (docs/limits.md): give a coarser 'resolution_m' or fewer shapes");
    return std::nullopt;
  }
  return spec;
}

}  // namespace sandtable::scenario::terrain
