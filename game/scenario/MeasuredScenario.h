// The parts of a measured-table scenario every measured system shares, in the system's own
// unit of measure (spans, inches): the table (a measured battlefield whose scale is in that
// unit, or an open flat table for small fixtures), lengths and points written in the unit
// ("12.5" to three decimals, [x, y] from the table's south-west corner), facings in
// degrees, deployment zones, and the check that a unit's footprint stands on the table, on
// ground it may enter and clear of the others. A system names its unit once (MeasureUnit)
// and reads its own keys (profiles, personalities, victory) around these.
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "data/YamlReader.h"
#include "rules/core/Battlefield.h"
#include "rules/core/Geometry.h"
#include "rules/core/Units.h"

namespace sandtable::scenario {

// A system's unit of measure and what it may be on the table.
struct MeasureUnit {
  std::string system;   // "Warlords", in messages
  std::string name;     // "span", as a battlefield's scale writes it ({unit: span})
  std::string plural;   // "spans"
  std::string rule;     // where the system says so ("001 1.2")
  std::string meaning;  // what fixes its length on the table ("a base width"); empty: fixed
  double minMm = 0;     // how long one may be on the table, in millimetres
  double maxMm = 0;
  int maxGroundMetres = 1000;  // ground one may stand for, in whole metres (1 to this)
};

// Spans: one base width (Warlords, 001 1.2).
MeasureUnit spans(std::string system, std::string rule);
// Inches of the table (Robert's Rules, War of the Roses, Republique): always 25.4 mm; only
// the ground scale varies.
MeasureUnit inches(std::string system, std::string rule);

struct MeasuredTable {
  std::shared_ptr<const rules::Battlefield> battlefield;
  rules::Length unit = 0;       // one unit of measure on the table
  int groundMetresPerUnit = 0;  // ground one unit stands for, in whole metres
};

// Reads the scenario's `battlefield:` (undefined: an error at `root`): a measured battlefield
// (inline or {file: ...}) whose scale must be in `measure`, or the open flat table
// {table_mm: [w, d], <unit>_mm, ground_m_per_<unit>}. Nothing when it had errors.
std::optional<MeasuredTable> readMeasuredTable(data::YamlReader& r, const YAML::Node& root,
                                               const MeasureUnit& measure);

// Lengths, points, facings and zones of one scenario, in its unit.
class MeasuredReader {
 public:
  MeasuredReader(data::YamlReader& r, const MeasureUnit& measure, rules::Length unit)
      : mR(r), mMeasure(measure), mUnit(unit) {}

  // A length as written ("12", "12.5", "-0.25"), to three decimals of the unit.
  std::optional<rules::Length> length(const YAML::Node& n, std::string_view what);
  // [x, y] in the unit from the table's south-west corner.
  std::optional<rules::Point> point(const YAML::Node& n, std::string_view what);
  // A required key of `map`: a facing in whole degrees, 0 to 359.
  std::optional<rules::Angle> facing(const YAML::Node& map, std::string_view key);
  // A zone written [[x0, y0], [x1, y1]] (two opposite corners, any order), as an unturned
  // rectangle.
  std::optional<rules::Rect> zone(const YAML::Node& n, std::string_view what);

  const MeasureUnit& measure() const { return mMeasure; }
  rules::Length unit() const { return mUnit; }

 private:
  data::YamlReader& mR;
  const MeasureUnit& mMeasure;
  rules::Length mUnit;
};

// A scenario's optional `deployment:` section, {side1: zone, side2: zone}: where each side's
// units must start. A side without a zone may deploy anywhere on the table.
using DeploymentZones = std::array<std::optional<rules::Rect>, 2>;
DeploymentZones readDeploymentZones(MeasuredReader& m, data::YamlReader& r, const YAML::Node& root);

// One unit placed on the table, for placementErrors.
struct Placed {
  rules::Rect footprint;
  rules::Side side = rules::Side::None;
  std::string name;
  YAML::Node at;  // where to report a problem
};

// Every unit must stand wholly on the table and inside its side's zone, on ground it may
// enter (`impassable` says which ground it may not), and clear of every other unit (edges
// may touch: a millimetre of overlap is forgiven). Errors go to `r` at each unit's `at`.
void checkPlacements(data::YamlReader& r, const rules::Battlefield& battlefield,
                     const std::vector<Placed>& units, const DeploymentZones& zones,
                     const std::function<bool(rules::TerrainKind)>& impassable,
                     const std::string& impassableRule);

}  // namespace sandtable::scenario
