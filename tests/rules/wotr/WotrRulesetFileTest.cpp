// config/rulesets/wotr.yaml: the shipped file reads cleanly with the outline's numbers, every
// section says where its numbers come from, and a wrong file is refused at its file:line:col.
#include <gtest/gtest.h>

#include "WotrBed.h"

using namespace sandtable;
using namespace sandtable::test::wotr;

namespace {

std::vector<data::ConfigError> errorsOf(std::string text) {
  return rulesetErrorsOf(std::move(text));
}

void expectOneError(const std::string& text, const std::string& message, const std::string& at) {
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u) << (errors.empty() ? "" : errors[0].str());
  EXPECT_NE(errors[0].message.find(message), std::string::npos) << errors[0].str();
  EXPECT_EQ(errors[0].line, lineOf(text, at)) << errors[0].str();
  EXPECT_EQ(errors[0].file, "wotr.yaml");
}

}  // namespace

TEST(WotrRulesetFile, TheShippedFileIsClean) {
  for (const auto& e : errorsOf(shippedRulesetText())) ADD_FAILURE() << e.str();
}

TEST(WotrRulesetFile, TheShippedNumbersAreTheOutlines) {
  const Tables& t = tables();
  EXPECT_EQ(t.kind(Kind::Knight).cost, 4);
  EXPECT_EQ(t.kind(Kind::Levy).rallyNeeds, 0);
  EXPECT_EQ(t.moraleClass(MoraleClass::Raw).cost, -1);
  EXPECT_EQ(t.protection(Protection::Heavy).cost, 3);
  ASSERT_NE(t.weapon("artillery"), nullptr);
  EXPECT_EQ(t.weapon("artillery")->cost, 10);
  EXPECT_EQ(t.weapon("artillery")->shooting.dice, 1);
  EXPECT_EQ(t.weapon("artillery")->shooting.range, 48);
  EXPECT_EQ(t.weapon("handgun")->shooting.range, 10);
  EXPECT_EQ(t.weapon("handgun")->shooting.longRange, 5);
  EXPECT_EQ(t.weapon("longbow")->shooting.range, 24);
  EXPECT_EQ(t.weapon("longbow")->shooting.longRange, 8);
  EXPECT_FALSE(t.weapon("pike")->shoots);
  EXPECT_TRUE(t.weapon("bow")->shoots);
  EXPECT_DOUBLE_EQ(t.fire.arcDegrees, 22.5);
  EXPECT_DOUBLE_EQ(t.melee.chargeArcDegrees, 22.5);
  EXPECT_EQ(t.unitSizes[static_cast<std::size_t>(Arm::Infantry)].minFigures, 8);
  EXPECT_EQ(t.unitSizes[static_cast<std::size_t>(Arm::Infantry)].maxFigures, 24);
  EXPECT_EQ(t.unitSizes[static_cast<std::size_t>(Arm::Cavalry)].minFigures, 6);
  EXPECT_EQ(t.unitSizes[static_cast<std::size_t>(Arm::Cavalry)].maxFigures, 12);
  EXPECT_EQ(t.unitSizes[static_cast<std::size_t>(Arm::Artillery)].maxBases, 1);
  EXPECT_DOUBLE_EQ(t.leaders.commandRadius, 12);
  EXPECT_DOUBLE_EQ(t.leaders.messengerSpeed, 12);
  EXPECT_DOUBLE_EQ(t.moraleRules.seeRadius, 12);
  EXPECT_DOUBLE_EQ(t.terrain.minor, 2);
  EXPECT_DOUBLE_EQ(t.terrain.minorCavalryArtillery, 4);
  EXPECT_DOUBLE_EQ(t.terrain.major, 4);
  EXPECT_DOUBLE_EQ(t.terrain.majorCavalryAllowance, 2);
  EXPECT_TRUE(t.terrain.majorImpassableToArtillery);
}

TEST(WotrRulesetFile, EverySectionSaysWhereItsNumbersComeFrom) {
  const std::string text = replaced(
      shippedRulesetText(), "    source: \"002 Fire Modifiers: 'Mounted firers -3'.\"\n", "");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("missing required key 'source'"), std::string::npos);
  EXPECT_EQ(errors[0].line, lineOf(text, "  mounted_firers:\n") + 1);  // its map, at 'value'
}

TEST(WotrRulesetFile, AWrongNumberIsRefusedAtItsPlace) {
  const std::string text =
      replaced(shippedRulesetText(), "    cost: 4\n    melee: 2\n", "    cost: 4\n    melee: 99\n");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("'melee' must be between -20 and 20, not 99"), std::string::npos)
      << errors[0].str();
  EXPECT_EQ(errors[0].line, lineOf(text, "melee: 99"));
  EXPECT_EQ(errors[0].column, 12);
}

TEST(WotrRulesetFile, AFractionIsWholeNumbersAtMostOne) {
  expectOneError(replaced(shippedRulesetText(), "    light: 1/4\n", "    light: 0.25\n"),
                 "'light' must be a fraction such as 1/3, not '0.25'", "light: 0.25");
  expectOneError(replaced(shippedRulesetText(), "    light: 1/4\n", "    light: 5/4\n"),
                 "'light' must be a fraction such as 1/3, not '5/4'", "light: 5/4");
}

TEST(WotrRulesetFile, EveryRowOfTheMoraleTableHasEveryColumn) {
  const std::string text = replaced(
      shippedRulesetText(),
      "needs: {mounted_knights: 2, foot_knights: 2, professionals: 3, militia: 3, levy: 4}",
      "needs: {mounted_knights: 2, foot_knights: 2, professionals: 3, militia: 3}");
  expectOneError(text, "'needs' has no score for levy",
                 "needs: {mounted_knights: 2, foot_knights: 2, professionals: 3, militia: 3}");
}

TEST(WotrRulesetFile, UnknownNamesAreRefusedWithTheKnownOnes) {
  expectOneError(replaced(shippedRulesetText(), "furious: [mounted_knights, professionals]",
                          "furious: [mounted_knigths, professionals]"),
                 "unknown testing unit 'mounted_knigths' (expected mounted_knights, foot_knights,",
                 "furious: [mounted_knigths");
  expectOneError(replaced(shippedRulesetText(), "    melee: pike\n", "    melee: pikes\n"),
                 "'melee' must be none, shooter, longbow, pike or lance", "melee: pikes");
}

TEST(WotrRulesetFile, AMissingKindIsNamed) {
  const std::string text = replaced(shippedRulesetText(), "  levy:\n    name: \"Levy\"\n",
                                    "  levies:\n    name: \"Levy\"\n");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_NE(errors[0].message.find(
                "unknown kind 'levies' (expected knight, professional, militia or levy)"),
            std::string::npos)
      << errors[0].str();
  EXPECT_NE(errors[1].message.find("'kinds' has no entry for kind 'levy'"), std::string::npos)
      << errors[1].str();
}

TEST(WotrRulesetFile, AShooterWithoutItsShootingIsRefused) {
  const std::string text = replaced(shippedRulesetText(),
                                    "    shoots: {casualties: crossbow_longbow, dice: 2, modifier: "
                                    "-2, range: 24, long_range: 8}\n",
                                    "");
  expectOneError(text, "a shooter's weapon ('melee: shooter' or 'longbow') has its 'shoots'",
                 "    name: \"Crossbow\"");  // its map
}

TEST(WotrRulesetFile, TheRulesetIdIsChecked) {
  expectOneError(replaced(shippedRulesetText(), "  id: wotr\n", "  id: roberts\n"),
                 "this file is for ruleset 'roberts', not wotr", "  id: roberts");
}
