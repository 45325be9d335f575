// A measured-table scenario's table, lengths, points, zones and placements, in the system's unit.
#include "MeasuredScenario.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "BattlefieldSection.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules;

namespace {

std::string millimetres(double mm) {
  std::ostringstream s;
  s << mm;
  return s.str();
}

// The open table of small fixtures: {table_mm: [w, d], <unit>_mm, ground_m_per_<unit>}; a
// unit of fixed length (an inch) has no <unit>_mm.
std::optional<MeasuredTable> readFlat(YamlReader& r, const YAML::Node& bf, const MeasureUnit& m) {
  const std::size_t before = r.errors().size();
  const bool sized = !m.meaning.empty();
  const std::string unitKey = m.name + "_mm", groundKey = "ground_m_per_" + m.name;
  std::vector<std::string> keys{"table_mm", groundKey};
  if (sized) keys.insert(keys.begin() + 1, unitKey);
  r.checkKeys(bf, keys);
  Length w = 0, d = 0;
  const YAML::Node size = YamlReader::child(bf, "table_mm");
  if (!size.IsSequence() || size.size() != 2) {
    r.error(size, "'table_mm' must be [width, depth] of the table in millimetres");
  } else {
    w = r.integerValue(size[0], "the table's width", 200, 10000).value_or(0) * kMillimetre;
    d = r.integerValue(size[1], "the table's depth", 200, 10000).value_or(0) * kMillimetre;
  }
  MeasuredTable t;
  if (sized) {
    t.unit = r.integer(bf, unitKey, true, static_cast<std::int64_t>(std::ceil(m.minMm)),
                       static_cast<std::int64_t>(std::floor(m.maxMm)))
                 .value_or(0) *
             kMillimetre;
  } else {
    t.unit = static_cast<Length>(std::llround(m.minMm * kMillimetre));
  }
  t.groundMetresPerUnit =
      static_cast<int>(r.integer(bf, groundKey, true, 1, m.maxGroundMetres).value_or(0));
  if (r.errors().size() != before) return std::nullopt;
  t.battlefield = std::make_shared<FlatBattlefield>(Rect{{w / 2, d / 2}, 0, w, d});
  return t;
}

// A measured battlefield: its scale must be in the system's unit, and the unit's length and
// ground scale are the battlefield's own (there is no second number to disagree with it).
std::optional<MeasuredTable> readMeasured(YamlReader& r, const YAML::Node& bf,
                                          const MeasureUnit& m) {
  const std::size_t before = r.errors().size();
  for (const std::string& key : {m.name + "_mm", "ground_m_per_" + m.name}) {
    if (const YAML::Node n = YamlReader::child(bf, key); n.IsDefined()) {
      r.error(n, "a measured battlefield gives the " + m.name + " in its scale ({unit: " + m.name +
                     ", unit_mm: ..., ground_m: ...}); '" + key +
                     "' belongs only beside 'table_mm'");
    }
  }
  if (r.errors().size() != before) return std::nullopt;
  const std::optional<LoadedBattlefield> loaded = readBattlefieldSection(r, bf);
  if (!loaded) return std::nullopt;
  const battlefield::GroundScale& scale = loaded->terrain->scale;
  // Where to point at a scale that is wrong for the system: the scale's unit when inline,
  // the file's name when the battlefield is in its own file.
  const YAML::Node file = YamlReader::child(bf, "file");
  const YAML::Node at =
      file.IsDefined() ? file : YamlReader::child(YamlReader::child(bf, "scale"), "unit");
  const std::string whose =
      file.IsDefined() ? "the battlefield '" + file.Scalar() + "'" : "the battlefield";
  if (scale.unit != m.name) {
    const std::string width = m.meaning.empty() ? "" : "unit_mm: " + m.meaning + " in mm, ";
    r.error(at, whose + " is measured in " + scale.unit + "; " + m.system + " measures in " +
                    m.plural + " (" + m.rule + "): its scale must be {unit: " + m.name + ", " +
                    width + "ground_m: metres of ground per " + m.name + "}");
    return std::nullopt;
  }
  const Length unit = scale.unitLength();
  const auto minUnit = static_cast<Length>(std::llround(m.minMm * kMillimetre));
  const auto maxUnit = static_cast<Length>(std::llround(m.maxMm * kMillimetre));
  if (unit < minUnit || unit > maxUnit) {
    const std::string meaning = m.meaning.empty() ? "" : " (" + m.meaning + ")";
    const std::string allowed = m.minMm == m.maxMm
                                    ? millimetres(m.minMm)
                                    : millimetres(m.minMm) + " to " + millimetres(m.maxMm);
    r.error(at, whose + " has a " + m.name + " of " + std::to_string(scale.unitMm) + " mm; " +
                    m.system + " needs a " + m.name + meaning + " of " + allowed + " mm");
    return std::nullopt;
  }
  const long ground = std::lround(scale.groundM);  // whole metres: only a man's eye height uses it
  if (ground < 1 || ground > m.maxGroundMetres) {
    r.error(at, whose + " has " + std::to_string(scale.groundM) + " m of ground per " + m.name +
                    "; " + m.system + " plays 1 to " + std::to_string(m.maxGroundMetres) +
                    " m per " + m.name);
    return std::nullopt;
  }
  MeasuredTable t;
  t.battlefield = loaded->battlefield;
  t.unit = unit;
  t.groundMetresPerUnit = static_cast<int>(ground);
  return t;
}

}  // namespace

