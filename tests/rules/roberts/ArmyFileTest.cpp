// Army files (config/armies/roberts_*.yaml): every shipped one reads and keeps the rules, and a
// wrong one is refused with every problem at its file:line:col, each saying which rule.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "RobertsBed.h"
#include "data/YamlReader.h"
#include "rules/roberts/Cost.h"
#include "scenario/roberts/RobertsArmyFile.h"
#include "support/TestPaths.h"
#include "support/TextEdits.h"

using namespace sandtable;
using sandtable::test::lineOf;
using sandtable::test::replaced;

namespace {

std::string textArmy() {
  return test::fileText(test::configPath("armies/roberts_350_points.yaml"));
}

std::vector<data::ConfigError> errorsOf(std::string text) {
  data::YamlReader r = data::YamlReader::fromString(std::move(text), "army.yaml");
  scenario::parseRobertsArmy(r, test::roberts::tables());
  return r.errors();
}

}  // namespace

TEST(RobertsArmyFile, EveryShippedArmyReadsAndKeepsItsPoints) {
  int armies = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::configPath("armies"))) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("roberts_", 0) != 0 || entry.path().extension() != ".yaml") continue;
    SCOPED_TRACE(name);
    try {
      const auto army = scenario::loadRobertsArmy(entry.path(), test::roberts::tables());
      EXPECT_LE(rules::roberts::costOf(test::roberts::tables(), army).total, army.points);
      ++armies;
    } catch (const data::ConfigErrors& e) {
      ADD_FAILURE() << e.what();
    }
  }
  EXPECT_GE(armies, 1);
}

TEST(RobertsArmyFile, AnUnknownWeaponIsRefusedWithTheRulesetsOnes) {
  const std::string text = replaced(textArmy(), "weapon: lance", "weapon: lanse");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("unknown weapon 'lanse' (the ruleset's: hand_weapons, spear,"),
            std::string::npos);
  EXPECT_EQ(errors[0].line, lineOf(text, "lanse"));
  EXPECT_EQ(errors[0].column, 13);
}

// An army rule broken is placed at the key it is about and names its rule.
TEST(RobertsArmyFile, ABrokenRuleIsPlacedAtItsKey) {
  const std::string text = replaced(textArmy(), "    stands: 9\n", "    stands: 10\n");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find(
                "over the militia maximum of 36 at 25mm: at most 9 stands (000 Forming Units)"),
            std::string::npos);
  EXPECT_EQ(errors[0].line, lineOf(text, "stands: 10"));
  EXPECT_EQ(errors[0].column, 13);
}

TEST(RobertsArmyFile, LeadersAndPointsAreCheckedAtTheirPlaces) {
  std::string text = replaced(textArmy(), "with: spearmen}", "with: skirmishers}");
  auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_NE(errors[0].message.find("Skirmishers are 18 units"), std::string::npos);
  EXPECT_NE(errors[1].message.find("a Captain is attached only to a Formed unit"),
            std::string::npos);
  EXPECT_EQ(errors[1].line, lineOf(text, "with: skirmishers"));
  text = replaced(textArmy(), "points: 350", "points: 300");
  errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("50 over its allotment of 300"), std::string::npos);
  EXPECT_EQ(errors[0].line, lineOf(text, "points: 300"));
}

TEST(RobertsArmyFile, AFormedUnitSaysHowManyStands) {
  const std::string text = replaced(textArmy(), "    stands: 9\n", "");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("missing required key 'stands'"), std::string::npos);
  EXPECT_EQ(errors[0].line, lineOf(text, "    name: \"Militia Spearmen\""));
}

TEST(RobertsArmyFile, AnArmyOfAnotherRulesetIsRefused) {
  const auto errors = errorsOf(replaced(textArmy(), "ruleset: roberts", "ruleset: warlords"));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("this army is for ruleset 'warlords', not roberts"),
            std::string::npos);
}
