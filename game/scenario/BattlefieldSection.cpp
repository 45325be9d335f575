// The battlefield section: scale, size, ground, features; inline or in its own file.
#include "BattlefieldSection.h"

#include <system_error>

#include "Scenario.h"
#include "TerrainYaml.h"
#include "battlefield/BulletBattlefield.h"
#include "data/Excerpt.h"
#include "platform/ConfinedPath.h"
#include "platform/DataPaths.h"

namespace sandtable::scenario {

using data::YamlReader;
using terrain::TerrainReader;

namespace {

constexpr double kMaxUnits = 1e5;


bool readScale(TerrainReader& t, const YAML::Node& bf) {
  const YAML::Node n = YamlReader::child(bf, "scale");
  if (!n.IsDefined()) {
    t.r.error(bf,
              "missing required key 'scale' ({unit: span|inch|mm|cm, unit_mm: table mm per unit, "
              "ground_m: metres of ground per unit})");
    return false;
  }
  if (!t.r.expectMap(n, "'scale'")) return false;
  t.r.checkKeys(n, {"unit", "unit_mm", "ground_m"});
  const auto unit = t.r.string(n, "unit", true);
  if (!unit) return false;
  std::optional<double> fixed;
  if (*unit == "inch")
    fixed = 25.4;
  else if (*unit == "mm")
    fixed = 1.0;
  else if (*unit == "cm")
    fixed = 10.0;
  // Spans and other units are as wide as the system's bases: the file says how wide.
  const auto unitMm = t.number(n, "unit_mm", !fixed, 0.01, 10000, fixed);
  const auto groundM = t.number(n, "ground_m", true, 1e-4, 1e6);
  if (!unitMm || !groundM) return false;
  t.scale = {*unit, *unitMm, *groundM};
  return true;
}

bool readSize(TerrainReader& t, const YAML::Node& bf) {
  const YAML::Node n = YamlReader::child(bf, "size");
  if (!n.IsDefined()) {
    t.r.error(bf, "missing required key 'size' ([width, depth] in table units)");
    return false;
  }
  if (!n.IsSequence() || n.size() != 2) {
    t.r.error(n, "'size' must be [width, depth] in " + t.units());
    return false;
  }
  const auto w = t.number(n[0], "the width", 1e-3, kMaxUnits);
  const auto d = t.number(n[1], "the depth", 1e-3, kMaxUnits);
  if (!w || !d) return false;
  t.width = t.toTable(*w);
  t.depth = t.toTable(*d);
  return true;
}

std::optional<battlefield::HeightGrid> readGround(TerrainReader& t, const YAML::Node& bf,
                                                  battlefield::TerrainSpec& spec) {
  const YAML::Node heightmap = YamlReader::child(bf, "heightmap");
  const YAML::Node relief = YamlReader::child(bf, "relief");
  if (heightmap.IsDefined() && relief.IsDefined()) {
    t.r.error(relief, "give the ground as a 'heightmap' or as a 'relief', not both");
    return std::nullopt;
  }
  if (heightmap.IsDefined()) {
    if (!t.r.expectMap(heightmap, "'heightmap'")) return std::nullopt;
    t.r.checkKeys(heightmap, {"file", "max_height_m", "min_height_m"});
    const auto file = t.r.string(heightmap, "file", true);
    const auto high = t.number(heightmap, "max_height_m", true, -10000, 10000);
    const auto low = t.number(heightmap, "min_height_m", false, -10000, 10000, 0.0);
    if (!file || !high || !low) return std::nullopt;
    if (*high <= *low) {
      t.r.error(YamlReader::child(heightmap, "max_height_m"),
                "'max_height_m' must be above 'min_height_m'");
      return std::nullopt;
    }
    const YAML::Node fileNode = YamlReader::child(heightmap, "file");
    const platform::NamedFile image = platform::resolveNamedFile(t.r.file(), *file, {platform::mediaDir()});
    if (!image.ok()) {
      t.r.error(fileNode, "the heightmap '" + data::excerpt(*file) + "': " + image.problem);
      return std::nullopt;
    }
    return terrain::readHeightmapImage(t, image.path, fileNode, *low, *high);
  }
  battlefield::ReliefSpec r;  // flat by default
  if (relief.IsDefined()) {
    const auto read = terrain::readRelief(t, relief);
    if (!read) return std::nullopt;
    r = *read;
  } else {
    r.resolutionM =
        std::max(t.scale.toMetres(t.width), t.scale.toMetres(t.depth));  // one cell is enough
  }
  spec.crests = battlefield::crestsOf(r);
  return battlefield::generateRelief(r, t.scale, t.width, t.depth);
}

std::optional<LoadedBattlefield> readInline(YamlReader& r, const YAML::Node& bf) {
  if (!r.expectMap(bf, "'battlefield'")) return std::nullopt;
  r.checkKeys(bf, {"name", "description", "source", "scale", "size", "heightmap", "relief",
                   "features", "scatter"});
  const std::size_t before = r.errors().size();
  TerrainReader t{r, {}, 0, 0};
  if (!readScale(t, bf) || !readSize(t, bf)) return std::nullopt;
  auto spec = std::make_shared<battlefield::TerrainSpec>();
  spec->name = r.string(bf, "name", false).value_or("");
  spec->scale = t.scale;
  spec->width = t.width;
  spec->depth = t.depth;
  auto ground = readGround(t, bf, *spec);
  if (ground) spec->ground = std::move(*ground);
  const battlefield::FeatureDefaults& defaults = featureDefaults();
  if (const YAML::Node f = YamlReader::child(bf, "features"); f.IsDefined())
    terrain::readFeatures(t, f, defaults, *spec);
  if (const YAML::Node s = YamlReader::child(bf, "scatter"); s.IsDefined())
    terrain::readScatter(t, s, *spec);
  if (r.errors().size() != before || spec->ground.empty()) return std::nullopt;
  LoadedBattlefield out;
  out.terrain = spec;
  out.battlefield = std::make_shared<battlefield::BulletBattlefield>(spec);
  return out;
}

}  // namespace

bool isMeasuredBattlefield(const YAML::Node& section) {
  if (!section.IsMap()) return false;
  for (const char* key : {"file", "scale", "size", "heightmap", "relief", "features", "scatter"}) {
    if (YamlReader::child(section, key).IsDefined()) return true;
  }
  return false;
}

std::optional<LoadedBattlefield> readBattlefieldSection(YamlReader& r, const YAML::Node& section) {
  if (!r.expectMap(section, "'battlefield'")) return std::nullopt;
  if (!YamlReader::child(section, "file").IsDefined()) return readInline(r, section);
  r.checkKeys(section, {"file"});
  const auto name = r.string(section, "file", true);
  if (!name) return std::nullopt;
  const platform::NamedFile named = platform::resolveNamedFile(r.file(), *name, {platform::configDir()});
  if (!named.ok()) {
    r.error(YamlReader::child(section, "file"), "the battlefield file '" + data::excerpt(*name) + "': " + named.problem);
    return std::nullopt;
  }
  try {
    YamlReader file = YamlReader::fromFile(named.path);
    file.checkKeys(file.root(), {"battlefield"});
    const YAML::Node bf = YamlReader::child(file.root(), "battlefield");
    std::optional<LoadedBattlefield> out;
    if (!bf.IsDefined())
      file.error(file.root(), "missing required section 'battlefield'");
    else
      out = readInline(file, bf);
    r.absorb(file.errors());
    return file.ok() ? out : std::nullopt;
  } catch (const data::ConfigErrors& e) {
    r.absorb(e.errors());  // a syntax error in the named file, at its own file:line:col
    return std::nullopt;
  }
}

LoadedBattlefield loadBattlefieldFile(const std::filesystem::path& path) {
  YamlReader r = YamlReader::fromFile(path);
  r.checkKeys(r.root(), {"battlefield"});
  const YAML::Node bf = YamlReader::child(r.root(), "battlefield");
  if (!bf.IsDefined()) {
    r.error(r.root(), "missing required section 'battlefield'");
    r.throwIfErrors();
  }
  auto out = readInline(r, bf);
  r.throwIfErrors();
  return *out;
}

LoadedBattlefield loadBattlefieldOf(const std::filesystem::path& path) {
  YamlReader r = YamlReader::fromFile(path);
  const YAML::Node bf = YamlReader::child(r.root(), "battlefield");
  const bool isScenario = YamlReader::child(r.root(), "scenario").IsDefined();
  if (!isScenario && bf.IsDefined()) return loadBattlefieldFile(path);
  if (isScenario && isMeasuredBattlefield(bf)) {
    auto out = readBattlefieldSection(r, bf);
    r.throwIfErrors();
    return *out;
  }
  if (!isScenario) {
    r.error(r.root(),
            "neither a battlefield nor a scenario: expected a top-level 'battlefield' or "
            "'scenario' section");
    r.throwIfErrors();
  }
  const LoadedScenario s = loadScenario(path);
  LoadedBattlefield out;
  out.battlefield = s.battlefield;
  if (const battlefield::TerrainSpec* spec =
          s.battlefield ? battlefield::terrainSpecOf(*s.battlefield) : nullptr) {
    out.terrain = std::shared_ptr<const battlefield::TerrainSpec>(
        s.battlefield, spec);  // shares the battlefield's life
  }
  return out;
}

}  // namespace sandtable::scenario
