#include "SidesYaml.h"

namespace sandtable::scenario {

using data::YamlReader;

YAML::Node readSides(YamlReader& r, const YAML::Node& root, const std::vector<std::string>& keys,
                     ScenarioInfo& info, const SideReader& readSide) {
  const YAML::Node sides = YamlReader::child(root, "sides");
  if (!sides.IsDefined()) {
    r.error(root, "missing required section 'sides'");
    return sides;
  }
  if (!r.expectMap(sides, "'sides'")) return sides;
  r.checkKeys(sides, {"side1", "side2"});
  for (int i = 0; i < 2; ++i) {
    const std::string key = i == 0 ? "side1" : "side2";
    const YAML::Node s = YamlReader::child(sides, key);
    if (!s.IsDefined()) {
      r.error(sides, "missing required key '" + key + "'");
      continue;
    }
    if (!r.expectMap(s, "'" + key + "'")) continue;
    r.checkKeys(s, keys);
    info.sideNames[static_cast<std::size_t>(i)] = r.string(s, "name", true).value_or(key);
    readSide(i, i == 0 ? rules::Side::One : rules::Side::Two, s);
  }
  return sides;
}

std::optional<YAML::Node> sideUnits(YamlReader& r, const YAML::Node& side) {
  const YAML::Node units = YamlReader::child(side, "units");
  if (!units.IsDefined()) {
    r.error(side, "missing required key 'units'");
    return std::nullopt;
  }
  if (!r.expectSequence(units, "'units'")) return std::nullopt;
  if (units.size() == 0) r.error(units, "a side needs at least one unit");
  return units;
}

}  // namespace sandtable::scenario
