#include "SidesYaml.h"

#include "data/Excerpt.h"
#include "platform/InputLimits.h"

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
  if (!r.expectSequence(units, "'units'") || !r.checkCount(units, platform::limits::kMaxUnitsPerSide, "'units'"))
    return std::nullopt;
  if (units.size() == 0) r.error(units, "a side needs at least one unit");
  return units;
}

namespace {
std::size_t letters(const std::string& text) {
  std::size_t n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80 ? 1 : 0;  // UTF-8 continuation bytes are not letters
  return n;
}
}  // namespace

std::string unitShortName(YamlReader& r, const YAML::Node& unit) {
  const auto text = r.string(unit, "short", false);
  if (!text) return "";
  const YAML::Node at = YamlReader::child(unit, "short");
  if (text->empty()) {
    r.error(at, "'short' is empty (leave it out when the name needs no shorter form)");
    return "";
  }
  if (const std::size_t n = letters(*text); n > kShortNameLetters) {
    r.error(at, "the short name '" + data::excerpt(*text) + "' has " + std::to_string(n) + " letters; at most " +
                    std::to_string(kShortNameLetters) + " fit a label over a unit");
    return "";
  }
  return *text;
}

}  // namespace sandtable::scenario
