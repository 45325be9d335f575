// features: areas (polygons), lines (polylines, rivers with fords and bridges), lone
// trees and buildings; and scatter: many trees or buildings placed from a seed.
#include <algorithm>

#include "TerrainYaml.h"
#include "battlefield/PlanarGeometry.h"
#include "data/Excerpt.h"
#include "platform/InputLimits.h"

namespace sandtable::scenario::terrain {

using battlefield::SightEffect;
using rules::TerrainKind;

namespace {

constexpr double kMaxFeatureHeightM = 1000;

constexpr const char* kBuildingKinds =
    "a building's 'kind' must be built-up ground: town_light, town_medium, town_heavy, "
    "town_reinforced, village or chateau";

bool isAreaKind(TerrainKind k) {
  return k != TerrainKind::Clear && k != TerrainKind::Ford && k != TerrainKind::Bridge &&
         !battlefield::isLineKind(k);
}

std::string knownTypes() {
  std::string out;
  for (std::size_t k = 1; k < rules::kTerrainKindCount; ++k) {
    const auto kind = static_cast<TerrainKind>(k);
    if (kind == TerrainKind::Ford || kind == TerrainKind::Bridge) continue;
    out += std::string(rules::terrainKindName(kind)) + ", ";
  }
  return out + "tree, building";
}

// "house, cottage or windmill": the building models a battlefield may name.
std::string knownModels() {
  const auto& models = battlefield::buildingModels();
  std::string out;
  for (std::size_t i = 0; i < models.size(); ++i)
    out += (i == 0 ? "" : i + 1 == models.size() ? " or " : ", ") + models[i];
  return out;
}

void readSpans(TerrainReader& t, const YAML::Node& list, const char* what,
               const battlefield::LineFeature& river, std::vector<battlefield::RiverSpan>& out) {
  if (!t.r.expectSequence(list, std::string("'") + what + "'")) return;
  for (const YAML::Node& n : list) {
    if (!t.r.expectMap(n, std::string("a ") + (std::string(what) == "fords" ? "ford" : "bridge")))
      continue;
    t.r.checkKeys(n, {"at", "length"});
    const YAML::Node atNode = data::YamlReader::child(n, "at");
    std::optional<Point> at;
    if (!atNode.IsDefined())
      t.r.error(n, "missing required key 'at'");
    else
      at = t.point(atNode, "the crossing's 'at'");
    const auto length =
        t.length(n, "length", false, 1e-6, static_cast<double>(river.width) / t.toTable(1) * 1.5);
    if (!at || !length) continue;
    Length along = 0, off = 0;
    battlefield::projectOnPolyline(river.line, *at, along, off);
    if (off > river.width / 2 + 1) {
      t.r.error(atNode, std::string("this ") + (std::string(what) == "fords" ? "ford" : "bridge") +
                            " is not on the river: it lies " +
                            show(static_cast<double>(off) / t.toTable(1)) + " " + t.units() +
                            " from its line");
      continue;
    }
    out.push_back({*at, *length});
  }
}

void checkSimple(TerrainReader& t, const YAML::Node& polygonNode,
                 const std::vector<Point>& polygon) {
  int a = 0, b = 0;
  if (battlefield::isSimplePolygon(polygon, a, b)) return;
  const std::size_t n = polygon.size();
  auto edge = [n](int e) {
    return std::to_string(e + 1) + "-" + std::to_string((e + 1) % static_cast<int>(n) + 1);
  };
  if (a == b) {
    t.r.error(polygonNode[static_cast<std::size_t>(a)],
              "the polygon repeats point " + std::to_string(a + 1) + " (a zero-length edge)");
  } else {
    t.r.error(polygonNode[static_cast<std::size_t>(b)],
              "self-intersecting polygon: its edge between points " + edge(b) +
                  " crosses the edge between points " + edge(a));
  }
}

}  // namespace

std::optional<SightEffect> sightEffectFrom(data::YamlReader& r, const YAML::Node& n) {
  const auto text = r.scalar(n, "'sight'");
  if (!text) return std::nullopt;
  if (*text == "none") return SightEffect::None;
  if (*text == "see_into") return SightEffect::SeeInto;
  if (*text == "opaque") return SightEffect::Opaque;
  r.error(n, "'sight' must be none, see_into or opaque, not '" + data::excerpt(*text) + "'");
  return std::nullopt;
}

void readFeatures(TerrainReader& t, const YAML::Node& list,
                  const battlefield::FeatureDefaults& defaults, battlefield::TerrainSpec& spec) {
  if (!t.r.expectSequence(list, "'features'") || !t.r.checkCount(list, platform::limits::kMaxFeatures, "'features'"))
    return;
  for (const YAML::Node& f : list) {
    if (!t.r.expectMap(f, "a feature")) continue;
    const YAML::Node typeNode = data::YamlReader::child(f, "type");
    const auto type = t.r.string(f, "type", true);
    if (!type) continue;

    if (*type == "tree") {
      t.r.checkKeys(f, {"type", "at", "radius", "radius_m", "height_m"});
      const YAML::Node at = data::YamlReader::child(f, "at");
      std::optional<Point> p;
      if (!at.IsDefined())
        t.r.error(f, "missing required key 'at'");
      else
        p = t.point(at, "the tree's 'at'");
      std::optional<Length> radius;
      if (data::YamlReader::child(f, "radius").IsDefined())
        radius = t.length(f, "radius", true, 1e-6);
      else if (const auto m = t.number(f, "radius_m", false, 0.01, 100, defaults.treeRadiusM))
        radius = t.scale.toTable(*m);
      const auto height =
          t.number(f, "height_m", false, 0.01, kMaxFeatureHeightM, defaults.treeHeightM);
      if (p && radius && height) spec.trees.push_back({*p, *radius, *height});
      continue;
    }
    if (*type == "building") {
      t.r.checkKeys(f, {"type", "at", "size", "size_m", "facing", "height_m", "kind", "model"});
      const YAML::Node at = data::YamlReader::child(f, "at");
      std::optional<Point> p;
      if (!at.IsDefined())
        t.r.error(f, "missing required key 'at'");
      else
        p = t.point(at, "the building's 'at'");
      Length w = t.scale.toTable(defaults.buildingWidthM),
             d = t.scale.toTable(defaults.buildingDepthM);
      bool sized = true;
      for (const char* key : {"size", "size_m"}) {
        const YAML::Node size = data::YamlReader::child(f, key);
        if (!size.IsDefined()) continue;
        if (!size.IsSequence() || size.size() != 2) {
          t.r.error(size, std::string("'") + key + "' must be [width, depth]");
          sized = false;
          continue;
        }
        const auto sw = t.number(size[0], "the width", 1e-6, 1e6);
        const auto sd = t.number(size[1], "the depth", 1e-6, 1e6);
        if (!sw || !sd) {
          sized = false;
          continue;
        }
        const bool metres = std::string(key) == "size_m";
        w = metres ? t.scale.toTable(*sw) : t.toTable(*sw);
        d = metres ? t.scale.toTable(*sd) : t.toTable(*sd);
      }
      const auto facing = t.number(f, "facing", false, -360, 360, 0.0);
      const auto height =
          t.number(f, "height_m", false, 0.01, kMaxFeatureHeightM, defaults.buildingHeightM);
      TerrainKind kind = TerrainKind::TownMedium;
      if (const auto k = t.r.string(f, "kind", false)) {
        if (!rules::terrainKindFromName(*k, kind) || !rules::isBuiltUp(kind)) {
          t.r.error(data::YamlReader::child(f, "kind"), kBuildingKinds);
          continue;
        }
      }
      std::string model;
      if (const auto m = t.r.string(f, "model", false)) {
        const auto& known = battlefield::buildingModels();
        if (std::find(known.begin(), known.end(), *m) == known.end()) {
          t.r.error(data::YamlReader::child(f, "model"),
                    "a building's 'model' must be one the table draws (" + knownModels() +
                        "), not '" + data::excerpt(*m) + "'");
          continue;
        }
        model = *m;
      }
      if (!p || !sized || !facing || !height) continue;
      spec.buildings.push_back(
          {rules::Rect{*p, rules::degrees(static_cast<int>(std::lround(*facing))), w, d}, *height,
           kind, model});
      continue;
    }

    TerrainKind kind = TerrainKind::Clear;
    if (!rules::terrainKindFromName(*type, kind) || kind == TerrainKind::Clear) {
      t.r.error(typeNode, "unknown feature type '" + data::excerpt(*type) + "' (known: " + knownTypes() + ")");
      continue;
    }
    if (kind == TerrainKind::Ford || kind == TerrainKind::Bridge) {
      t.r.error(typeNode, std::string(rules::terrainKindName(kind)) +
                              "s belong to a river: list them under its '" +
                              (kind == TerrainKind::Ford ? "fords" : "bridges") + "'");
      continue;
    }
    const battlefield::FeatureKindInfo& info = defaults.kinds[static_cast<std::size_t>(kind)];
    const YAML::Node polygonNode = data::YamlReader::child(f, "polygon");
    const YAML::Node lineNode = data::YamlReader::child(f, "line");
    const bool river = kind == TerrainKind::River || kind == TerrainKind::Stream;
    const bool asArea = polygonNode.IsDefined() || (isAreaKind(kind) && !lineNode.IsDefined());
    std::optional<SightEffect> sight = info.sight;
    if (const YAML::Node s = data::YamlReader::child(f, "sight"); s.IsDefined())
      sight = sightEffectFrom(t.r, s);
    const auto height = t.number(f, "height_m", false, 0, kMaxFeatureHeightM, info.heightM);
    const auto name = t.r.string(f, "name", false);

    if (asArea) {
      t.r.checkKeys(f, {"type", "polygon", "height_m", "sight", "name"});
      if (!isAreaKind(kind) && !river) {
        t.r.error(typeNode, std::string(*type) + " is a line: give it a 'line', not a 'polygon'");
        continue;
      }
      if (!polygonNode.IsDefined()) {
        t.r.error(f, std::string(*type) + " is an area: give it a 'polygon'");
        continue;
      }
      const auto polygon = t.points(polygonNode, "the polygon", 3);
      if (!polygon || !sight || !height) continue;
      const std::size_t before = t.r.errors().size();
      checkSimple(t, polygonNode, *polygon);
      if (t.r.errors().size() != before) continue;
      spec.areas.push_back({kind, *polygon, *height, *sight, name.value_or("")});
      continue;
    }
    t.r.checkKeys(f, {"type", "line", "width", "height_m", "sight", "name", "fords", "bridges"});
    if (!lineNode.IsDefined()) {
      t.r.error(f, std::string(*type) + " is a line: give it a 'line'");
      continue;
    }
    battlefield::LineFeature l;
    l.kind = kind;
    const auto line = t.points(lineNode, "the line", 2);
    const auto width = t.number(f, "width", false, 0, 1e6);
    if (!line || !sight || !height) continue;
    bool degenerate = false;
    for (std::size_t i = 1; i < line->size(); ++i) {
      if ((*line)[i] == (*line)[i - 1]) {
        t.r.error(lineNode[i],
                  "the line repeats point " + std::to_string(i) + " (a zero-length segment)");
        degenerate = true;
      }
    }
    if (degenerate) continue;
    l.line = *line;
    l.width = width ? t.toTable(*width) : t.scale.toTable(info.lineWidthM);
    l.heightM = *height;
    l.sight = *sight;
    l.name = name.value_or("");
    for (const char* key : {"fords", "bridges"}) {
      const YAML::Node spans = data::YamlReader::child(f, key);
      if (!spans.IsDefined()) continue;
      if (!river) {
        t.r.error(spans, std::string("only rivers and streams have '") + key + "'");
        continue;
      }
      readSpans(t, spans, key, l, std::string(key) == "fords" ? l.fords : l.bridges);
    }
    spec.lines.push_back(std::move(l));
  }
}

void readScatter(TerrainReader& t, const YAML::Node& list, battlefield::TerrainSpec& spec) {
  if (!t.r.expectSequence(list, "'scatter'") || !t.r.checkCount(list, platform::limits::kMaxScatters, "'scatter'"))
    return;
  std::int64_t trees = 0, buildings = 0;  // placed by the scatters so far: the caps are on the totals
  for (const YAML::Node& n : list) {
    if (!t.r.expectMap(n, "a scatter")) continue;
    const auto type = t.r.string(n, "type", true);
    if (!type) continue;
    battlefield::ScatterSpec s;
    if (*type == "tree") {
      s.what = battlefield::ScatterSpec::What::Trees;
      t.r.checkKeys(n, {"type", "count", "seed", "within", "radius_m", "height_m"});
    } else if (*type == "building") {
      s.what = battlefield::ScatterSpec::What::Buildings;
      t.r.checkKeys(n,
                    {"type", "count", "seed", "within", "width_m", "depth_m", "height_m", "kind"});
    } else {
      t.r.error(data::YamlReader::child(n, "type"),
                "a scatter's 'type' must be tree or building, not '" + data::excerpt(*type) + "'");
      continue;
    }
    const std::size_t before = t.r.errors().size();
    const bool isTrees = s.what == battlefield::ScatterSpec::What::Trees;
    const std::int64_t cap = isTrees ? platform::limits::kMaxScatteredTrees : platform::limits::kMaxScatteredBuildings;
    std::int64_t& placed = isTrees ? trees : buildings;
    s.count = static_cast<int>(t.r.integer(n, "count", true, 0, cap).value_or(0));
    if (placed + s.count > cap) {
      t.r.error(data::YamlReader::child(n, "count"), std::string("the scatters would place ") +
                                                        std::to_string(placed + s.count) + (isTrees ? " trees" : " buildings") +
                                                        "; at most " + std::to_string(cap) + " (docs/limits.md)");
    }
    placed += s.count;
    s.seed = static_cast<std::uint64_t>(t.r.integer(n, "seed", false, 0, INT64_MAX).value_or(1));
    if (const YAML::Node within = data::YamlReader::child(n, "within"); within.IsDefined()) {
      if (const auto polygon = t.points(within, "'within'", 3)) {
        checkSimple(t, within, *polygon);
        s.within = *polygon;
      }
    }
    const auto size =
        t.range(n, s.what == battlefield::ScatterSpec::What::Trees ? "radius_m" : "width_m", true,
                0.01, 1000);
    const auto height = t.range(n, "height_m", true, 0.01, kMaxFeatureHeightM);
    if (size) s.sizeMinM = size->first, s.sizeMaxM = size->second;
    if (height) s.heightMinM = height->first, s.heightMaxM = height->second;
    if (s.what == battlefield::ScatterSpec::What::Buildings) {
      const auto depth = t.range(n, "depth_m", true, 0.01, 1000);
      if (depth) s.depthMinM = depth->first, s.depthMaxM = depth->second;
      if (const auto k = t.r.string(n, "kind", false)) {
        if (!rules::terrainKindFromName(*k, s.kind) || !rules::isBuiltUp(s.kind)) {
          t.r.error(data::YamlReader::child(n, "kind"), kBuildingKinds);
        }
      }
    }
    if (t.r.errors().size() != before) continue;
    battlefield::scatter(s, spec);
  }
}

}  // namespace sandtable::scenario::terrain
