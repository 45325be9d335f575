#include "ActionYaml.h"

#include <limits>
#include <vector>

#include "data/Excerpt.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules;

void emitAction(YAML::Emitter& out, const Action& a) {
  out << YAML::Key << "kind" << YAML::Value << std::string(actionKindName(a.kind));
  if (a.unit != kNoUnit) out << YAML::Key << "unit" << YAML::Value << a.unit;
  if (a.target != kNoUnit) out << YAML::Key << "target" << YAML::Value << a.target;
  if (a.square) {
    out << YAML::Key << "square" << YAML::Value << YAML::Flow << YAML::BeginSeq << a.square->col << a.square->row
        << YAML::EndSeq;
  }
  if (a.point) {
    out << YAML::Key << "point_um" << YAML::Value << YAML::Flow << YAML::BeginSeq << a.point->x << a.point->y
        << YAML::EndSeq;
  }
  if (a.facing) out << YAML::Key << "facing" << YAML::Value << *a.facing;
  if (a.option != 0) out << YAML::Key << "option" << YAML::Value << a.option;
}

std::optional<Action> readAction(YamlReader& r, const YAML::Node& n, std::initializer_list<std::string_view> extraKeys) {
  if (!r.expectMap(n, "an action")) return std::nullopt;
  std::vector<std::string> keys{"kind", "unit", "target", "square", "point_um", "facing", "option"};
  for (std::string_view k : extraKeys) keys.emplace_back(k);
  r.checkKeys(n, keys);
  const std::size_t errorsBefore = r.errors().size();
  Action a;
  if (const auto kind = r.string(n, "kind", true)) {
    if (const auto k = actionKindFromName(*kind)) a.kind = *k;
    else r.error(YamlReader::child(n, "kind"), "unknown action kind '" + data::excerpt(*kind) + "'");
  }
  constexpr std::int64_t kMaxId = std::numeric_limits<UnitId>::max();
  if (const auto u = r.integer(n, "unit", false, 0, kMaxId)) a.unit = static_cast<UnitId>(*u);
  if (const auto t = r.integer(n, "target", false, 0, kMaxId)) a.target = static_cast<UnitId>(*t);
  auto pair = [&](std::string_view key, std::int64_t lo, std::int64_t hi) -> std::optional<std::pair<std::int64_t, std::int64_t>> {
    const YAML::Node p = YamlReader::child(n, key);
    if (!p.IsDefined()) return std::nullopt;
    if (!p.IsSequence() || p.size() != 2) {
      r.error(p, "'" + std::string(key) + "' must be a pair [x, y]");
      return std::nullopt;
    }
    const auto x = r.integerValue(p[0], "a coordinate", lo, hi);
    const auto y = r.integerValue(p[1], "a coordinate", lo, hi);
    if (!x || !y) return std::nullopt;
    return std::make_pair(*x, *y);
  };
  if (const auto s = pair("square", 0, 1000)) a.square = Square{static_cast<int>(s->first), static_cast<int>(s->second)};
  constexpr std::int64_t kFar = std::int64_t{1} << 40;
  if (const auto p = pair("point_um", -kFar, kFar)) a.point = Point{p->first, p->second};
  if (const auto f = r.integer(n, "facing", false, 0, kFullTurn - 1)) a.facing = static_cast<Angle>(*f);
  if (const auto o = r.integer(n, "option", false, -1000000, 1000000)) a.option = static_cast<int>(*o);
  if (r.errors().size() != errorsBefore) return std::nullopt;
  return a;
}

}  // namespace sandtable::scenario
