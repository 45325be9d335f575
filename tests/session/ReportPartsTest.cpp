// The parts the HTML battle report is made of: escaped text and data: URIs, a unit's name as a
// map label, the hill shading (lit from the north-west, the same bytes each time), and report
// files that are always new, never over an earlier one.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "session/BattleMap.h"
#include "session/HillShade.h"
#include "session/HtmlText.h"
#include "session/ReportFiles.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::session;

TEST(HtmlText, EscapesMarkupAndEncodesPictures) {
  EXPECT_EQ(html::escape("a <b> & \"c\" 'd'"), "a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;");
  EXPECT_EQ(html::paragraphs("One <line>.\n\n  \nTwo."), "<p>One &lt;line&gt;.</p>\n<p>Two.</p>\n");
  EXPECT_EQ(html::decimal(12.345), "12.3");
  EXPECT_EQ(html::decimal(-0.04), "0.0");
  // RFC 4648's test vectors.
  EXPECT_EQ(html::base64(std::string("")), "");
  EXPECT_EQ(html::base64(std::string("f")), "Zg==");
  EXPECT_EQ(html::base64(std::string("fo")), "Zm8=");
  EXPECT_EQ(html::base64(std::string("foo")), "Zm9v");
  EXPECT_EQ(html::base64(std::string("foobar")), "Zm9vYmFy");
  // An SVG in a double-quoted attribute: markup, quotes, # and % encoded, a PNG's Base64 kept.
  EXPECT_EQ(html::svgDataUri("<svg a=\"#1\">50% é +/=</svg>"),
            "data:image/svg+xml;charset=utf-8,%3Csvg%20a=%22%231%22%3E50%25%20%C3%A9%20+/=%3C/svg%3E");
}

TEST(BattleMap, LongNamesAreLabelledOnTwoBalancedLines) {
  EXPECT_EQ(mapLabelLines("Housecarls"), (std::vector<std::string>{"Housecarls"}));
  EXPECT_EQ(mapLabelLines("Fyrd of the western shires"), (std::vector<std::string>{"Fyrd of the", "western shires"}));
  EXPECT_EQ(mapLabelLines("Norman bowmen and crossbowmen"),
            (std::vector<std::string>{"Norman bowmen", "and crossbowmen"}));
  // A line still too long is cut, with an ellipsis.
  EXPECT_EQ(mapLabelLines("Supercalifragilisticexpialidocious"),
            (std::vector<std::string>{"Supercalifragilisti\u2026"}));
}

namespace {

// A table 400 mm by 300 mm (a millimetre a metre of ground) with a round hill in the middle.
battlefield::TerrainSpec hillTable() {
  battlefield::TerrainSpec spec;
  spec.width = 400 * rules::kMillimetre;
  spec.depth = 300 * rules::kMillimetre;
  const int cols = 41, rows = 31;
  std::vector<float> heights;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const double d = std::hypot((c - 20) * 10.0, (r - 15) * 10.0);
      heights.push_back(static_cast<float>(std::max(0.0, 30.0 - d * 0.3)));
    }
  }
  spec.ground = battlefield::HeightGrid(cols, rows, 10.0, 10.0, heights);
  return spec;
}

double brightness(const GroundPicture& p, int x, int y) {
  const std::size_t i = (static_cast<std::size_t>(y) * static_cast<std::size_t>(p.width) + static_cast<std::size_t>(x)) * 3;
  return p.rgb[i] + p.rgb[i + 1] + p.rgb[i + 2];
}

}  // namespace

TEST(HillShade, SlopesFacingTheNorthWestAreLitAndTheOthersShaded) {
  const GroundPicture p = shadeGround(hillTable(), 200);
  ASSERT_EQ(p.width, 200);
  ASSERT_EQ(p.height, 150);
  ASSERT_EQ(p.rgb.size(), 200u * 150u * 3u);
  // Rows run from the north edge: the hill's north-west flank is up and to the left.
  const double northWest = brightness(p, 80, 55), southEast = brightness(p, 120, 95);
  const double flat = brightness(p, 5, 145);
  EXPECT_GT(northWest, flat + 30);
  EXPECT_LT(southEast, flat - 30);
  // The same picture, the same PNG bytes; a PNG's signature first.
  const std::vector<std::uint8_t> png = encodePng(p);
  ASSERT_GT(png.size(), 8u);
  EXPECT_EQ(std::vector<std::uint8_t>(png.begin(), png.begin() + 8),
            (std::vector<std::uint8_t>{0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'}));
  EXPECT_EQ(encodePng(shadeGround(hillTable(), 200)), png);
}

TEST(ReportFiles, ANewFileEachTimeNeverOverAnEarlierOne) {
  EXPECT_EQ(fileSlug("Hastings, 1066"), "hastings-1066");
  EXPECT_EQ(fileSlug("  Crécy: the  <battle> "), "cr-cy-the-battle");
  EXPECT_EQ(fileSlug("!!!"), "battle");
  const auto dir = test::scratchDir("report_files") / "reports";  // made when first written to
  const auto first = writeNewFile(dir, "hastings-1066", ".html", "first");
  const auto second = writeNewFile(dir, "hastings-1066", ".html", "second");
  const auto third = writeNewFile(dir, "hastings-1066", ".html", "third");
  EXPECT_EQ(first, dir / "hastings-1066.html");
  EXPECT_EQ(second, dir / "hastings-1066-2.html");
  EXPECT_EQ(third, dir / "hastings-1066-3.html");
  EXPECT_EQ(test::fileText(first), "first");
  EXPECT_EQ(test::fileText(second), "second");
  EXPECT_EQ(test::fileText(third), "third");
  // Nothing else left in the folder (no temporary file).
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& f : std::filesystem::directory_iterator(dir)) ++files;
  EXPECT_EQ(files, 3u);
  // A folder that cannot be made: the reason, with the path.
  std::ofstream(dir / "a-file") << "x";
  EXPECT_THROW(writeNewFile(dir / "a-file" / "below", "x", ".html", "y"), std::runtime_error);
}
