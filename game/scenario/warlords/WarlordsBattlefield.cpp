// A Warlords scenario's table: a measured battlefield in spans, or an open flat table.
#include "WarlordsBattlefield.h"

#include <algorithm>
#include <cmath>

#include "scenario/BattlefieldSection.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules;

namespace {

// Warlords' own limits on a span (a base width, 001 1.2) and its ground scale.
constexpr std::int64_t kMinSpanMm = 5, kMaxSpanMm = 200;
constexpr std::int64_t kMaxGroundMetres = 1000;

// The open table of small fixtures: {table_mm: [w, d], span_mm, ground_m_per_span}.
std::optional<WarlordsTable> readFlat(YamlReader& r, const YAML::Node& bf) {
  const std::size_t before = r.errors().size();
  r.checkKeys(bf, {"table_mm", "span_mm", "ground_m_per_span"});
  Length w = 0, d = 0;
  const YAML::Node size = YamlReader::child(bf, "table_mm");
  if (!size.IsSequence() || size.size() != 2) {
    r.error(size, "'table_mm' must be [width, depth] of the table in millimetres");
  } else {
    w = r.integerValue(size[0], "the table's width", 200, 10000).value_or(0) * kMillimetre;
    d = r.integerValue(size[1], "the table's depth", 200, 10000).value_or(0) * kMillimetre;
  }
  WarlordsTable t;
  t.span = r.integer(bf, "span_mm", true, kMinSpanMm, kMaxSpanMm).value_or(0) * kMillimetre;
  t.groundMetresPerSpan = static_cast<int>(r.integer(bf, "ground_m_per_span", true, 1, kMaxGroundMetres).value_or(0));
  if (r.errors().size() != before) return std::nullopt;
  t.battlefield = std::make_shared<FlatBattlefield>(Rect{{w / 2, d / 2}, 0, w, d});
  return t;
}

// A measured battlefield: Warlords measures in spans, so its scale must be in spans, and
// the span and ground scale are the battlefield's own (there is no second number to
// disagree with it).
std::optional<WarlordsTable> readMeasured(YamlReader& r, const YAML::Node& bf) {
  const std::size_t before = r.errors().size();
  for (const char* key : {"span_mm", "ground_m_per_span"}) {
    if (const YAML::Node n = YamlReader::child(bf, key); n.IsDefined()) {
      r.error(n, std::string("a measured battlefield gives the span in its scale ({unit: span, unit_mm: ..., ground_m: ...}); '") +
                     key + "' belongs only beside 'table_mm'");
    }
  }
  if (r.errors().size() != before) return std::nullopt;
  const std::optional<LoadedBattlefield> loaded = readBattlefieldSection(r, bf);
  if (!loaded) return std::nullopt;
  const battlefield::GroundScale& scale = loaded->terrain->scale;
  // Where to point at a scale that is wrong for Warlords: the scale's unit when inline,
  // the file's name when the battlefield is in its own file.
  const YAML::Node file = YamlReader::child(bf, "file");
  const YAML::Node at = file.IsDefined() ? file : YamlReader::child(YamlReader::child(bf, "scale"), "unit");
  const std::string whose = file.IsDefined() ? "the battlefield '" + file.Scalar() + "'" : "the battlefield";
  if (scale.unit != "span") {
    r.error(at, whose + " is measured in " + scale.unit +
                    "; Warlords measures in spans (001 1.2): its scale must be {unit: span, unit_mm: the base "
                    "width in mm, ground_m: metres of ground a span stands for}");
    return std::nullopt;
  }
  const Length span = scale.unitLength();
  if (span < kMinSpanMm * kMillimetre || span > kMaxSpanMm * kMillimetre) {
    r.error(at, whose + " has a span of " + std::to_string(scale.unitMm) + " mm; Warlords needs a span (a base width) of " +
                    std::to_string(kMinSpanMm) + " to " + std::to_string(kMaxSpanMm) + " mm");
    return std::nullopt;
  }
  const long ground = std::lround(scale.groundM);  // whole metres: only a man's eye height uses it
  if (ground < 1 || ground > kMaxGroundMetres) {
    r.error(at, whose + " has " + std::to_string(scale.groundM) + " m of ground a span; Warlords plays 1 to " +
                    std::to_string(kMaxGroundMetres) + " m a span");
    return std::nullopt;
  }
  WarlordsTable t;
  t.battlefield = loaded->battlefield;
  t.span = span;
  t.groundMetresPerSpan = static_cast<int>(ground);
  return t;
}

}  // namespace

std::optional<WarlordsTable> readWarlordsBattlefield(YamlReader& r, const YAML::Node& root) {
  const YAML::Node bf = YamlReader::child(root, "battlefield");
  if (!bf.IsDefined()) {
    r.error(root, "missing required section 'battlefield' (a measured battlefield in spans, inline or {file: ...})");
    return std::nullopt;
  }
  if (!r.expectMap(bf, "'battlefield'")) return std::nullopt;
  if (YamlReader::child(bf, "table_mm").IsDefined()) {
    if (isMeasuredBattlefield(bf)) {
      r.error(YamlReader::child(bf, "table_mm"),
              "'table_mm' is the open flat table; a measured battlefield gives 'scale' and 'size' instead");
      return std::nullopt;
    }
    return readFlat(r, bf);
  }
  return readMeasured(r, bf);
}

}  // namespace sandtable::scenario