MeasureUnit spans(std::string system, std::string rule) {
  return MeasureUnit{std::move(system), "span", "spans", std::move(rule),
                     "a base width",    5,      200,     1000};
}

MeasureUnit inches(std::string system, std::string rule) {
  return MeasureUnit{std::move(system), "inch", "inches", std::move(rule), "", 25.4, 25.4, 1000};
}

std::optional<MeasuredTable> readMeasuredTable(YamlReader& r, const YAML::Node& root,
                                               const MeasureUnit& m) {
  const YAML::Node bf = YamlReader::child(root, "battlefield");
  if (!bf.IsDefined()) {
    r.error(root, "missing required section 'battlefield' (a measured battlefield in " + m.plural +
                      ", inline or {file: ...})");
    return std::nullopt;
  }
  if (!r.expectMap(bf, "'battlefield'")) return std::nullopt;
  if (YamlReader::child(bf, "table_mm").IsDefined()) {
    if (isMeasuredBattlefield(bf)) {
      r.error(YamlReader::child(bf, "table_mm"),
              "'table_mm' is the open flat table; a measured battlefield gives 'scale' and 'size' "
              "instead");
      return std::nullopt;
    }
    return readFlat(r, bf, m);
  }
  return readMeasured(r, bf, m);
}

std::optional<Length> MeasuredReader::length(const YAML::Node& n, std::string_view what) {
  const auto text = mR.scalar(n, what);
  if (!text) return std::nullopt;
  const std::string& s = *text;
  bool negative = false;
  std::size_t i = 0;
  if (i < s.size() && (s[i] == '-' || s[i] == '+')) negative = s[i++] == '-';
  std::int64_t whole = 0, frac = 0;
  int fracDigits = 0;
  bool digits = false, bad = false;
  for (; i < s.size() && s[i] != '.'; ++i) {
    if (s[i] < '0' || s[i] > '9' || whole > 1000000)
      bad = true;
    else
      whole = whole * 10 + (s[i] - '0'), digits = true;
  }
  if (i < s.size() && s[i] == '.') {
    for (++i; i < s.size(); ++i) {
      if (s[i] < '0' || s[i] > '9' || fracDigits >= 3)
        bad = true;
      else
        frac = frac * 10 + (s[i] - '0'), ++fracDigits, digits = true;
    }
  }
  if (bad || !digits) {
    mR.error(n, std::string(what) + " must be a number of " + mMeasure.plural +
                    " with at most three decimals, not '" + s + "'");
    return std::nullopt;
  }
  while (fracDigits < 3) frac *= 10, ++fracDigits;
  const std::int64_t thousandths = (whole * 1000 + frac) * (negative ? -1 : 1);
  return thousandths * mUnit / 1000;
}

