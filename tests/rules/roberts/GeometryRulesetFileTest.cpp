// config/rulesets/roberts.yaml's numbers of the table's geometry: every missile weapon's
// range, the firing arcs, the line of fire's corridor, the charge's and the pursuit's; a wrong
// entry is refused at its place.
#include <gtest/gtest.h>

#include <algorithm>

#include "RobertsBed.h"
#include "RulesetText.h"
#include "data/YamlReader.h"
#include "scenario/roberts/RobertsData.h"
#include "support/TestPaths.h"

using namespace sandtable;

namespace {

std::string shipped() { return test::roberts::shippedRulesetText(); }
std::vector<data::ConfigError> errorsOf(std::string text) {
  return test::roberts::rulesetErrorsOf(std::move(text));
}
using test::roberts::lineOf;
using test::roberts::replaced;

}  // namespace

// 000 Missile Fire: 'if any other unit (friendly or enemy) comes within 1/2", the line of fire
// is blocked'; fire groups 'within 1"'; the reconstructed arcs, heights and charge numbers.
TEST(RobertsGeometryRulesetFile, TheShippedGeometryNumbers) {
  const auto& t = test::roberts::tables();
  EXPECT_DOUBLE_EQ(t.combat.missile.lineOfFireClearanceInches, 0.5);
  EXPECT_DOUBLE_EQ(t.combat.missile.fireGroupSpacingInches, 1);
  EXPECT_EQ(t.combat.missile.firingArcDegrees, 45);
  EXPECT_EQ(t.combat.missile.extendedArcDegrees, 90);
  EXPECT_DOUBLE_EQ(t.combat.missile.figureHeightInches, 1);
  EXPECT_EQ(t.combat.pursuit.advanceBaseDepths, 1);
  EXPECT_DOUBLE_EQ(t.combat.pursuit.overrunLeftoverFraction, 0.5);
  EXPECT_EQ(t.charging.obliqueDegrees, 45);
  for (const auto& w : t.missiles) EXPECT_GT(w.rangeInches, 0) << w.id;
}

TEST(RobertsGeometryRulesetFile, ARangeOfNothingIsRefusedAtItsPlace) {
  const std::string text = replaced(shipped(), "    range_inches: 2\n", "    range_inches: 0\n");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("range_inches"), std::string::npos) << errors[0].message;
  EXPECT_EQ(errors[0].line, lineOf(text, "    range_inches: 0"));
}

TEST(RobertsGeometryRulesetFile, AMissingRangeIsRefused) {
  const std::string text = replaced(shipped(), "    range_inches: 12\n", "");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("range_inches"), std::string::npos) << errors[0].message;
}

TEST(RobertsGeometryRulesetFile, AnExtendedArcNarrowerThanTheArcIsRefusedAtItsPlace) {
  const std::string text =
      replaced(shipped(), "  extended_arc_degrees: 90\n", "  extended_arc_degrees: 30\n");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("extended arc"), std::string::npos) << errors[0].message;
  EXPECT_EQ(errors[0].line, lineOf(text, "  extended_arc_degrees: 30"));
}

TEST(RobertsGeometryRulesetFile, AMissingChargingSectionIsRefused) {
  std::string text = shipped();
  const auto from = text.find("# Charges: the charge move's geometry");
  const auto to = text.find("\n\n", from);
  ASSERT_NE(from, std::string::npos);
  text.erase(from, to - from);
  const auto errors = errorsOf(text);
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors[0].message.find("charging"), std::string::npos) << errors[0].message;
}
