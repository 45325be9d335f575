// The measured-table scenario loader (scenario/MeasuredScenario.h) in a system's own unit:
// an inch table for the inch systems and a span table for Warlords, lengths to three
// decimals, points, zones, deployment zones and the placement checks.
#include <gtest/gtest.h>

#include "scenario/MeasuredScenario.h"
#include "support/ScenarioText.h"

namespace sandtable::scenario {
namespace {

using data::YamlReader;
using namespace sandtable::rules;

const MeasureUnit& inchUnit() {
  static const MeasureUnit u = inches("War of the Roses", "002");
  return u;
}

std::string errorsOf(const YamlReader& r) {
  std::string s;
  for (const data::ConfigError& e : r.errors()) s += e.str() + "\n";
  return s;
}

TEST(MeasuredScenario, AnInchTableIsAnInchOfTheTableWhateverTheGroundScale) {
  // The open flat table: an inch has no length to give, only its ground.
  YamlReader flat = YamlReader::fromString(
      "battlefield: {table_mm: [1800, 1200], ground_m_per_inch: 9}\n", "s.yaml");
  const auto t = readMeasuredTable(flat, flat.root(), inchUnit());
  ASSERT_TRUE(t.has_value()) << errorsOf(flat);
  EXPECT_EQ(t->unit, 25400);
  EXPECT_EQ(t->groundMetresPerUnit, 9);
  EXPECT_EQ(t->battlefield->bounds().width, 1800 * kMillimetre);
  // A measured battlefield in inches.
  YamlReader measured = YamlReader::fromString(
      "battlefield:\n  scale: {unit: inch, ground_m: 20}\n  size: [72, 48]\n", "s.yaml");
  const auto m = readMeasuredTable(measured, measured.root(), inchUnit());
  ASSERT_TRUE(m.has_value()) << errorsOf(measured);
  EXPECT_EQ(m->unit, 25400);
  EXPECT_EQ(m->groundMetresPerUnit, 20);
  EXPECT_EQ(m->battlefield->bounds().width, 72 * 25400);
}

TEST(MeasuredScenario, TheScaleMustBeInTheSystemsUnit) {
  YamlReader r = YamlReader::fromString(
      "battlefield:\n  scale: {unit: span, unit_mm: 40, ground_m: 18}\n  size: [20, 20]\n",
      "s.yaml");
  EXPECT_FALSE(readMeasuredTable(r, r.root(), inchUnit()).has_value());
  EXPECT_EQ(errorsOf(r),
            "s.yaml:2:17: the battlefield is measured in span; War of the Roses measures in inches "
            "(002): its scale "
            "must be {unit: inch, ground_m: metres of ground per inch}\n");
  // The flat table of an inch system takes no inch_mm.
  YamlReader flat = YamlReader::fromString(
      "battlefield: {table_mm: [1800, 1200], inch_mm: 25, ground_m_per_inch: 9}\n", "s.yaml");
  EXPECT_FALSE(readMeasuredTable(flat, flat.root(), inchUnit()).has_value());
  EXPECT_EQ(errorsOf(flat),
            "s.yaml:1:39: unknown key 'inch_mm' (expected one of: table_mm, ground_m_per_inch)\n");
  // No battlefield at all.
  YamlReader none = YamlReader::fromString("scenario: {}\n", "s.yaml");
  EXPECT_FALSE(readMeasuredTable(none, none.root(), inchUnit()).has_value());
  EXPECT_EQ(errorsOf(none),
            "s.yaml:1:1: missing required section 'battlefield' (a measured battlefield in inches, "
            "inline or "
            "{file: ...})\n");
}

TEST(MeasuredScenario, LengthsPointsAndZonesAreInTheUnit) {
  YamlReader r = YamlReader::fromString(
      "a: [10, 2.5]\nb: [1.2345, 0]\nz: [[30, 40], [10, 36]]\nf: {facing: 400}\n", "s.yaml");
  MeasuredReader m(r, inchUnit(), 25400);
  const auto a = m.point(YamlReader::child(r.root(), "a"), "'a'");
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(*a, (Point{254000, 63500}));
  EXPECT_FALSE(m.point(YamlReader::child(r.root(), "b"), "'b'").has_value());
  const auto z = m.zone(YamlReader::child(r.root(), "z"), "'z'");
  ASSERT_TRUE(z.has_value());
  EXPECT_EQ(z->centre, (Point{20 * 25400, 38 * 25400}));
  EXPECT_EQ(z->width, 20 * 25400);
  EXPECT_EQ(z->depth, 4 * 25400);
  EXPECT_FALSE(m.facing(YamlReader::child(r.root(), "f"), "facing").has_value());
  EXPECT_EQ(errorsOf(r),
            "s.yaml:2:5: x must be a number of inches with at most three decimals, not '1.2345'\n"
            "s.yaml:4:13: 'facing' must be between 0 and 359, not 400\n");
}

TEST(MeasuredScenario, PlacementsStayOnTheTableInTheirZoneAndApart) {
  YamlReader r = YamlReader::fromString("u0: here\nu1: here\nu2: here\nu3: here\n", "s.yaml");
  const FlatBattlefield table(Rect{{500000, 500000}, 0, 1000000, 1000000});
  DeploymentZones zones;
  zones[0] = Rect{{500000, 150000}, 0, 1000000, 300000};  // side 1: the southern 300 mm
  const auto unitAt = [&](int i, Point c, Side side) {
    return Placed{Rect{c, 0, 100000, 40000}, side, "u" + std::to_string(i),
                  YamlReader::child(r.root(), "u" + std::to_string(i))};
  };
  const std::vector<Placed> units{
      unitAt(0, {200000, 100000}, Side::One),   // in its zone
      unitAt(1, {200000, 600000}, Side::One),   // outside it
      unitAt(2, {980000, 800000}, Side::Two),   // off the table's east edge
      unitAt(3, {250000, 100000}, Side::Two)};  // on top of u0 (side 2 has no zone)
  checkPlacements(
      r, table, units, zones, [](TerrainKind) { return false; }, "test");
  EXPECT_EQ(errorsOf(r),
            "s.yaml:2:5: the unit stands outside its side's deployment zone\n"
            "s.yaml:3:5: the unit does not fit on the table there\n"
            "s.yaml:4:5: the unit overlaps 'u0'\n");
}

// Warlords reads its table, points and deployment zones through the loader, in spans.
TEST(MeasuredScenario, AWarlordsScenarioMayGiveDeploymentZones) {
  const std::string head = R"(scenario: {name: t, ruleset: warlords}
battlefield: {table_mm: [800, 800], span_mm: 40, ground_m_per_span: 18}
profiles:
  foot: {name: Foot, type: close_foot, training: irregular, armour: 0, weapon: heavy}
victory: {turn_limit: 5}
sides:
  side1: {name: A, units: [{profile: foot, stands: 3, at: [5, 5], facing: 0}]}
  side2: {name: B, units: [{profile: foot, stands: 3, at: [5, 15], facing: 180}]}
)";
  EXPECT_EQ(test::scenarioErrors(
                head + "deployment: {side1: [[0, 0], [20, 6]], side2: [[0, 14], [20, 20]]}\n"),
            "");
  const std::string e = test::scenarioErrors(
      head + "deployment: {side1: [[0, 0], [20, 6]], side2: [[0, 16], [20, 20]]}\n");
  EXPECT_EQ(e, "test.yaml:8:59: the unit stands outside its side's deployment zone\n") << e;
}

}  // namespace
}  // namespace sandtable::scenario
