// The declarative binder (scenario/YamlBind.h): every type it reads, and each kind of error
// at its exact file:line:col (wrong type, out of range, missing required key, missing
// source, unknown key, an enumeration's unknown name, a table's missing entry, a chart's
// bad row), with nothing handed back when anything was wrong.
#include <gtest/gtest.h>

#include "scenario/YamlBind.h"

namespace sandtable::scenario {
namespace {

using bind::Name;
using bind::Record;
using data::YamlReader;

enum class Colour { Red, Green, Blue, Count_ };

struct Tags {
  bool foot = false, horse = false;
};

struct Unit {
  std::string id;
  std::string name;
  int move = 0;
  double reach = 0;
  bool fast = false;
  Colour colour = Colour::Red;
  Tags tags;
};

struct Range {
  int low = 0, high = 0;
};

struct Sheet {
  int turns = 0;
  std::vector<Unit> units;
  std::map<std::string, Unit> reserves;
  std::array<Range, 3> byColour{};
  std::vector<Range> steps;
  rules::DieChart<std::string> chart;
};

Record<Unit> unitRecord() {
  Record<Unit> r;
  r.text("name", &Unit::name)
      .integer("move", &Unit::move, 0, 10)
      .number("reach", &Unit::reach, 0, 5, bind::kOptional)
      .boolean("fast", &Unit::fast, bind::kOptional)
      .enumeration("colour", &Unit::colour,
                   {{"red", Colour::Red}, {"green", Colour::Green}, {"blue", Colour::Blue}},
                   bind::kOptional)
      .note("3.1")
      .flags("tags", &Unit::tags, {{"foot", &Tags::foot}, {"horse", &Tags::horse}}, "tag",
             bind::kOptional)
      .source()
      .check([](YamlReader& rd, const YAML::Node& n, Unit& u) {
        if (u.fast && u.move < 4)
          rd.error(YamlReader::child(n, "fast"), "a fast unit moves 4 or more");
      });
  return r;
}

Record<Sheet> sheetRecord() {
  Record<Range> range;
  range.integer("low", &Range::low, 0, 100).integer("high", &Range::high, 0, 100);
  Record<Sheet> r;
  r.integer("turns", &Sheet::turns, 1, 20)
      .entries("units", &Sheet::units, &Unit::id, unitRecord(), "unit")
      .entries("reserves", &Sheet::reserves, &Unit::id, unitRecord(), "unit")
      .optional()
      .table("by_colour", &Sheet::byColour,
             std::vector<Name<Colour>>{
                 {"red", Colour::Red}, {"green", Colour::Green}, {"blue", Colour::Blue}},
             static_cast<Colour Range::*>(nullptr), range, "colour", "every colour needs its range")
      .optional()
      .list("steps", &Sheet::steps, range, "step")
      .optional()
      .chart("chart", &Sheet::chart)
      .optional();
  return r;
}

// Every error of binding `text` (named t.yaml), one a line as file:line:col: message.
std::string errorsOf(const std::string& text, std::optional<Sheet>* out = nullptr) {
  YamlReader r = YamlReader::fromString(text, "t.yaml");
  auto sheet = sheetRecord().bind(r, r.root(), "a sheet");
  if (out) *out = std::move(sheet);
  std::string s;
  for (const data::ConfigError& e : r.errors()) s += e.str() + "\n";
  return s;
}

TEST(YamlBind, ReadsEveryKindOfField) {
  std::optional<Sheet> sheet;
  EXPECT_EQ(errorsOf(R"(turns: 12
units:
  guard:
    name: Guard
    move: 5
    reach: 1.5
    fast: yes
    colour: blue
    tags: [foot, horse]
    source: "1.2"
  scouts: {name: Scouts, move: 3, source: "1.3"}
reserves:
  militia: {name: Militia, move: 2, source: "1.4"}
by_colour:
  red: {low: 1, high: 2}
  green: {low: 3, high: 4}
  blue: {low: 5, high: 6}
steps: [{low: 0, high: 1}, {low: 2, high: 3}]
chart:
  columns: [a, b]
  rows:
    "1-3": [x, y]
    "4+": [z, w]
  source: "reconstructed: a test"
)",
                     &sheet),
            "");
  ASSERT_TRUE(sheet.has_value());
  EXPECT_EQ(sheet->turns, 12);
  ASSERT_EQ(sheet->units.size(), 2u);
  const Unit& g = sheet->units[0];
  EXPECT_EQ(g.id, "guard");
  EXPECT_EQ(g.name, "Guard");
  EXPECT_EQ(g.move, 5);
  EXPECT_DOUBLE_EQ(g.reach, 1.5);
  EXPECT_TRUE(g.fast);
  EXPECT_EQ(g.colour, Colour::Blue);
  EXPECT_TRUE(g.tags.foot && g.tags.horse);
  // Optional keys left out keep the record's defaults.
  EXPECT_EQ(sheet->units[1].id, "scouts");
  EXPECT_FALSE(sheet->units[1].fast);
  EXPECT_EQ(sheet->units[1].colour, Colour::Red);
  EXPECT_EQ(sheet->reserves.at("militia").move, 2);
  EXPECT_EQ(sheet->byColour[static_cast<int>(Colour::Blue)].high, 6);
  ASSERT_EQ(sheet->steps.size(), 2u);
  EXPECT_EQ(sheet->steps[1].low, 2);
  EXPECT_EQ(*sheet->chart.find(9, "b"), "w");
}

TEST(YamlBind, AWrongTypeIsReportedAtTheValue) {
  EXPECT_EQ(errorsOf("turns: 12\nunits:\n  guard: {name: Guard, move: three, source: s}\n"),
            "t.yaml:3:30: 'move' must be a whole number, not 'three'\n");
  EXPECT_EQ(errorsOf("turns: [12]\nunits: {}\n"),
            "t.yaml:1:8: 'turns' must be a single value, not a list\n");
  EXPECT_EQ(errorsOf("turns: 1\nunits: [a, b]\n"),
            "t.yaml:2:8: 'units' must be a map of keys and values, not a list\n");
  EXPECT_EQ(errorsOf("turns: 1\nunits:\n  guard: {name: G, move: 1, fast: maybe, source: s}\n"),
            "t.yaml:3:35: 'fast' must be true or false, not 'maybe'\n");
  EXPECT_EQ(errorsOf("turns: 1\nunits:\n  guard: {name: G, move: 1, reach: far, source: s}\n"),
            "t.yaml:3:36: 'reach' must be a number, not 'far'\n");
}

TEST(YamlBind, AValueOutOfRangeIsReportedAtTheValue) {
  EXPECT_EQ(errorsOf("turns: 30\nunits: {}\n"),
            "t.yaml:1:8: 'turns' must be between 1 and 20, not 30\n");
  EXPECT_EQ(errorsOf("turns: 1\nunits:\n  guard: {name: G, move: 1, reach: 5.5, source: s}\n"),
            "t.yaml:3:36: 'reach' must be between 0 and 5, not 5.5\n");
}

TEST(YamlBind, AMissingRequiredKeyIsReportedAtItsMap) {
  EXPECT_EQ(errorsOf("turns: 1\nunits:\n  guard: {name: G, source: s}\n"),
            "t.yaml:3:10: missing required key 'move'\n");
  // A map-valued field is a section.
  EXPECT_EQ(errorsOf("turns: 1\n"), "t.yaml:1:1: missing required section 'units'\n");
}

TEST(YamlBind, ARecordThatTakesASourceMustGiveOne) {
  EXPECT_EQ(errorsOf("turns: 1\nunits:\n  guard: {name: G, move: 1}\n"),
            "t.yaml:3:10: missing required key 'source' (where these numbers come from: the rule "
            "text and its "
            "section, or \"reconstructed: why\")\n");
  EXPECT_EQ(errorsOf("turns: 1\nunits:\n  guard: {name: G, move: 1, source: \"\"}\n"),
            "t.yaml:3:37: 'source' must not be empty\n");
}

TEST(YamlBind, UnknownAndRepeatedKeysAreRefused) {
  EXPECT_EQ(errorsOf("turns: 1\nunits:\n  guard: {name: G, move: 1, speed: 2, source: s}\n"),
            "t.yaml:3:29: unknown key 'speed' (expected one of: name, move, reach, fast, colour, "
            "tags, source)\n");
  EXPECT_EQ(errorsOf("turns: 1\nturns: 2\nunits: {}\n"), "t.yaml:2:1: duplicate key 'turns'\n");
  EXPECT_EQ(errorsOf("turns: 1\nunits:\n  a: {name: G, move: 1, source: s}\n  a: {name: H, move: "
                     "1, source: s}\n"),
            "t.yaml:4:3: duplicate key 'a'\n");
}

TEST(YamlBind, NamesMustBeKnown) {
  EXPECT_EQ(errorsOf("turns: 1\nunits:\n  guard: {name: G, move: 1, colour: pink, source: s}\n"),
            "t.yaml:3:37: 'colour' must be red, green or blue (3.1), not 'pink'\n");
  EXPECT_EQ(
      errorsOf("turns: 1\nunits:\n  guard: {name: G, move: 1, tags: [foot, wings], source: s}\n"),
      "t.yaml:3:42: unknown tag 'wings' (expected foot or horse)\n");
}

TEST(YamlBind, ATableNeedsAnEntryForEveryNameAndNoOther) {
  EXPECT_EQ(
      errorsOf(
          "turns: 1\nunits: {}\nby_colour:\n  red: {low: 1, high: 2}\n  pink: {low: 1, high: 2}\n"),
      "t.yaml:5:3: unknown colour 'pink' (expected red, green or blue)\n"
      "t.yaml:4:3: 'by_colour' has no entry for colour 'green': every colour needs its range\n"
      "t.yaml:4:3: 'by_colour' has no entry for colour 'blue': every colour needs its range\n");
}

TEST(YamlBind, ChecksRunOnlyOnCleanRecords) {
  // A fast unit that moves too little: the record's own check.
  EXPECT_EQ(errorsOf("turns: 1\nunits:\n  guard: {name: G, move: 2, fast: true, source: s}\n"),
            "t.yaml:3:35: a fast unit moves 4 or more\n");
  // With a wrong value beside it, the check does not add a second error.
  EXPECT_EQ(
      errorsOf(
          "turns: 1\nunits:\n  guard: {name: G, move: 2, fast: true, colour: pink, source: s}\n"),
      "t.yaml:3:49: 'colour' must be red, green or blue (3.1), not 'pink'\n");
}

TEST(YamlBind, AllOrNothing) {
  std::optional<Sheet> sheet;
  EXPECT_NE(errorsOf("turns: 1\nunits:\n  a: {name: G, move: 1, source: s}\n  b: {name: H, move: "
                     "11, source: s}\n",
                     &sheet),
            "");
  EXPECT_FALSE(sheet.has_value());
}

TEST(YamlBind, AChartIsReadByBand) {
  const std::string head = "turns: 1\nunits: {}\nchart:\n  columns: [a, b]\n  source: s\n  rows:\n";
  EXPECT_EQ(errorsOf(head + "    \"1-3\": [x, y]\n    \"5+\": [z, w]\n"),
            "t.yaml:8:5: the row 5+ must start at 4, one past the row 1-3 (rows ascend without "
            "gaps or overlaps)\n");
  EXPECT_EQ(errorsOf(head + "    \"1-3\": [x]\n"),
            "t.yaml:7:5: the row 1-3 has 1 cells; the chart has 2 columns\n");
  EXPECT_EQ(errorsOf(head + "    \"3-1\": [x, y]\n"),
            "t.yaml:7:5: a row's band must be a total (7), a range (2-4), a total or more (12+) or "
            "a total or less "
            "(1-), not '3-1'\n");
  EXPECT_EQ(errorsOf("turns: 1\nunits: {}\nchart: {columns: [a], rows: {\"1\": [x]}}\n"),
            "t.yaml:3:8: missing required key 'source' (where these numbers come from: the rule "
            "text and its "
            "section, or \"reconstructed: why\")\n");
}

// The assault table of a Republique-style combat chart, bound from YAML: the cells are made
// up (004 refers to a combat chart it does not print) but for the text's one worked number,
// an attacker winning a pitched battle by 7 inflicts 3P.
TEST(YamlBind, ARepubliqueStyleCombatChart) {
  struct Charts {
    rules::DieChart<std::string> assault;
  };
  Record<Charts> record;
  record.chart("assault", &Charts::assault);
  YamlReader r = YamlReader::fromString(R"(assault:
  source: "reconstructed: a test chart; 004 gives 7 -> 3P in a pitched battle"
  columns: [attacker_advantage, pitched_battle, defender_advantage]
  rows:
    "0": [1M, "-", "-"]
    "1-2": [1P, 1M, "-"]
    "3-4": [2P, 1P, 1M]
    "5-6": [2P, 2P, 1P]
    "7+": [3P, 3P, 2P]
)",
                                        "charts.yaml");
  const auto charts = record.bind(r, r.root(), "charts");
  ASSERT_TRUE(charts.has_value()) << (r.errors().empty() ? "" : r.errors().front().str());
  EXPECT_EQ(*charts->assault.find(10 - 3, "pitched_battle"), "3P");
  EXPECT_EQ(*charts->assault.find(3, "defender_advantage"), "1M");
  EXPECT_EQ(charts->assault.find(-1, "pitched_battle"), nullptr);
  EXPECT_EQ(charts->assault.clamped(-1, 0), "1M");
}

}  // namespace
}  // namespace sandtable::scenario
