// config/rulesets/roberts.yaml: the shipped file reads cleanly, every section says where its
// numbers come from, and a wrong file is refused at its file:line:col.
#include <gtest/gtest.h>

#include "RulesetText.h"

#include <algorithm>

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

TEST(RobertsRulesetFile, TheShippedFileIsClean) {
  const auto errors = errorsOf(shipped());
  for (const auto& e : errors) ADD_FAILURE() << e.str();
}

// Every number of the file is either the text's or marked as Sandtable's reconstruction: each
// troop type, weapon, armour, attribute and training level has a source.
TEST(RobertsRulesetFile, EverySectionSaysWhereItsNumbersComeFrom) {
  const std::string text = replaced(
      shipped(), "    source: \"000 Point Cost example: 'make them Militia (-50%)'.\"\n", "");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("missing required key 'source'"), std::string::npos);
  EXPECT_EQ(errors[0].line, lineOf(text, "    cost_percent: -50"));  // the militia entry
}

TEST(RobertsRulesetFile, AWrongNumberIsRefusedAtItsPlace) {
  const std::string text =
      replaced(shipped(), "    size: 4\n    base_cost: 10\n", "    size: 4\n    base_cost: -3\n");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("'base_cost' must be between 1 and 1000, not -3"),
            std::string::npos);
  EXPECT_EQ(errors[0].line, lineOf(text, "base_cost: -3"));
  EXPECT_EQ(errors[0].column, 16);
  EXPECT_EQ(errors[0].file, "roberts.yaml");
}

TEST(RobertsRulesetFile, UnknownNamesAreRefusedWithTheKnownOnes) {
  const std::string text =
      replaced(shipped(), "free_attributes: [shock]", "free_attributes: [shok]");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("unknown attribute 'shok' (expected elite, militia,"),
            std::string::npos);
  EXPECT_EQ(errors[0].line, lineOf(text, "[shok]"));
}

TEST(RobertsRulesetFile, EveryTroopTypeAndScaleIsRequired) {
  std::string text = shipped();
  text = replaced(text, "      15mm: {figures: 3, width_mm: 40, depth_mm: 20}\n", "");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("'bases' has no entry for scale '15mm'"), std::string::npos);
}

TEST(RobertsRulesetFile, SizeLimitsMustBeInOrder) {
  const std::string text = replaced(shipped(), "    min_size: 8\n    max_size: 24\n",
                                    "    min_size: 30\n    max_size: 24\n");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("'min_size' is above 'max_size'"), std::string::npos);
  EXPECT_EQ(errors[0].line, lineOf(text, "min_size: 30"));
}

TEST(RobertsRulesetFile, ItIsRobertsFile) {
  const auto errors = errorsOf(replaced(shipped(), "  id: roberts", "  id: warlords"));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("this file is for ruleset 'warlords', not roberts"),
            std::string::npos);
}