std::optional<Point> MeasuredReader::point(const YAML::Node& n, std::string_view what) {
  if (!n.IsSequence() || n.size() != 2) {
    mR.error(n, std::string(what) + " must be a point written [x, y] in " + mMeasure.plural +
                    " from the table's south-west corner");
    return std::nullopt;
  }
  const auto x = length(n[0], "x");
  const auto y = length(n[1], "y");
  if (!x || !y) return std::nullopt;
  return Point{*x, *y};
}

std::optional<Angle> MeasuredReader::facing(const YAML::Node& map, std::string_view key) {
  const auto deg = mR.integer(map, key, true, 0, 359);
  if (!deg) return std::nullopt;
  return degrees(static_cast<int>(*deg));
}

std::optional<Rect> MeasuredReader::zone(const YAML::Node& n, std::string_view what) {
  if (!n.IsSequence() || n.size() != 2) {
    mR.error(n, std::string(what) + " must be two opposite corners [[x, y], [x, y]] in " +
                    mMeasure.plural);
    return std::nullopt;
  }
  const auto a = point(n[0], "a corner");
  const auto b = point(n[1], "a corner");
  if (!a || !b) return std::nullopt;
  if (a->x == b->x || a->y == b->y) {
    mR.error(n, std::string(what) + " has no area: its corners must differ in x and in y");
    return std::nullopt;
  }
  const Length w = std::abs(a->x - b->x), d = std::abs(a->y - b->y);
  return Rect{{std::min(a->x, b->x) + w / 2, std::min(a->y, b->y) + d / 2}, 0, w, d};
}

DeploymentZones readDeploymentZones(MeasuredReader& m, YamlReader& r, const YAML::Node& root) {
  DeploymentZones zones;
  const YAML::Node n = YamlReader::child(root, "deployment");
  if (!n.IsDefined() || !r.expectMap(n, "'deployment'")) return zones;
  r.checkKeys(n, {"side1", "side2"});
  for (int i = 0; i < 2; ++i) {
    const std::string key = i == 0 ? "side1" : "side2";
    if (const YAML::Node z = YamlReader::child(n, key); z.IsDefined())
      zones[i] = m.zone(z, "'" + key + "'");
  }
  return zones;
}

void checkPlacements(YamlReader& r, const Battlefield& battlefield,
                     const std::vector<Placed>& units, const DeploymentZones& zones,
                     const std::function<bool(TerrainKind)>& impassable,
                     const std::string& impassableRule) {
  const Rect bounds = battlefield.bounds();
  for (std::size_t i = 0; i < units.size(); ++i) {
    const Rect& b = units[i].footprint;
    const YAML::Node at = units[i].at;
    bool onTable = true;
    for (const Point& c : corners(b)) {
      if (!contains(bounds, c)) {
        r.error(at, "the unit does not fit on the table there");
        onTable = false;
        break;
      }
    }
    const int side = units[i].side == Side::One ? 0 : units[i].side == Side::Two ? 1 : -1;
    if (onTable && side >= 0 && zones[side]) {
      for (const Point& c : corners(b)) {
        if (!contains(*zones[side], c)) {
          r.error(at, "the unit stands outside its side's deployment zone");
          break;
        }
      }
    }
    // A unit may not stand where it could not move (a river, a walled place).
    if (onTable) {
      for (const TerrainShare& share : battlefield.terrainUnder(b)) {
        if (share.permille > 0 && impassable(share.kind)) {
          r.error(at, "the unit stands on impassable ground there (" +
                          std::string(terrainKindName(share.kind)) + ", " + impassableRule + ")");
          break;
        }
      }
    }
    for (std::size_t j = 0; j < i; ++j) {
      Rect a = b, o = units[j].footprint;
      a.width -= kMillimetre, a.depth -= kMillimetre, o.width -= kMillimetre,
          o.depth -= kMillimetre;
      if (overlaps(a, o)) r.error(at, "the unit overlaps '" + units[j].name + "'");
    }
  }
}

}  // namespace sandtable::scenario
