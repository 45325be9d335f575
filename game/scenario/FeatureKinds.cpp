// config/battlefields/feature_kinds.yaml: how tall each kind of feature stands, how it
// treats sight, how wide a line of it is; and the defaults for lone trees and buildings.
#include <mutex>

#include "BattlefieldSection.h"
#include "TerrainYaml.h"
#include "platform/DataPaths.h"

namespace sandtable::scenario {

using battlefield::FeatureDefaults;

FeatureDefaults loadFeatureDefaults(const std::filesystem::path& file) {
  data::YamlReader r = data::YamlReader::fromFile(file);
  FeatureDefaults out;
  const YAML::Node root = data::YamlReader::child(r.root(), "feature_kinds");
  if (!root.IsDefined()) {
    r.error(r.root(), "missing required section 'feature_kinds'");
    r.throwIfErrors();
  }
  if (!r.expectMap(root, "'feature_kinds'")) r.throwIfErrors();
  std::vector<std::string> keys{"source", "tree", "building"};
  for (std::size_t k = 1; k < rules::kTerrainKindCount; ++k)
    keys.emplace_back(rules::terrainKindName(static_cast<rules::TerrainKind>(k)));
  r.checkKeys(root, keys);
  terrain::TerrainReader t{r, {}, 0, 0};
  for (std::size_t k = 1; k < rules::kTerrainKindCount; ++k) {
    const std::string name(rules::terrainKindName(static_cast<rules::TerrainKind>(k)));
    const YAML::Node n = data::YamlReader::child(root, name);
    if (!n.IsDefined()) {
      r.error(root, "missing kind '" + name + "'");
      continue;
    }
    if (!r.expectMap(n, "'" + name + "'")) continue;
    r.checkKeys(n, {"sight", "height_m", "line_width_m", "source"});
    battlefield::FeatureKindInfo& info = out.kinds[k];
    if (const YAML::Node s = data::YamlReader::child(n, "sight"); s.IsDefined()) {
      info.sight = terrain::sightEffectFrom(r, s).value_or(battlefield::SightEffect::None);
    }
    info.heightM = t.number(n, "height_m", false, 0, 1000, 0.0).value_or(0);
    info.lineWidthM = t.number(n, "line_width_m", false, 0, 10000, 0.0).value_or(0);
    // A see-into or opaque kind of height 0 is flat until a feature gives it a height.
  }
  const YAML::Node tree = data::YamlReader::child(root, "tree");
  if (!tree.IsDefined())
    r.error(root, "missing 'tree' (a lone tree's radius_m and height_m)");
  else if (r.expectMap(tree, "'tree'")) {
    r.checkKeys(tree, {"radius_m", "height_m", "source"});
    out.treeRadiusM = t.number(tree, "radius_m", true, 0.01, 100).value_or(0);
    out.treeHeightM = t.number(tree, "height_m", true, 0.01, 1000).value_or(0);
  }
  const YAML::Node building = data::YamlReader::child(root, "building");
  if (!building.IsDefined())
    r.error(root, "missing 'building' (a lone building's size_m and height_m)");
  else if (r.expectMap(building, "'building'")) {
    r.checkKeys(building, {"size_m", "height_m", "source"});
    const YAML::Node size = data::YamlReader::child(building, "size_m");
    if (!size.IsSequence() || size.size() != 2)
      r.error(size.IsDefined() ? size : building, "'size_m' must be [width, depth]");
    else {
      out.buildingWidthM = t.number(size[0], "the width", 0.01, 1000).value_or(0);
      out.buildingDepthM = t.number(size[1], "the depth", 0.01, 1000).value_or(0);
    }
    out.buildingHeightM = t.number(building, "height_m", true, 0.01, 1000).value_or(0);
  }
  r.throwIfErrors();
  return out;
}

const FeatureDefaults& featureDefaults() {
  static std::once_flag once;
  static FeatureDefaults table;
  std::call_once(once, [] {
    table = loadFeatureDefaults(platform::configDir() / "battlefields" / "feature_kinds.yaml");
  });
  return table;
}

}  // namespace sandtable::scenario
