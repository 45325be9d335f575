// A chart read by a die roll (rules/core/DieChart.h): the bands a chart writes, rows that
// must ascend without gaps, lookups that report a total past the chart or clamp it, and
// column shifts held at the edges.
#include <gtest/gtest.h>

#include "rules/core/DieChart.h"

namespace sandtable::rules {
namespace {

TEST(DieChart, ReadsTheBandsAChartWrites) {
  const auto band = [](std::string_view t) {
    const auto b = parseRollBand(t);
    return b ? std::make_pair(b->low, b->high) : std::make_pair(-999, -999);
  };
  EXPECT_EQ(band("7"), std::make_pair(7, 7));
  EXPECT_EQ(band("2-4"), std::make_pair(2, 4));
  EXPECT_EQ(band("12+"), std::make_pair(12, INT_MAX));
  EXPECT_EQ(band("1-"), std::make_pair(INT_MIN, 1));
  EXPECT_EQ(band("-2"), std::make_pair(-2, -2));
  EXPECT_EQ(band("-3--1"), std::make_pair(-3, -1));
  EXPECT_EQ(band("-1-"), std::make_pair(INT_MIN, -1));
  EXPECT_EQ(band("2-"), std::make_pair(INT_MIN, 2));
  for (const char* bad : {"", "-", "+", "4-2", "a", "2-4-6", "+3", "3++", "2 - 4", "--1"}) {
    EXPECT_FALSE(parseRollBand(bad).has_value()) << bad;
  }
  // Written back as read.
  for (const char* t : {"7", "2-4", "12+", "1-", "-3--1"}) EXPECT_EQ(parseRollBand(t)->text(), t);
}

TEST(DieChart, RowsAscendWithoutGapsOrOverlaps) {
  DieChart<std::string> c;
  EXPECT_EQ(c.setColumns({}), "a chart needs at least one column");
  EXPECT_EQ(c.setColumns({"a", "a"}), "column 'a' is named twice");
  ASSERT_EQ(c.setColumns({"a", "b"}), "");
  EXPECT_NE(c.addRow(*parseRollBand("2-4"), {"x"}).find("has 1 cells; the chart has 2 columns"),
            std::string::npos);
  ASSERT_EQ(c.addRow(*parseRollBand("1-"), {"w", "x"}), "");
  EXPECT_NE(c.addRow(*parseRollBand("3"), {"y", "z"}).find("must start at 2"),
            std::string::npos);  // a gap
  EXPECT_NE(c.addRow(*parseRollBand("1-3"), {"y", "z"}).find("must start at 2"),
            std::string::npos);  // an overlap
  EXPECT_NE(c.addRow(*parseRollBand("0-"), {"y", "z"}).find("only the first row may be open below"),
            std::string::npos);
  ASSERT_EQ(c.addRow(*parseRollBand("2-4"), {"y", "z"}), "");
  ASSERT_EQ(c.addRow(*parseRollBand("5+"), {"u", "v"}), "");
  EXPECT_NE(c.addRow(*parseRollBand("9"), {"u", "v"}).find("open above"), std::string::npos);
  EXPECT_EQ(c.rows().size(), 3u);
}

// A Republique-style assault table. Republique 5.0 (004) refers to a combat chart it does not
// print, so these cells are made up for the test; the one number the text gives is kept: an
// attacker winning a pitched battle by 7 inflicts 3P (004, the assault example).
DieChart<std::string> assaultChart() {
  DieChart<std::string> c;
  c.setColumns({"attacker_advantage", "pitched_battle", "defender_advantage"});
  c.addRow(*parseRollBand("0"), {"1M", "-", "-"});
  c.addRow(*parseRollBand("1-2"), {"1P", "1M", "-"});
  c.addRow(*parseRollBand("3-4"), {"2P", "1P", "1M"});
  c.addRow(*parseRollBand("5-6"), {"2P", "2P", "1P"});
  c.addRow(*parseRollBand("7+"), {"3P", "3P", "2P"});
  return c;
}

TEST(DieChart, ARepubliqueAssaultIsLookedUpByMarginAndTable) {
  const DieChart<std::string> c = assaultChart();
  // Modified 10 against 3: the attacker wins by 7 in a pitched battle.
  ASSERT_NE(c.find(10 - 3, "pitched_battle"), nullptr);
  EXPECT_EQ(*c.find(10 - 3, "pitched_battle"), "3P");
  EXPECT_EQ(*c.find(15, "pitched_battle"), "3P");  // 7+ is open above
  EXPECT_EQ(*c.find(2, "attacker_advantage"), "1P");
  EXPECT_EQ(*c.find(4, 2), "1M");
  // Past the chart, or a column it does not have: reported, not guessed.
  EXPECT_EQ(c.find(-1, "pitched_battle"), nullptr);
  EXPECT_EQ(c.find(3, "ambush"), nullptr);
  EXPECT_EQ(c.find(3, std::size_t{3}), nullptr);
  EXPECT_FALSE(c.rowOf(-1).has_value());
  EXPECT_EQ(c.rowOf(6), 3u);
  // Clamped: a margin below the chart reads its first row; a column moved past an edge
  // reads the edge (a chart whose modifiers shift the result left or right).
  EXPECT_EQ(c.clamped(-5, 1), "-");
  EXPECT_EQ(c.clamped(5, -2), "2P");
  EXPECT_EQ(c.clamped(5, 7), "1P");
  EXPECT_EQ(c.lowest(), 0);
  EXPECT_EQ(c.highest(), INT_MAX);
}

// Cells may be small structs: a result and its morale hits.
TEST(DieChart, CellsMayBeStructs) {
  struct Result {
    std::string code;
    int hits = 0;
  };
  DieChart<Result> c;
  ASSERT_EQ(c.setColumns({"1", "2"}), "");
  ASSERT_EQ(c.addRow(*parseRollBand("1-5"), {{"miss", 0}, {"hit", 1}}), "");
  ASSERT_EQ(c.addRow(*parseRollBand("6-10"), {{"hit", 1}, {"hit", 2}}), "");
  EXPECT_EQ(c.find(8, "2")->hits, 2);
  EXPECT_EQ(c.clamped(11, 0).code, "hit");
  EXPECT_EQ(c.find(11, "2"), nullptr);
}

}  // namespace
}  // namespace sandtable::rules
